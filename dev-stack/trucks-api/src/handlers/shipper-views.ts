// What the shipper-side handlers share: scoping to the user's company, the wire views of the
// records, the order status tabs, saved views, and geocoding over the built-in table of seed cities.
import { z } from 'zod';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import {
  countryForPostalCode,
  isCanadianPostalCode,
} from '@trucks/shared-contracts/rules/postal-code-country';
import type { Order } from '@trucks/shared-contracts/domain/order';
import type { ManagedShipment, ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import type { FilterSet } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { GeocodedPlace, OrderStatusCounts } from '@trucks/shared-contracts/api/catalogue/shipper';
import { FREIGHT_CITIES, milesBetween } from '../seed/cities';
import type {
  FilterSetList,
  FilterSetRecord,
  LocationRecord,
  ManagedShipmentRecord,
  ManagedStopRecord,
  OrderRecord,
  ShipperState,
} from '../seed/shipper-records';
import { fieldProblem, notFoundProblem } from '../http/problem';
import { param, signedInUser } from './context-helpers';
import type { CallContext } from './handler-types';
import type { UserRecord } from '../store/store';

export function shipperState(context: CallContext): ShipperState {
  return context.store.shipper;
}

// ---- scoping: another company's record answers 404, as if it did not exist ------------------------

export function ownOrder(context: CallContext, orderNumber = param(context, 'orderNumber')): OrderRecord {
  const user = signedInUser(context);
  const order = shipperState(context).orders.get(orderNumber);
  if (!order || order.companyId !== user.companyId) throw notFoundProblem(`Order ${orderNumber}`);
  return order;
}

export function ownLocation(context: CallContext, id = param(context, 'id')): LocationRecord {
  const user = signedInUser(context);
  const location = shipperState(context).locations.get(id);
  if (!location || location.networkCompanyId !== user.companyId) throw notFoundProblem(`Location ${id}`);
  return location;
}

export function ownManagedShipment(
  context: CallContext,
  shipmentNumber = param(context, 'shipmentNumber'),
): ManagedShipmentRecord {
  const user = signedInUser(context);
  const shipment = shipperState(context).shipments.get(shipmentNumber);
  if (!shipment || shipment.companyId !== user.companyId) throw notFoundProblem(`Shipment ${shipmentNumber}`);
  return shipment;
}

export function companyOrders(state: ShipperState, user: UserRecord): OrderRecord[] {
  return [...state.orders.values()].filter((order) => order.companyId === user.companyId);
}

export function companyShipments(state: ShipperState, user: UserRecord): ManagedShipmentRecord[] {
  return [...state.shipments.values()].filter((shipment) => shipment.companyId === user.companyId);
}

// ---- views ---------------------------------------------------------------------------------------

export function orderView(order: OrderRecord): Order {
  const { companyId: _companyId, createdAt: _createdAt, ...wire } = order;
  return { ...wire, stops: wire.stops.map((stop) => ({ ...stop, location: withoutNetwork(stop.location) })) };
}

function withoutNetwork<L extends object>(location: L): L {
  if (!('networkCompanyId' in location)) return location;
  const { networkCompanyId: _networkCompanyId, ...wire } = location as L & { networkCompanyId: string };
  return wire as L;
}

export function stopView(stop: ManagedStopRecord): ManagedShipmentStop {
  return {
    id: stop.id,
    stopNumber: stop.stopNumber,
    early: stop.early ?? null,
    late: stop.late ?? null,
    appointment: stop.appointment ?? null,
    ...(stop.date ? { date: stop.date } : {}),
    locationAddress: stop.locationAddress,
    ...(stop.ianaTimeZone ? { ianaTimeZone: stop.ianaTimeZone } : {}),
    stopType: stop.stopType,
    arrivedAt: stop.arrivedAt,
    departedAt: stop.departedAt,
    confirmedPackageCount: stop.confirmedPackageCount,
    confirmedPalletCount: stop.confirmedPalletCount,
    preload: stop.preload ? { ...stop.preload } : null,
  };
}

export function managedShipmentView(shipment: ManagedShipmentRecord): ManagedShipment {
  return {
    id: shipment.id,
    shipmentNumber: shipment.shipmentNumber,
    shipmentStatus: shipment.status,
    maxBuy: shipment.maxBuy,
    equipmentMode: shipment.equipmentMode,
    stops: shipment.stops.map(stopView),
    carrierName: shipment.bookedCarrier?.carrierName ?? null,
    orderNumbers: [...shipment.orderNumbers],
    originationType: shipment.originationType,
    shippingMode: shipment.shippingMode,
    onTimeStatus: shipment.onTimeStatus,
    tenders: shipment.tenders.map((t) => ({ ...t, carrierIds: [...t.carrierIds] })),
  };
}

// ---- order status tabs ---------------------------------------------------------------------------

export type OrderStatusTab = Exclude<keyof OrderStatusCounts, 'all'>;
/** An order's tab follows the shipment it rides on; without a live shipment it is open. */
export function orderStatusTab(order: OrderRecord, state: ShipperState): OrderStatusTab {
  const shipment = order.shipments
    .map((number) => state.shipments.get(number))
    .find((s) => s && s.status !== ShipmentStatus.Voided);
  if (!shipment) return 'open';
  if (shipment.status <= ShipmentStatus.Tendering) return 'planned';
  if (shipment.status <= ShipmentStatus.Dispatched) return 'booked';
  if (shipment.status <= ShipmentStatus.AtStop) return 'inTransit';
  return 'delivered';
}

/** The first pickup's date ('YYYY-MM-DD', local to the stop). */
export function pickupDateOf(order: Pick<Order, 'stops'>): string {
  return (order.stops.find((stop) => stop.type === 'Pickup') ?? order.stops[0])?.schedule.date ?? '';
}

export function orderWeight(order: Pick<Order, 'lineItems'>): number {
  return order.lineItems.reduce((sum, item) => sum + (item.totalWeight ?? 0), 0);
}

/** Handling units: pallets where counted, else packages. */
export function orderUnits(order: Pick<Order, 'lineItems'>): number {
  return order.lineItems.reduce((sum, item) => sum + (item.palletCount ?? item.packageCount ?? 0), 0);
}

// ---- saved views ---------------------------------------------------------------------------------

export function filterSetsOf(state: ShipperState, user: UserRecord, list: FilterSetList): FilterSet[] {
  return state.filterSets
    .filter((set) => set.ownerUserId === user.id && set.list === list)
    .map(filterSetView);
}

function filterSetView(set: FilterSetRecord): FilterSet {
  return { id: set.id, name: set.name, filters: set.filters, isDefault: set.isDefault };
}

export const FilterSetInputSchema = z.object({
  name: z.string().trim().min(1, 'The view needs a name.').max(80),
  filters: z.record(
    z.string(),
    z.union([z.string(), z.number(), z.boolean(), z.array(z.string()), z.array(z.number()), z.null()]),
  ),
  isDefault: z.boolean(),
});

/** Stores a saved view; a new default replaces the list's old one. */
export function saveFilterSet(
  state: ShipperState,
  user: UserRecord,
  list: FilterSetList,
  input: z.infer<typeof FilterSetInputSchema>,
  id: string,
): FilterSet {
  if (input.isDefault) {
    for (const set of state.filterSets)
      if (set.ownerUserId === user.id && set.list === list) set.isDefault = false;
  }
  const record: FilterSetRecord = {
    id,
    ownerUserId: user.id,
    list,
    name: input.name,
    filters: input.filters,
    isDefault: input.isDefault,
  };
  state.filterSets.push(record);
  return filterSetView(record);
}

/**
 * A list query with a saved view applied: the view's filters fill what the query leaves out. An
 * unknown view (or another user's) is bad input.
 */
export function withFilterSet(context: CallContext, list: FilterSetList): Record<string, unknown> {
  const id = typeof context.query.filterSetId === 'string' ? context.query.filterSetId : undefined;
  if (!id) return context.query;
  const user = signedInUser(context);
  const set = shipperState(context).filterSets.find(
    (s) => s.id === id && s.ownerUserId === user.id && s.list === list,
  );
  if (!set) throw fieldProblem('filterSetId', `There is no saved view ${id}.`);
  const fromView = Object.fromEntries(
    Object.entries(set.filters)
      .filter(([, value]) => value !== null && value !== '')
      .map(([key, value]) => [key, Array.isArray(value) ? value.map(String) : String(value)]),
  );
  return { ...fromView, ...context.query };
}

// ---- geocoding over the seed cities --------------------------------------------------------------

const US_ZIP = /^\d{5}(-\d{4})?$/;

/** A postal code as people write it: 'M5H 2N2' for Canada, the five digits for the US. */
export function formatPostalCode(postalCode: string): string {
  const trimmed = postalCode.trim().toUpperCase();
  if (isCanadianPostalCode(trimmed)) {
    const compact = trimmed.replace(/[ -]/g, '');
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return trimmed.slice(0, 5);
}

export function isKnownPostalCodeShape(postalCode: string): boolean {
  return isCanadianPostalCode(postalCode) || US_ZIP.test(postalCode.trim());
}

function placeOf(city: (typeof FREIGHT_CITIES)[number], postalCode: string): GeocodedPlace {
  return {
    city: city.city,
    state: city.state,
    postalCode,
    country: city.country,
    latitude: city.latitude,
    longitude: city.longitude,
    ianaTimeZone: city.ianaTimeZone,
    googleId: `dev-geo-${city.country}-${postalCode.replace(/\s/g, '')}`,
  };
}

/**
 * Places for a postal code or an address. A postal code matches the seed cities of its area (the
 * first three characters: the US ZIP3 or the Canadian forward sortation area); a Canadian postal
 * code sets CA (spec 001 §5). An address matches the seed cities it names.
 */
export function geocode(query: { postalCode?: string; address?: string; country?: string }): GeocodedPlace[] {
  if (query.postalCode) {
    const postalCode = formatPostalCode(query.postalCode);
    const country = countryForPostalCode(postalCode, query.country?.toUpperCase() ?? 'US');
    const area = postalCode.replace(/\s/g, '').slice(0, 3);
    return FREIGHT_CITIES.filter(
      (city) => city.country === country && city.zip.replace(/\s/g, '').slice(0, 3) === area,
    ).map((city) => placeOf(city, postalCode));
  }
  const address = (query.address ?? '').toLowerCase();
  const stateTokens = new Set(
    address
      .toUpperCase()
      .split(/[^A-Z]+/)
      .filter((token) => token.length === 2),
  );
  const named = FREIGHT_CITIES.filter(
    (city) =>
      address.includes(city.city.toLowerCase()) &&
      (!query.country || city.country === query.country.toUpperCase()),
  );
  const inState = named.filter((city) => stateTokens.has(city.state));
  return (inState.length ? inState : named).map((city) => placeOf(city, city.zip));
}

/** Coordinates of a place by postal code or city, for distances; undefined when unknown. */
export function coordinatesOf(place: {
  postalCode?: string;
  city?: string;
  state?: string;
  latitude?: number;
  longitude?: number;
}): { latitude: number; longitude: number } | undefined {
  if (place.latitude !== undefined && place.longitude !== undefined)
    return { latitude: place.latitude, longitude: place.longitude };
  const byCity = FREIGHT_CITIES.find((city) => city.city === place.city && city.state === place.state);
  if (byCity) return byCity;
  return place.postalCode ? geocode({ postalCode: place.postalCode })[0] : undefined;
}

export function milesApart(
  a: { latitude: number; longitude: number } | undefined,
  b: { latitude: number; longitude: number } | undefined,
): number {
  return a && b ? milesBetween(a, b) : Number.POSITIVE_INFINITY;
}

/** Road miles of a shipment's route: great-circle legs with the usual 18 % road allowance. */
export function routeMiles(stops: readonly ManagedStopRecord[]): number {
  let miles = 0;
  for (let i = 1; i < stops.length; i += 1) {
    const leg = milesApart(coordinatesOf(stops[i - 1]!), coordinatesOf(stops[i]!));
    if (Number.isFinite(leg)) miles += leg * 1.18;
  }
  return Math.round(miles * 100) / 100;
}

// ---- query readers -------------------------------------------------------------------------------

/** `true`/`false` query flags; anything else is bad input rather than silently ignored. */
export function flag(query: Record<string, unknown>, name: string): boolean | undefined {
  const raw = query[name];
  if (raw === undefined || raw === '') return undefined;
  if (raw === 'true' || raw === true) return true;
  if (raw === 'false' || raw === false) return false;
  throw fieldProblem(name, `'${String(raw)}' is not true or false.`);
}

export const LocalDateSchema = z.iso.date('A date looks like 2026-03-05.');
export const OffsetDateTimeSchema = z.iso.datetime({
  offset: true,
  message: 'A date-time looks like 2026-03-05T09:30:00-05:00.',
});

// ---- managed shipments: their orders, and the statuses a change is allowed in ---------------------

export function ordersOf(context: CallContext, shipment: ManagedShipmentRecord): OrderRecord[] {
  const state = shipperState(context);
  return shipment.orderNumbers
    .map((n) => state.orders.get(n))
    .filter((o): o is OrderRecord => o !== undefined);
}

export function requireStatus(
  shipment: ManagedShipmentRecord,
  allowed: readonly ShipmentStatus[],
  doing: string,
): void {
  if (!allowed.includes(shipment.status)) {
    throw fieldProblem(
      'shipmentStatus',
      `Shipment ${shipment.shipmentNumber} cannot be ${doing} in its current status.`,
    );
  }
}
