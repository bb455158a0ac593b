// The two lists of requests awaiting the carrier's answer, tenders and rate requests (spec 000 §4, §6,
// §7): a view per status (Sent, Accepted, Rejected, Rescinded, Booking Rescinded; rate requests also
// Pending, an offer the shipper has not answered) and All, each with its count, and one search box
// (shipment number or city: what the API searches). The lists' filters, defaults and queries, which
// the tenders' and the rate requests' API files send.
import type { CityState, IsoDateTime } from '@trucks/shared-contracts/domain/common';
import { RATE_REQUEST_STATUS_ORDER } from '@trucks/shared-contracts/domain/rate-request-status';
import type { RateRequestStatus } from '@trucks/shared-contracts/domain/rate-request-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';

/** What a tender and a rate request both carry (a tender's statuses are a rate request's less Pending). */
export interface ResponseRequest {
  id: string;
  shipmentNumber: string;
  status: RateRequestStatus;
  origin: CityState;
  destination: CityState;
  pickupDateTime?: IsoDateTime | null;
  deliveryDateTime?: IsoDateTime | null;
}

export type ResponseStatusView = RateRequestStatus | 'All';

/** The statuses each list has a view for, in the views' order. */
export const TENDER_STATUSES: readonly TenderResponseStatus[] = Object.values(TenderResponseStatus);
export const RATE_REQUEST_STATUSES = RATE_REQUEST_STATUS_ORDER;

/** The statuses a view asks the API for; All (or a status the list does not have) asks for none. */
const statusesOf = <S extends string>(view: string, known: readonly S[]): S[] | undefined =>
  (known as readonly string[]).includes(view) ? [view as S] : undefined;

export type ResponseListFilters = { status: string; search: string };

const DEFAULT_FILTERS: ResponseListFilters = { status: TenderResponseStatus.Sent, search: '' };

/** Both lists open on Sent ('The tender list filter includes Sent', what the badges count). */
export const RESPONSE_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.default };

/** A page of a list as the API takes it: the view's statuses and the search, when given. */
export function responsePageQuery<S extends string>(
  { filters, page, pageSize }: ListPageRequest<ResponseListFilters>,
  known: readonly S[],
) {
  const statuses = statusesOf(filters.status, known);
  return {
    page,
    pageSize,
    ...(statuses ? { statuses } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** How many a status view holds: pageSize 1, totalCount, as the navigation badges count Sent. */
export function responseCountQuery<S extends string>(view: ResponseStatusView, known: readonly S[]) {
  const statuses = statusesOf(view, known);
  return { page: FIRST_PAGE, pageSize: PAGE_SIZE.tenderBadge, ...(statuses ? { statuses } : {}) };
}

/** The first page of Sent, what the dashboard's tabs show. */
export const SENT_FIRST_PAGE = {
  statuses: [TenderResponseStatus.Sent],
  page: FIRST_PAGE,
  pageSize: PAGE_SIZE.default,
};
