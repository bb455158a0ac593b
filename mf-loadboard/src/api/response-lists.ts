// The two lists of requests awaiting the carrier's answer, tenders and rate requests (spec 000 §4, §6,
// §7): a view per status (Sent, Accepted, Rejected, Rescinded, Booking Rescinded) and All, each with its
// count, and one search box (shipment number or city: what the API searches). The lists' filters,
// defaults and queries, which the tenders' and the rate requests' API files send.
import type { CityState, IsoDateTime } from '@trucks/shared-contracts/domain/common';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';

/** What a tender and a rate request both carry. */
export interface ResponseRequest {
  id: string;
  shipmentNumber: string;
  status: TenderResponseStatus;
  origin: CityState;
  destination: CityState;
  pickupDateTime?: IsoDateTime | null;
  deliveryDateTime?: IsoDateTime | null;
}

export type ResponseStatusView = TenderResponseStatus | 'All';

export const RESPONSE_STATUS_VIEWS: readonly ResponseStatusView[] = [
  ...Object.values(TenderResponseStatus),
  'All',
];

/** The statuses a view asks the API for; All asks for none (every status). */
const statusesOf = (view: string): TenderResponseStatus[] | undefined =>
  (Object.values(TenderResponseStatus) as string[]).includes(view)
    ? [view as TenderResponseStatus]
    : undefined;

export type ResponseListFilters = { status: string; search: string };

const DEFAULT_FILTERS: ResponseListFilters = { status: TenderResponseStatus.Sent, search: '' };

/** Both lists open on Sent ('The tender list filter includes Sent', what the badges count). */
export const RESPONSE_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.default };

/** A page of a list as the API takes it: the view's statuses and the search, when given. */
export function responsePageQuery({ filters, page, pageSize }: ListPageRequest<ResponseListFilters>) {
  const statuses = statusesOf(filters.status);
  return {
    page,
    pageSize,
    ...(statuses ? { statuses } : {}),
    ...(filters.search ? { search: filters.search } : {}),
  };
}

/** How many a status view holds: pageSize 1, totalCount, as the navigation badges count Sent. */
export function responseCountQuery(view: ResponseStatusView) {
  const statuses = statusesOf(view);
  return { page: FIRST_PAGE, pageSize: PAGE_SIZE.tenderBadge, ...(statuses ? { statuses } : {}) };
}

/** The first page of Sent, what the dashboard's tabs show. */
export const SENT_FIRST_PAGE = {
  statuses: [TenderResponseStatus.Sent],
  page: FIRST_PAGE,
  pageSize: PAGE_SIZE.default,
};
