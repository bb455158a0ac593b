// /invoices: the invoice list with the spec's quick filters (None, Active, Action Required, In Process,
// Paid) and date filter types (Last 60 Days, Today, Week, Range) (spec 001 §4).
import { Radio, Space } from 'antd';
import { INVOICE_QUICK_FILTER_LABEL, InvoiceDateFilter, InvoiceQuickFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { ListPage } from '@trucks/shared-ui/list-page';
import { FilterField, FilterForm, ViewList } from '@trucks/shared-ui/list-panel';
import type { ListView } from '@trucks/shared-ui/list-panel';
import { useListFilters } from '@trucks/shared-ui/use-list-filters';
import { DateRangeField } from '../../../ui/date-range-fields';

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
const DEFAULT_FILTERS: InvoiceFilters = { quickFilter: InvoiceQuickFilter.None, dateFilter: InvoiceDateFilter.Last60Days, dateStart: '', dateEnd: '' };

export function InvoicesPage() {
  const { applied, draft, setDraft, apply, reset, applyNow } = useListFilters(DEFAULT_FILTERS);
  const rangeIncomplete = draft.dateFilter === InvoiceDateFilter.Range && (!draft.dateStart || !draft.dateEnd);
  return (
    <ListPage
      title="Invoices"
      views={
        <ViewList label="Invoice quick filters" views={VIEWS} selected={applied.quickFilter as InvoiceQuickFilter} onSelect={(filter) => applyNow('quickFilter', filter)} />
      }
      filters={
        <FilterForm>
          <FilterField label="Invoice Date" htmlFor="invoices-date-filter">
            <Radio.Group id="invoices-date-filter" value={draft.dateFilter} onChange={(e) => setDraft('dateFilter', e.target.value as string)}>
              <Space orientation="vertical">
                {Object.values(InvoiceDateFilter).map((filter) => (
                  <Radio key={filter} value={filter}>
                    {DATE_FILTER_LABEL[filter]}
                  </Radio>
                ))}
              </Space>
            </Radio.Group>
          </FilterField>
          {draft.dateFilter === InvoiceDateFilter.Range ? (
            <FilterField label="From - To" htmlFor="invoices-date-range">
              <DateRangeField
                id="invoices-date-range"
                start={draft.dateStart}
                end={draft.dateEnd}
                onChange={(start, end) => {
                  setDraft('dateStart', start);
                  setDraft('dateEnd', end);
                }}
              />
            </FilterField>
          ) : null}
        </FilterForm>
      }
      onReset={reset}
      onApply={apply}
      // A Range without both dates cannot be applied.
      applyDisabled={rangeIncomplete}
      // Invoices arrive with the API client (a later issue).
      loading={false}
      empty
      emptyMessage="No invoices found"
    >
      {null}
    </ListPage>
  );
}
