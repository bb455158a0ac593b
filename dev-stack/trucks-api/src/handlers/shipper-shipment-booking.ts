// Rates and booking of a managed shipment (spec 001 §7): the quotes, booking at one by the spec's
// rules, tendering, rescinding a booking, voiding, and the price terms a booking depends on.
import { z } from 'zod';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import {
  BOOKING_STATUSES,
  MOVING_STATUSES,
  RESCINDABLE_STATUSES,
  ShipmentStatus,
  VOIDABLE_STATUSES,
} from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { chargesTotal } from '@trucks/shared-contracts/rules/invoice-amounts';
import { CarrierRateSchema } from '@trucks/shared-contracts/api/catalogue/wire-shapes';
import type { CarrierRate } from '@trucks/shared-contracts/domain/shipment';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { fieldProblem, modelStateProblem, notFoundProblem } from '../http/problem';
import { parseBody } from './context-helpers';
import {
  managedShipmentView,
  OffsetDateTimeSchema,
  ownManagedShipment,
  routeMiles,
  ordersOf,
  requireStatus,
} from './shipper-views';
import { chargesForRate } from '../seed/shipper-records';
import type { ManagedShipmentRecord } from '../seed/shipper-records';
import type { CallContext, HandlerTable } from './handler-types';

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

function sameRate(a: CarrierRate, b: CarrierRate): boolean {
  return (
    Math.abs(a.rate - b.rate) < 0.005 && a.rateType === b.rateType && a.chargeRateType === b.chargeRateType
  );
}

const ReasonSchema = z.object({ reason: z.string().trim().max(500).optional() });

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

export const shipmentBookingHandlers = {
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
} satisfies Partial<HandlerTable>;
