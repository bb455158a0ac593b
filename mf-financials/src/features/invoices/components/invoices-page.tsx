// /invoices: the invoice list with the spec's quick filters (None, Active, Action Required, In Process,
// Paid) and date filter types (Last 60 Days, Today, Week, Range) (spec 001 §4), on the AP invoice
// list; what each selects is in api/invoice-list.ts and the package README.
import { useLocation, useNavigate } from 'react-router';
import type { ApInvoice } from '@trucks/shared-contracts/domain/accounting';
import {
  INVOICE_QUICK_FILTER_LABEL,
  InvoiceDateFilter,
  InvoiceQuickFilter,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { apInvoiceColumns, apInvoiceKey } from '../../../ui/ap-invoice-columns';
import { INVOICE_LIST, invoiceListPageQueryOptions } from '../api/invoice-list';
import type { InvoiceListFilters } from '../api/invoice-list';

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

export function InvoicesPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = usePagedList({
    ...INVOICE_LIST,
    pageQuery: invoiceListPageQueryOptions,
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
