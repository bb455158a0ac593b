// The accounting list's filters as the address keeps them, their defaults, and what they send: the
// tab's status with the search term and dates to the AP invoice list, the search term and dates alone
// to the summary (spec 001 §2, §3). Empty values are not sent.
import type { AccountingFilters } from '@trucks/shared-contracts/domain/accounting';
import { ACCOUNTING_TAB_LABEL, ApInvoiceStatusFilter } from '@trucks/shared-contracts/domain/invoice-filter';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apInvoiceListQueryOptions } from '../../../api/invoices';

export type AccountingTab = keyof typeof ACCOUNTING_TAB_LABEL;

export type AccountingListFilters = {
  status: string;
  searchTerm: string;
  invoiceDateStart: string;
  invoiceDateEnd: string;
  shipmentDateStart: string;
  shipmentDateEnd: string;
};

const DEFAULT_FILTERS: AccountingListFilters = {
  // Action Required first: what the navigation badge counts and what needs the carrier.
  status: ApInvoiceStatusFilter.UnInvoiced,
  searchTerm: '',
  invoiceDateStart: '',
  invoiceDateEnd: '',
  shipmentDateStart: '',
  shipmentDateEnd: '',
};

/** The list's filters' defaults and its page size (usePagedList). */
export const ACCOUNTING_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.accounting };

const isAccountingTab = (status: string): status is AccountingTab => status in ACCOUNTING_TAB_LABEL;

/** The tab the filters name; Action Required when they name none. */
export const accountingTabOf = (filters: AccountingListFilters): AccountingTab =>
  isAccountingTab(filters.status) ? filters.status : ApInvoiceStatusFilter.UnInvoiced;

/** The search term and dates as the calls take them: no empty values (the summary's query too). */
export function accountingSearchQuery(
  filters: AccountingListFilters,
): Omit<AccountingFilters, 'status' | 'page' | 'pageSize'> {
  const query: Omit<AccountingFilters, 'status' | 'page' | 'pageSize'> = {};
  const searchTerm = filters.searchTerm.trim();
  if (searchTerm) query.searchTerm = searchTerm;
  for (const key of ['invoiceDateStart', 'invoiceDateEnd', 'shipmentDateStart', 'shipmentDateEnd'] as const) {
    if (filters[key]) query[key] = filters[key];
  }
  return query;
}

/** One page of the tab's list as the AP invoice list call reads it. */
export const accountingListPageQueryOptions = ({
  filters,
  page,
  pageSize,
}: ListPageRequest<AccountingListFilters>) =>
  apInvoiceListQueryOptions({
    status: accountingTabOf(filters),
    ...accountingSearchQuery(filters),
    page,
    pageSize,
  });
