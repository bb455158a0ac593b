// The rate requests of the user's company: 'Rate filters set carrierId to the user's company' (spec
// 000 §7). A page of the list (its filters and defaults: src/api/response-lists, shared with the
// tenders), a count per status (pageSize 1, as the open-rate-requests badge reads Sent), the open ones
// the dashboard shows, and one request by its id or by its shipment's number
// (/rates/{rateId}/preview and /rates/{shipmentNumber}/preview share one address shape). Nothing is
// asked before the company is known.
import { useQuery } from '@tanstack/react-query';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { RateRequestQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { RateRequest } from '@trucks/shared-contracts/domain/rate-request';
import {
  RATE_REQUEST_PENDING_NOTE,
  RateRequestStatus,
} from '@trucks/shared-contracts/domain/rate-request-status';
import { CHARGE_RATE_TYPE_LABEL, RATE_TYPE_LABEL } from '@trucks/shared-contracts/domain/rate-type';
import { formatCurrency } from '@trucks/shared-contracts/format/currency';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import {
  RATE_REQUEST_STATUSES,
  responseCountQuery,
  responsePageQuery,
  SENT_FIRST_PAGE,
} from '../../../api/response-lists';
import type { ResponseListFilters, ResponseStatusView } from '../../../api/response-lists';

const rateRequestListQueryOptions = (query: RateRequestQuery) =>
  apiQueryOptions(loadboardCalls.rateRequests, queryKeys.rateRequests.list(query), { query });

/** A page of /rates. */
export const rateRequestPageQueryOptions =
  (carrierId: string) => (request: ListPageRequest<ResponseListFilters>) => ({
    ...rateRequestListQueryOptions({ carrierId, ...responsePageQuery(request, RATE_REQUEST_STATUSES) }),
    enabled: carrierId !== '',
  });

export const rateRequestCountQueryOptions = (carrierId: string) => (view: ResponseStatusView) =>
  apiQueryOptions(
    loadboardCalls.rateRequests,
    queryKeys.rateRequests.counts({ carrierId, view }),
    { query: { carrierId, ...responseCountQuery(view, RATE_REQUEST_STATUSES) } },
    { select: (answer) => answer.totalCount, enabled: carrierId !== '' },
  );

/** The open (Sent) rate requests (the dashboard's tab). */
export const useOpenRateRequests = (carrierId: string) =>
  useQuery({
    ...rateRequestListQueryOptions({ carrierId, ...SENT_FIRST_PAGE }),
    enabled: carrierId !== '',
  });

/** The company's rate request on a shipment, by a search for its number; null when there is none. */
export const useRateRequestOfShipment = (carrierId: string, shipmentNumber: string, enabled = true) =>
  useQuery(
    apiQueryOptions(
      loadboardCalls.rateRequests,
      queryKeys.rateRequests.list({ carrierId, search: shipmentNumber, ofShipment: true }),
      { query: { carrierId, search: shipmentNumber, page: FIRST_PAGE, pageSize: PAGE_SIZE.default } },
      {
        enabled: enabled && carrierId !== '',
        select: (answer) => answer.data.find((request) => request.shipmentNumber === shipmentNumber) ?? null,
      },
    ),
  );

/** A rate request by id; a 404 means the address named a shipment number instead. */
export const useRateRequestById = (rateId: string) =>
  useQuery(
    apiQueryOptions(
      loadboardCalls.rateRequest,
      queryKeys.rateRequests.detail(rateId),
      { params: { id: rateId } },
      { retry: (count, error) => error.status !== 404 && count < 2 },
    ),
  );

/**
 * The carrier's offer as a line: '$1,850.00 All In, Flat', and while the shipper has not answered it,
 * "· Waiting for the shipper's answer" (issue 41: an offer read 'Accepted'). Undefined before any offer.
 */
export function offerTextOf(request: RateRequest): string | undefined {
  const answer = request.carrierRate;
  if (!answer) return undefined;
  const offer = `${formatCurrency(answer.rate)} ${RATE_TYPE_LABEL[answer.rateType]}, ${CHARGE_RATE_TYPE_LABEL[answer.chargeRateType]}`;
  return request.status === RateRequestStatus.Pending ? `${offer} · ${RATE_REQUEST_PENDING_NOTE}` : offer;
}
