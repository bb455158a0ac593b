// The order form's body (spec 001 §3, §5): its schema (stops, line items, a new location typed in on
// the form), and the order it resolves to against the user's address book.
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
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import {
  deliveryBeforePickupProblems,
  freightValueProblem,
  MEASURES,
  stopWindowProblems,
} from '@trucks/shared-contracts/rules/order-plausibility';
import { measureProblem } from '@trucks/shared-contracts/rules/typed-number';
import { countryForPostalCode } from '@trucks/shared-contracts/rules/postal-code-country';
import type { NewLocation } from '@trucks/shared-contracts/domain/location';
import type { OrderStop } from '@trucks/shared-contracts/domain/order';
import { modelStateProblem, zodProblem } from '../http/problem';
import type { ModelStateErrors } from '../http/problem';
import { formatPostalCode, isKnownPostalCodeShape, LocalDateSchema, shipperState } from './shipper-views';
import { stripNetwork } from '../seed/shipper-records';
import type { OrderRecord } from '../seed/shipper-records';
import type { CallContext } from './handler-types';
import type { UserRecord } from '../store/store';
import { optionalEmail, optionalText, optionalTime } from './shipper-form-fields';

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

interface PlausibilityInput {
  freightValue?: number | undefined;
  stops: {
    type: OrderStopType;
    schedule: {
      date: string;
      earlyTime?: string | undefined;
      lateTime?: string | undefined;
      appointmentTime?: string | undefined;
    };
  }[];
  lineItems: {
    pickupStop: number;
    deliveryStop: number;
    packageCount?: number | undefined;
    palletCount?: number | undefined;
    totalWeight?: number | undefined;
    perPackageWeight?: number | undefined;
    packageLength?: number | undefined;
    packageWidth?: number | undefined;
    packageHeight?: number | undefined;
  }[];
}

/**
 * What the order form refuses (shared-contracts' rules/order-plausibility), refused here too: a client
 * that skips the form gets the same message at the same field. A stop's window out of order, a
 * delivery before its pickup, a measure or value beyond what freight can be.
 */
function refuseImpossibleFreight(order: PlausibilityInput, context: z.RefinementCtx): void {
  const add = (path: (string | number)[], message: string) =>
    context.addIssue({ code: 'custom', path, message });
  order.stops.forEach((stop, index) => {
    for (const [field, message] of Object.entries(stopWindowProblems(stop.schedule)))
      add(['stops', index, 'schedule', field], message);
  });
  const sequenced = order.stops.map((stop) => ({
    type: stop.type === OrderStopType.Pickup ? ('Pickup' as const) : ('Delivery' as const),
    schedule: stop.schedule,
  }));
  for (const [index, message] of deliveryBeforePickupProblems(sequenced, order.lineItems))
    add(['stops', index, 'schedule', 'date'], message);
  const freightValue = freightValueProblem(order.freightValue);
  if (freightValue) add(['freightValue'], freightValue);
  order.lineItems.forEach((item, index) => {
    const measures = {
      packageCount: MEASURES.packageCount,
      palletCount: MEASURES.palletCount,
      totalWeight: MEASURES.weight,
      perPackageWeight: MEASURES.weight,
      packageLength: MEASURES.dimension,
      packageWidth: MEASURES.dimension,
      packageHeight: MEASURES.dimension,
    } as const;
    for (const [field, rule] of Object.entries(measures)) {
      const problem = measureProblem(item[field as keyof typeof measures], rule);
      if (problem) add(['lineItems', index, field], problem);
    }
  });
}

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
    refuseImpossibleFreight(order, context);
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
export function resolveOrder(
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

export function parseOrderInput(context: CallContext): OrderInputBody {
  const parsed = OrderInputSchema.safeParse(context.body ?? {});
  if (!parsed.success) throw zodProblem(parsed.error);
  return parsed.data;
}
