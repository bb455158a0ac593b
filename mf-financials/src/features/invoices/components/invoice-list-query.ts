// What the invoice list's quick filters and date filter types (spec 001 §4) send to the AP invoice
// list. The spec names them but not what they select; our mapping (package README):
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
import { LIST_TIMING } from '@trucks/shared-contracts/rules/page-sizes';
import { FILTER_DATE_FORMAT } from '@trucks/shared-ui/list-views';

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
