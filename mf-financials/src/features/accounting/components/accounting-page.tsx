// /accounting: the carrier's (or factoring company's) AP invoices in four tabs (spec 001 §2): Action
// Required (uninvoiced), Pending, In Progress (invoiced), Paid (the last 60 days by shipment date).
import { Input } from 'antd';
import { ACCOUNTING_TAB_LABEL, ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { DateRangeField } from '../../../ui/date-range-fields';

type AccountingTab = keyof typeof ACCOUNTING_TAB_LABEL;

const TABS: readonly ListView<AccountingTab>[] = (Object.keys(ACCOUNTING_TAB_LABEL) as AccountingTab[]).map((status) => ({
  key: status,
  label: ACCOUNTING_TAB_LABEL[status],
}));

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
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  return (
    <ListPage
      title="Accounting"
      views={<ViewList label="Accounting tabs" views={TABS} selected={applied.status as AccountingTab} onSelect={(status) => applyNow('status', status)} />}
      filters={
        <FilterForm>
          <FilterField label="Search" htmlFor="accounting-search">
            <Input id="accounting-search" placeholder="Invoice or shipment #" value={draft.searchTerm} onChange={(e) => setDraft('searchTerm', e.target.value)} />
          </FilterField>
          <FilterField label="Invoice Dates" htmlFor="accounting-invoice-dates">
            <DateRangeField
              id="accounting-invoice-dates"
              start={draft.invoiceDateStart}
              end={draft.invoiceDateEnd}
              onChange={(start, end) => {
                setDraft('invoiceDateStart', start);
                setDraft('invoiceDateEnd', end);
              }}
            />
          </FilterField>
          <FilterField label="Shipment Dates" htmlFor="accounting-shipment-dates">
            <DateRangeField
              id="accounting-shipment-dates"
              start={draft.shipmentDateStart}
              end={draft.shipmentDateEnd}
              onChange={(start, end) => {
                setDraft('shipmentDateStart', start);
                setDraft('shipmentDateEnd', end);
              }}
            />
          </FilterField>
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // Invoices arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage={applied.status === ApInvoiceStatusFilter.Paid ? 'No invoices paid in the last 60 days' : 'No invoices found'}
    >
      {null}
    </ListPage>
  );
}
