// The shipment a document hangs on, for both sides of the portal: the carrier side's freight record,
// or the shipper's managed shipment (spec 001 §7: one upload call, one documents list by shipment id).
// A managed shipment mirrored from carrier-side freight shares its id, so both see the same papers.
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { StopType } from '@trucks/shared-contracts/domain/stop-status';
import { canSeeShipment } from './records-scope';
import { shipmentByIdOrNumber } from '../store/store';
import type { TrucksStore, UserRecord } from '../store/store';

export interface PaperworkShipment {
  id: string;
  shipmentNumber: string;
  orderNumbers: string[];
  stops: { id: string; stopNumber: number; isDropoff: boolean }[];
}

/** The shipment by id or number that the user may see: their freight, or their company's managed one. */
export function paperworkShipment(
  store: TrucksStore,
  user: UserRecord,
  idOrNumber: string,
): PaperworkShipment | undefined {
  const freight = shipmentByIdOrNumber(store, idOrNumber);
  if (freight && canSeeShipment(user, freight)) {
    return {
      id: freight.id,
      shipmentNumber: freight.shipmentNumber,
      orderNumbers: freight.orderNumbers,
      stops: freight.stops.map((s) => ({
        id: s.id,
        stopNumber: s.stopNumber,
        isDropoff: s.stopType === StopType.Dropoff,
      })),
    };
  }
  const managed =
    store.shipper.shipments.get(idOrNumber) ??
    [...store.shipper.shipments.values()].find((s) => s.id === idOrNumber);
  if (!managed || managed.companyId !== user.companyId) return undefined;
  return {
    id: managed.id,
    shipmentNumber: managed.shipmentNumber,
    orderNumbers: managed.orderNumbers,
    stops: managed.stops.map((s) => ({
      id: s.id,
      stopNumber: s.stopNumber,
      isDropoff: s.stopType === OrderStopType.Delivery,
    })),
  };
}

/** The shipments the user may file a proof of delivery on, the one the upload names first. */
export function* paperworkShipments(
  store: TrucksStore,
  user: UserRecord,
  named: string | undefined,
): Generator<PaperworkShipment> {
  const first = named ? paperworkShipment(store, user, named) : undefined;
  if (first) yield first;
  const keys = new Set([
    ...[...store.shipments.values()].filter((s) => canSeeShipment(user, s)).map((s) => s.id),
    ...[...store.shipper.shipments.values()].filter((s) => s.companyId === user.companyId).map((s) => s.id),
  ]);
  if (first) keys.delete(first.id);
  for (const key of keys) {
    const shipment = paperworkShipment(store, user, key);
    if (shipment) yield shipment;
  }
}
