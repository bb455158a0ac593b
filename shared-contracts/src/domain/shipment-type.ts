import type { ChipColor, ValueOf } from './const-enum';

/** Shipment type (spec 000 §4, 001 §9). Numbers are not shown; they follow the spec's order. */
export const ShipmentType = {
  Standard: 0,
  BookItNow: 1,
  QuickPay: 2,
  SmallCarrierQuickPay: 3,
} as const;
export type ShipmentType = ValueOf<typeof ShipmentType>;

export const SHIPMENT_TYPE_LABEL: Record<ShipmentType, string> = {
  [ShipmentType.Standard]: 'Standard',
  [ShipmentType.BookItNow]: 'Book It Now',
  [ShipmentType.QuickPay]: 'Quick Pay',
  [ShipmentType.SmallCarrierQuickPay]: 'Small Carrier Quick Pay',
};

export const SHIPMENT_TYPE_COLOR: Record<ShipmentType, ChipColor> = {
  [ShipmentType.Standard]: 'default',
  [ShipmentType.BookItNow]: 'blue',
  [ShipmentType.QuickPay]: 'green',
  [ShipmentType.SmallCarrierQuickPay]: 'cyan',
};
