import type { ChipColor, ValueOf } from './const-enum';

/** Shipment status (spec 000 §4, 001 §4). Transitions are not given by the spec. */
export const ShipmentStatus = {
  Voided: -1,
  Draft: 0,
  ReadyToBook: 1,
  Tendering: 2,
  Booked: 3,
  Dispatched: 4,
  InTransit: 5,
  AtStop: 6,
  Delivered: 7,
  DeliveryConfirmed: 8,
} as const;
export type ShipmentStatus = ValueOf<typeof ShipmentStatus>;

export const SHIPMENT_STATUS_LABEL: Record<ShipmentStatus, string> = {
  [ShipmentStatus.Voided]: 'Voided',
  [ShipmentStatus.Draft]: 'Draft',
  [ShipmentStatus.ReadyToBook]: 'Ready to Book',
  [ShipmentStatus.Tendering]: 'Tendering',
  [ShipmentStatus.Booked]: 'Booked',
  [ShipmentStatus.Dispatched]: 'Dispatched',
  [ShipmentStatus.InTransit]: 'In Transit',
  [ShipmentStatus.AtStop]: 'At Stop',
  [ShipmentStatus.Delivered]: 'Delivered',
  [ShipmentStatus.DeliveryConfirmed]: 'Delivery Confirmed',
};

/** Chip colours (not given by the spec): open freight blue, moving freight orange, done green, dead grey/red. */
export const SHIPMENT_STATUS_COLOR: Record<ShipmentStatus, ChipColor> = {
  [ShipmentStatus.Voided]: 'red',
  [ShipmentStatus.Draft]: 'default',
  [ShipmentStatus.ReadyToBook]: 'blue',
  [ShipmentStatus.Tendering]: 'geekblue',
  [ShipmentStatus.Booked]: 'cyan',
  [ShipmentStatus.Dispatched]: 'gold',
  [ShipmentStatus.InTransit]: 'orange',
  [ShipmentStatus.AtStop]: 'volcano',
  [ShipmentStatus.Delivered]: 'green',
  [ShipmentStatus.DeliveryConfirmed]: 'success',
};

/** Booked or later (and not voided): the shipment belongs to a carrier. */
export function isBookedOrLater(status: ShipmentStatus): boolean {
  return status >= ShipmentStatus.Booked;
}

/** Delivered or later: the point from which a carrier may submit an invoice (spec 001 §4). */
export function isDeliveredOrLater(status: ShipmentStatus): boolean {
  return status >= ShipmentStatus.Delivered;
}

// ---- status groups ------------------------------------------------------------------------------
// The groups the screens and the API share. Each is named once here; the lists, the actions a shipper
// may take and the dev-stack API read them, so a list and the calls behind it cannot disagree.

/** Not yet with a carrier: the shipper's Booking list, and the statuses a shipment can be booked, tendered or repriced in. */
export const BOOKING_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Draft,
  ShipmentStatus.ReadyToBook,
  ShipmentStatus.Tendering,
];

/** Booked through delivery confirmed: the shipper's Tracking list, and every status a carrier's own shipment can have. */
export const BOOKED_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
  ShipmentStatus.Delivered,
  ShipmentStatus.DeliveryConfirmed,
];

/** Booked through delivered: the carrier's shipment list default (spec 000 §7) and the 'needs updates' count (000 §4). */
export const CARRIER_LIST_DEFAULT_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
  ShipmentStatus.Delivered,
];

/** Booked, dispatched, in transit, at stop: the freight is the carrier's and not yet delivered (spec 000 §4 'active'); stops are tracked. */
export const MOVING_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
  ShipmentStatus.InTransit,
  ShipmentStatus.AtStop,
];

/** Delivered, delivery confirmed (spec 000 §4 'past'). */
export const PAST_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Delivered,
  ShipmentStatus.DeliveryConfirmed,
];

/** Booked but not yet rolling: the shipper may still rescind the booking. */
export const RESCINDABLE_STATUSES: readonly ShipmentStatus[] = [
  ShipmentStatus.Booked,
  ShipmentStatus.Dispatched,
];

/** A shipment can be voided until it rolls: open for booking, or booked and not yet in transit. */
export const VOIDABLE_STATUSES: readonly ShipmentStatus[] = [...BOOKING_STATUSES, ...RESCINDABLE_STATUSES];

/** The shipper's two shipment lists (booking, tracking) and the statuses each one shows. */
export type ManagedShipmentListView = 'booking' | 'tracking';
export const MANAGED_SHIPMENT_LIST_STATUSES: Record<ManagedShipmentListView, readonly ShipmentStatus[]> = {
  booking: BOOKING_STATUSES,
  tracking: BOOKED_STATUSES,
};
