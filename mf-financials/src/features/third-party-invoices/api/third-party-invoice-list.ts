// The third-party invoice list (spec 001 §2, §7): its filters as the address keeps them and what they
// send: the view (Action Required = actionRequired; Draft, Received, Settled = status; All = nothing),
// the search text as `query`, the date presets on the load date (Tomorrow only makes sense for a
// load; the invoice date is never in the future), and auditable-only, on by default. The list is read
// 50 a page as an infinite list; the view counters are pageSize 1 per status and all, the
// action-required count pageSize 0 with actionRequired and isAuditable.
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery, useQueries } from '@tanstack/react-query';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';
import { financialCalls } from '@trucks/shared-contracts/api/catalogue/financials';
import type { ThirdPartyInvoiceQuery } from '@trucks/shared-contracts/api/catalogue/financials';
import { callApi } from '@trucks/shared-contracts/api/client';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import {
  ThirdPartyInvoiceDatePreset,
  ThirdPartyInvoiceView,
} from '@trucks/shared-contracts/domain/invoice-filter';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { FILTER_DATE_FORMAT } from '@trucks/shared-ui/list-views';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

/** The list's filters without the page: what every page and counter of one screen share. */
type ThirdPartyInvoiceFilterQuery = Omit<ThirdPartyInvoiceQuery, 'page' | 'pageSize'>;

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
function sharedQuery(
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

function listQuery(filters: ThirdPartyInvoiceFilters, today: Dayjs = dayjs()): ThirdPartyInvoiceFilterQuery {
  const status = STATUS_OF_VIEW[filters.view];
  return {
    ...sharedQuery(filters, today),
    ...(filters.view === ThirdPartyInvoiceView.ActionRequired ? { actionRequired: true } : {}),
    ...(status ? { status } : {}),
  };
}

const thirdPartyInvoicePagesOptions = (query: ThirdPartyInvoiceFilterQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.thirdPartyInvoices.list({ ...query, pages: 'infinite' }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(financialCalls.thirdPartyInvoices, {
        query: { ...query, page: pageParam, pageSize: PAGE_SIZE.thirdPartyInvoices },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
  });

/** The list's pages; a change of filters keeps the cards on screen until the new first page arrives. */
export const useThirdPartyInvoicePages = (filters: ThirdPartyInvoiceFilters) =>
  useInfiniteQuery({
    ...thirdPartyInvoicePagesOptions(listQuery(filters)),
    placeholderData: keepPreviousData,
  });

/** The counter query of one view (spec 001 §7). */
function counterQuery(
  view: ThirdPartyInvoiceView,
  shared: Omit<ThirdPartyInvoiceFilterQuery, 'status' | 'actionRequired'>,
): ThirdPartyInvoiceQuery {
  switch (view) {
    case ThirdPartyInvoiceView.ActionRequired:
      return {
        ...shared,
        actionRequired: true,
        isAuditable: true,
        pageSize: PAGE_SIZE.actionRequiredCounter,
      };
    case ThirdPartyInvoiceView.Draft:
      return { ...shared, status: InvoiceStatus.Draft, pageSize: PAGE_SIZE.statusCounter };
    case ThirdPartyInvoiceView.Received:
      return { ...shared, status: InvoiceStatus.Received, pageSize: PAGE_SIZE.statusCounter };
    case ThirdPartyInvoiceView.Settled:
      return { ...shared, status: InvoiceStatus.Settled, pageSize: PAGE_SIZE.statusCounter };
    default:
      return { ...shared, pageSize: PAGE_SIZE.statusCounter };
  }
}

/** The count of every view under the filters but the view, in the order of `views`; undefined while unknown. */
export function useThirdPartyInvoiceCounts(
  views: readonly ThirdPartyInvoiceView[],
  filters: ThirdPartyInvoiceFilters,
): (number | undefined)[] {
  const shared = sharedQuery(filters);
  const results = useQueries({
    queries: views.map((view) => {
      const query = counterQuery(view, shared);
      return apiQueryOptions(financialCalls.thirdPartyInvoices, queryKeys.thirdPartyInvoices.counts(query), {
        query,
      });
    }),
  });
  return results.map((result) => result.data?.totalCount);
}
