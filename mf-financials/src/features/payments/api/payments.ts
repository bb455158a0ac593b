// Payment remittance (spec 001 §7 'Payments summaries and details'): the payments of a date window,
// 20 a page; one payment with the invoices it settled, 20 a page. The list's date windows: the spec's
// default is the last 3 months (001 §9); the other windows are ours. The dates are always sent, so the
// server and the screen agree on the window; picked dates in the FILTERS panel replace the window.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { PaymentFilters } from '@trucks/shared-contracts/domain/accounting';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { FILTER_DATE_FORMAT } from '@trucks/shared-ui/list-views';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const PAYMENT_WINDOW_LABEL = {
  last3Months: 'Last 3 Months',
  last30Days: 'Last 30 Days',
  last12Months: 'Last 12 Months',
} as const;
export type PaymentWindow = keyof typeof PAYMENT_WINDOW_LABEL;

const START_OF: Record<PaymentWindow, (today: Dayjs) => Dayjs> = {
  last3Months: (today) => today.subtract(3, 'month'),
  last30Days: (today) => today.subtract(30, 'day'),
  last12Months: (today) => today.subtract(12, 'month'),
};

export function paymentWindowDates(
  window: string,
  today: Dayjs = dayjs(),
): { paymentStartDate: string; paymentEndDate: string } {
  const start = (window in START_OF ? START_OF[window as PaymentWindow] : START_OF.last3Months)(today);
  return {
    paymentStartDate: start.format(FILTER_DATE_FORMAT),
    paymentEndDate: today.format(FILTER_DATE_FORMAT),
  };
}

export type PaymentListFilters = { window: string; paymentStartDate: string; paymentEndDate: string };
const DEFAULT_FILTERS: PaymentListFilters = {
  window: 'last3Months',
  paymentStartDate: '',
  paymentEndDate: '',
};

/** The list's filters' defaults and its page size (usePagedList). */
export const PAYMENT_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.payments };

function paymentListQuery({ filters, page, pageSize }: ListPageRequest<PaymentListFilters>): PaymentFilters {
  const window = paymentWindowDates(filters.window);
  return {
    paymentStartDate: filters.paymentStartDate || window.paymentStartDate,
    paymentEndDate: filters.paymentEndDate || window.paymentEndDate,
    page,
    pageSize,
  };
}

/** One page of the list as the payment summaries call reads it. */
export const paymentListPageQueryOptions = (request: ListPageRequest<PaymentListFilters>) => {
  const query = paymentListQuery(request);
  return apiQueryOptions(financialCalls.paymentSummaries, queryKeys.payments.list(query), { query });
};

const paymentDetailsQueryOptions = (checkNumber: string, page: number) => {
  const query = { page, pageSize: PAGE_SIZE.paymentDetails };
  return apiQueryOptions(
    financialCalls.paymentDetails,
    queryKeys.payments.part(checkNumber, 'details', query),
    {
      params: { checkNumber },
      query,
    },
  );
};

export const usePaymentDetails = (checkNumber: string, page: number) =>
  useQuery({ ...paymentDetailsQueryOptions(checkNumber, page), placeholderData: keepPreviousData });
