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
