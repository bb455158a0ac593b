// One available shipment's details (spec 000 §7 'Available shipment details'), read by the load
// detail and by the reload search (the shipment the reloads are for, at the top). Polled every 30 s
// while shown, so a load booked by someone else is seen as booked instead of offered as a ghost.
import { useQuery } from '@tanstack/react-query';
import { loadboardCalls } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { queryKeys } from '@trucks/shared-contracts/api/query-keys';
import type { AvailableShipmentView } from '@trucks/shared-contracts/api/catalogue/loadboard';
import { apiQueryOptions } from '@trucks/shared-ui/use-api';

/** How often a shown load and the board are read again (issue 11 'Freshness': within 30 s). */
export const LOAD_BOARD_REFRESH_MS = 30_000;

const availableShipmentQueryOptions = (shipmentNumber: string, view: AvailableShipmentView) =>
  apiQueryOptions(
    loadboardCalls.availableShipmentDetails,
    queryKeys.availableShipments.detail(shipmentNumber),
    { params: { shipmentNumberOrId: shipmentNumber }, query: { view, useUpdatedBookItNow: true } },
    { refetchInterval: LOAD_BOARD_REFRESH_MS },
  );

export const useAvailableShipment = (shipmentNumber: string, view: AvailableShipmentView = 'available') =>
  useQuery(availableShipmentQueryOptions(shipmentNumber, view));
