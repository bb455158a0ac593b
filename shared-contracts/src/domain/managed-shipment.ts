import type { EntityId, IsoDateTime } from './common';
import type { EquipmentMode } from './equipment-mode';
import type { OnTimeStatus } from './on-time-status';
import type { RateSource } from './rate-source';
import type { CarrierRate } from './shipment';
import type { ShippingMode } from './shipping-mode';
import type { ShipmentStatus } from './shipment-status';

/** A stop of a shipper-side shipment (spec 001 §3). */
export interface ManagedShipmentStop {
  id: EntityId;
  stopNumber: number;
  early?: IsoDateTime | null;
  late?: IsoDateTime | null;
  appointment?: IsoDateTime | null;
  /**
   * Not in the spec's list: the stop's date on its own clock ('YYYY-MM-DD') as its order gave it, so a
   * stop dated without times still shows its day (issue 41). Absent on stops seeded without one.
   */
  date?: string | null;
  locationAddress: string;
  ianaTimeZone?: string;
  /** Not in the spec's list: the tracking a shipper records at the stop (001 §7 arrival, departure, preload). */
  stopType?: 'Pickup' | 'Delivery';
  arrivedAt?: IsoDateTime | null;
  departedAt?: IsoDateTime | null;
  confirmedPackageCount?: number | null;
  confirmedPalletCount?: number | null;
  preload?: { preloadedDateTime: IsoDateTime; trailerNumber?: string } | null;
}

/** A tender sent to carriers (not in the spec's list; the shipment detail shows them). */
export interface ManagedShipmentTenderSent {
  carrierIds: string[];
  carrierRate: CarrierRate;
  expirationDateTime: IsoDateTime | null;
  sentAt: IsoDateTime;
}

/** A shipment as the shipper side manages it (spec 001 §3 'Shipment (management)'). */
export interface ManagedShipment {
  id: EntityId;
  shipmentNumber: string;
  shipmentStatus: ShipmentStatus;
  /** Highest the shipper will pay, US dollars (0 on creation, spec 001 §7). */
  maxBuy: number;
  equipmentMode: EquipmentMode;
  stops: ManagedShipmentStop[];
  /** Not in the spec's list: the booked carrier, when any. */
  carrierName?: string | null;
  orderNumbers?: string[];
  /** Not in the spec's list: how the shipment was originated (TmsContract or TmsSpot, 001 §7). */
  originationType?: RateSource;
  shippingMode?: ShippingMode;
  onTimeStatus?: OnTimeStatus | null;
  tenders?: ManagedShipmentTenderSent[];
  /** Not in the spec's list: the carrier's third-party payer invoice billing it to the shipper, when any. */
  invoiceNumber?: string | null;
}

/** The shipment shown in the third-party invoice preview header (spec 001 §3 'Shipment (for preview)'). */
export interface InvoiceShipment {
  id: EntityId;
  shipmentNumber: string;
  origin: { city: string; state: string };
  destination: { city: string; state: string };
  status: { status: ShipmentStatus; description?: string };
}
