// The shipper (TMS) side of the store, `store.shipper`: the demo shipper's locations and dock
// schedules, its orders, and the shipments it manages (spec 001 §3, §7); the dock defaults of spec
// 001 §9, and the few pieces the seed (seed-shipper.ts) and the handlers share.
//
// The demo shipper's freight on the carrier side (store.shipments whose customer is the demo shipper)
// is mirrored here with the same ids and numbers, so cases and documents of those shipments line up.
// After the seed the two views are separate records: a write on one side does not move the other.
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import { DockStopType } from '@trucks/shared-contracts/domain/location-type';
import type { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import type { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import type { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType } from '@trucks/shared-contracts/domain/rate-type';
import type { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { DockDayHours, DockSchedule, Location } from '@trucks/shared-contracts/domain/location';
import type { Order } from '@trucks/shared-contracts/domain/order';
import type { ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import type { CarrierRate, ShipmentActivity, ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import type { FilterSet } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type {
  BookedCarrier,
  CarrierChargeDetail,
  StopPreloadInput,
} from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import type {
  EmptyLocation,
  ManagedShipmentEquipment,
  ShipmentRateQuote,
} from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { FREIGHT_CITIES } from './cities';

// ---- records ----------------------------------------------------------------------------------

export interface OrderRecord extends Order {
  id: string;
  /** The shipper company whose order it is: orders are scoped to it. */
  companyId: string;
  createdAt: string;
}

export interface LocationRecord extends Location {
  /** The shipper company whose address book holds it (its own sites and its customers' docks). */
  networkCompanyId: string;
}

export interface DockScheduleRecord extends DockSchedule {
  id: string;
}

export interface ManagedStopRecord extends ManagedShipmentStop {
  stopType: OrderStopType;
  city: string;
  state: string;
  postalCode: string;
  latitude?: number;
  longitude?: number;
  arrivedAt: string | null;
  departedAt: string | null;
  confirmedPackageCount: number | null;
  confirmedPalletCount: number | null;
  preload: StopPreloadInput | null;
}

interface ManagedTender {
  carrierIds: string[];
  carrierRate: CarrierRate;
  expirationDateTime: string | null;
  sentAt: string;
}

export interface ManagedShipmentRecord {
  id: string;
  shipmentNumber: string;
  companyId: string;
  status: ShipmentStatus;
  maxBuy: number;
  equipmentMode: EquipmentMode;
  shippingMode: ShippingMode;
  originationType: RateSource;
  stops: ManagedStopRecord[];
  orderNumbers: string[];
  bookedCarrier: BookedCarrier | null;
  carrierCharges: CarrierChargeDetail[];
  /** Newest first. */
  activities: ShipmentActivity[];
  emptyLocation: EmptyLocation | null;
  equipment: ManagedShipmentEquipment;
  drivers: ShipmentDriver[];
  onTimeStatus: OnTimeStatus | null;
  /** First pickup instant, for date filters and ordering. */
  pickupAt: string;
  /** Quotes are made on first request and kept, so a booking can name one. */
  quotes: ShipmentRateQuote[] | null;
  tenders: ManagedTender[];
  bolDocumentId: string | null;
  createdAt: string;
}

/** Which list a saved view belongs to. */
export type FilterSetList = 'orders' | 'booking' | 'tracking';

export interface FilterSetRecord extends FilterSet {
  ownerUserId: string;
  list: FilterSetList;
}

export interface ShipperState {
  /** By order number. */
  orders: Map<string, OrderRecord>;
  /** By id. */
  locations: Map<string, LocationRecord>;
  /** By location id. */
  dockSchedules: Map<string, DockScheduleRecord>;
  /** By shipment number. */
  shipments: Map<string, ManagedShipmentRecord>;
  filterSets: FilterSetRecord[];
  sequences: { orderNumber: number; locationNumber: number };
}

// ---- defaults (spec 001 §9) ---------------------------------------------------------------------

export const DEFAULT_DOCK_DAYS: readonly DockDayHours[] = ([0, 1, 2, 3, 4, 5, 6] as const).map(
  (dayOfWeek) => ({
    dayOfWeek,
    isClosed: false,
    isTwentyFourHour: false,
    startTime: '00:00',
    endTime: '23:59',
  }),
);
export const DEFAULT_DOCK_EQUIPMENT_MODES: readonly EquipmentMode[] = [
  EquipmentMode.Dry,
  EquipmentMode.Reefer,
  EquipmentMode.Flatbed,
  EquipmentMode.Bulk,
];
export const DEFAULT_DOCK_SHIPPING_MODES: readonly ShippingMode[] = [
  ShippingMode.TL,
  ShippingMode.LTL,
  ShippingMode.Bulk,
  ShippingMode.Intermodal,
];
export const DEFAULT_DOCK_STOP_TYPES: readonly DockStopType[] = [
  DockStopType.Shipping,
  DockStopType.Receiving,
];

// ---- pieces shared by the seed and the handlers --------------------------------------------------

/** The zone of a seed city by name and state; the continent's middle zone when the city is unknown. */
export function zoneOfCity(city: string, state: string): string {
  return FREIGHT_CITIES.find((c) => c.city === city && c.state === state)?.ianaTimeZone ?? 'America/Chicago';
}

/** A location as the wire shows it (without the address-book owner). */
export function stripNetwork(location: LocationRecord): Location {
  const { networkCompanyId: _networkCompanyId, ...wire } = location;
  return wire;
}

/** The carrier's charges for a booked rate: the line haul (per mile times miles, or flat), and any accessorial. */
export function chargesForRate(rate: CarrierRate, miles: number, accessorial = 0): CarrierChargeDetail[] {
  const perMile = rate.chargeRateType === ChargeRateType.PerMile;
  return [
    {
      description: perMile ? 'Line haul per mile' : 'Line haul',
      chargeTypeName: 'Line Haul',
      rate: rate.rate,
      units: perMile ? Math.round(miles) : 1,
    },
    ...(accessorial > 0
      ? [{ description: 'Lumper', chargeTypeName: 'Lumper', rate: accessorial, units: 1 }]
      : []),
  ];
}
