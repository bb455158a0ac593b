// Orders of the shipper side (spec 001 §3, §7): find, get, create, update, duplicate, book LTL,
// status counts and saved views. Orders belong to the user's company; others' answer 404. The order
// form's body is read in shipper-order-input.ts.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { CarrierRateSchema } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { OrderStatusCounts } from '@trucks/shared-contracts/api/catalogue/shipper';
import { modelStateProblem } from '../http/problem';
import { list, pageOf, paging, parseBody, signedInUser, text } from './context-helpers';
import {
  companyOrders,
  filterSetsOf,
  FilterSetInputSchema,
  flag,
  orderStatusTab,
  orderView,
  ownOrder,
  pickupDateOf,
  saveFilterSet,
  shipperState,
  withFilterSet,
} from './shipper-views';
import { createManagedShipment, ordersForShipment } from './shipper-shipment-creation';
import type { OrderRecord, ShipperState } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';
import { resolveOrder, parseOrderInput } from './shipper-order-input';

function nextOrderNumber(state: ShipperState): string {
  while (state.orders.has(String(state.sequences.orderNumber))) state.sequences.orderNumber += 1;
  return String(state.sequences.orderNumber++);
}

/** The user's orders after every filter of the list except the status tabs. */
function filteredOrders(context: CallContext, query: Record<string, unknown>): OrderRecord[] {
  const user = signedInUser(context);
  const state = shipperState(context);
  const search = text(query, 'search')?.toLowerCase();
  const orderTypes = list(query, 'orderTypes');
  const start = text(query, 'pickupDateStart')?.slice(0, 10);
  const end = text(query, 'pickupDateEnd')?.slice(0, 10);
  const unconsolidatedOnly = flag(query, 'unconsolidatedOnly');
  const locationNumber = text(query, 'locationNumber');
  return companyOrders(state, user)
    .filter((order) => {
      const pickupDate = pickupDateOf(order);
      return (
        (!orderTypes || orderTypes.includes(order.orderType)) &&
        (!start || pickupDate >= start) &&
        (!end || pickupDate <= end) &&
        (!unconsolidatedOnly || orderStatusTab(order, state) === 'open') &&
        (!locationNumber || order.stops.some((stop) => stop.locationNumber === locationNumber)) &&
        (!search ||
          order.orderNumber.includes(search) ||
          order.referenceNumbers.some((ref) => ref.value.toLowerCase().includes(search)) ||
          order.stops.some(
            (stop) =>
              stop.location.city.toLowerCase().includes(search) ||
              ('name' in stop.location ? stop.location.name : stop.location.companyName)
                .toLowerCase()
                .includes(search),
          ))
      );
    })
    .sort(
      (a, b) => pickupDateOf(b).localeCompare(pickupDateOf(a)) || b.orderNumber.localeCompare(a.orderNumber),
    );
}

const BookLtlSchema = z.object({
  orderNumbers: z.array(z.string().trim().min(1)).min(1, 'Pick at least one order.'),
  quoteId: z.string().trim().min(1, 'The quote is required.'),
  carrierId: z.string().trim().min(1, 'The carrier is required.'),
  // The contract's schema is zod/mini (no .refine method); a classic refine is the same check.
  carrierRate: CarrierRateSchema.check(
    z.refine((rate) => rate.rate > 0, { message: 'The rate must be above zero.', path: ['rate'] }),
  ),
});

export const shipperOrderHandlers = {
  'orders.find': (context) => {
    const query = withFilterSet(context, 'orders');
    const state = shipperState(context);
    const tabs = list(query, 'statuses');
    const rows = filteredOrders(context, query).filter(
      (order) => !tabs || tabs.includes(orderStatusTab(order, state)),
    );
    const page = pageOf(rows, paging(query, 10));
    return { ...page, data: page.data.map(orderView) };
  },
  'orders.get': (context) => orderView(ownOrder(context)),
  'orders.create': (context) => {
    const user = signedInUser(context);
    const state = shipperState(context);
    const body = parseOrderInput(context);
    const order = resolveOrder(context, user, body, {
      id: randomUUID(),
      orderNumber: '',
      shipments: [],
      createdAt: context.services.now().toISOString(),
    });
    order.orderNumber = nextOrderNumber(state);
    state.orders.set(order.orderNumber, order);
    return orderView(order);
  },
  'orders.update': (context) => {
    const user = signedInUser(context);
    const existing = ownOrder(context);
    const body = parseOrderInput(context);
    const order = resolveOrder(context, user, body, existing);
    shipperState(context).orders.set(order.orderNumber, order);
    return orderView(order);
  },
  'orders.duplicate': (context) => {
    const source = ownOrder(context);
    const { copies } = parseBody(
      z.object({
        copies: z.number().int().min(1, 'Make at least one copy.').max(50, 'At most 50 copies at a time.'),
      }),
      context,
    );
    const state = shipperState(context);
    const orderNumbers: string[] = [];
    for (let i = 0; i < copies; i += 1) {
      // A copy is a new order: new ids, not on any shipment.
      const copy: OrderRecord = {
        ...structuredClone(source),
        id: randomUUID(),
        orderNumber: nextOrderNumber(state),
        shipments: [],
        createdAt: context.services.now().toISOString(),
      };
      copy.stops = copy.stops.map((stop) => ({ ...stop, id: randomUUID() }));
      copy.lineItems = copy.lineItems.map((item) => ({ ...item, id: randomUUID() }));
      state.orders.set(copy.orderNumber, copy);
      orderNumbers.push(copy.orderNumber);
    }
    return { orderNumbers };
  },
  'orders.bookLtl': (context) => {
    const user = signedInUser(context);
    const body = parseBody(BookLtlSchema, context);
    const orders = ordersForShipment(context, body.orderNumbers);
    const carrier = context.store.carriers.get(body.carrierId);
    if (!carrier || carrier.isDoNotUse)
      throw modelStateProblem({ carrierId: [`There is no bookable carrier ${body.carrierId}.`] });
    const shipment = createManagedShipment(context, user, orders, {
      status: ShipmentStatus.Booked,
      originationType: RateSource.TmsSpot,
      maxBuy: body.carrierRate.rate,
      shippingMode: ShippingMode.LTL,
    });
    shipment.bookedCarrier = {
      carrierId: carrier.id,
      carrierName: carrier.name,
      carrierRate: body.carrierRate,
      bookedDateTime: context.services.now().toISOString(),
    };
    shipment.carrierCharges = [
      {
        description: `LTL quote ${body.quoteId}`,
        chargeTypeName: 'Line Haul',
        rate: body.carrierRate.rate,
        units: 1,
      },
    ];
    shipment.activities.unshift({
      timeStamp: context.services.now().toISOString(),
      description: `Booked LTL with ${carrier.name}`,
    });
    return { shipmentNumber: shipment.shipmentNumber };
  },
  'orders.statusCounts': (context) => {
    const state = shipperState(context);
    const counts: OrderStatusCounts = { open: 0, planned: 0, booked: 0, inTransit: 0, delivered: 0, all: 0 };
    for (const order of filteredOrders(context, withFilterSet(context, 'orders'))) {
      counts[orderStatusTab(order, state)] += 1;
      counts.all += 1;
    }
    return counts;
  },
  'orders.filterSets': (context) => filterSetsOf(shipperState(context), signedInUser(context), 'orders'),
  'orders.saveFilterSet': (context) => {
    const input = parseBody(FilterSetInputSchema, context);
    return saveFilterSet(shipperState(context), signedInUser(context), 'orders', input, randomUUID());
  },
} satisfies Partial<HandlerTable>;
