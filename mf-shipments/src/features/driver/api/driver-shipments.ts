// The driver's loads (their phone view): booked until delivered, a delivered load staying while its
// proof of delivery may still be owed, theirs only, by pickup date. The page reads it; the routes'
// `preload` starts it as soon as the driver's session is known (the host's start), before the page's
// chunk has arrived.
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import { CARRIER_LIST_DEFAULT_STATUSES } from '@trucks/shared-contracts/domain/shipment-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { getSessionUser } from '@trucks/shared-contracts/session/session-store';
import { READ_AHEAD_FRESH_MS } from '@trucks/shared-ui/lazy-page';
import { useQuery } from '@tanstack/react-query';
import { shipmentListQueryOptions } from '../../../api/shipment-list';

function driverShipmentsQuery(driverId: string): ShipmentListQuery {
  return {
    statuses: [...CARRIER_LIST_DEFAULT_STATUSES],
    driverId,
    page: 1,
    pageSize: PAGE_SIZE.shipments,
    orderBy: 'pickupDate',
  };
}

/** Fresh for a moment, so the page mounting on its read-ahead shows it without reading again. */
const driverShipmentsOptions = (driverId: string) => ({
  ...shipmentListQueryOptions(driverShipmentsQuery(driverId)),
  staleTime: READ_AHEAD_FRESH_MS,
});

export const useDriverShipments = (driverId: string) => useQuery(driverShipmentsOptions(driverId));

/** The signed-in driver's list, as the page reads it (its read-ahead: lazyPage's `readAhead`). */
export const signedInDriverShipmentsOptions = () => driverShipmentsOptions(getSessionUser()?.id ?? '');
