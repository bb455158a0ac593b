// Projections of stored freight into the catalogue's shapes, and the matching rules (reloads,
// lane matches) several handlers share.
import type { MatchingShipment, Shipment, ShipmentSearchResult } from '../store/wire-types';
import { ShipmentStatus, SHIPMENT_STATUS_LABEL } from '@trucks/shared-contracts/domain/shipment-status';
import { milesBetween } from '../seed/cities';
import type { ShipmentRecord } from '../store/records';
import type { TrucksStore, UserRecord } from '../store/store';

export function shipmentView(record: ShipmentRecord): Shipment {
  const {
    customerId: _customerId,
    pickupAt: _pickupAt,
    deliveryAt: _deliveryAt,
    tripId: _tripId,
    proNumber,
    drivers,
    equipment: _equipment,
    requirements: _requirements,
    activity: _activity,
    trackingProblems,
    orderNumbers: _orderNumbers,
    maxBuy: _maxBuy,
    version: _version,
    ...shipment
  } = record;
  // The carrier's own working fields a list row shows: the PRO number, who drives, a tracking problem.
  return {
    ...shipment,
    shippingProNumber: proNumber,
    drivers,
    hasTrackingProblems: trackingProblems.length > 0,
  };
}

export function isOnBoard(record: ShipmentRecord): boolean {
  return record.status === ShipmentStatus.ReadyToBook || record.status === ShipmentStatus.Tendering;
}

/** Which shipments a user's lists show: the carrier's own, the driver's own, the shipper's own. */
export function isVisibleInLists(user: UserRecord, record: ShipmentRecord): boolean {
  if (user.permissions.includes('DriverPortal') && !user.permissions.includes('CarrierPortal')) {
    return record.drivers.some((d) => d.id === user.id);
  }
  if (!user.isCarrier) return record.customerId === user.companyId;
  return record.carrierId === user.companyId;
}

export function searchResult(record: ShipmentRecord): ShipmentSearchResult {
  const first = record.stops[0]!;
  const last = record.stops[record.stops.length - 1]!;
  return {
    shipmentNumber: record.shipmentNumber,
    shipmentStatus: record.status,
    shipmentStatusDescription: SHIPMENT_STATUS_LABEL[record.status],
    originCityStateZip: `${first.city}, ${first.state} ${first.zip}`,
    destinationCityStateZip: `${last.city}, ${last.state} ${last.zip}`,
  };
}

export function matchingView(
  record: ShipmentRecord,
  from: { latitude: number; longitude: number } | null,
): MatchingShipment {
  const first = record.stops[0]!;
  const last = record.stops[record.stops.length - 1]!;
  const end = (stop: typeof first) => ({
    city: stop.city,
    state: stop.state,
    appointmentDateTime: stop.appointmentDateTime ?? null,
    earlyDateTime: stop.earlyDateTime ?? null,
    lateDateTime: stop.lateDateTime ?? null,
    ianaTimeZone: stop.ianaTimeZone,
  });
  return {
    id: record.id,
    shipmentNumber: record.shipmentNumber,
    status: record.status,
    isPartial: record.isPartial,
    deadHeadOrigin: from ? Math.round(milesBetween(from, first) * 100) / 100 : 0,
    bookItNowRate: record.bookItNowRate ?? null,
    origin: end(first),
    destination: end(last),
  };
}

/** Open loads picking up near where this one delivers, after it delivers: the reloads. */
export function reloadsAfter(
  store: TrucksStore,
  shipment: ShipmentRecord,
  radiusMiles = 250,
  includePartials = true,
): MatchingShipment[] {
  const drop = shipment.stops[shipment.stops.length - 1]!;
  return [...store.shipments.values()]
    .filter(
      (s) =>
        s.id !== shipment.id &&
        isOnBoard(s) &&
        (includePartials || !s.isPartial) &&
        s.pickupAt >= shipment.deliveryAt,
    )
    .map((s) => matchingView(s, drop))
    .filter((m) => m.deadHeadOrigin <= radiusMiles)
    .sort((a, b) => a.deadHeadOrigin - b.deadHeadOrigin);
}

/** Open loads on nearly the same lane: 'Loads you may also like'. */
export function laneMatches(store: TrucksStore, shipment: ShipmentRecord, limit = 10): MatchingShipment[] {
  const origin = shipment.stops[0]!;
  const drop = shipment.stops[shipment.stops.length - 1]!;
  return [...store.shipments.values()]
    .filter((s) => s.id !== shipment.id && isOnBoard(s))
    .map((s) => ({
      s,
      score: milesBetween(origin, s.stops[0]!) + milesBetween(drop, s.stops[s.stops.length - 1]!),
    }))
    .filter(({ score }) => score <= 600)
    .sort((a, b) => a.score - b.score)
    .slice(0, limit)
    .map(({ s }) => matchingView(s, origin));
}
