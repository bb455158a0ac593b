// The shipper (TMS) side: orders, locations and dock schedules, shipment booking and tracking
// (spec 001 §3, §7). The spec shows no paths for these; every path here is our choice (README).
// Shipper-side shipments live under v1/tms/shipments so they never collide with the carrier's v2 shipments.
import type { EquipmentMode } from '../../domain/equipment-mode';
import type { DockSchedule, Location } from '../../domain/location';
import type { LocationListKind } from '../../domain/location-type';
import type { ManagedShipment, ManagedShipmentStop } from '../../domain/managed-shipment';
import type { OnTimeStatus } from '../../domain/on-time-status';
import type { Order } from '../../domain/order';
import type { OrderType } from '../../domain/order-type';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import type { RateSource } from '../../domain/rate-source';
import type { CarrierRate, ShipmentActivity } from '../../domain/shipment';
import type { ShipmentStatus } from '../../domain/shipment-status';
import type { ShippingMode } from '../../domain/shipping-mode';
import type { Case } from '../../domain/case';
import type { PortalDocument } from '../../domain/document';
import type { ShipmentDriver } from '../../domain/shipment';
import { defineCall } from '../define-call';
import type { FilterSet, FilterSetInput } from './wire-shapes';

// ---- orders ----------------------------------------------------------------------------------

export interface OrderQuery extends PageQuery {
  search?: string;
  orderTypes?: OrderType[];
  statuses?: string[];
  pickupDateStart?: string;
  pickupDateEnd?: string;
  /** Only orders with a stop at this location (its locationNumber). */
  locationNumber?: string;
  /** Only orders not yet on a shipment. */
  unconsolidatedOnly?: boolean;
  filterSetId?: string;
}

/** What the order form sends; the server assigns id and number on create. */
export type OrderInput = Omit<Order, 'id' | 'orderNumber' | 'shipments'>;

/** 'Successfully created {n} copies. Duplicate IDs: ...' (spec 001 §8). */
export interface OrderCopies {
  orderNumbers: string[];
}

/** Book LTL: other (non-contract, non-spot) rates book an LTL shipment (spec 001 §7). */
export interface LtlBookingCommand {
  orderNumbers: string[];
  quoteId: string;
  carrierId: string;
  carrierRate: CarrierRate;
}

export interface LtlBookingResult {
  shipmentNumber: string;
}

/** Order counts per status tab. */
export type OrderStatusCounts = Record<
  'open' | 'planned' | 'booked' | 'inTransit' | 'delivered' | 'all',
  number
>;

// ---- locations -------------------------------------------------------------------------------

export interface LocationQuery extends PageQuery {
  /** 'company' (the user's company) or 'all'; quotable and EDI lists have their own calls. */
  scope?: Extract<LocationListKind, 'company' | 'all'>;
  search?: string;
  companyId?: string;
}

export type LocationInput = Omit<Location, 'id' | 'locationNumber'>;
export type DockScheduleInput = Omit<DockSchedule, 'id' | 'locationId'>;

/** A postal code or address turned into a place with its time zone (stop times use it, spec 001 §5). */
export interface GeocodingQuery {
  postalCode?: string;
  address?: string;
  country?: string;
}

export interface GeocodedPlace {
  city: string;
  state: string;
  postalCode: string;
  country: string;
  latitude: number;
  longitude: number;
  ianaTimeZone: string;
  googleId?: string;
}

// ---- shipments (shipper side) ------------------------------------------------------------------

/** Create a shipment from orders (spec 001 §7: origination TmsContract or TmsSpot; maxBuy 0). */
export interface ManagedShipmentCreate {
  orderNumbers: string[];
  originationType: typeof RateSource.TmsContract | typeof RateSource.TmsSpot;
  maxBuy: number;
}

export interface ManagedShipmentListQuery extends PageQuery {
  /** booking: shipments still to be booked; tracking: booked and moving. */
  view: 'booking' | 'tracking';
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

/** Where the truck was empty before the shipment (deadhead start). */
export interface EmptyLocation {
  city: string;
  state: string;
  postalCode?: string;
  emptyDateTime: string;
}

export interface ManagedShipmentEquipment {
  trailerNumber?: string;
  powerUnitNumber?: string;
  trailerLength?: number;
  sealNumber?: string;
}

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

/** A rate for a shipper-side shipment; rates flagged isInError are dropped by the screen (spec 001 §5). */
export interface ShipmentRateQuote {
  quoteId: string;
  carrierId: string;
  carrierName: string;
  rateSource: RateSource;
  shippingMode: ShippingMode;
  carrierRate: CarrierRate;
  transitDays?: number;
  isInError: boolean;
  errorMessage?: string;
}

export interface ManagedShipmentBooking {
  quoteId: string;
  carrierId: string;
  carrierRate: CarrierRate;
}

export interface ManagedShipmentTender {
  carrierIds: string[];
  carrierRate: CarrierRate;
  expirationDateTime?: string;
}

export const shipperCalls = {
  findOrders: defineCall<{ query: OrderQuery; response: PagedList<Order> }>()({
    id: 'orders.find',
    method: 'GET',
    path: 'v1/orders',
    summary: 'Find orders',
    source: '001 §7',
    pathChosen: true,
  }),
  getOrder: defineCall<{ response: Order }>()({
    id: 'orders.get',
    method: 'GET',
    path: 'v1/orders/{orderNumber}',
    summary: 'An order',
    source: '001 §7',
    pathChosen: true,
  }),
  createOrder: defineCall<{ body: OrderInput; response: Order }>()({
    id: 'orders.create',
    method: 'POST',
    path: 'v1/orders',
    summary: "Create an order; 'Order {number} Successfully Created'",
    source: '001 §7',
    pathChosen: true,
  }),
  updateOrder: defineCall<{ body: OrderInput; response: Order }>()({
    id: 'orders.update',
    method: 'PUT',
    path: 'v1/orders/{orderNumber}',
    summary: "Update an order; 'Order {number} Successfully Updated'",
    source: '001 §7',
    pathChosen: true,
  }),
  duplicateOrder: defineCall<{ body: { copies: number }; response: OrderCopies }>()({
    id: 'orders.duplicate',
    method: 'POST',
    path: 'v1/orders/{orderNumber}/copies',
    summary: "Duplicate an order (copies); 'Successfully created {n} copies. Duplicate IDs: ...'",
    source: '001 §7',
    pathChosen: true,
  }),
  bookLtl: defineCall<{ body: LtlBookingCommand; response: LtlBookingResult }>()({
    id: 'orders.bookLtl',
    method: 'POST',
    path: 'v1/orders/ltl_bookings',
    summary: "Book LTL; 'Shipment {number} Successfully Created and Booked'",
    source: '001 §7',
    pathChosen: true,
  }),
  orderStatusCounts: defineCall<{
    query: Omit<OrderQuery, 'page' | 'pageSize' | 'statuses'>;
    response: OrderStatusCounts;
  }>()({
    id: 'orders.statusCounts',
    method: 'GET',
    path: 'v1/orders/status_counts',
    summary: 'Order counts per status tab',
    source: '001 §7',
    pathChosen: true,
  }),
  orderFilterSets: defineCall<{ response: FilterSet[] }>()({
    id: 'orders.filterSets',
    method: 'GET',
    path: 'v1/orders/filter_sets',
    summary: 'Saved views of the order list',
    source: '001 §7',
    pathChosen: true,
  }),
  saveOrderFilterSet: defineCall<{ body: FilterSetInput; response: FilterSet }>()({
    id: 'orders.saveFilterSet',
    method: 'POST',
    path: 'v1/orders/filter_sets',
    summary: 'Save a view of the order list',
    source: 'portal',
    pathChosen: true,
  }),
  findLocations: defineCall<{ query: LocationQuery; response: PagedList<Location> }>()({
    id: 'locations.find',
    method: 'GET',
    path: 'v1/locations',
    summary: 'Find company or all locations (some lists pageSize 10)',
    source: '001 §7',
    pathChosen: true,
  }),
  ediLocations: defineCall<{ query: PageQuery & { search?: string }; response: PagedList<Location> }>()({
    id: 'locations.edi',
    method: 'GET',
    path: 'v1/locations/edi',
    summary: 'EDI locations (pageSize 50)',
    source: '001 §7',
    pathChosen: true,
  }),
  quotableLocations: defineCall<{ query: PageQuery & { search?: string }; response: PagedList<Location> }>()({
    id: 'locations.quotableIndex',
    method: 'GET',
    path: 'v1/locations/quotable',
    summary: 'Quotable location index',
    source: '001 §7',
    pathChosen: true,
  }),
  getLocation: defineCall<{ response: Location }>()({
    id: 'locations.get',
    method: 'GET',
    path: 'v1/locations/{id}',
    summary: 'A location',
    source: '001 §7',
    pathChosen: true,
  }),
  createLocation: defineCall<{ body: LocationInput; response: Location }>()({
    id: 'locations.create',
    method: 'POST',
    path: 'v1/locations',
    summary: "Create a location; 'Location created'",
    source: '001 §7',
    pathChosen: true,
  }),
  updateLocation: defineCall<{ body: LocationInput; response: Location }>()({
    id: 'locations.update',
    method: 'PUT',
    path: 'v1/locations/{id}',
    summary: "Update a location; 'Location {number} updated.'",
    source: '001 §7',
    pathChosen: true,
  }),
  getDockSchedule: defineCall<{ response: DockSchedule | null }>()({
    id: 'locations.getDockSchedule',
    method: 'GET',
    path: 'v1/locations/{id}/dock_schedule',
    summary: 'A location’s dock schedule (none yet: null; the form then shows the defaults)',
    source: 'portal',
    pathChosen: true,
    notFoundAsNull: true,
  }),
  createDockSchedule: defineCall<{ body: DockScheduleInput; response: DockSchedule }>()({
    id: 'locations.createDockSchedule',
    method: 'POST',
    path: 'v1/locations/{id}/dock_schedule',
    summary: "Create a dock schedule; 'Dock schedule updated for {number}'",
    source: '001 §7',
    pathChosen: true,
  }),
  updateDockSchedule: defineCall<{ body: DockScheduleInput; response: DockSchedule }>()({
    id: 'locations.updateDockSchedule',
    method: 'PUT',
    path: 'v1/locations/{id}/dock_schedule',
    summary: "Update a dock schedule; 'Dock schedule updated for {number}'",
    source: '001 §7',
    pathChosen: true,
  }),
  geocode: defineCall<{ query: GeocodingQuery; response: GeocodedPlace[] }>()({
    id: 'locations.geocode',
    method: 'GET',
    path: 'v1/geocoding',
    summary: 'Geocoding: places (with time zone) for a postal code or an address',
    source: '001 §7',
    pathChosen: true,
  }),
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
  filterSets: defineCall<{ query: { view: 'booking' | 'tracking' }; response: FilterSet[] }>()({
    id: 'tmsShipments.filterSets',
    method: 'GET',
    path: 'v1/tms/shipments/filter_sets',
    summary: 'Saved views of the booking and tracking lists',
    source: '001 §7',
    pathChosen: true,
  }),
  saveFilterSet: defineCall<{
    body: FilterSetInput & { view: 'booking' | 'tracking' };
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
  rates: defineCall<{ response: ShipmentRateQuote[] }>()({
    id: 'tmsShipments.rates',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/rates',
    summary: 'Rates for a shipment (contract, spot, LTL quotes)',
    source: 'portal',
    pathChosen: true,
  }),
  book: defineCall<{ body: ManagedShipmentBooking; response: ManagedShipment }>()({
    id: 'tmsShipments.book',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/booking',
    summary: "Book a shipment with a carrier at a rate; 'Shipment {number} Booked!'",
    source: 'portal',
    pathChosen: true,
  }),
  tender: defineCall<{ body: ManagedShipmentTender; response: ManagedShipment }>()({
    id: 'tmsShipments.tender',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/tenders',
    summary: "Tender a shipment to carriers; 'Shipment {number} successfully tendered.'",
    source: 'portal',
    pathChosen: true,
  }),
  rescindBooking: defineCall<{ body: { reason?: string }; response: ManagedShipment }>()({
    id: 'tmsShipments.rescindBooking',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/rescind',
    summary: "Rescind booking; 'Shipment {number} rescinded'",
    source: '001 §7',
    pathChosen: true,
  }),
  void: defineCall<{ body: { reason?: string }; response: ManagedShipment }>()({
    id: 'tmsShipments.void',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/void',
    summary: "Void; 'Shipment {number} voided'",
    source: '001 §7',
    pathChosen: true,
  }),
  updateMaxBuy: defineCall<{ body: { maxBuy: number }; response: ManagedShipment }>()({
    id: 'tmsShipments.updateMaxBuy',
    method: 'PATCH',
    path: 'v1/tms/shipments/{shipmentNumber}/max_buy',
    summary: 'Update max buy (a contract TL rate raises it to rate + 5 when missing or lower)',
    source: '001 §7',
    pathChosen: true,
  }),
  updateOriginationType: defineCall<{ body: { originationType: RateSource }; response: ManagedShipment }>()({
    id: 'tmsShipments.updateOriginationType',
    method: 'PATCH',
    path: 'v1/tms/shipments/{shipmentNumber}/origination_type',
    summary: 'Update origination type (a spot quote sets TmsSpot)',
    source: '001 §7',
    pathChosen: true,
  }),
  emptyLocation: defineCall<{ response: EmptyLocation | null }>()({
    id: 'tmsShipments.emptyLocation',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/empty_location',
    summary: 'Empty location get',
    source: '001 §7',
    pathChosen: true,
    notFoundAsNull: true,
  }),
  updateEmptyLocation: defineCall<{ body: EmptyLocation; response: EmptyLocation }>()({
    id: 'tmsShipments.updateEmptyLocation',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/empty_location',
    summary: 'Empty location update',
    source: '001 §7',
    pathChosen: true,
  }),
  equipment: defineCall<{ response: ManagedShipmentEquipment }>()({
    id: 'tmsShipments.equipment',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/equipment',
    summary: 'Equipment get',
    source: '001 §7',
    pathChosen: true,
  }),
  saveEquipment: defineCall<{ body: ManagedShipmentEquipment; response: ManagedShipmentEquipment }>()({
    id: 'tmsShipments.saveEquipment',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/equipment',
    summary: 'Equipment save',
    source: '001 §7',
    pathChosen: true,
  }),
  drivers: defineCall<{ response: ShipmentDriver[] }>()({
    id: 'tmsShipments.drivers',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/drivers',
    summary: 'Drivers of a shipment',
    source: 'portal',
    pathChosen: true,
  }),
  saveDrivers: defineCall<{ body: { driverIds: string[] }; response: ShipmentDriver[] }>()({
    id: 'tmsShipments.saveDrivers',
    method: 'PUT',
    path: 'v1/tms/shipments/{shipmentNumber}/drivers',
    summary: 'Drivers save',
    source: '001 §7',
    pathChosen: true,
  }),
  removeDriver: defineCall()({
    id: 'tmsShipments.removeDriver',
    method: 'DELETE',
    path: 'v1/tms/shipments/{shipmentNumber}/drivers/{driverId}',
    summary: 'Drivers remove',
    source: '001 §7',
    pathChosen: true,
    responseKind: 'empty',
  }),
  cases: defineCall<{ query: PageQuery; response: PagedList<Case> }>()({
    id: 'tmsShipments.cases',
    method: 'GET',
    path: 'v1/tms/shipments/{shipmentNumber}/cases',
    summary: 'Cases for a shipment (pageSize 1000)',
    source: '001 §7',
    pathChosen: true,
  }),
  createBol: defineCall<{ response: PortalDocument }>()({
    id: 'tmsShipments.createBol',
    method: 'POST',
    path: 'v1/tms/shipments/{shipmentNumber}/bol',
    summary: "BOL creation; 'BOL successfully generated for {number}'",
    source: '001 §7',
    pathChosen: true,
    requestBody: 'none',
  }),
};
