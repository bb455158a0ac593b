// Creating the shipper's shipments from its orders (spec 001 §3, §4): the orders checked (the user's,
// free, one equipment mode), the stops built from theirs (pickups first, one per place and day, in the
// stop's own zone), a draft reused when its orders come back.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { NEW_LOCATION_NUMBER, OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import type { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { OrderStop } from '@trucks/shared-contracts/domain/order';
import { fieldProblem, modelStateProblem } from '../http/problem';
import { parseBody, signedInUser } from './context-helpers';
import { coordinatesOf, geocode, managedShipmentView, pickupDateOf, shipperState } from './shipper-views';
import { zoneOfCity } from '../seed/shipper-records';
import type { ManagedShipmentRecord, ManagedStopRecord, OrderRecord } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';
import type { UserRecord } from '../store/store';

dayjs.extend(utc);
dayjs.extend(timezone);

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
      date: stop.schedule.date,
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

const OrderNumbersSchema = z.array(z.string().trim().min(1)).min(1, 'Pick at least one order.');

const CreateSchema = z.object({
  orderNumbers: OrderNumbersSchema,
  originationType: z.union(
    [z.literal(RateSource.TmsContract), z.literal(RateSource.TmsSpot)],
    'The origination type is TmsContract or TmsSpot.',
  ),
  maxBuy: z.number().finite().nonnegative(),
});

export const shipmentCreationHandlers = {
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
} satisfies Partial<HandlerTable>;
