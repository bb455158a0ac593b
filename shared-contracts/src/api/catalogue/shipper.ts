// The shipper (TMS) side: orders, locations and dock schedules (spec 001 §3, §7). The spec shows no
// paths for these; every path here is our choice (README). The shipper's shipments are in
// tms-shipments.ts and tms-shipment-booking.ts; API.shipper holds all three (api/catalogue.ts).
import type { DockSchedule, Location } from '../../domain/location';
import type { LocationListKind } from '../../domain/location-type';
import type { Order } from '../../domain/order';
import type { OrderType } from '../../domain/order-type';
import type { PagedList, PageQuery } from '../../domain/paged-list';
import type { CarrierRate } from '../../domain/shipment';
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
};
