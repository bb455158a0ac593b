// Shipper-side shipments (spec 001 §7 'Shipments'): creating them from orders, the booking and
// tracking lists with their counts and saved views, consolidation, and tracking a shipment's stops.
// The spec shows no paths; they are ours (README), under v1/tms/shipments so they never collide with
// the carrier's v2 shipments.
import type { EquipmentMode } from '../../domain/equipment-mode';
import type { ManagedShipment, ManagedShipmentStop } from '../../domain/managed-shipment';
import type { OnTimeStatus } from '../../domain/on-time-status';
import type { Order } from '../../domain/order';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import type { RateSource } from '../../domain/rate-source';
import type { CarrierRate, ShipmentActivity } from '../../domain/shipment';
import type { ManagedShipmentListView, ShipmentStatus } from '../../domain/shipment-status';
import type { ShippingMode } from '../../domain/shipping-mode';
import { defineCall } from '../define-call';
import type { FilterSet, FilterSetInput } from './wire-shapes';

/** Create a shipment from orders (spec 001 §7: origination TmsContract or TmsSpot; maxBuy 0). */
export interface ManagedShipmentCreate {
  orderNumbers: string[];
  originationType: typeof RateSource.TmsContract | typeof RateSource.TmsSpot;
  maxBuy: number;
}

export interface ManagedShipmentListQuery extends PageQuery {
  /** booking: shipments still to be booked; tracking: booked and moving. */
  view: ManagedShipmentListView;
  statuses?: ShipmentStatus[];
  onTimeStatuses?: OnTimeStatus[];
  equipmentMode?: EquipmentMode;
  shippingMode?: ShippingMode;
  search?: string;
  pickupDateStart?: string;
  pickupDateEnd?: string;
  filterSetId?: string;
}

export interface CarrierChargeDetail {
  description: string;
  chargeTypeName: string;
  rate: number;
  units: number;
}

export interface CarrierChargeDetails {
  charges: CarrierChargeDetail[];
  total: number;
}

export interface BookedCarrier {
  carrierId: string;
  carrierName: string;
  carrierRate: CarrierRate;
  contactName?: string;
  phoneNumber?: string;
  emailAddress?: string;
  bookedDateTime: string;
}

/** Stop arrival or departure with confirmed package counts (spec 001 §7). */
export interface StopEventInput {
  dateTime: string;
  confirmedPackageCount?: number;
  confirmedPalletCount?: number;
}

export interface StopPreloadInput {
  preloadedDateTime: string;
  trailerNumber?: string;
}

export type StopScheduleUpdate = Pick<ManagedShipmentStop, 'id' | 'early' | 'late' | 'appointment'>;

export type ShipmentStatusCounts = Partial<Record<`${ShipmentStatus}`, number>> & { all: number };
export type OnTimeCounts = Partial<Record<`${OnTimeStatus}`, number>>;

export interface ConsolidatableOrdersQuery {
  orderNumber: string;
  /** Defaults (spec 001 §9): 45000 lbs, 60 units, 40 miles, plus or minus 2 days. */
  maxWeight?: number;
  maxUnits?: number;
  distanceMiles?: number;
  dateWindowDays?: number;
}

export const tmsShipmentCalls = {
  createShipment: defineCall<{ body: ManagedShipmentCreate; response: ManagedShipment }>()({
    id: 'tmsShipments.create',
    method: 'POST',
    path: 'v1/tms/shipments',
    summary:
      "Create a shipment from orders (origination TmsContract or TmsSpot; maxBuy 0); 'Shipment {number} Created!'",
    source: '001 §7',
    pathChosen: true,
  }),
  listShipments: defineCall<{ query: ManagedShipmentListQuery; response: PagedList<ManagedShipment> }>()({
    id: 'tmsShipments.list',
    method: 'GET',
    path: 'v1/tms/shipments',
    summary: 'Shipment list for booking or tracking (view)',
    source: '001 §7',
    pathChosen: true,
  }),
  statusCounts: defineCall<{
    query: Omit<ManagedShipmentListQuery, 'page' | 'pageSize' | 'statuses'>;
    response: ShipmentStatusCounts;
  }>()({
    id: 'tmsShipments.statusCounts',
    method: 'GET',
    path: 'v1/tms/shipments/status_counts',
    summary: 'Shipment counts per status',
    source: '001 §7',
    pathChosen: true,
  }),
  onTimeCounts: defineCall<{
    query: Omit<ManagedShipmentListQuery, 'page' | 'pageSize' | 'onTimeStatuses'>;
    response: OnTimeCounts;
  }>()({
    id: 'tmsShipments.onTimeCounts',
    method: 'GET',
    path: 'v1/tms/shipments/on_time_counts',
    summary: 'Shipment counts per on-time status',
    source: '001 §7',
    pathChosen: true,
  }),
  filterSets: defineCall<{ query: { view: ManagedShipmentListView }; response: FilterSet[] }>()({
    id: 'tmsShipments.filterSets',
    method: 'GET',
    path: 'v1/tms/shipments/filter_sets',
    summary: 'Saved views of the booking and tracking lists',
    source: '001 §7',
    pathChosen: true,
  }),
  saveFilterSet: defineCall<{
    body: FilterSetInput & { view: ManagedShipmentListView };
    response: FilterSet;
  }>()({
    id: 'tmsShipments.saveFilterSet',
    method: 'POST',
    path: 'v1/tms/shipments/filter_sets',
    summary: 'Save a view of the booking or tracking list',
    source: 'portal',
    pathChosen: true,
  }),
  consolidatableOrders: defineCall<{ query: ConsolidatableOrdersQuery; response: Order[] }>()({
    id: 'tmsShipments.consolidatableOrders',
    method: 'GET',
    path: 'v1/tms/shipments/consolidatable_orders',
    summary: 'Orders that can ride with an order (max weight 45000, 60 units, 40 miles, ±2 days)',
    source: '001 §7',
    pathChosen: true,
  }),
  draftShipment: defineCall<{ body: { orderNumbers: string[] }; response: ManagedShipment }>()({
    id: 'tmsShipments.draft',
    method: 'POST',
    path: 'v1/tms/shipments/drafts',
    summary: 'The draft shipment for consolidating orders (reused or created)',
    source: '001 §7',
    pathChosen: true,
  }),
  shipmentDetails: defineCall<{ response: ManagedShipment }>()({
    id: 'tmsShipments.details',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}',
    summary: "Shipment details by number ('Unable to access shipment...redirecting to last page')",
    source: '001 §7',
    pathChosen: true,
  }),
  stops: defineCall<{ response: ManagedShipmentStop[] }>()({
    id: 'tmsShipments.stops',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/stops',
    summary: 'Stops of a shipment',
    source: '001 §7',
    pathChosen: true,
  }),
  updateStops: defineCall<{ body: StopScheduleUpdate[]; response: ManagedShipmentStop[] }>()({
    id: 'tmsShipments.updateStops',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/stops',
    summary: 'Update stop schedules',
    source: '001 §7',
    pathChosen: true,
  }),
  stopArrival: defineCall<{ body: StopEventInput; response: ManagedShipmentStop }>()({
    id: 'tmsShipments.stopArrival',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/stops/{stopId}/arrival',
    summary: 'Record a stop arrival (confirmed package counts)',
    source: '001 §7',
    pathChosen: true,
  }),
  stopDeparture: defineCall<{ body: StopEventInput; response: ManagedShipmentStop }>()({
    id: 'tmsShipments.stopDeparture',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/stops/{stopId}/departure',
    summary: 'Record a stop departure (confirmed package counts)',
    source: '001 §7',
    pathChosen: true,
  }),
  stopPreload: defineCall<{ body: StopPreloadInput; response: ManagedShipmentStop }>()({
    id: 'tmsShipments.stopPreload',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/stops/{stopId}/preload',
    summary: "Record a stop preload; 'Stop preload recorded'",
    source: '001 §7',
    pathChosen: true,
  }),
  trackingActivities: defineCall<{ response: ShipmentActivity[] }>()({
    id: 'tmsShipments.trackingActivities',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/tracking_activities',
    summary: 'Tracking activities',
    source: '001 §7',
    pathChosen: true,
  }),
  carrierCharges: defineCall<{ response: CarrierChargeDetails }>()({
    id: 'tmsShipments.carrierCharges',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/carrier_charges',
    summary: 'Carrier charge details',
    source: '001 §7',
    pathChosen: true,
  }),
  bookedCarrier: defineCall<{ response: BookedCarrier | null }>()({
    id: 'tmsShipments.bookedCarrier',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/booked_carrier',
    summary: 'Booked carrier details (404 treated as empty: null)',
    source: '001 §7',
    pathChosen: true,
    notFoundAsNull: true,
  }),
};
