// /accounting (spec 001 §2): tabs Action Required (uninvoiced), Pending, In Progress (invoiced) and
// Paid (last 60 days by shipment date), each with its amount and shipment count from the AP invoice
// summary; filters search term, invoice and shipment dates; 50 a page (001 §9).
import { Flex, Typography } from 'antd';
import { useLocation, useNavigate } from 'react-router';
import type { ApInvoice } from '@trucks/shared-contracts/domain/accounting';
import { ACCOUNTING_TAB_LABEL, ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { paths } from '@trucks/shared-contracts/routes/paths';
import { lazyPanel } from '@trucks/shared-ui/lazy-panel';
import { FilterViewList } from '@trucks/shared-ui/list-views';
import { ListSearchBox } from '@trucks/shared-ui/list-search-box';
import type { ListView } from '@trucks/shared-ui/list-views';
import { PagedListPage, usePagedList } from '@trucks/shared-ui/paged-list';
import { apInvoiceColumns, apInvoiceKey } from '../../../ui/ap-invoice-columns';
import {
  ACCOUNTING_LIST,
  accountingListPageQueryOptions,
  accountingSearchQuery,
  accountingTabOf,
} from '../api/accounting-list';
import type { AccountingListFilters, AccountingTab } from '../api/accounting-list';
import { useAccountingSummary } from '../api/accounting-summary';
import { UnsettledInvoiceReminders } from './unsettled-invoice-reminders';

const TAB_KEYS = Object.keys(ACCOUNTING_TAB_LABEL) as AccountingTab[];

// The filter form (antd's date pickers and form) loads with the FILTERS tab, not with the rows.
const AccountingFilterForm = lazyPanel(
  () => import('./accounting-filters').then((m) => m.AccountingFilterForm),
  'Loading filters',
  'The filters could not be loaded.',
);

export function AccountingPage() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const list = usePagedList({
    ...ACCOUNTING_LIST,
    pageQuery: accountingListPageQueryOptions,
    rowsOf: (page) => ({ items: page.data, total: page.totalCount }),
  });
  const { filters } = list;
  const summary = useAccountingSummary(accountingSearchQuery(filters.applied));
  const statusSummary = (tab: AccountingTab) => summary.data?.statuses.find((entry) => entry.status === tab);
  const tabs: ListView<AccountingTab>[] = TAB_KEYS.map((tab) => {
    const entry = statusSummary(tab);
    return {
      key: tab,
      label: entry
        ? `${ACCOUNTING_TAB_LABEL[tab]} · ${formatCurrency(entry.amount)}`
        : ACCOUNTING_TAB_LABEL[tab],
      count: entry?.shipmentCount,
    };
  });
  const current = accountingTabOf(filters.applied);
  const currentSummary = statusSummary(current);
  // A tab alone is not a filter: its empty state says what the tab holds.
  const emptyMessage =
    Object.keys(accountingSearchQuery(filters.applied)).length > 0
      ? 'No Matching Invoices Found'
      : current === ApInvoiceStatusFilter.Paid
        ? 'No invoices paid in the last 60 days'
        : `No ${ACCOUNTING_TAB_LABEL[current]} invoices`;

  return (
    <PagedListPage<AccountingListFilters, ApInvoice>
      title="Accounting"
      list={list}
      columns={apInvoiceColumns(paths.accountingPreview, search)}
      rowKey={(invoice) => invoice.id}
      noun={{ one: 'invoice', other: 'invoices' }}
      emptyMessage={{ filtered: emptyMessage, unfiltered: emptyMessage }}
      onOpen={(invoice) => void navigate(`${paths.accountingPreview(apInvoiceKey(invoice))}${search}`)}
      exportFileName="accounting"
      actions={<ListSearchBox label="Search invoices" filters={filters} name="searchTerm" />}
      notice={
        <Flex justify="space-between" align="center" gap={8} wrap style={{ padding: '8px 16px' }}>
          {currentSummary ? (
            <Flex gap={16} wrap role="note" aria-label="Tab totals">
              <Typography.Text strong>
                {ACCOUNTING_TAB_LABEL[current]}: {formatCurrency(currentSummary.amount)}
              </Typography.Text>
              <Typography.Text type="secondary">
                {currentSummary.shipmentCount} {currentSummary.shipmentCount === 1 ? 'shipment' : 'shipments'}
              </Typography.Text>
            </Flex>
          ) : (
            <span />
          )}
          <UnsettledInvoiceReminders />
        </Flex>
      }
      views={<FilterViewList label="Accounting tabs" views={tabs} filters={filters} name="status" />}
      filters={<AccountingFilterForm filters={filters} />}
      preloadFilters={AccountingFilterForm.preload}
    />
  );
}
