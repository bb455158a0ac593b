// Accounting's FILTERS tab: the search term, invoice and shipment dates. Loaded with the tab
// (accounting-page.tsx), so that the list's first visit does not download antd's pickers and form.
import { DateRangeFilter, FilterForm, TextFilter } from '@trucks/shared-ui/list-panel';
import type { FilterDraft } from '@trucks/shared-ui/list-views';
import type { AccountingListFilters } from '../api/accounting-list';

export function AccountingFilterForm({ filters }: { filters: FilterDraft<AccountingListFilters> }) {
  return (
    <FilterForm>
      <TextFilter
        label="Search"
        id="accounting-search"
        placeholder="Invoice or shipment #"
        filters={filters}
        name="searchTerm"
      />
      <DateRangeFilter
        label="Invoice Dates"
        id="accounting-invoice-dates"
        filters={filters}
        start="invoiceDateStart"
        end="invoiceDateEnd"
      />
      <DateRangeFilter
        label="Shipment Dates"
        id="accounting-shipment-dates"
        filters={filters}
        start="shipmentDateStart"
        end="shipmentDateEnd"
      />
    </FilterForm>
  );
}
