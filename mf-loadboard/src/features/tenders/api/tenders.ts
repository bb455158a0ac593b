// The tenders of the user's company (GET tenders: the API answers the company's own only, spec 000
// §6), one tender (GET tenders/{id}), the acceptance (tender status update, 000 §7) and the answer to
// the offer (PUT tenders/{id}/offers, Rejected). The writes refresh what MUTATION_INVALIDATES names:
// the tender lists, the sent-tenders badge, shipments.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { TenderQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { FIRST_PAGE, PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';
import { statusesOf } from '../../../ui/response-status-views';
import type { ResponseStatusView } from '../../../ui/response-status-views';

export const tenderListQueryOptions = (query: TenderQuery) =>
  apiQueryOptions(API.loadboard.tenders, queryKeys.tenders.list(query), { query });

/** How many tenders a status view holds (pageSize 1, as the sent-tenders badge reads it). */
export const tenderCountQueryOptions = (view: ResponseStatusView) => {
  const statuses = statusesOf(view);
  return apiQueryOptions(
    API.loadboard.tenders,
    queryKeys.tenders.counts({ view }),
    { query: { page: FIRST_PAGE, pageSize: PAGE_SIZE.tenderBadge, ...(statuses ? { statuses } : {}) } },
    { select: (answer) => answer.totalCount },
  );
};

export const useTender = (tenderId: string) =>
  useQuery(
    apiQueryOptions(API.loadboard.tender, queryKeys.tenders.detail(tenderId), { params: { id: tenderId } }),
  );

/** /tenders/{shipmentNumber}: the company's tender on that shipment, by a search for its number. */
export const useTenderOfShipment = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(
      API.loadboard.tenders,
      queryKeys.tenders.list({ search: shipmentNumber, ofShipment: true }),
      { query: { search: shipmentNumber, page: FIRST_PAGE, pageSize: PAGE_SIZE.default } },
      { select: (answer) => answer.data.find((tender) => tender.shipmentNumber === shipmentNumber) ?? null },
    ),
  );

export const useAcceptTender = () => useApiMutation(API.loadboard.updateTenderStatus);

export const useAnswerTenderOffer = () => useApiMutation(API.loadboard.answerTenderOffer);
