// Orders of the shipper side (spec 001 §3, §7): find, get, create, update, duplicate, book LTL,
// status counts and saved views. Orders belong to the user's company; others' answer 404.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { EquipmentMode, ReeferMode } from '@trucks/shared-contracts/domain/equipment-mode';
import {
  FreightTermType,
  NEW_LOCATION_NUMBER,
  OrderSource,
  OrderStopType,
  OrderType,
} from '@trucks/shared-contracts/domain/order-type';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import { CarrierRateSchema } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { NewLocation } from '@trucks/shared-contracts/domain/location';
import type { OrderStop } from '@trucks/shared-contracts/domain/order';
import type { OrderStatusCounts } from '@trucks/shared-contracts/api/catalogue/shipper';
import { modelStateProblem, zodProblem } from '../http/problem';
import type { ModelStateErrors } from '../http/problem';
import { list, pageOf, paging, parseBody, signedInUser, text } from './context-helpers';
import {
  companyOrders,
  filterSetsOf,
  FilterSetInputSchema,
  flag,
  formatPostalCode,
  isKnownPostalCodeShape,
  LocalDateSchema,
  orderStatusTab,
  orderView,
  ownOrder,
  pickupDateOf,
  saveFilterSet,
  shipperState,
  withFilterSet,
} from './shipper-views';
import { createManagedShipment, ordersForShipment } from './shipper-shipment-creation';
import { stripNetwork } from '../seed/shipper-records';
import type { OrderRecord, ShipperState } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';
import type { UserRecord } from '../store/store';
import { optionalEmail, optionalText, optionalTime } from './shipper-form-fields';

// ---- the order form's body (spec 001 §3, §5) --------------------------------------------------------

const NewLocationSchema = z.object({
  companyName: z.string().trim().min(1, 'The company name is required.'),
  addressLine1: z.string().trim().min(1, 'The address is required.'),
  addressLine2: optionalText,
  city: z.string().trim().min(1, 'The city is required.'),
  state: z.string().trim().min(2, 'The state or province is required.'),
  postalCode: z
    .string()
    .trim()
    .refine(isKnownPostalCodeShape, 'Use a US ZIP code or a Canadian postal code.'),
  phoneNumber: optionalText,
  emailAddress: optionalEmail,
  googleId: optionalText,
  country: z.enum(['US', 'CA'], 'The country is US or CA.').default('US'),
});

const OrderStopSchema = z.object({
  id: optionalText,
  type: z.enum(OrderStopType),
  locationNumber: z.string().trim().min(1, "Pick a location or 'N/A' for a new one."),
  ediCode: optionalText,
  /** Checked below: a new location ('N/A') must be complete; a known one is read from the address book. */
  location: z.record(z.string(), z.unknown()),
  schedule: z.object({
    date: LocalDateSchema,
    earlyTime: optionalTime,
    lateTime: optionalTime,
    appointmentTime: optionalTime,
  }),
  contact: z.object({ name: optionalText, phoneNumber: optionalText, emailAddress: optionalText }).optional(),
  referenceNumbers: z
    .array(
      z.object({
        label: z.string().trim().min(1),
        value: z.string().trim().min(1),
        typeId: z.number().int().optional(),
      }),
    )
    .default([]),
});

const quantity = z.number().nonnegative().optional();
const LineItemSchema = z.object({
  id: z.uuid('A line item id is a GUID.').optional(),
  pickupStop: z.number().int().min(1),
  deliveryStop: z.number().int().min(1),
  freightClass: optionalText,
  packageCount: z.number().int().nonnegative().optional(),
  palletCount: z.number().int().nonnegative().optional(),
  packageLength: quantity,
  packageWidth: quantity,
  packageHeight: quantity,
  totalWeight: quantity,
  perPackageWeight: quantity,
  description: z.string().trim().min(1, 'Describe the freight.'),
  packagingUnitType: optionalText,
  hazmat: z
    .object({ packingGroup: optionalText, hazardClass: optionalText, unNumber: optionalText })
    .nullish(),
});

const OrderInputSchema = z
  .object({
    orderType: z.enum(OrderType),
    freightTermType: z.enum(FreightTermType).optional(),
    markup: z.number().nonnegative().optional(),
    freightValue: z.number().nonnegative().optional(),
    equipmentMode: z.enum(EquipmentMode),
    equipmentTypes: z.number().int().nonnegative(),
    isJustInTime: z.boolean(),
    isTeamRequired: z.boolean(),
    isBlind: z.boolean(),
    specialInstructions: optionalText,
    shippingMode: z.enum(ShippingMode),
    reeferTemperature: z.number().min(-40).max(90).optional(),
    reeferMode: z.enum(ReeferMode).optional(),
    hazmatEmergencyContactInfo: optionalText,
    chemtracAccountNumber: optionalText,
    customerId: z.string().trim().min(1, 'The customer is required.'),
    orderSource: z.enum(OrderSource).default(OrderSource.Portal),
    accessorials: z.array(z.string()).default([]),
    requirements: z.array(z.string()).default([]),
    referenceNumbers: z
      .array(
        z.object({
          label: z.string().trim().min(1),
          value: z.string().trim().min(1),
          typeId: z.number().int().optional(),
        }),
      )
      .default([]),
    stops: z.array(OrderStopSchema).min(2, 'An order needs a pickup and a delivery.'),
    lineItems: z.array(LineItemSchema).min(1, 'An order needs at least one line item.'),
  })
  .superRefine((order, context) => {
    if (!order.stops.some((s) => s.type === OrderStopType.Pickup))
      context.addIssue({ code: 'custom', path: ['stops'], message: 'An order needs a pickup stop.' });
    if (!order.stops.some((s) => s.type === OrderStopType.Delivery))
      context.addIssue({ code: 'custom', path: ['stops'], message: 'An order needs a delivery stop.' });
    order.lineItems.forEach((item, index) => {
      const pickup = order.stops[item.pickupStop - 1];
      const delivery = order.stops[item.deliveryStop - 1];
      if (pickup?.type !== OrderStopType.Pickup)
        context.addIssue({
          code: 'custom',
          path: ['lineItems', index, 'pickupStop'],
          message: `Stop ${item.pickupStop} is not a pickup of this order.`,
        });
      if (delivery?.type !== OrderStopType.Delivery)
        context.addIssue({
          code: 'custom',
          path: ['lineItems', index, 'deliveryStop'],
          message: `Stop ${item.deliveryStop} is not a delivery of this order.`,
        });
    });
    if (order.reeferMode !== undefined && order.equipmentMode !== EquipmentMode.Reefer) {
      context.addIssue({
        code: 'custom',
        path: ['reeferMode'],
        message: 'Reefer mode is only for the Reefer equipment mode.',
      });
    }
  });

type OrderInputBody = z.output<typeof OrderInputSchema>;

/**
 * The order as stored: known locations are read from the user's address book (the body's copy is
 * not trusted), new ones are checked and take CA for a Canadian postal code (spec 001 §5).
 * Every problem of every stop is reported at once.
 */
function resolveOrder(
  context: CallContext,
  user: UserRecord,
  body: OrderInputBody,
  identity: { id: string; orderNumber: string; shipments: string[]; createdAt: string },
): OrderRecord {
  const state = shipperState(context);
  const errors: ModelStateErrors = {};
  const stops: OrderStop[] = body.stops.map((stop, index) => {
    const { location: rawLocation, ...rest } = stop;
    let location: OrderStop['location'] | undefined;
    if (stop.locationNumber === NEW_LOCATION_NUMBER) {
      const parsed = NewLocationSchema.safeParse(rawLocation);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          (errors[['stops', index, 'location', ...issue.path].join('.')] ??= []).push(issue.message);
      } else {
        const postalCode = formatPostalCode(parsed.data.postalCode);
        location = {
          ...parsed.data,
          postalCode,
          country: countryForPostalCode(postalCode, parsed.data.country),
        } satisfies NewLocation;
      }
    } else {
      const known = [...state.locations.values()].find(
        (l) => l.locationNumber === stop.locationNumber && l.networkCompanyId === user.companyId,
      );
      if (!known)
        (errors[`stops.${index}.locationNumber`] ??= []).push(
          `There is no location ${stop.locationNumber} in your address book.`,
        );
      else location = stripNetwork(known);
    }
    return {
      ...rest,
      id: rest.id ?? randomUUID(),
      location: location ?? (rawLocation as unknown as NewLocation),
    };
  });
  if (Object.keys(errors).length) throw modelStateProblem(errors);
  const { reeferMode, reeferTemperature, ...order } = body;
  const reefer = body.equipmentMode === EquipmentMode.Reefer;
  return {
    ...order,
    ...(reefer && reeferMode ? { reeferMode } : {}),
    ...(reefer && reeferTemperature !== undefined ? { reeferTemperature } : {}),
    stops,
    lineItems: body.lineItems.map((item) => ({ ...item, id: item.id ?? randomUUID() })),
    id: identity.id,
    orderNumber: identity.orderNumber,
    shipments: identity.shipments,
    companyId: user.companyId,
    createdAt: identity.createdAt,
  };
}

function parseOrderInput(context: CallContext): OrderInputBody {
  const parsed = OrderInputSchema.safeParse(context.body ?? {});
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}

function nextOrderNumber(state: ShipperState): string {
  while (state.orders.has(String(state.sequences.orderNumber))) state.sequences.orderNumber += 1;
  return String(state.sequences.orderNumber++);
}

// ---- lists ----------------------------------------------------------------------------------------

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
