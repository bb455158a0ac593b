// Top Picks (GET available_shipments/top_picks): open loads matched to the carrier's lanes and history.
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { PageQuery } from '@trucks/shared-contracts/domain/paged-list';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { LOAD_BOARD_REFRESH_MS } from '../../../api/available-shipment';

export const topPickListQueryOptions = (query: PageQuery) =>
  apiQueryOptions(
    API.loadboard.topPicks,
    queryKeys.availableShipments.list({ topPicks: true, ...query }),
    { query },
    { refetchInterval: LOAD_BOARD_REFRESH_MS },
  );
