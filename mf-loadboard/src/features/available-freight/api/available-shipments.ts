// The load board's list (GET available_shipments): one page per filter set, polled every 30 s so a
// load booked by someone else leaves the board while it is open (issue 11 'Freshness'). While the
// carrier edits the FILTERS panel, the first page of the draft is read ahead, so Apply shows it at once.
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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

/** How long the draft rests before its first page is read ahead (a person typing 'Dallas, TX' is not a query a key). */
const READ_AHEAD_DELAY_MS = 120;

/** Reads the first page of `query` ahead of Apply; nothing when it is the list already shown (null). */
export function useReadAheadAvailableShipments(query: AvailableShipmentQuery | null) {
  const queryClient = useQueryClient();
  const key = query === null ? null : JSON.stringify(query);
  useEffect(() => {
    if (key === null) return undefined;
    const timer = setTimeout(
      () =>
        void queryClient.prefetchQuery(
          availableShipmentListQueryOptions(JSON.parse(key) as AvailableShipmentQuery),
        ),
      READ_AHEAD_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [queryClient, key]);
}
