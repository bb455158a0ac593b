// The tenders of the user's company (GET tenders: the API answers the company's own only, spec 000
// §6): a page of the list (its filters and defaults: src/api/response-lists, shared with the rate
// requests), a count per status view, the Sent ones the dashboard shows, one tender (GET tenders/{id}),
// the acceptance (tender status update, 000 §7) and the answer to the offer (PUT tenders/{id}/offers,
// Rejected). The writes refresh what MUTATION_INVALIDATES names: the tender lists, the sent-tenders
// badge, shipments.
import { useQuery } from '@tanstack/react-query';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { TenderQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';
import {
  responseCountQuery,
  responsePageQuery,
  SENT_FIRST_PAGE,
  TENDER_STATUSES,
} from '../../../api/response-lists';
import type { ResponseListFilters, ResponseStatusView } from '../../../api/response-lists';

const tenderListQueryOptions = (query: TenderQuery) =>
  apiQueryOptions(loadboardCalls.tenders, queryKeys.tenders.list(query), { query });

/** A page of /tenders. */
export const tenderPageQueryOptions = (request: ListPageRequest<ResponseListFilters>) =>
  tenderListQueryOptions(responsePageQuery(request, TENDER_STATUSES));

/** How many tenders a status view holds (pageSize 1, as the sent-tenders badge reads it). */
export const tenderCountQueryOptions = (view: ResponseStatusView) =>
  apiQueryOptions(
    loadboardCalls.tenders,
    queryKeys.tenders.counts({ view }),
    { query: responseCountQuery(view, TENDER_STATUSES) },
    { select: (answer) => answer.totalCount },
  );

/** The Sent tenders, awaiting an answer (the dashboard's tab). */
export const useSentTenders = () => useQuery(tenderListQueryOptions(SENT_FIRST_PAGE));

export const useTender = (tenderId: string) =>
  useQuery(
    apiQueryOptions(loadboardCalls.tender, queryKeys.tenders.detail(tenderId), { params: { id: tenderId } }),
  );

/** /tenders/{shipmentNumber}: the company's tender on that shipment, by a search for its number. */
export const useTenderOfShipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      loadboardCalls.tenders,
      queryKeys.tenders.list({ search: shipmentNumber, ofShipment: true }),
      { query: { search: shipmentNumber, page: FIRST_PAGE, pageSize: PAGE_SIZE.default } },
      { select: (answer) => answer.data.find((tender) => tender.shipmentNumber === shipmentNumber) ?? null },
    ),
  );

export const useAcceptTender = () => useApiMutation(loadboardCalls.updateTenderStatus);

export const useAnswerTenderOffer = () => useApiMutation(loadboardCalls.answerTenderOffer);
