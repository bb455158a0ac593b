// The parts of a load the detail shows beside its details: stops, trip requirements, the reload
// count (v2 shipments/{id}/...) and 'Loads you may also like' (available_shipments/{n}/matches).
import { useQuery } from '@tanstack/react-query';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { shipmentCalls } from '@trucks/shared-contracts/api/catalogue/shipments';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

export const useLoadStops = (shipmentNumber: string) =>
  useQuery(
    apiQueryOptions(shipmentCalls.stops, queryKeys.shipments.part(shipmentNumber, 'stops'), {
      params: { id: shipmentNumber },
    }),
  );

export const useTripRequirements = (shipmentNumber: string, enabled: boolean) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.requirements,
      queryKeys.shipments.part(shipmentNumber, 'requirements'),
      { params: { id: shipmentNumber } },
      { enabled },
    ),
  );

/** 'Reloads (count)': the total of the reloads after this load (currentCount 0 reads the first ten). */
export const useReloadCount = (shipmentNumber: string, enabled: boolean) =>
  useQuery(
    apiQueryOptions(
      shipmentCalls.reloads,
      queryKeys.shipments.part(shipmentNumber, 'reloads', { currentCount: 0 }),
      { params: { id: shipmentNumber }, query: { currentCount: 0 } },
      { enabled, select: (page) => page.totalCount },
    ),
  );

export const useLoadMatches = (shipmentNumber: string, enabled: boolean) =>
  useQuery(
    apiQueryOptions(
      loadboardCalls.shipmentMatches,
      queryKeys.availableShipments.part(shipmentNumber, 'matches'),
      { params: { shipmentNumberOrId: shipmentNumber } },
      { enabled },
    ),
  );
