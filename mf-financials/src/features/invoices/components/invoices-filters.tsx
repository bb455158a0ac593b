// The invoice list's FILTERS tab: the shipment date filter type and, for Range, the two dates. Loaded
// with the tab (invoices-page.tsx), so that the list's first visit does not download antd's pickers,
// radios and form.
import { InvoiceDateFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { ChoiceFilter, DateRangeFilter, FilterForm } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { InvoiceListFilters } from '../api/invoice-list';

const DATE_FILTER_LABEL: Record<InvoiceDateFilter, string> = {
  [InvoiceDateFilter.Last60Days]: 'Last 60 Days',
  [InvoiceDateFilter.Today]: 'Today',
  [InvoiceDateFilter.Week]: 'Week',
  [InvoiceDateFilter.Range]: 'Range',
};

export function InvoicesFilterForm({ filters }: { filters: FilterDraft<InvoiceListFilters> }) {
  return (
    <FilterForm>
      <ChoiceFilter
        label="Shipment Date"
        id="invoices-date-filter"
        filters={filters}
        name="dateFilter"
        labels={DATE_FILTER_LABEL}
      />
      {filters.draft.dateFilter === InvoiceDateFilter.Range ? (
        <DateRangeFilter
          label="From - To"
          id="invoices-date-range"
          filters={filters}
          start="rangeStart"
          end="rangeEnd"
        />
      ) : null}
    </FilterForm>
  );
}
