// The user's saved lanes (GET saved_lanes), saving and deleting one (they refresh the lanes and the
// board, MUTATION_INVALIDATES), and how many loads the board holds on a lane (GET available_shipments
// with the lane's filters, pageSize 1, totalCount), so the count is what the board then shows. The
// page filters the lanes itself (the API returns them all); the filters and their defaults live here.
import { useQuery } from '@tanstack/react-query';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import type { AvailableShipmentQuery } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { SavedLane } from '@trucks/shared-contracts/domain/saved-lane';
import { FIRST_PAGE } from '@trucks/shared-contracts/rules/page-sizes';
import { apiQueryOptions, useApiMutation } from '@trucks/shared-ui/use-api';

export type SavedLaneFilters = {
  view: string;
  originState: string;
  destinationState: string;
  equipmentType: string;
};

export const SAVED_LANES_DEFAULT_FILTERS: SavedLaneFilters = {
  view: 'all',
  originState: '',
  destinationState: '',
  equipmentType: '',
};

export function laneMatches(lane: SavedLane, filters: SavedLaneFilters): boolean {
  if (filters.view === 'notifying' && !lane.notify) return false;
  if (filters.originState && lane.originState !== filters.originState) return false;
  if (filters.destinationState && lane.destinationState !== filters.destinationState) return false;
  if (filters.equipmentType && (lane.equipmentTypes & Number(filters.equipmentType)) === 0) return false;
  return true;
}

/** A lane's query or body without its empty values (the calls drop them). */
export const dropEmpty = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined && v !== '')) as T;

/** The same lane as the board asks the API for it (the board's defaults: partials included). */
function boardQueryOf(lane: SavedLane): AvailableShipmentQuery {
  return {
    originCity: lane.originCity,
    originState: lane.originState,
    originRadius: lane.originCity ? lane.originRadius : undefined,
    destinationCity: lane.destinationCity,
    destinationState: lane.destinationState,
    destinationRadius: lane.destinationCity ? lane.destinationRadius : undefined,
    includePartials: true,
    orderBy: 'pickupDate',
  };
}

export const useSavedLanes = () =>
  useQuery(apiQueryOptions(loadboardCalls.savedLanes, queryKeys.savedLanes.list(), {}));

/** How many loads the board holds on the lane. */
export const useLaneLoadCount = (lane: SavedLane) => {
  const query = dropEmpty(boardQueryOf(lane));
  return useQuery(
    apiQueryOptions(
      loadboardCalls.availableShipments,
      queryKeys.availableShipments.counts(query),
      { query: { ...query, page: FIRST_PAGE, pageSize: 1 } },
      { select: (answer) => answer.totalCount },
    ),
  );
};

export const useSaveLane = () => useApiMutation(loadboardCalls.saveLane);

export const useDeleteLane = () => useApiMutation(loadboardCalls.deleteLane);
