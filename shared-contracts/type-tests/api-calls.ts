// Type tests of the API catalogue and client, checked by `tsc -p shared-contracts/tsconfig.json`.
// Each @ts-expect-error line must fail to compile; if the types ever accept it, tsc reports the
// unused directive and the check fails.
import { z } from 'zod/mini';
import { API } from '../src/api/catalogue';
import type {
  BookShipmentCommand,
  RateRequestResponseCommand,
  TenderStatusUpdateCommand,
} from '../src/api/catalogue/loadboard';
import { callApi } from '../src/api/client';
import { defineCall } from '../src/api/define-call';
import type { BodyOf, CheckedBodyOf, ParamsOf, QueryOf, ResponseOf } from '../src/api/define-call';
import type { InvoiceUpdate } from '../src/domain/invoice';
import type { PaymentOption } from '../src/domain/payment-option';
import type { Shipment } from '../src/domain/shipment';
import type { TenderOffer } from '../src/domain/tender';
import type { LoggedInUser } from '../src/domain/user';

type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
function expectType<T extends true>(_proof: T): void {}

export async function typeChecks(signal: AbortSignal): Promise<void> {
  // Responses flow from the catalogue entry.
  const shipment = callApi(API.shipments.get, { params: { id: 'S-1' }, signal });
  expectType<Equal<typeof shipment, Promise<Shipment>>>(true);
  const login = callApi(API.account.login, { body: { userName: 'ann', password: 'secret' } });
  expectType<Equal<Awaited<typeof login>['user'], LoggedInUser>>(true);
  await Promise.all([shipment, login]);
  expectType<Equal<ResponseOf<typeof API.shipper.bookedCarrier> extends null ? true : false, false>>(true);
  expectType<
    Equal<ParamsOf<typeof API.shipments.removeDriver>, { id: string | number; driverId: string | number }>
  >(true);
  expectType<Equal<BodyOf<typeof API.shipments.get>, undefined>>(true);
  expectType<Equal<QueryOf<typeof API.shipments.totalCount>['needsUpdates'], boolean | undefined>>(true);

  // A call without params, query or body needs no options.
  await callApi(API.account.myCarrier);

  // @ts-expect-error a path param is missing
  await callApi(API.shipments.get, {});
  // @ts-expect-error a path param has the wrong name
  await callApi(API.shipments.get, { params: { shipmentId: 'S-1' } });
  // @ts-expect-error the options are required when the path has params
  await callApi(API.shipments.get);
  // @ts-expect-error removeDriver needs both id and driverId
  await callApi(API.shipments.removeDriver, { params: { id: 'S-1' } });

  // @ts-expect-error the body is required
  await callApi(API.account.login, {});
  // @ts-expect-error the body has the wrong type (password must be a string)
  await callApi(API.account.login, { body: { userName: 'ann', password: 42 } });
  // @ts-expect-error a tender offer is answered with Accepted or Rejected only
  await callApi(API.loadboard.answerTenderOffer, { params: { id: 'T-1' }, body: { status: 'Maybe' } });
  await callApi(API.financials.updateInvoice, {
    params: { invoiceId: 'I-1' },
    // @ts-expect-error the invoice amount is a number of dollars, not a string
    body: { externalInvoiceAmount: '12.50' },
  });
  // @ts-expect-error a GET takes no body
  await callApi(API.shipments.get, { params: { id: 'S-1' }, body: { value: 'x' } });

  // @ts-expect-error query values are typed (needsUpdates is a boolean)
  await callApi(API.shipments.totalCount, { query: { needsUpdates: 'yes' } });
  // @ts-expect-error a query key the call does not declare
  await callApi(API.loadboard.tenders, { query: { colour: 'red' } });
  // @ts-expect-error rate requests require the carrierId (rate filters set it, spec 000 §7)
  await callApi(API.loadboard.rateRequests, { query: { page: 1 } });

  await callApi(API.casesNotesDocuments.uploadDocument, {
    // @ts-expect-error a multipart upload needs a file (Blob), not a base64 string
    body: { name: 'pod.pdf', data: 'JVBERi0x', fileType: 12 },
  });

  // Request schemas: the body type comes from the schema, or agrees with the declared one.
  expectType<Equal<BodyOf<typeof API.loadboard.bookShipment>, BookShipmentCommand>>(true);
  expectType<Equal<BookShipmentCommand['paymentOption'], PaymentOption>>(true);
  expectType<Equal<BodyOf<typeof API.loadboard.updateTenderStatus>, TenderStatusUpdateCommand>>(true);
  expectType<Equal<TenderStatusUpdateCommand['response'], 'Accept' | 'Reject'>>(true);
  expectType<
    Equal<BodyOf<typeof API.loadboard.respondToRateRequest>['response']['carrierRate']['rate'], number>
  >(true);
  expectType<Equal<RateRequestResponseCommand['response']['response'], 'Offer'>>(true);
  expectType<Equal<BodyOf<typeof API.loadboard.answerTenderOffer>, TenderOffer>>(true);
  expectType<Equal<BodyOf<typeof API.financials.updateInvoice>, InvoiceUpdate>>(true);
  // The dev-stack's handlers read the checked body of a call with a schema, unknown otherwise.
  expectType<Equal<CheckedBodyOf<typeof API.loadboard.bookShipment>, BookShipmentCommand>>(true);
  expectType<Equal<CheckedBodyOf<typeof API.loadboard.saveLane>, unknown>>(true);

  await callApi(API.loadboard.bookShipment, {
    // @ts-expect-error the book-now command needs its carrier rate
    body: { bookingApplication: 'Trucks', carrierId: 'C-1', shipmentId: 'S-1', paymentOption: 0 },
  });
  // What rules/payment-options returns fits; Book It Now is refused by the schema at run time.
  expectType<Equal<TenderStatusUpdateCommand['paymentOption'], PaymentOption>>(true);

  const RateSchema = z.object({ rate: z.number() });
  // A schema alone types the body.
  const _inferred = defineCall<{ response: void }>()({
    id: 'x.inferred',
    method: 'POST',
    path: 'v1/x',
    summary: 'x',
    source: 'portal',
    requestSchema: RateSchema,
  });
  expectType<Equal<BodyOf<typeof _inferred>, { rate: number }>>(true);
  // A declared body that agrees with the schema is fine.
  defineCall<{ body: { rate: number } }>()({
    id: 'x.agrees',
    method: 'POST',
    path: 'v1/x',
    summary: 'x',
    source: 'portal',
    requestSchema: RateSchema,
  });
  defineCall<{ body: { rate: string } }>()({
    id: 'x.disagrees',
    method: 'POST',
    path: 'v1/x',
    summary: 'x',
    source: 'portal',
    // @ts-expect-error the schema yields { rate: number }, the declared body { rate: string }
    requestSchema: RateSchema,
  });
  defineCall<{ body: { rate: number; currency: string } }>()({
    id: 'x.narrower',
    method: 'POST',
    path: 'v1/x',
    summary: 'x',
    source: 'portal',
    // @ts-expect-error the schema would strip `currency`, which the declared body requires
    requestSchema: RateSchema,
  });
  defineCall<{ body: { rate: number } }>()({
    id: 'x.wider',
    method: 'POST',
    path: 'v1/x',
    summary: 'x',
    source: 'portal',
    // @ts-expect-error the schema requires a field the declared body does not have
    requestSchema: z.extend(RateSchema, { currency: z.string() }),
  });
}
