// The driver's loads (their phone view): booked until delivered, a delivered load staying while its
// proof of delivery may still be owed, theirs only, by pickup date. The page reads it; the routes'
// `preload` starts it as soon as the driver's session is known (the host's start), before the page's
// chunk has arrived.
import type { ShipmentListQuery } from '@trucks/shared-contracts/api/catalogue/shipments';
import type { Shipment } from '@trucks/shared-contracts/domain/shipment';
import { CARRIER_LIST_DEFAULT_STATUSES } from '@trucks/shared-contracts/domain/shipment-status';
import { PAGE_SIZE } from '@trucks/shared-contracts/rules/page-sizes';
import { getSessionUser } from '@trucks/shared-contracts/session/session-store';
import { READ_AHEAD_FRESH_MS } from '@trucks/shared-ui/lazy-page';
import type { ShellQueryClient } from '@trucks/shared-contracts/federation/remote-modules';
import { shipmentDocumentsOptions } from '@trucks/shared-ui/shipment-documents';
import { useQueries, useQuery } from '@tanstack/react-query';
import { shipmentListQueryOptions } from '../../../api/shipment-list';
import { proofOfDeliveryStopOf } from '../lib/proof-of-delivery-stop';

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

/**
 * What is on file for each card that takes a proof of delivery (mf-cases-notes' upload lists it), read
 * with the cards: the page shows them once these have settled, so no card grows under the driver's
 * thumb. Fresh for a moment, like the list.
 */
const proofsOnFileOptions = (shipment: Shipment) => ({
  ...shipmentDocumentsOptions(shipment.id),
  staleTime: READ_AHEAD_FRESH_MS,
});

const withProofOfDelivery = (shipments: Shipment[] | undefined) =>
  (shipments ?? []).filter((shipment) => proofOfDeliveryStopOf(shipment) !== undefined);

/** True once every card's documents read has settled (answered or failed): the cards may render. */
export const useProofsOnFileSettled = (shipments: Shipment[] | undefined): boolean =>
  useQueries({
    queries: withProofOfDelivery(shipments).map(proofsOnFileOptions),
    combine: (results) => results.every((result) => !result.isLoading),
  });

/** The driver's first read and, once it answers, the cards' documents (the routes' preload). */
export async function readDriverCardsAhead(queryClient: ShellQueryClient): Promise<void> {
  const list = await queryClient.fetchQuery(signedInDriverShipmentsOptions());
  await Promise.all(
    withProofOfDelivery(list.data).map((shipment) =>
      queryClient.prefetchQuery(proofsOnFileOptions(shipment)),
    ),
  );
}
