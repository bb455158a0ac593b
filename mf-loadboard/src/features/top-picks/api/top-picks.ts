// Top Picks (GET available_shipments/top_picks): open loads matched to the carrier's lanes and history.
// The list has one view and no filters; its defaults and page query live here, beside the call.
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { PageQuery } from '@trucks/shared-contracts/domain/paged-list';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import type { ListPageRequest } from '@trucks/shared-ui/list-request';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { LOAD_BOARD_REFRESH_MS } from '../../../api/available-shipment';

type TopPickFilters = { view: string };
const DEFAULT_FILTERS: TopPickFilters = { view: 'all' };

/** The top picks' list: its one view and its page size (usePagedList). */
export const TOP_PICKS_LIST = { defaults: DEFAULT_FILTERS, pageSize: PAGE_SIZE.default };

const topPickListQueryOptions = (query: PageQuery) =>
  apiQueryOptions(
    loadboardCalls.topPicks,
    queryKeys.availableShipments.list({ topPicks: true, ...query }),
    { query },
    { refetchInterval: LOAD_BOARD_REFRESH_MS },
  );

export const topPickPageQueryOptions = ({ page, pageSize }: ListPageRequest<TopPickFilters>) =>
  topPickListQueryOptions({ page, pageSize });
