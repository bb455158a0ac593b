// /accounting: the carrier's (or factoring company's) AP invoices in four tabs (spec 001 §2): Action
// Required (uninvoiced), Pending, In Progress (invoiced), Paid (the last 60 days by shipment date).
import { ACCOUNTING_TAB_LABEL, ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { ListPage } from '@trucks/shared-ui/list-page';
import { DateRangeFilter, FilterForm, FilterViewList, TextFilter } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';

type AccountingTab = keyof typeof ACCOUNTING_TAB_LABEL;

const TABS: readonly ListView<AccountingTab>[] = (Object.keys(ACCOUNTING_TAB_LABEL) as AccountingTab[]).map(
  (status) => ({
    key: status,
    label: ACCOUNTING_TAB_LABEL[status],
  }),
);

type AccountingFilters = {
  status: string;
  searchTerm: string;
  invoiceDateStart: string;
  invoiceDateEnd: string;
  shipmentDateStart: string;
  shipmentDateEnd: string;
};
const DEFAULT_FILTERS: AccountingFilters = {
  // Action Required first: what the navigation badge counts and what needs the carrier.
  status: ApInvoiceStatusFilter.UnInvoiced,
  searchTerm: '',
  invoiceDateStart: '',
  invoiceDateEnd: '',
  shipmentDateStart: '',
  shipmentDateEnd: '',
};

export function AccountingPage() {
  const filters = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Accounting"
      views={<FilterViewList label="Accounting tabs" views={TABS} filters={filters} name="status" />}
      filters={
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
      }
      onReset={filters.reset}
      onApply={filters.apply}
      // Frame only: not read yet (the package README says what is built).
      loading={false}
      empty
      emptyMessage={
        filters.applied.status === ApInvoiceStatusFilter.Paid
          ? 'No invoices paid in the last 60 days'
          : 'No invoices found'
      }
    >
      {null}
    </ListPage>
  );
}
