// The third-party invoice list's filters as the address keeps them, and what they send (spec 001 §2,
// §7): the view (Action Required = actionRequired; Draft, Received, Settled = status; All = nothing),
// the search text as `query`, the date presets on the load date (Tomorrow only makes sense for a
// load; the invoice date is never in the future), and auditable-only, on by default.
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import {
  ThirdPartyInvoiceDatePreset,
  ThirdPartyInvoiceView,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { FILTER_DATE_FORMAT } from '@trucks/shared-ui/list-views';
import type { ThirdPartyInvoiceFilterQuery } from '../api/third-party-invoices';

export type ThirdPartyInvoiceFilters = {
  view: string;
  query: string;
  datePreset: string;
  rangeStart: string;
  rangeEnd: string;
  auditableOnly: string;
};

export const DEFAULT_FILTERS: ThirdPartyInvoiceFilters = {
  view: ThirdPartyInvoiceView.ActionRequired,
  query: '',
  datePreset: '',
  rangeStart: '',
  rangeEnd: '',
  auditableOnly: 'true',
};

const day = (date: Dayjs) => date.format(FILTER_DATE_FORMAT);

function loadDates(
  filters: ThirdPartyInvoiceFilters,
  today: Dayjs,
): Pick<ThirdPartyInvoiceFilterQuery, 'loadDateStart' | 'loadDateEnd'> {
  const on = (date: Dayjs) => ({ loadDateStart: day(date), loadDateEnd: day(date) });
  switch (filters.datePreset) {
    case ThirdPartyInvoiceDatePreset.Today:
      return on(today);
    case ThirdPartyInvoiceDatePreset.Yesterday:
      return on(today.subtract(1, 'day'));
    case ThirdPartyInvoiceDatePreset.Tomorrow:
      return on(today.add(1, 'day'));
    case ThirdPartyInvoiceDatePreset.ThisWeek:
      return { loadDateStart: day(today.startOf('week')), loadDateEnd: day(today.endOf('week')) };
    case ThirdPartyInvoiceDatePreset.Range:
      return {
        ...(filters.rangeStart ? { loadDateStart: filters.rangeStart } : {}),
        ...(filters.rangeEnd ? { loadDateEnd: filters.rangeEnd } : {}),
      };
    default:
      return {};
  }
}

/** Everything but the view: what the list and every counter share. */
export function sharedQuery(
  filters: ThirdPartyInvoiceFilters,
  today: Dayjs = dayjs(),
): Omit<ThirdPartyInvoiceFilterQuery, 'status' | 'actionRequired'> {
  const text = filters.query.trim();
  return {
    ...(text ? { query: text } : {}),
    ...loadDates(filters, today),
    ...(filters.auditableOnly === 'true' ? { isAuditable: true } : {}),
  };
}

const STATUS_OF_VIEW: Partial<Record<string, InvoiceStatus>> = {
  [ThirdPartyInvoiceView.Draft]: InvoiceStatus.Draft,
  [ThirdPartyInvoiceView.Received]: InvoiceStatus.Received,
  [ThirdPartyInvoiceView.Settled]: InvoiceStatus.Settled,
};

export function listQuery(
  filters: ThirdPartyInvoiceFilters,
  today: Dayjs = dayjs(),
): ThirdPartyInvoiceFilterQuery {
  const status = STATUS_OF_VIEW[filters.view];
  return {
    ...sharedQuery(filters, today),
    ...(filters.view === ThirdPartyInvoiceView.ActionRequired ? { actionRequired: true } : {}),
    ...(status ? { status } : {}),
  };
}
