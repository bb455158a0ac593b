// The load board's list (GET available_shipments): one page per filter set, polled every 30 s so a
// load booked by someone else leaves the board while it is open (issue 11 'Freshness').
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { AvailableShipmentQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';
import { LOAD_BOARD_REFRESH_MS } from '../../../api/available-shipment';

export const availableShipmentListQueryOptions = (query: AvailableShipmentQuery) =>
  apiQueryOptions(
    API.loadboard.availableShipments,
    queryKeys.availableShipments.list(query),
    { query },
    { refetchInterval: LOAD_BOARD_REFRESH_MS },
  );
