// Third-party payer invoices (spec 001 §7): the list 50 a page read as an infinite list, the view
// counters (pageSize 1 per status and all; the action-required count pageSize 0 with actionRequired
// and isAuditable), the shipment the preview's header names, and the invoice update.
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useQueries,
  useQuery,
} from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { ThirdPartyInvoiceQuery } from '@trucks/shared-contracts/api/catalogue/financials';
import { callApi } from '@trucks/shared-contracts/api/client';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { ThirdPartyInvoiceView } from '@trucks/shared-contracts/domain/invoice-filter';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

/** The list's filters without the page: what every page and counter of one screen share. */
export type ThirdPartyInvoiceFilterQuery = Omit<ThirdPartyInvoiceQuery, 'page' | 'pageSize'>;

const thirdPartyInvoicePagesOptions = (query: ThirdPartyInvoiceFilterQuery) =>
  infiniteQueryOptions({
    queryKey: queryKeys.thirdPartyInvoices.list({ ...query, pages: 'infinite' }),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      callApi(API.financials.thirdPartyInvoices, {
        query: { ...query, page: pageParam, pageSize: PAGE_SIZE.thirdPartyInvoices },
        signal,
      }),
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((count, page) => count + page.data.length, 0);
      return last.data.length > 0 && loaded < last.totalCount ? pages.length + 1 : undefined;
    },
  });

/** A change of filters keeps the cards on screen until the new first page arrives. */
export const useThirdPartyInvoicePages = (query: ThirdPartyInvoiceFilterQuery) =>
  useInfiniteQuery({ ...thirdPartyInvoicePagesOptions(query), placeholderData: keepPreviousData });

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

/** The count of every view, in the order of `views`; undefined while a count is unknown. */
export function useThirdPartyInvoiceCounts(
  views: readonly ThirdPartyInvoiceView[],
  shared: Omit<ThirdPartyInvoiceFilterQuery, 'status' | 'actionRequired'>,
): (number | undefined)[] {
  const results = useQueries({
    queries: views.map((view) => {
      const query = counterQuery(view, shared);
      return apiQueryOptions(API.financials.thirdPartyInvoices, queryKeys.thirdPartyInvoices.counts(query), {
        query,
      });
    }),
  });
  return results.map((result) => result.data?.totalCount);
}

export const useInvoiceShipment = (shipmentId: string | undefined) =>
  useQuery({
    ...apiQueryOptions(
      API.financials.invoiceShipment,
      queryKeys.thirdPartyInvoices.part(shipmentId ?? '', 'shipment'),
      {
        params: { id: shipmentId ?? '' },
      },
    ),
    enabled: shipmentId !== undefined,
  });

export const useUpdateInvoice = () => useApiMutation(API.financials.updateInvoice);
