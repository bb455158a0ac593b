// Shipments as the shipper manages them (spec 001 §3, §7): created from orders, booked or tendered,
// tracked stop by stop, voided. Shipments belong to the user's company; others' answer 404.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { NEW_LOCATION_NUMBER, OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import {
  BOOKING_STATUSES,
  MANAGED_SHIPMENT_LIST_STATUSES,
  MOVING_STATUSES,
  RESCINDABLE_STATUSES,
  ShipmentStatus,
  VOIDABLE_STATUSES,
} from '@trucks/shared-contracts/domain/shipment-status';
import { CONSOLIDATION_DEFAULTS } from '@trucks/shared-contracts/rules/consolidation-defaults';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { chargesTotal } from '@trucks/shared-contracts/rules/invoice-amounts';
import { CarrierRateSchema } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { Case } from '@trucks/shared-contracts/domain/case';
import type { OrderStop } from '@trucks/shared-contracts/domain/order';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import type { CarrierRate, ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import type {
  OnTimeCounts,
  ShipmentStatusCounts,
} from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { fieldProblem, modelStateProblem, notFoundProblem } from '../http/problem';
import { numberList, int, pageOf, paging, param, parseBody, signedInUser, text } from './context-helpers';
import {
  companyOrders,
  companyShipments,
  coordinatesOf,
  filterSetsOf,
  FilterSetInputSchema,
  geocode,
  isKnownPostalCodeShape,
  managedShipmentView,
  milesApart,
  OffsetDateTimeSchema,
  orderStatusTab,
  ownManagedShipment,
  ownOrder,
  orderUnits,
  orderWeight,
  pickupDateOf,
  routeMiles,
  saveFilterSet,
  shipperState,
  stopView,
  withFilterSet,
} from './shipper-views';
import { renderBillOfLading } from './shipper-bol';
import { storeNewDocument } from './document-files';
import { chargesForRate, zoneOfCity } from '../seed/seed-shipper';
import type { ManagedShipmentRecord, ManagedStopRecord, OrderRecord } from '../seed/seed-shipper';
import type { CallContext, HandlerTable } from './handler-types';
import type { CaseRecord } from '../store/records';
import type { UserRecord } from '../store/store';

dayjs.extend(utc);
dayjs.extend(timezone);

// ---- creating shipments from orders -------------------------------------------------------------

/**
 * The user's orders by number, each free to ride on a new shipment. Unknown or foreign numbers and
 * orders already on a live shipment are bad input (the numbers come in the body), all reported at once.
 * `draftShipmentNumber` lets orders of that draft through (the draft is being reused).
 */
export function ordersForShipment(
  context: CallContext,
  orderNumbers: readonly string[],
  draftShipmentNumber?: string,
): OrderRecord[] {
  const user = signedInUser(context);
  const state = shipperState(context);
  const messages: string[] = [];
  const orders: OrderRecord[] = [];
  for (const orderNumber of new Set(orderNumbers)) {
    const order = state.orders.get(orderNumber);
    if (!order || order.companyId !== user.companyId) {
      messages.push(`There is no order ${orderNumber}.`);
      continue;
    }
    const live = order.shipments
      .map((n) => state.shipments.get(n))
      .find((s) => s && s.status !== ShipmentStatus.Voided);
    if (live && live.shipmentNumber !== draftShipmentNumber) {
      messages.push(`Order ${orderNumber} is already on shipment ${live.shipmentNumber}.`);
      continue;
    }
    orders.push(order);
  }
  if (messages.length) throw modelStateProblem({ orderNumbers: messages });
  const modes = new Set(orders.map((o) => o.equipmentMode));
  if (modes.size > 1)
    throw fieldProblem('orderNumbers', 'Orders on one shipment need the same equipment mode.');
  return orders;
}

/** 'HH:mm' on a stop's date in the stop's zone, as an instant with that zone's offset. */
function stopInstant(stop: OrderStop, time: string | undefined, zone: string): string | null {
  if (!time) return null;
  return dayjs.tz(`${stop.schedule.date} ${time}`, 'YYYY-MM-DD HH:mm', zone).format();
}

/** The zone of an order stop: its location's, else found from the postal code (spec 001 §5: first 5 characters). */
function zoneOfStop(stop: OrderStop): string {
  if ('ianaTimeZone' in stop.location && stop.location.ianaTimeZone) return stop.location.ianaTimeZone;
  const postalCode = stop.location.postalCode.slice(0, 5);
  const state = 'province' in stop.location ? stop.location.province : stop.location.state;
  return geocode({ postalCode })[0]?.ianaTimeZone ?? zoneOfCity(stop.location.city, state);
}

/** The stops of a shipment carrying these orders: pickups first, then deliveries, one per place and day. */
function stopsForOrders(orders: readonly OrderRecord[]): ManagedStopRecord[] {
  const stops: ManagedStopRecord[] = [];
  const seen = new Map<string, ManagedStopRecord>();
  const ordered = [OrderStopType.Pickup, OrderStopType.Delivery].flatMap((type) =>
    orders.flatMap((order) => order.stops.filter((stop) => stop.type === type)),
  );
  for (const stop of ordered) {
    const place = stop.location;
    const key =
      stop.locationNumber !== NEW_LOCATION_NUMBER
        ? `${stop.type}|${stop.locationNumber}|${stop.schedule.date}`
        : undefined;
    if (key && seen.has(key)) continue;
    const zone = zoneOfStop(stop);
    const name = 'name' in place ? place.name : place.companyName;
    const state = 'province' in place ? place.province : place.state;
    const coordinates = coordinatesOf({
      ...place,
      state,
      ...('latitude' in place ? { latitude: place.latitude, longitude: place.longitude } : {}),
    });
    const record: ManagedStopRecord = {
      id: randomUUID(),
      stopNumber: stops.length + 1,
      early: stopInstant(stop, stop.schedule.earlyTime, zone),
      late: stopInstant(stop, stop.schedule.lateTime, zone),
      appointment: stopInstant(stop, stop.schedule.appointmentTime, zone),
      locationAddress: `${name}, ${place.addressLine1}, ${place.city}, ${state} ${place.postalCode}`,
      ianaTimeZone: zone,
      stopType: stop.type,
      city: place.city,
      state,
      postalCode: place.postalCode,
      ...(coordinates ? { latitude: coordinates.latitude, longitude: coordinates.longitude } : {}),
      arrivedAt: null,
      departedAt: null,
      confirmedPackageCount: null,
      confirmedPalletCount: null,
      preload: null,
    };
    if (key) seen.set(key, record);
    stops.push(record);
  }
  return stops;
}

function firstInstantOf(stops: readonly ManagedStopRecord[], orders: readonly OrderRecord[]): string {
  const first = stops[0];
  const local = first?.appointment ?? first?.early ?? first?.late;
  return local ? new Date(local).toISOString() : `${pickupDateOf(orders[0]!)}T12:00:00.000Z`;
}

function nextShipmentNumber(context: CallContext): string {
  const { store } = context;
  while (
    store.shipper.shipments.has(String(store.sequences.shipmentNumber)) ||
    store.shipmentIdByNumber.has(String(store.sequences.shipmentNumber))
  ) {
    store.sequences.shipmentNumber += 1;
  }
  return String(store.sequences.shipmentNumber++);
}

export function createManagedShipment(
  context: CallContext,
  user: UserRecord,
  orders: readonly OrderRecord[],
  terms: { status: ShipmentStatus; originationType: RateSource; maxBuy: number; shippingMode?: ShippingMode },
): ManagedShipmentRecord {
  const now = context.services.now().toISOString();
  const stops = stopsForOrders(orders);
  const first = orders[0]!;
  const shipment: ManagedShipmentRecord = {
    id: randomUUID(),
    shipmentNumber: nextShipmentNumber(context),
    companyId: user.companyId,
    status: terms.status,
    maxBuy: terms.maxBuy,
    equipmentMode: first.equipmentMode,
    shippingMode: terms.shippingMode ?? first.shippingMode,
    originationType: terms.originationType,
    stops,
    orderNumbers: orders.map((o) => o.orderNumber),
    bookedCarrier: null,
    carrierCharges: [],
    activities: [
      {
        timeStamp: now,
        description: `Created from order${orders.length > 1 ? 's' : ''} ${orders.map((o) => o.orderNumber).join(', ')}`,
      },
    ],
    emptyLocation: null,
    equipment: {},
    drivers: [],
    onTimeStatus: terms.status >= ShipmentStatus.Booked ? OnTimeStatus.OnTime : null,
    pickupAt: firstInstantOf(stops, orders),
    quotes: null,
    tenders: [],
    bolDocumentId: null,
    createdAt: now,
  };
  shipperState(context).shipments.set(shipment.shipmentNumber, shipment);
  for (const order of orders)
    order.shipments = [
      ...order.shipments.filter((n) => n !== shipment.shipmentNumber),
      shipment.shipmentNumber,
    ];
  return shipment;
}

function ordersOf(context: CallContext, shipment: ManagedShipmentRecord): OrderRecord[] {
  const state = shipperState(context);
  return shipment.orderNumbers
    .map((n) => state.orders.get(n))
    .filter((o): o is OrderRecord => o !== undefined);
}

// ---- rates and the booking rules (spec 001 §7) ----------------------------------------------------

/** A small deterministic generator per shipment, so its quotes are the same on every request. */
function generatorFor(seedText: string): () => number {
  let state = 2166136261;
  for (let i = 0; i < seedText.length; i += 1) state = Math.imul(state ^ seedText.charCodeAt(i), 16777619);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Contract and spot TL quotes, LTL quotes, and one quote in error (the screen drops those). */
function quotesFor(context: CallContext, shipment: ManagedShipmentRecord): ShipmentRateQuote[] {
  if (shipment.quotes) return shipment.quotes;
  const random = generatorFor(shipment.shipmentNumber);
  const carriers = [...context.store.carriers.values()]
    .filter((c) => !c.isDoNotUse)
    .sort((a, b) => a.id.localeCompare(b.id));
  const pick = () => carriers[Math.floor(random() * carriers.length)]!;
  const miles = Math.max(routeMiles(shipment.stops), 50);
  const base = Math.round((miles * 2.6 + 150) / 5) * 5;
  const quote = (
    index: number,
    rateSource: RateSource,
    shippingMode: ShippingMode,
    rate: number,
    extra: Partial<ShipmentRateQuote> = {},
  ): ShipmentRateQuote => {
    const carrier = pick();
    return {
      quoteId: `${shipment.shipmentNumber}-Q${index}`,
      carrierId: carrier.id,
      carrierName: carrier.name,
      rateSource,
      shippingMode,
      carrierRate: { rate: Math.round(rate), rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
      transitDays: Math.max(1, Math.ceil(miles / 500)),
      isInError: false,
      ...extra,
    };
  };
  shipment.quotes = [
    quote(1, RateSource.TmsContract, ShippingMode.TL, base),
    quote(2, RateSource.TmsContract, ShippingMode.TL, base * (1.02 + random() * 0.05)),
    quote(3, RateSource.TmsSpot, ShippingMode.TL, base * (0.9 + random() * 0.25)),
    quote(4, RateSource.TmsSpot, ShippingMode.TL, base * (0.9 + random() * 0.25)),
    quote(5, RateSource.Red, ShippingMode.LTL, base * (0.35 + random() * 0.2), {
      transitDays: Math.max(2, Math.ceil(miles / 350)),
    }),
    quote(6, RateSource.Red, ShippingMode.LTL, base * 0.5, {
      isInError: true,
      errorMessage: 'The carrier rating service did not answer.',
    }),
  ];
  return shipment.quotes;
}

/**
 * What booking at a quote does to a shipment (spec 001 §7): a contract TL rate raises the maximum buy
 * to the rate plus 5 when that is missing or lower; a spot quote sets the origination type TmsSpot;
 * other rates book an LTL shipment.
 */
function applyBookingRules(
  shipment: Pick<ManagedShipmentRecord, 'maxBuy' | 'originationType' | 'shippingMode'>,
  quote: Pick<ShipmentRateQuote, 'rateSource' | 'shippingMode' | 'carrierRate'>,
): void {
  if (quote.rateSource === RateSource.TmsContract && quote.shippingMode === ShippingMode.TL) {
    const floor = quote.carrierRate.rate + 5;
    if (!shipment.maxBuy || shipment.maxBuy < floor) shipment.maxBuy = floor;
  } else if (quote.rateSource === RateSource.TmsSpot) {
    shipment.originationType = RateSource.TmsSpot;
  } else {
    shipment.shippingMode = ShippingMode.LTL;
  }
}

function requireStatus(
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

// ---- lists ------------------------------------------------------------------------------------------

const ViewSchema = z.enum(['booking', 'tracking'], "The view is 'booking' or 'tracking'.");

function viewOf(query: Record<string, unknown>) {
  const parsed = ViewSchema.safeParse(query.view);
  if (!parsed.success) throw fieldProblem('view', "The view is 'booking' or 'tracking'.");
  return parsed.data;
}

/** The view's shipments after every filter except `skip` (the counters leave out their own filter). */
function listedShipments(context: CallContext, skip?: 'statuses' | 'onTimeStatuses') {
  const view = viewOf(context.query);
  const query = withFilterSet(context, view);
  const user = signedInUser(context);
  const viewStatuses = MANAGED_SHIPMENT_LIST_STATUSES[view];
  const statuses = skip === 'statuses' ? undefined : numberList(query, 'statuses');
  const onTime = skip === 'onTimeStatuses' ? undefined : numberList(query, 'onTimeStatuses');
  const equipmentMode = int(query, 'equipmentMode');
  const shippingMode = int(query, 'shippingMode');
  const search = text(query, 'search')?.toLowerCase();
  const start = text(query, 'pickupDateStart')?.slice(0, 10);
  const end = text(query, 'pickupDateEnd')?.slice(0, 10);
  const rows = companyShipments(shipperState(context), user).filter((s) => {
    const pickupDate = s.pickupAt.slice(0, 10);
    return (
      // Voided shipments show only when asked for by status, in the booking view.
      (statuses
        ? statuses.includes(s.status) &&
          (viewStatuses.includes(s.status) || (view === 'booking' && s.status === ShipmentStatus.Voided))
        : viewStatuses.includes(s.status)) &&
      (!onTime || (s.onTimeStatus !== null && onTime.includes(s.onTimeStatus))) &&
      (equipmentMode === undefined || s.equipmentMode === equipmentMode) &&
      (shippingMode === undefined || s.shippingMode === shippingMode) &&
      (!start || pickupDate >= start) &&
      (!end || pickupDate <= end) &&
      (!search ||
        s.shipmentNumber.includes(search) ||
        s.orderNumbers.some((n) => n.includes(search)) ||
        s.stops.some((stop) => stop.city.toLowerCase().includes(search)) ||
        (s.bookedCarrier?.carrierName.toLowerCase().includes(search) ?? false))
    );
  });
  // Booking works through the next pickups first; tracking shows the latest freight first.
  rows.sort((a, b) =>
    view === 'booking' ? a.pickupAt.localeCompare(b.pickupAt) : b.pickupAt.localeCompare(a.pickupAt),
  );
  return { view, viewStatuses, rows, query };
}

function caseView(record: CaseRecord): Case {
  const {
    carrierId: _carrierId,
    customerId: _customerId,
    comments: _comments,
    history: _history,
    ...wire
  } = record;
  return wire;
}

// ---- bodies -----------------------------------------------------------------------------------------

const OrderNumbersSchema = z.array(z.string().trim().min(1)).min(1, 'Pick at least one order.');
const CreateSchema = z.object({
  orderNumbers: OrderNumbersSchema,
  originationType: z.union(
    [z.literal(RateSource.TmsContract), z.literal(RateSource.TmsSpot)],
    'The origination type is TmsContract or TmsSpot.',
  ),
  maxBuy: z.number().finite().nonnegative(),
});
const ReasonSchema = z.object({ reason: z.string().trim().max(500).optional() });
const StopEventSchema = z.object({
  dateTime: OffsetDateTimeSchema,
  confirmedPackageCount: z.number().int().nonnegative().optional(),
  confirmedPalletCount: z.number().int().nonnegative().optional(),
});
const PreloadSchema = z.object({
  preloadedDateTime: OffsetDateTimeSchema,
  trailerNumber: z.string().trim().min(1).max(30).optional(),
});
const StopUpdateSchema = z
  .array(
    z.object({
      id: z.string().min(1),
      early: OffsetDateTimeSchema.nullish(),
      late: OffsetDateTimeSchema.nullish(),
      appointment: OffsetDateTimeSchema.nullish(),
    }),
  )
  .min(1, 'Send at least one stop.')
  .superRefine((stops, context) =>
    stops.forEach((stop, index) => {
      if (stop.early && stop.late && Date.parse(stop.early) > Date.parse(stop.late)) {
        context.addIssue({
          code: 'custom',
          path: [index, 'late'],
          message: 'The late time is before the early time.',
        });
      }
    }),
  );
const EmptyLocationSchema = z.object({
  city: z.string().trim().min(1, 'The city is required.'),
  state: z.string().trim().min(2, 'The state or province is required.'),
  postalCode: z
    .string()
    .trim()
    .refine(isKnownPostalCodeShape, 'Use a US ZIP code or a Canadian postal code.')
    .optional(),
  emptyDateTime: OffsetDateTimeSchema,
});
const EquipmentSchema = z
  .object({
    trailerNumber: z.string().trim().min(1).max(30).optional(),
    powerUnitNumber: z.string().trim().min(1).max(30).optional(),
    trailerLength: z.number().positive().max(60, 'A trailer is at most 60 feet.').optional(),
    sealNumber: z.string().trim().min(1).max(30).optional(),
  })
  .strict();
const BookSchema = z.object({
  quoteId: z.string().min(1, 'The quote is required.'),
  carrierId: z.string().min(1, 'The carrier is required.'),
  carrierRate: CarrierRateSchema,
});
const TenderSchema = z.object({
  carrierIds: z.array(z.string().min(1)).min(1, 'Pick at least one carrier.'),
  // The contract's schema is zod/mini (no .refine method); a classic refine is the same check.
  carrierRate: CarrierRateSchema.check(
    z.refine((rate) => rate.rate > 0, { message: 'The rate must be above zero.', path: ['rate'] }),
  ),
  expirationDateTime: OffsetDateTimeSchema.optional(),
});
const positiveNumber = (name: string) =>
  z.coerce.number({ message: `${name} must be a number.` }).positive(`${name} must be above zero.`);
const ConsolidationQuerySchema = z.object({
  orderNumber: z
    .string({ message: 'The order number is required.' })
    .trim()
    .min(1, 'The order number is required.'),
  maxWeight: positiveNumber('maxWeight').default(CONSOLIDATION_DEFAULTS.maxWeight),
  maxUnits: positiveNumber('maxUnits').default(CONSOLIDATION_DEFAULTS.maxUnits),
  distanceMiles: positiveNumber('distanceMiles').default(CONSOLIDATION_DEFAULTS.distanceMiles),
  dateWindowDays: z.coerce
    .number({ message: 'dateWindowDays must be a number.' })
    .int()
    .nonnegative()
    .default(CONSOLIDATION_DEFAULTS.dateWindowDays),
});

function stopParam(context: CallContext, shipment: ManagedShipmentRecord): ManagedStopRecord {
  const stopId = param(context, 'stopId');
  const stop = shipment.stops.find((s) => s.id === stopId);
  if (!stop) throw notFoundProblem(`Stop ${stopId} of shipment ${shipment.shipmentNumber}`);
  return stop;
}

function driverOf(context: CallContext, carrierId: string, driverId: string): ShipmentDriver | undefined {
  const contact = context.store.contacts.get(driverId);
  if (!contact || contact.deleted || contact.companyId !== carrierId || !contact.roles.includes('Driver'))
    return undefined;
  return {
    id: contact.id,
    firstName: contact.firstName,
    lastName: contact.lastName,
    ...(contact.phoneNumbers[0] ? { phoneNumber: contact.phoneNumbers[0].value } : {}),
    ...(contact.emailAddresses[0] ? { emailAddress: contact.emailAddresses[0].value } : {}),
  };
}

function stopActivity(
  shipment: ManagedShipmentRecord,
  stop: ManagedStopRecord,
  timeStamp: string,
  description: string,
): void {
  shipment.activities.unshift({
    timeStamp,
    description,
    city: stop.city,
    state: stop.state,
    ...(stop.latitude !== undefined && stop.longitude !== undefined
      ? { latitude: stop.latitude, longitude: stop.longitude }
      : {}),
  });
}

// ---- handlers ---------------------------------------------------------------------------------------

export const shipperShipmentHandlers = {
  'tmsShipments.create': (context) => {
    const user = signedInUser(context);
    const body = parseBody(CreateSchema, context);
    const state = shipperState(context);
    // Orders consolidated on a draft: the draft becomes the shipment (spec 001 §4: a draft is reused).
    const drafts = new Set(
      body.orderNumbers.map(
        (n) =>
          state.orders
            .get(n)
            ?.shipments.map((s) => state.shipments.get(s))
            .find((s) => s?.status === ShipmentStatus.Draft)?.shipmentNumber,
      ),
    );
    const draftNumber = drafts.size === 1 ? [...drafts][0] : undefined;
    const draft = draftNumber ? state.shipments.get(draftNumber) : undefined;
    const orders = ordersForShipment(context, body.orderNumbers, draft?.shipmentNumber);
    if (
      draft &&
      draft.companyId === user.companyId &&
      draft.orderNumbers.every((n) => orders.some((o) => o.orderNumber === n))
    ) {
      draft.status = ShipmentStatus.ReadyToBook;
      draft.originationType = body.originationType;
      draft.maxBuy = body.maxBuy;
      draft.orderNumbers = orders.map((o) => o.orderNumber);
      draft.stops = stopsForOrders(orders);
      for (const order of orders) order.shipments = [draft.shipmentNumber];
      draft.activities.unshift({
        timeStamp: context.services.now().toISOString(),
        description: 'Draft made ready to book',
      });
      return managedShipmentView(draft);
    }
    if (draft)
      throw fieldProblem(
        'orderNumbers',
        `Send every order of draft shipment ${draft.shipmentNumber} to create it.`,
      );
    return managedShipmentView(
      createManagedShipment(context, user, orders, {
        status: ShipmentStatus.ReadyToBook,
        originationType: body.originationType,
        maxBuy: body.maxBuy,
      }),
    );
  },
  'tmsShipments.list': (context) => {
    const { rows, query } = listedShipments(context);
    const page = pageOf(rows, paging(query, 10));
    return { ...page, data: page.data.map(managedShipmentView) };
  },
  'tmsShipments.statusCounts': (context) => {
    const { rows, viewStatuses } = listedShipments(context, 'statuses');
    const counts: ShipmentStatusCounts = { all: rows.length };
    for (const status of viewStatuses) counts[`${status}`] = 0;
    for (const shipment of rows) counts[`${shipment.status}`] = (counts[`${shipment.status}`] ?? 0) + 1;
    return counts;
  },
  'tmsShipments.onTimeCounts': (context) => {
    const { rows } = listedShipments(context, 'onTimeStatuses');
    const counts: OnTimeCounts = {};
    for (const status of Object.values(OnTimeStatus)) counts[`${status}`] = 0;
    for (const shipment of rows)
      if (shipment.onTimeStatus !== null)
        counts[`${shipment.onTimeStatus}`] = (counts[`${shipment.onTimeStatus}`] ?? 0) + 1;
    return counts;
  },
  'tmsShipments.filterSets': (context) =>
    filterSetsOf(shipperState(context), signedInUser(context), viewOf(context.query)),
  'tmsShipments.saveFilterSet': (context) => {
    const input = parseBody(FilterSetInputSchema.extend({ view: ViewSchema }), context);
    return saveFilterSet(shipperState(context), signedInUser(context), input.view, input, randomUUID());
  },
  'tmsShipments.consolidatableOrders': (context) => {
    const user = signedInUser(context);
    const parsed = ConsolidationQuerySchema.safeParse(context.query);
    if (!parsed.success)
      throw modelStateProblem(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.') || 'query', [issue.message]]),
        ),
      );
    const limits = parsed.data;
    const state = shipperState(context);
    const base = ownOrder(context, limits.orderNumber);
    const pickupOf = (order: OrderRecord) => order.stops.find((s) => s.type === OrderStopType.Pickup);
    const deliveryOf = (order: OrderRecord) =>
      [...order.stops].reverse().find((s) => s.type === OrderStopType.Delivery);
    const at = (stop: OrderStop | undefined) =>
      stop
        ? coordinatesOf({
            ...stop.location,
            state: 'province' in stop.location ? stop.location.province : stop.location.state,
          })
        : undefined;
    const day = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;
    const baseDay = day(pickupDateOf(base));
    const baseOrigin = at(pickupOf(base));
    const baseDestination = at(deliveryOf(base));
    const candidates = companyOrders(state, user)
      .filter(
        (order) =>
          order.orderNumber !== base.orderNumber &&
          orderStatusTab(order, state) === 'open' &&
          order.equipmentMode === base.equipmentMode,
      )
      .filter((order) => Math.abs(day(pickupDateOf(order)) - baseDay) <= limits.dateWindowDays)
      .map((order) => ({
        order,
        originMiles: milesApart(baseOrigin, at(pickupOf(order))),
        destinationMiles: milesApart(baseDestination, at(deliveryOf(order))),
      }))
      .filter((c) => c.originMiles <= limits.distanceMiles && c.destinationMiles <= limits.distanceMiles)
      .sort(
        (a, b) =>
          a.originMiles + a.destinationMiles - (b.originMiles + b.destinationMiles) ||
          a.order.orderNumber.localeCompare(b.order.orderNumber),
      );
    // Greedy, nearest first: every order returned fits on one truck with the base order and the others.
    let weight = orderWeight(base);
    let units = orderUnits(base);
    const fitting: OrderRecord[] = [];
    for (const { order } of candidates) {
      if (weight + orderWeight(order) > limits.maxWeight || units + orderUnits(order) > limits.maxUnits)
        continue;
      weight += orderWeight(order);
      units += orderUnits(order);
      fitting.push(order);
    }
    return fitting.map((order) => {
      const { companyId: _companyId, createdAt: _createdAt, ...wire } = order;
      return wire;
    });
  },
  'tmsShipments.draft': (context) => {
    const user = signedInUser(context);
    const { orderNumbers } = parseBody(z.object({ orderNumbers: OrderNumbersSchema }), context);
    const state = shipperState(context);
    const existing = orderNumbers
      .map((n) => state.orders.get(n))
      .flatMap((o) => (o && o.companyId === user.companyId ? o.shipments : []))
      .map((n) => state.shipments.get(n))
      .find((s) => s?.status === ShipmentStatus.Draft);
    const orders = ordersForShipment(
      context,
      [...(existing?.orderNumbers ?? []), ...orderNumbers],
      existing?.shipmentNumber,
    );
    if (!existing)
      return managedShipmentView(
        createManagedShipment(context, user, orders, {
          status: ShipmentStatus.Draft,
          originationType: RateSource.TmsContract,
          maxBuy: 0,
        }),
      );
    existing.orderNumbers = orders.map((o) => o.orderNumber);
    existing.stops = stopsForOrders(orders);
    existing.pickupAt = firstInstantOf(existing.stops, orders);
    existing.quotes = null;
    for (const order of orders) order.shipments = [existing.shipmentNumber];
    return managedShipmentView(existing);
  },
  'tmsShipments.details': (context) => {
    const shipment = ownManagedShipment(context);
    // The carrier's third-party payer invoice billing this shipment to the shipper, when any.
    const invoice = [...context.store.thirdPartyInvoices.values()].find((i) => i.shipmentId === shipment.id);
    return { ...managedShipmentView(shipment), invoiceNumber: invoice?.invoiceNumber ?? null };
  },
  'tmsShipments.stops': (context) => ownManagedShipment(context).stops.map(stopView),
  'tmsShipments.updateStops': (context) => {
    const shipment = ownManagedShipment(context);
    const updates = parseBody(StopUpdateSchema, context);
    const unknown = updates.flatMap((u, index) =>
      shipment.stops.some((s) => s.id === u.id)
        ? []
        : [[`${index}.id`, [`Stop ${u.id} is not on shipment ${shipment.shipmentNumber}.`]] as const],
    );
    if (unknown.length) throw modelStateProblem(Object.fromEntries(unknown.map(([k, v]) => [k, [...v]])));
    requireStatus(shipment, [...BOOKING_STATUSES, ...MOVING_STATUSES], 'rescheduled');
    for (const update of updates) {
      const stop = shipment.stops.find((s) => s.id === update.id)!;
      if (update.early !== undefined) stop.early = update.early;
      if (update.late !== undefined) stop.late = update.late;
      if (update.appointment !== undefined) stop.appointment = update.appointment;
    }
    return shipment.stops.map(stopView);
  },
  'tmsShipments.stopArrival': (context) => {
    const shipment = ownManagedShipment(context);
    const stop = stopParam(context, shipment);
    const event = parseBody(StopEventSchema, context);
    requireStatus(shipment, MOVING_STATUSES, 'tracked');
    if (stop.arrivedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} already has an arrival.`);
    const earlier = shipment.stops.find((s) => s.stopNumber < stop.stopNumber && !s.departedAt);
    if (earlier) throw fieldProblem('stopId', `Stop ${earlier.stopNumber} has no departure yet.`);
    stop.arrivedAt = new Date(event.dateTime).toISOString();
    if (event.confirmedPackageCount !== undefined) stop.confirmedPackageCount = event.confirmedPackageCount;
    if (event.confirmedPalletCount !== undefined) stop.confirmedPalletCount = event.confirmedPalletCount;
    shipment.status = ShipmentStatus.AtStop;
    stopActivity(shipment, stop, stop.arrivedAt, `Arrived at stop ${stop.stopNumber}`);
    return stopView(stop);
  },
  'tmsShipments.stopDeparture': (context) => {
    const shipment = ownManagedShipment(context);
    const stop = stopParam(context, shipment);
    const event = parseBody(StopEventSchema, context);
    requireStatus(shipment, MOVING_STATUSES, 'tracked');
    if (!stop.arrivedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} has no arrival yet.`);
    if (stop.departedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} already has a departure.`);
    const departedAt = new Date(event.dateTime).toISOString();
    if (departedAt < stop.arrivedAt) throw fieldProblem('dateTime', 'The departure is before the arrival.');
    stop.departedAt = departedAt;
    if (event.confirmedPackageCount !== undefined) stop.confirmedPackageCount = event.confirmedPackageCount;
    if (event.confirmedPalletCount !== undefined) stop.confirmedPalletCount = event.confirmedPalletCount;
    const last = shipment.stops[shipment.stops.length - 1];
    shipment.status = stop === last ? ShipmentStatus.Delivered : ShipmentStatus.InTransit;
    stopActivity(
      shipment,
      stop,
      departedAt,
      stop === last ? `Delivered at stop ${stop.stopNumber}` : `Departed stop ${stop.stopNumber}`,
    );
    return stopView(stop);
  },
  'tmsShipments.stopPreload': (context) => {
    const shipment = ownManagedShipment(context);
    const stop = stopParam(context, shipment);
    const preload = parseBody(PreloadSchema, context);
    if (stop.stopType !== OrderStopType.Pickup)
      throw fieldProblem('stopId', `Stop ${stop.stopNumber} is a delivery; only pickups are preloaded.`);
    requireStatus(shipment, [...BOOKING_STATUSES, ...MOVING_STATUSES], 'preloaded');
    if (stop.departedAt) throw fieldProblem('stopId', `Stop ${stop.stopNumber} has already departed.`);
    stop.preload = preload;
    stopActivity(
      shipment,
      stop,
      new Date(preload.preloadedDateTime).toISOString(),
      `Preloaded at stop ${stop.stopNumber}${preload.trailerNumber ? ` on trailer ${preload.trailerNumber}` : ''}`,
    );
    return stopView(stop);
  },
  'tmsShipments.trackingActivities': (context) => [...ownManagedShipment(context).activities],
  'tmsShipments.carrierCharges': (context) => {
    const charges = ownManagedShipment(context).carrierCharges;
    return { charges: charges.map((c) => ({ ...c })), total: chargesTotal(charges) };
  },
  'tmsShipments.bookedCarrier': (context) => {
    const booked = ownManagedShipment(context).bookedCarrier;
    // The real service answers 404 when no carrier is booked; the client reads that as none (spec 001 §7).
    if (!booked) throw notFoundProblem('A booked carrier');
    return booked;
  },
  'tmsShipments.rates': (context) => quotesFor(context, ownManagedShipment(context)),
  'tmsShipments.book': (context) => {
    const shipment = ownManagedShipment(context);
    const body = parseBody(BookSchema, context);
    requireStatus(shipment, BOOKING_STATUSES, 'booked');
    const quote = quotesFor(context, shipment).find((q) => q.quoteId === body.quoteId);
    if (!quote)
      throw fieldProblem(
        'quoteId',
        `There is no quote ${body.quoteId} for shipment ${shipment.shipmentNumber}.`,
      );
    if (quote.isInError) throw fieldProblem('quoteId', quote.errorMessage ?? 'That quote is in error.');
    if (quote.carrierId !== body.carrierId)
      throw fieldProblem('carrierId', `Quote ${quote.quoteId} is from another carrier.`);
    if (!sameRate(quote.carrierRate, body.carrierRate))
      throw fieldProblem('carrierRate', `The rate differs from quote ${quote.quoteId}.`);
    const now = context.services.now().toISOString();
    applyBookingRules(shipment, quote);
    shipment.status = ShipmentStatus.Booked;
    shipment.bookedCarrier = {
      carrierId: quote.carrierId,
      carrierName: quote.carrierName,
      carrierRate: quote.carrierRate,
      bookedDateTime: now,
    };
    shipment.carrierCharges = chargesForRate(quote.carrierRate, routeMiles(shipment.stops));
    shipment.onTimeStatus = OnTimeStatus.OnTime;
    shipment.activities.unshift({ timeStamp: now, description: `Booked with ${quote.carrierName}` });
    return managedShipmentView(shipment);
  },
  'tmsShipments.tender': (context) => {
    const shipment = ownManagedShipment(context);
    const body = parseBody(TenderSchema, context);
    requireStatus(shipment, BOOKING_STATUSES, 'tendered');
    const unknown = body.carrierIds.filter((id) => {
      const carrier = context.store.carriers.get(id);
      return !carrier || carrier.isDoNotUse;
    });
    if (unknown.length)
      throw modelStateProblem({ carrierIds: unknown.map((id) => `There is no carrier ${id} to tender to.`) });
    if (body.expirationDateTime && Date.parse(body.expirationDateTime) <= context.services.now().getTime()) {
      throw fieldProblem('expirationDateTime', 'The tender must expire in the future.');
    }
    const now = context.services.now().toISOString();
    shipment.tenders.push({
      carrierIds: [...new Set(body.carrierIds)],
      carrierRate: body.carrierRate,
      expirationDateTime: body.expirationDateTime ?? null,
      sentAt: now,
    });
    shipment.status = ShipmentStatus.Tendering;
    shipment.activities.unshift({
      timeStamp: now,
      description: `Tendered to ${body.carrierIds.length} carrier${body.carrierIds.length > 1 ? 's' : ''}`,
    });
    return managedShipmentView(shipment);
  },
  'tmsShipments.rescindBooking': (context) => {
    const shipment = ownManagedShipment(context);
    const { reason } = parseBody(ReasonSchema, context);
    requireStatus(shipment, RESCINDABLE_STATUSES, 'rescinded');
    const carrierName = shipment.bookedCarrier?.carrierName ?? 'the carrier';
    shipment.status = ShipmentStatus.ReadyToBook;
    shipment.bookedCarrier = null;
    shipment.carrierCharges = [];
    shipment.drivers = [];
    shipment.equipment = {};
    shipment.onTimeStatus = null;
    shipment.activities.unshift({
      timeStamp: context.services.now().toISOString(),
      description: `Booking with ${carrierName} rescinded${reason ? `: ${reason}` : ''}`,
    });
    return managedShipmentView(shipment);
  },
  'tmsShipments.void': (context) => {
    const shipment = ownManagedShipment(context);
    const { reason } = parseBody(ReasonSchema, context);
    requireStatus(shipment, VOIDABLE_STATUSES, 'voided');
    shipment.status = ShipmentStatus.Voided;
    shipment.bookedCarrier = null;
    shipment.onTimeStatus = null;
    // Its orders are open again, free for another shipment.
    for (const order of ordersOf(context, shipment))
      order.shipments = order.shipments.filter((n) => n !== shipment.shipmentNumber);
    shipment.activities.unshift({
      timeStamp: context.services.now().toISOString(),
      description: `Voided${reason ? `: ${reason}` : ''}`,
    });
    return managedShipmentView(shipment);
  },
  'tmsShipments.updateMaxBuy': (context) => {
    const shipment = ownManagedShipment(context);
    const { maxBuy } = parseBody(
      z.object({ maxBuy: z.number().finite().nonnegative('The max buy cannot be negative.') }),
      context,
    );
    requireStatus(shipment, BOOKING_STATUSES, 'repriced');
    shipment.maxBuy = Math.round(maxBuy * 100) / 100;
    return managedShipmentView(shipment);
  },
  'tmsShipments.updateOriginationType': (context) => {
    const shipment = ownManagedShipment(context);
    const { originationType } = parseBody(z.object({ originationType: z.enum(RateSource) }), context);
    requireStatus(shipment, [...BOOKING_STATUSES, ...MOVING_STATUSES], 'changed');
    shipment.originationType = originationType;
    return managedShipmentView(shipment);
  },
  'tmsShipments.emptyLocation': (context) => {
    const empty = ownManagedShipment(context).emptyLocation;
    if (!empty) throw notFoundProblem('An empty location');
    return empty;
  },
  'tmsShipments.updateEmptyLocation': (context) => {
    const shipment = ownManagedShipment(context);
    const body = parseBody(EmptyLocationSchema, context);
    if (!shipment.bookedCarrier)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
    shipment.emptyLocation = {
      city: body.city,
      state: body.state.toUpperCase(),
      ...(body.postalCode ? { postalCode: body.postalCode } : {}),
      emptyDateTime: body.emptyDateTime,
    };
    return { ...shipment.emptyLocation };
  },
  'tmsShipments.equipment': (context) => ({ ...ownManagedShipment(context).equipment }),
  'tmsShipments.saveEquipment': (context) => {
    const shipment = ownManagedShipment(context);
    const equipment = parseBody(EquipmentSchema, context);
    if (!shipment.bookedCarrier)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
    shipment.equipment = equipment;
    return { ...equipment };
  },
  'tmsShipments.drivers': (context) => ownManagedShipment(context).drivers.map((d) => ({ ...d })),
  'tmsShipments.saveDrivers': (context) => {
    const shipment = ownManagedShipment(context);
    const { driverIds } = parseBody(
      z.object({ driverIds: z.array(z.string().min(1)).max(2, 'At most two drivers (a team).') }),
      context,
    );
    const carrierId = shipment.bookedCarrier?.carrierId;
    if (!carrierId)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} has no carrier yet.`);
    const drivers = [...new Set(driverIds)].map((id) => ({ id, driver: driverOf(context, carrierId, id) }));
    const unknown = drivers
      .filter((d) => !d.driver)
      .map((d) => `${d.id} is not a driver of ${shipment.bookedCarrier?.carrierName}.`);
    if (unknown.length) throw modelStateProblem({ driverIds: unknown });
    shipment.drivers = drivers.map((d) => d.driver!);
    return shipment.drivers.map((d) => ({ ...d }));
  },
  'tmsShipments.removeDriver': (context) => {
    const shipment = ownManagedShipment(context);
    const driverId = param(context, 'driverId');
    if (!shipment.drivers.some((d) => d.id === driverId))
      throw notFoundProblem(`Driver ${driverId} on shipment ${shipment.shipmentNumber}`);
    shipment.drivers = shipment.drivers.filter((d) => d.id !== driverId);
    return undefined;
  },
  'tmsShipments.cases': (context) => {
    const shipment = ownManagedShipment(context);
    const rows = [...context.store.cases.values()]
      .filter((c) => c.shipmentId === shipment.id || c.shipmentNumber === shipment.shipmentNumber)
      .map(caseView);
    // Cases per shipment come in one page of up to 1000 (spec 001 §9), above the usual list cap.
    const page = Math.max(1, int(context.query, 'page') ?? 1);
    const pageSize = Math.min(1000, Math.max(1, int(context.query, 'pageSize') ?? 1000));
    return pageOf(rows, { page, pageSize });
  },
  'tmsShipments.createBol': async (context) => {
    const user = signedInUser(context);
    const shipment = ownManagedShipment(context);
    if (shipment.status === ShipmentStatus.Voided)
      throw fieldProblem('shipmentStatus', `Shipment ${shipment.shipmentNumber} is voided.`);
    const issuedAt = context.services.now();
    const bytes = await renderBillOfLading({
      shipment,
      orders: ordersOf(context, shipment),
      shipperName: context.store.companies.get(shipment.companyId)?.name ?? '',
      issuedAt,
    });
    const document = storeNewDocument(context.store, {
      name: `BOL ${shipment.shipmentNumber}.pdf`,
      extension: 'pdf',
      fileType: DocumentFileType.BillOfLading,
      entityType: EntityType.Shipment,
      entityId: shipment.id,
      entityDescription: `Shipment ${shipment.shipmentNumber}`,
      createdDateTime: issuedAt.toISOString(),
      createdBy: `${user.firstName} ${user.lastName}`,
      ownerCompanyId: user.companyId,
      contentType: 'application/pdf',
      bytes,
    });
    shipment.bolDocumentId = document.id;
    shipment.activities.unshift({
      timeStamp: issuedAt.toISOString(),
      description: 'Bill of lading generated',
    });
    const answer: PortalDocument = {
      id: document.id,
      name: document.name,
      extension: 'pdf',
      fileURL: document.fileURL ?? null,
      fileType: DocumentFileType.BillOfLading,
      entityType: EntityType.Shipment,
      entityId: shipment.id,
      createdDateTime: issuedAt.toISOString(),
      createdBy: `${user.firstName} ${user.lastName}`,
    };
    return answer;
  },
} satisfies Partial<HandlerTable>;

function sameRate(a: CarrierRate, b: CarrierRate): boolean {
  return (
    Math.abs(a.rate - b.rate) < 0.005 && a.rateType === b.rateType && a.chargeRateType === b.chargeRateType
  );
}
