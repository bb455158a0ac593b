// The invoice list's filters as the address keeps them, their defaults, and what they send to the AP
// invoice list (spec 001 §4 quick filters and date filter types). The spec names them but not what
// they select; our mapping (package README):
// None = every status, Active = Pending (received, being processed), Action Required = UnInvoiced,
// In Process = Invoiced, Paid = Paid; dates are shipment dates (the Paid tab's 60 days are too):
// Last 60 Days (default), Today, Week (this calendar week), Range (two picked dates).
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import type { AccountingFilters } from '@trucks/shared-contracts/domain/accounting';
import {
  ApInvoiceStatusFilter,
  InvoiceDateFilter,
  InvoiceQuickFilter,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { LIST_TIMING, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { FILTER_DATE_FORMAT } from '@trucks/shared-ui/list-views';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apInvoiceListQueryOptions } from '../../../api/invoices';

const STATUS_OF_QUICK_FILTER: Record<InvoiceQuickFilter, ApInvoiceStatusFilter> = {
  [InvoiceQuickFilter.None]: ApInvoiceStatusFilter.All,
  [InvoiceQuickFilter.Active]: ApInvoiceStatusFilter.Pending,
  [InvoiceQuickFilter.ActionRequired]: ApInvoiceStatusFilter.UnInvoiced,
  [InvoiceQuickFilter.InProcess]: ApInvoiceStatusFilter.Invoiced,
  [InvoiceQuickFilter.Paid]: ApInvoiceStatusFilter.Paid,
};

export type InvoiceListFilters = {
  quickFilter: string;
  dateFilter: string;
  rangeStart: string;
  rangeEnd: string;
};

// The spec's 60-day window for invoice counts is the default date filter.
const DEFAULT_FILTERS: InvoiceListFilters = {
  quickFilter: InvoiceQuickFilter.None,
  dateFilter: InvoiceDateFilter.Last60Days,
  rangeStart: '',
  rangeEnd: '',
};

/** The list's filters' defaults and its page size (usePagedList). */
export const INVOICE_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.accounting };

const day = (date: Dayjs) => date.format(FILTER_DATE_FORMAT);

function shipmentDates(
  filters: InvoiceListFilters,
  today: Dayjs,
): Pick<AccountingFilters, 'shipmentDateStart' | 'shipmentDateEnd'> {
  switch (filters.dateFilter) {
    case InvoiceDateFilter.Today:
      return { shipmentDateStart: day(today), shipmentDateEnd: day(today) };
    case InvoiceDateFilter.Week:
      return { shipmentDateStart: day(today.startOf('week')), shipmentDateEnd: day(today.endOf('week')) };
    case InvoiceDateFilter.Range:
      return {
        ...(filters.rangeStart ? { shipmentDateStart: filters.rangeStart } : {}),
        ...(filters.rangeEnd ? { shipmentDateEnd: filters.rangeEnd } : {}),
      };
    default:
      return {
        shipmentDateStart: day(today.subtract(LIST_TIMING.paidWindowDays, 'day')),
        shipmentDateEnd: day(today),
      };
  }
}

export function invoiceListQuery(
  filters: InvoiceListFilters,
  page: number,
  pageSize: number,
  today: Dayjs = dayjs(),
): AccountingFilters {
  const status =
    filters.quickFilter in STATUS_OF_QUICK_FILTER
      ? STATUS_OF_QUICK_FILTER[filters.quickFilter as InvoiceQuickFilter]
      : ApInvoiceStatusFilter.All;
  return { status, ...shipmentDates(filters, today), page, pageSize };
}

/** One page of the list as the AP invoice list call reads it. */
export const invoiceListPageQueryOptions = ({
  filters,
  page,
  pageSize,
}: ListPageRequest<InvoiceListFilters>) =>
  apInvoiceListQueryOptions(invoiceListQuery(filters, page, pageSize));
