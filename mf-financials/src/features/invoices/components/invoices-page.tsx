// /invoices: the invoice list with the spec's quick filters (None, Active, Action Required, In Process,
// Paid) and date filter types (Last 60 Days, Today, Week, Range) (spec 001 §4), on the AP invoice
// list; what each selects is in invoice-list-query.ts and the package README.
import { useLocation, useNavigate } from 'react-router';
import type { ApInvoice } from '@trucks/shared-contracts/domain/accounting';
import {
  INVOICE_QUICK_FILTER_LABEL,
  InvoiceDateFilter,
  InvoiceQuickFilter,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { apInvoiceListQueryOptions } from '../../../api/invoices';
import { apInvoiceColumns, apInvoiceKey } from '../../../ui/ap-invoice-columns';
import { invoiceListQuery } from './invoice-list-query';
import type { InvoiceListFilters } from './invoice-list-query';

const VIEWS: readonly ListView<InvoiceQuickFilter>[] = Object.values(InvoiceQuickFilter).map((filter) => ({
  key: filter,
  label: INVOICE_QUICK_FILTER_LABEL[filter],
}));

// The filter form (antd's date pickers, radios and form) loads with the FILTERS tab, not with the rows.
const InvoicesFilterForm = lazyPanel(
  () => import('./invoices-filters').then((m) => m.InvoicesFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

// The spec's 60-day window for invoice counts is the default date filter.
const DEFAULT_FILTERS: InvoiceListFilters = {
  quickFilter: InvoiceQuickFilter.None,
  dateFilter: InvoiceDateFilter.Last60Days,
  rangeStart: '',
  rangeEnd: '',
};

export function InvoicesPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = usePagedList({
    defaults: DEFAULT_FILTERS,
    pageSize: PAGE_SIZE.accounting,
    pageQuery: ({ filters, page, pageSize }) =>
      apInvoiceListQueryOptions(invoiceListQuery(filters, page, pageSize)),
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const { draft } = filters;
  const rangeIncomplete =
    draft.dateFilter === InvoiceDateFilter.Range && (!draft.rangeStart || !draft.rangeEnd);
  return (
    <PagedListPage<InvoiceListFilters, ApInvoice>
      title="Invoices"
      list={list}
      columns={apInvoiceColumns(paths.invoicePreview, search)}
      rowKey={(invoice) => invoice.id}
      noun={{ one: 'invoice', other: 'invoices' }}
      emptyMessage={{ filtered: 'No Matching Invoices Found', unfiltered: 'No invoices in the last 60 days' }}
      onOpen={(invoice) => void navigate(`${paths.invoicePreview(apInvoiceKey(invoice))}${search}`)}
      exportFileName="invoices"
      views={
        <FilterViewList label="Invoice quick filters" views={VIEWS} filters={filters} name="quickFilter" />
      }
      filters={<InvoicesFilterForm filters={filters} />}
      preloadFilters={InvoicesFilterForm.preload}
      // A Range without both dates cannot be applied.
      applyDisabled={rangeIncomplete}
    />
  );
}
