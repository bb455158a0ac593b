// The user's saved lanes (GET saved_lanes), saving and deleting one (they refresh the lanes and the
// board, MUTATION_INVALIDATES), and how many loads the board holds on a lane (GET available_shipments
// with the lane's filters, pageSize 1, totalCount), so the count is what the board then shows.
import { useQuery } from '@tanstack/react-query';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { AvailableShipmentQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { FIRST_PAGE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export const useSavedLanes = () =>
  useQuery(apiQueryOptions(API.loadboard.savedLanes, queryKeys.savedLanes.list(), {}));

export const useLaneLoadCount = (query: AvailableShipmentQuery) =>
  useQuery(
    apiQueryOptions(
      API.loadboard.availableShipments,
      queryKeys.availableShipments.counts(query),
      { query: { ...query, page: FIRST_PAGE, pageSize: 1 } },
      { select: (answer) => answer.totalCount },
    ),
  );

export const useSaveLane = () => useApiMutation(API.loadboard.saveLane);

export const useDeleteLane = () => useApiMutation(API.loadboard.deleteLane);
