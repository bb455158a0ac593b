// The money-carrying request bodies of the catalogue, checked the same way by forms, the client and
// the dev-stack: booking, offers and rate responses, tender answers, the invoice update.
import type { z } from 'zod/mini';
import { API } from '../catalogue';
import { DollarAmountSchema } from '../../domain/common';
import { InvoiceUpdateSchema } from '../../domain/invoice';
import { PaymentOption } from '../../domain/payment-option';
import { ChargeRateType, RateType } from '../../domain/rate-type';
import { fieldErrorsOf } from '../../rules/field-errors';
import {
  BookShipmentCommandSchema,
  RateRequestResponseCommandSchema,
  TenderOfferSchema,
  TenderStatusUpdateCommandSchema,
} from './loadboard';
import { CarrierRateInputSchema } from './wire-shapes';

/** The field errors a form would show for these values, {} when they pass. */
const errorsOf = (schema: z.ZodMiniType, value: unknown) => fieldErrorsOf(schema.safeParse(value).error);

const allInFlat = { rate: 1850, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat };
const bookNow = {
  bookingApplication: 'Trucks',
  carrierId: 'C-1',
  shipmentId: 'S-1',
  paymentOption: PaymentOption.BookItNow,
  carrierRate: allInFlat,
};
const tenderAcceptance = {
  carrierId: 'C-1',
  carrierRate: allInFlat,
  response: 'Accept',
  shipmentId: 'S-1',
  tenderId: 'T-1',
  paymentOption: PaymentOption.QuickPay,
  bookingApplication: 'Trucks',
};
const rateResponse = {
  response: {
    carrierId: 'C-1',
    carrierRate: { rate: 2.35, rateType: RateType.RateAndFuel, chargeRateType: ChargeRateType.PerMile },
    respondingContactId: 'U-1',
    shipmentId: 'S-1',
    response: 'Offer',
  },
};

describe('DollarAmountSchema: US dollars with two decimals (spec 000 §9, 001 §9)', () => {
  it.each([0, 0.29, 99.99, 1875.5, 1_000_000])('takes %p', (amount) => {
    expect(DollarAmountSchema.safeParse(amount).success).toBe(true);
  });

  it.each([
    [-0.01, 'The amount cannot be negative.'],
    [10.005, 'Use at most 2 decimals.'],
    [Number.NaN, 'Enter an amount in dollars.'],
    [Number.POSITIVE_INFINITY, 'Enter an amount in dollars.'],
    ['12.50', 'Enter an amount in dollars.'],
  ])('refuses %p: %s', (amount, message) => {
    expect(DollarAmountSchema.safeParse(amount).error?.issues.map((issue) => issue.message)).toEqual([
      message,
    ]);
  });
});

describe('CarrierRateInputSchema: a rate the carrier books, offers or accepts at', () => {
  it('takes All In, Flat and Rate + Fuel, Per Mile (spec 000 §9 options)', () => {
    expect(errorsOf(CarrierRateInputSchema, allInFlat)).toEqual({});
    expect(errorsOf(CarrierRateInputSchema, rateResponse.response.carrierRate)).toEqual({});
  });

  it("refuses All In per mile: 'Choosing All In forces the method to Flat' (spec 000 §5)", () => {
    expect(
      errorsOf(CarrierRateInputSchema, { ...allInFlat, chargeRateType: ChargeRateType.PerMile }),
    ).toEqual({ chargeRateType: ['An All In rate is charged Flat.'] });
  });

  it('refuses a rate of 0, a negative rate and types outside the domain enums', () => {
    expect(errorsOf(CarrierRateInputSchema, { ...allInFlat, rate: 0 })).toEqual({
      rate: ['The rate must be more than 0.'],
    });
    expect(errorsOf(CarrierRateInputSchema, { ...allInFlat, rate: -100 })).toEqual({
      rate: ['The amount cannot be negative.'],
    });
    expect(
      errorsOf(CarrierRateInputSchema, { rate: 100, rateType: 'All In', chargeRateType: 'Per Mile' }),
    ).toEqual({ rateType: ['Choose a rate type.'], chargeRateType: ['Choose a charge method.'] });
  });
});

describe('BookShipmentCommandSchema (spec 000 §7 book shipment with book-it-now rate)', () => {
  it('takes the command the book-now drawer sends, with or without the shipment hash', () => {
    expect(errorsOf(BookShipmentCommandSchema, bookNow)).toEqual({});
    expect(errorsOf(BookShipmentCommandSchema, { ...bookNow, hash: 'a1b2' })).toEqual({});
  });

  it('refuses a missing id, an unknown payment option, another application and a negative rate', () => {
    expect(
      errorsOf(BookShipmentCommandSchema, {
        ...bookNow,
        shipmentId: undefined,
        paymentOption: 9,
        bookingApplication: 'Other',
        carrierRate: { ...allInFlat, rate: -1850 },
      }),
    ).toEqual({
      bookingApplication: ["The booking application is 'Trucks'."],
      shipmentId: ['The shipment is required.'],
      paymentOption: ['Choose a payment option.'],
      'carrierRate.rate': ['The amount cannot be negative.'],
    });
  });
});

describe('TenderStatusUpdateCommandSchema (spec 000 §7 tender status update)', () => {
  it('takes Accept with a payment option, and Reject', () => {
    expect(errorsOf(TenderStatusUpdateCommandSchema, tenderAcceptance)).toEqual({});
    expect(errorsOf(TenderStatusUpdateCommandSchema, { ...tenderAcceptance, response: 'Reject' })).toEqual(
      {},
    );
  });

  it("refuses Book It Now ('Tender acceptance excludes Book It Now', spec 000 §5) and other answers", () => {
    expect(
      errorsOf(TenderStatusUpdateCommandSchema, {
        ...tenderAcceptance,
        paymentOption: PaymentOption.BookItNow,
        response: 'Offer',
        tenderId: '',
      }),
    ).toEqual({
      response: ['Answer Accept or Reject.'],
      tenderId: ['The tender is required.'],
      paymentOption: ['Book It Now cannot be used to accept a tender.'],
    });
  });
});

describe('RateRequestResponseCommandSchema (spec 000 §7 rate request response / Offer Rate)', () => {
  it('takes an offer per mile and keys errors under response', () => {
    expect(errorsOf(RateRequestResponseCommandSchema, rateResponse)).toEqual({});
    expect(
      errorsOf(RateRequestResponseCommandSchema, {
        response: {
          ...rateResponse.response,
          respondingContactId: ' ',
          carrierRate: { ...allInFlat, rate: 0 },
        },
      }),
    ).toEqual({
      'response.carrierRate.rate': ['The rate must be more than 0.'],
      'response.respondingContactId': ['The responding contact is required.'],
    });
  });
});

describe('TenderOfferSchema (PUT tenders/{id}/offers with status Accepted or Rejected)', () => {
  it('takes Accepted, and Rejected with a reason or a counter rate', () => {
    expect(errorsOf(TenderOfferSchema, { status: 'Accepted' })).toEqual({});
    expect(
      errorsOf(TenderOfferSchema, {
        status: 'Rejected',
        rejectionReason: 'No truck.',
        carrierRate: allInFlat,
      }),
    ).toEqual({});
  });

  it('refuses any other status and a counter rate in fractions of a cent', () => {
    expect(
      errorsOf(TenderOfferSchema, { status: 'Maybe', carrierRate: { ...allInFlat, rate: 1850.001 } }),
    ).toEqual({ status: ['Answer Accepted or Rejected.'], 'carrierRate.rate': ['Use at most 2 decimals.'] });
  });
});

describe('InvoiceUpdateSchema (the third-party invoice form, spec 001 §5)', () => {
  it("is valid when at least one of number and amount has a value ('both marked required')", () => {
    expect(errorsOf(InvoiceUpdateSchema, { externalInvoiceNumber: 'LS-2026-0042' })).toEqual({});
    expect(errorsOf(InvoiceUpdateSchema, { externalInvoiceAmount: 1875.5 })).toEqual({});
    expect(
      errorsOf(InvoiceUpdateSchema, { externalInvoiceNumber: 'A', externalInvoiceAmount: null }),
    ).toEqual({});
  });

  it('puts the message on both fields when neither has a value (a blank number counts as none)', () => {
    const neither = {
      externalInvoiceNumber: ['Enter the invoice number or the amount.'],
      externalInvoiceAmount: ['Enter the invoice number or the amount.'],
    };
    expect(errorsOf(InvoiceUpdateSchema, {})).toEqual(neither);
    expect(
      errorsOf(InvoiceUpdateSchema, { externalInvoiceNumber: '   ', externalInvoiceAmount: null }),
    ).toEqual(neither);
  });

  it('refuses a negative amount, fractions of a cent, text for the amount and fields it does not take', () => {
    expect(errorsOf(InvoiceUpdateSchema, { externalInvoiceAmount: -5 })).toEqual({
      externalInvoiceAmount: ['The amount cannot be negative.'],
    });
    expect(errorsOf(InvoiceUpdateSchema, { externalInvoiceAmount: 12.345 })).toEqual({
      externalInvoiceAmount: ['Use at most 2 decimals.'],
    });
    expect(
      errorsOf(InvoiceUpdateSchema, { externalInvoiceAmount: 'twelve', status: 'PAID_IN_FULL' }),
    ).toEqual({
      externalInvoiceAmount: ['Enter an amount in dollars.'],
      body: ['Unrecognized key: "status"'],
    });
  });
});

describe('the catalogue carries the schemas', () => {
  it('on the five money-carrying calls, so the client and the dev-stack check the same bodies', () => {
    expect(API.loadboard.bookShipment.requestSchema).toBe(BookShipmentCommandSchema);
    expect(API.loadboard.respondToRateRequest.requestSchema).toBe(RateRequestResponseCommandSchema);
    expect(API.loadboard.answerTenderOffer.requestSchema).toBe(TenderOfferSchema);
    expect(API.loadboard.updateTenderStatus.requestSchema).toBe(TenderStatusUpdateCommandSchema);
    expect(API.financials.updateInvoice.requestSchema).toBe(InvoiceUpdateSchema);
  });
});
