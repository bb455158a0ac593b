// /invoices: the invoice list with the spec's quick filters (None, Active, Action Required, In Process,
// Paid) and date filter types (Last 60 Days, Today, Week, Range) (spec 001 §4).
import {
  INVOICE_QUICK_FILTER_LABEL,
  InvoiceDateFilter,
  InvoiceQuickFilter,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { ListPage } from '@trucks/shared-ui/list-page';
import { ChoiceFilter, DateRangeFilter, FilterForm, FilterViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

const VIEWS: readonly ListView<InvoiceQuickFilter>[] = Object.values(InvoiceQuickFilter).map((filter) => ({
  key: filter,
  label: INVOICE_QUICK_FILTER_LABEL[filter],
}));

const DATE_FILTER_LABEL: Record<InvoiceDateFilter, string> = {
  [InvoiceDateFilter.Last60Days]: 'Last 60 Days',
  [InvoiceDateFilter.Today]: 'Today',
  [InvoiceDateFilter.Week]: 'Week',
  [InvoiceDateFilter.Range]: 'Range',
};

type InvoiceFilters = { quickFilter: string; dateFilter: string; dateStart: string; dateEnd: string };
// The spec's 60-day window for invoice counts is the default date filter.
const DEFAULT_FILTERS: InvoiceFilters = {
  quickFilter: InvoiceQuickFilter.None,
  dateFilter: InvoiceDateFilter.Last60Days,
  dateStart: '',
  dateEnd: '',
};

export function InvoicesPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  const { draft } = filters;
  const rangeIncomplete =
    draft.dateFilter === InvoiceDateFilter.Range && (!draft.dateStart || !draft.dateEnd);
  return (
    <ListPage
      title="Invoices"
      views={
        <FilterViewList label="Invoice quick filters" views={VIEWS} filters={filters} name="quickFilter" />
      }
      filters={
        <FilterForm>
          <ChoiceFilter
            label="Invoice Date"
            id="invoices-date-filter"
            filters={filters}
            name="dateFilter"
            labels={DATE_FILTER_LABEL}
          />
          {draft.dateFilter === InvoiceDateFilter.Range ? (
            <DateRangeFilter
              label="From - To"
              id="invoices-date-range"
              filters={filters}
              start="dateStart"
              end="dateEnd"
            />
          ) : null}
        </FilterForm>
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // A Range without both dates cannot be applied.
      applyDisabled={rangeIncomplete}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage="No invoices found"
    >
      {null}
    </ListPage>
  );
}
