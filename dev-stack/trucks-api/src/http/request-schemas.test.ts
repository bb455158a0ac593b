// The money-carrying calls (booking, offers and rate responses, tender answers, the invoice update)
// have their bodies checked by the catalogue's request schema before a handler runs: a valid body
// does what it did before, an invalid one gets 400 with the field errors and changes nothing.
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { AnyApiCall } from '@trucks/shared-contracts/api/define-call';
import { InvoiceStatus } from '@trucks/shared-contracts/domain/invoice-status';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { fieldErrorsOf, validationProblem } from '@trucks/shared-contracts/rules/field-errors';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import type { ShipmentRecord, TenderRecord } from '../store/records';
import type { ThirdPartyInvoiceRecord } from '../store/store';
import type { CallInput } from '../test-support/trucks-api-harness';
import { seededRecords, snapshotOf, useTrucksApi } from '../test-support/trucks-api-suite';

const CARRIER = DEMO_COMPANIES.carrier.id;
const trucks = useTrucksApi({ admin: 'carrier-admin' });

const pickLoad = seededRecords<ShipmentRecord>((s) => s.id, 'The seed ran out of open loads');
const openLoad = () =>
  pickLoad(
    trucks.api.store.shipments.values(),
    (s) => s.status === ShipmentStatus.ReadyToBook && !!s.bookItNowRate,
  );
const pickTender = seededRecords<TenderRecord>((t) => t.id, 'The seed ran out of sent tenders');
const sentTender = () =>
  pickTender(
    trucks.api.store.tenders.values(),
    (t) => t.carrierId === CARRIER && t.status === TenderResponseStatus.Sent,
  );
const pickInvoice = seededRecords<ThirdPartyInvoiceRecord>(
  (i) => i.invoiceId,
  'The seed ran out of invoices',
);
const deliveredDraftInvoice = () =>
  pickInvoice(
    trucks.api.store.thirdPartyInvoices.values(),
    (i) =>
      i.carrierId === CARRIER &&
      i.status.status === InvoiceStatus.Draft &&
      trucks.api.store.shipments.get(i.shipmentId)!.status >= ShipmentStatus.Delivered,
  );

/** Everything these calls could write. */
function snapshot(): string {
  const { shipments, tenders, rateRequests, thirdPartyInvoices, auditHistory } = trucks.api.store;
  return snapshotOf(
    shipments.values(),
    tenders.values(),
    rateRequests.values(),
    thirdPartyInvoices.values(),
    auditHistory.entries(),
  );
}

const bookNowCommand = (load: ShipmentRecord) => {
  const { rate, rateType, chargeRateType } = load.bookItNowRate!;
  return {
    bookingApplication: 'Trucks',
    carrierId: CARRIER,
    shipmentId: load.id,
    paymentOption: PaymentOption.BookItNow,
    carrierRate: { rate, rateType, chargeRateType },
    hash: load.hash,
  };
};
const offer = (load: ShipmentRecord) => ({
  response: {
    carrierId: CARRIER,
    carrierRate: { rate: 2150, rateType: RateType.RateAndFuel, chargeRateType: ChargeRateType.Flat },
    respondingContactId: trucks.admin.account.id,
    shipmentId: load.id,
    response: 'Offer',
  },
});
const tenderAnswer = (tender: TenderRecord, overrides: Record<string, unknown> = {}) => ({
  carrierId: CARRIER,
  carrierRate: tender.rate,
  response: 'Accept',
  shipmentId: tender.shipmentId,
  tenderId: tender.id,
  paymentOption: PaymentOption.StandardPay,
  bookingApplication: 'Trucks',
  ...overrides,
});

/**
 * Sends an invalid body and checks the answer: 400, an RFC 7807 problem whose `errors` are exactly
 * the field errors given (the same problem the browser client builds before sending), no write.
 */
async function expectRefused(
  call: AnyApiCall & Required<Pick<AnyApiCall, 'requestSchema'>>,
  input: CallInput,
  errors: Record<string, string[]>,
): Promise<void> {
  const before = snapshot();
  const response = await trucks.admin.call(call, input);
  expect(response.statusCode).toBe(400);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.json()).toEqual(validationProblem(errors));
  expect(response.json()).toEqual(
    validationProblem(fieldErrorsOf(call.requestSchema.safeParse(input.body).error)),
  );
  expect(snapshot()).toBe(before);
}

describe('book shipment with the book-it-now rate (spec 000 §7)', () => {
  test('a valid command books the load, as before', async () => {
    const load = openLoad();
    const response = await trucks.admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load) });
    expect(response.json()).toEqual({
      bookingSucceeded: true,
      errors: [],
      shipmentNumber: load.shipmentNumber,
    });
    expect(trucks.api.store.shipments.get(load.id)).toMatchObject({
      status: ShipmentStatus.Booked,
      carrierId: CARRIER,
    });
  });

  test('a negative rate, a missing shipment id and an unknown payment option: 400, nothing booked', async () => {
    const load = openLoad();
    const command = bookNowCommand(load);
    await expectRefused(
      API.loadboard.bookShipment,
      {
        body: {
          ...command,
          shipmentId: undefined,
          paymentOption: 7,
          carrierRate: { ...command.carrierRate, rate: -command.carrierRate.rate },
        },
      },
      {
        shipmentId: ['The shipment is required.'],
        paymentOption: ['Choose a payment option.'],
        'carrierRate.rate': ['The amount cannot be negative.'],
      },
    );
    expect(trucks.api.store.shipments.get(load.id)!.status).toBe(ShipmentStatus.ReadyToBook);
  });
});

describe('offer rate / rate request response (spec 000 §7)', () => {
  test('a valid offer opens a rate request and shows on the load, as before', async () => {
    const load = openLoad();
    const response = await trucks.admin.call(API.loadboard.respondToRateRequest, { body: offer(load) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shipmentId: load.id,
      carrierRate: offer(load).response.carrierRate,
    });
    expect(trucks.api.store.shipments.get(load.id)!.offer).toMatchObject({
      carrierRate: offer(load).response.carrierRate,
    });
  });

  test('a negative rate and a missing responding contact: 400 on response.*, no offer', async () => {
    const load = openLoad();
    const body = offer(load);
    await expectRefused(
      API.loadboard.respondToRateRequest,
      {
        body: {
          response: {
            ...body.response,
            respondingContactId: '',
            carrierRate: { ...body.response.carrierRate, rate: -2150 },
          },
        },
      },
      {
        'response.carrierRate.rate': ['The amount cannot be negative.'],
        'response.respondingContactId': ['The responding contact is required.'],
      },
    );
    expect(trucks.api.store.shipments.get(load.id)!.offer ?? null).toBeNull();
  });
});

describe('answer a tender offer (PUT tenders/{id}/offers, Accepted or Rejected)', () => {
  test('Rejected with a reason is saved, as before', async () => {
    const tender = sentTender();
    const response = await trucks.admin.call(API.loadboard.answerTenderOffer, {
      params: { id: tender.id },
      body: { status: 'Rejected', rejectionReason: 'No truck nearby.' },
    });
    expect(response.json()).toMatchObject({ id: tender.id, status: 'Rejected' });
  });

  test('another status and a negative counter rate: 400, the tender stays Sent', async () => {
    const tender = sentTender();
    await expectRefused(
      API.loadboard.answerTenderOffer,
      {
        params: { id: tender.id },
        body: { status: 'Countered', carrierRate: { ...tender.rate, rate: -1 } },
      },
      {
        status: ['Answer Accepted or Rejected.'],
        'carrierRate.rate': ['The amount cannot be negative.'],
      },
    );
    expect(trucks.api.store.tenders.get(tender.id)!.status).toBe(TenderResponseStatus.Sent);
  });

  test('the body is checked before the tender is looked up: an invalid body is 400 even for no tender', async () => {
    const response = await trucks.admin.call(API.loadboard.answerTenderOffer, {
      params: { id: 'no-such-tender' },
      body: { status: 'Maybe' },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('tender status update (spec 000 §7: carrierId, carrierRate, response, shipmentId, tenderId, paymentOption)', () => {
  test('Accept with QuickPay books the load with that payment option, as before', async () => {
    const tender = sentTender();
    const response = await trucks.admin.call(API.loadboard.updateTenderStatus, {
      params: { tenderId: tender.id },
      body: tenderAnswer(tender, { paymentOption: PaymentOption.QuickPay }),
    });
    expect(response.json()).toEqual({ succeeded: true, errors: [] });
    expect(trucks.api.store.tenders.get(tender.id)!.status).toBe(TenderResponseStatus.Accepted);
    expect(trucks.api.store.shipments.get(tender.shipmentId)).toMatchObject({
      status: ShipmentStatus.Booked,
      carrierId: CARRIER,
    });
  });

  test('Reject declines the tender and books nothing', async () => {
    const tender = sentTender();
    const shipmentBefore = JSON.stringify(trucks.api.store.shipments.get(tender.shipmentId));
    const response = await trucks.admin.call(API.loadboard.updateTenderStatus, {
      params: { tenderId: tender.id },
      body: tenderAnswer(tender, { response: 'Reject' }),
    });
    expect(response.json()).toEqual({ succeeded: true, errors: [] });
    expect(trucks.api.store.tenders.get(tender.id)!.status).toBe(TenderResponseStatus.Rejected);
    expect(JSON.stringify(trucks.api.store.shipments.get(tender.shipmentId))).toBe(shipmentBefore);
  });

  test('a negative rate, a missing tender id and an unknown payment option: 400, the tender stays Sent', async () => {
    const tender = sentTender();
    await expectRefused(
      API.loadboard.updateTenderStatus,
      {
        params: { tenderId: tender.id },
        body: tenderAnswer(tender, {
          tenderId: undefined,
          paymentOption: 'Factoring',
          carrierRate: { ...tender.rate, rate: -tender.rate.rate },
        }),
      },
      {
        'carrierRate.rate': ['The amount cannot be negative.'],
        tenderId: ['The tender is required.'],
        paymentOption: ['Choose a payment option.'],
      },
    );
    expect(trucks.api.store.tenders.get(tender.id)!.status).toBe(TenderResponseStatus.Sent);
  });

  test("Book It Now: 'Tender acceptance excludes Book It Now' (spec 000 §5)", async () => {
    const tender = sentTender();
    await expectRefused(
      API.loadboard.updateTenderStatus,
      {
        params: { tenderId: tender.id },
        body: tenderAnswer(tender, { paymentOption: PaymentOption.BookItNow }),
      },
      { paymentOption: ['Book It Now cannot be used to accept a tender.'] },
    );
  });
});

describe('invoice update (PATCH v2/invoices/{invoiceId}, the invoice form of spec 001 §5)', () => {
  test('a number and an amount in dollars and cents are saved, as before', async () => {
    const invoice = deliveredDraftInvoice();
    const response = await trucks.admin.call(API.financials.updateInvoice, {
      params: { invoiceId: invoice.invoiceId },
      body: { externalInvoiceNumber: 'LS-2026-0042', externalInvoiceAmount: 1875.5 },
    });
    expect(response.statusCode).toBe(200);
    expect(invoice.detail).toMatchObject({
      externalInvoiceNumber: 'LS-2026-0042',
      externalInvoiceAmount: 1875.5,
    });
  });

  test('a negative amount, an amount in fractions of a cent, and neither value: 400, nothing saved', async () => {
    const invoice = deliveredDraftInvoice();
    const params = { invoiceId: invoice.invoiceId };
    await expectRefused(
      API.financials.updateInvoice,
      { params, body: { externalInvoiceNumber: 'A-1', externalInvoiceAmount: -10 } },
      { externalInvoiceAmount: ['The amount cannot be negative.'] },
    );
    await expectRefused(
      API.financials.updateInvoice,
      { params, body: { externalInvoiceAmount: 10.005 } },
      { externalInvoiceAmount: ['Use at most 2 decimals.'] },
    );
    // 'the form is valid if at least one has a value' (spec 001 §5).
    await expectRefused(
      API.financials.updateInvoice,
      { params, body: { externalInvoiceNumber: '  ' } },
      {
        externalInvoiceNumber: ['Enter the invoice number or the amount.'],
        externalInvoiceAmount: ['Enter the invoice number or the amount.'],
      },
    );
  });
});

test('sign-in still comes first: an invalid body without a trucks-jwt is 401, not 400', async () => {
  const response = await trucks.api.call(API.loadboard.bookShipment, { body: {} });
  expect(response.statusCode).toBe(401);
});
