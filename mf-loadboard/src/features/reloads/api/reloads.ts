// The reload search (GET carriers/{id}/reloads; spec 000 §3 'Reload search'): the list's filters, their
// defaults and how they become the call's query live here, beside the call (the page and its FILTERS
// form both read them).
import { carrierCalls } from '@trucks/shared-contracts/api/catalogue/carriers';
import type { ReloadQuery } from '@trucks/shared-contracts/api/catalogue/carriers';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { ReloadOrderBy } from '@trucks/shared-contracts/domain/reload-search';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { LOAD_BOARD_REFRESH_MS } from '../../../api/available-shipment';
import { radiusOf } from '../../../lib/radius-miles';

export type ReloadFilters = {
  orderBy: string;
  originRadius: string;
  destinationRadius: string;
  dateStart: string;
  dateEnd: string;
  includePartials: string;
};

const DEFAULT_FILTERS: ReloadFilters = {
  orderBy: ReloadOrderBy.DeadHead,
  originRadius: '',
  destinationRadius: '',
  dateStart: '',
  dateEnd: '',
  includePartials: 'false',
};

/** The reload search's list: its filters' defaults and its page size (usePagedList). */
export const RELOADS_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.default };

function reloadQuery(
  reloadShipment: string | null,
  { filters, page, pageSize }: ListPageRequest<ReloadFilters>,
): ReloadQuery {
  const query: ReloadQuery = {
    page,
    pageSize,
    reloadShipment: reloadShipment ?? undefined,
    originRadius: radiusOf(filters.originRadius),
    destinationRadius: radiusOf(filters.destinationRadius),
    dateRangeStart: filters.dateStart || undefined,
    dateRangeEnd: filters.dateEnd || undefined,
    includePartials: filters.includePartials === 'true',
    orderBy: filters.orderBy as ReloadOrderBy,
  };
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined)) as ReloadQuery;
}

const reloadListQueryOptions = (carrierId: string, query: ReloadQuery) =>
  apiQueryOptions(
    carrierCalls.reloads,
    queryKeys.carriers.part(carrierId, 'reloads', query),
    { params: { id: carrierId }, query },
    { refetchInterval: LOAD_BOARD_REFRESH_MS },
  );

/** A page of the reloads after `reloadShipment`, for the signed-in user's company (none until it is known). */
export const reloadPageQueryOptions =
  (carrierId: string, reloadShipment: string | null) => (request: ListPageRequest<ReloadFilters>) => ({
    ...reloadListQueryOptions(carrierId, reloadQuery(reloadShipment, request)),
    enabled: carrierId !== '',
  });
