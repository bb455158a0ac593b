import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { API } from './catalogue';
import { ApiError, EXTRA_CLAIMS_HEADER, callApi, configureApiClient } from './client';
import { endSession, startSession } from '../session/session-writer';
import { DocumentFileType } from '../domain/document-file-type';
import { TenderResponseStatus } from '../domain/tender-response-status';
import { PaymentOption } from '../domain/payment-option';
import { ChargeRateType, RateType } from '../domain/rate-type';
import type { BookShipmentCommand, SavedLaneInput } from './catalogue/loadboard';

/** What the local server saw of one request. */
interface SeenRequest {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

type Reply = { status: number; headers?: Record<string, string>; body?: string | Buffer };

// A real HTTP server on a free port: the client runs its real fetch against it.
let server: Server;
let baseUrl: string;
let seen: SeenRequest[] = [];
let nextReply: Reply = { status: 200, body: '{}' };

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks),
      });
      response.writeHead(nextReply.status, { 'Content-Type': 'application/json', ...nextReply.headers });
      response.end(nextReply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const onUnauthorized = jest.fn();

beforeEach(() => {
  seen = [];
  nextReply = { status: 200, body: '{}' };
  endSession();
  configureApiClient({ baseUrl, onUnauthorized });
});

function reply(status: number, body: unknown, headers?: Record<string, string>): void {
  nextReply = {
    status,
    headers,
    body: typeof body === 'string' || Buffer.isBuffer(body) ? body : JSON.stringify(body),
  };
}

function lastRequest(): SeenRequest {
  const request = seen.at(-1);
  if (!request) throw new Error('the server saw no request');
  return request;
}

const validInvoice = {
  id: 'INV-1',
  invoiceNumber: '1001',
  shipmentId: 'S-1',
  externalInvoiceNumber: null,
  externalInvoiceAmount: null,
  status: { status: 'DRAFT', description: 'Draft' },
  balance: 1250.5,
  total: 1250.5,
  factoringCompany: null,
  charges: [{ description: 'Line haul', chargeTypeName: 'LineHaul', rate: 1250.5, units: 1 }],
};

describe('callApi: the request', () => {
  it('fills the path template under the API base, encoding each value', async () => {
    reply(204, '');
    await callApi(API.shipments.removeDriver, { params: { id: 'S 1/2', driverId: 7 } });
    expect(lastRequest().method).toBe('DELETE');
    expect(lastRequest().url).toBe('/api/v2/shipments/S%201%2F2/drivers/7');
  });

  it('drops empty, undefined and null query parameters and repeats list values (spec 000 §5)', async () => {
    reply(200, { data: [], page: 1, pageSize: 1, totalCount: 0 });
    await callApi(API.loadboard.tenders, {
      query: {
        statuses: [TenderResponseStatus.Sent, TenderResponseStatus.Accepted],
        search: '',
        page: 1,
        pageSize: undefined,
      },
    });
    expect(lastRequest().url).toBe('/api/v1/tenders?statuses=Sent&statuses=Accepted&page=1');
  });

  it('keeps false and 0, which are values', async () => {
    reply(200, { totalCount: 3 });
    await callApi(API.shipments.totalCount, {
      query: { needsUpdates: false, statuses: [0], driverId: undefined },
    });
    expect(lastRequest().url).toBe('/api/v2/shipments/total_count?needsUpdates=false&statuses=0');
  });

  it('sends the trucks-jwt as a bearer token and the extra claims as X-Trucks-Claims', async () => {
    startSession({ token: 'jwt-abc', user: null, extraClaims: { driverToken: 'drv-1', mobile: '1' } });
    reply(200, { count: 2 });
    await callApi(API.account.openAccessRequestCount);
    const { headers } = lastRequest();
    expect(headers.authorization).toBe('Bearer jwt-abc');
    const claims = JSON.parse(
      Buffer.from(String(headers[EXTRA_CLAIMS_HEADER.toLowerCase()]), 'base64').toString('utf8'),
    );
    expect(claims).toEqual({ driverToken: 'drv-1', mobile: '1' });
  });

  it('sends neither header when signed out', async () => {
    reply(200, { count: 0 });
    await callApi(API.account.openAccessRequestCount);
    expect(lastRequest().headers.authorization).toBeUndefined();
    expect(lastRequest().headers[EXTRA_CLAIMS_HEADER.toLowerCase()]).toBeUndefined();
  });

  it('sends a JSON body with its content type', async () => {
    reply(200, { ...validInvoice, externalInvoiceNumber: 'EXT-9', externalInvoiceAmount: 99.5 });
    const invoice = await callApi(API.financials.updateInvoice, {
      params: { invoiceId: 'INV-1' },
      body: { externalInvoiceNumber: 'EXT-9', externalInvoiceAmount: 99.5 },
    });
    expect(lastRequest().method).toBe('PATCH');
    expect(lastRequest().headers['content-type']).toBe('application/json');
    expect(JSON.parse(lastRequest().body.toString('utf8'))).toEqual({
      externalInvoiceNumber: 'EXT-9',
      externalInvoiceAmount: 99.5,
    });
    expect(invoice.externalInvoiceNumber).toBe('EXT-9');
  });

  it('sends an upload as multipart/form-data with the file as a binary part', async () => {
    reply(200, { id: 'D-1', name: 'pod.pdf', extension: 'pdf' });
    const file = new Blob(['%PDF-1.7 proof'], { type: 'application/pdf' });
    await callApi(API.casesNotesDocuments.uploadDocument, {
      body: {
        name: 'pod.pdf',
        data: file,
        fileType: DocumentFileType.ProofOfDelivery,
        orderStopId: 'STOP-4',
        shipmentId: undefined,
      },
    });
    const request = lastRequest();
    expect(request.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    // Read the parts back the way a server would.
    const form = await new Response(new Uint8Array(request.body), {
      headers: { 'Content-Type': String(request.headers['content-type']) },
    }).formData();
    expect(form.get('name')).toBe('pod.pdf');
    expect(form.get('fileType')).toBe('12');
    expect(form.get('orderStopId')).toBe('STOP-4');
    expect(form.has('shipmentId')).toBe(false);
    const part = form.get('data') as File;
    expect(part.name).toBe('pod.pdf');
    expect(await part.text()).toBe('%PDF-1.7 proof');
  });
});

describe('callApi: the response', () => {
  it('returns a document as a blob', async () => {
    const pdf = Buffer.from('%PDF-1.7 rate confirmation');
    reply(200, pdf, { 'Content-Type': 'application/pdf' });
    const document = await callApi(API.casesNotesDocuments.getDocument, { params: { id: 'D-1' } });
    expect(document).toBeInstanceOf(Blob);
    expect(document.type).toBe('application/pdf');
    expect(await document.text()).toBe('%PDF-1.7 rate confirmation');
  });

  it('applies the user schema on sign-in (isBookable defaults to true, spec 000 §3)', async () => {
    reply(200, {
      accessToken: 'jwt-new',
      user: {
        id: 'U-1',
        companyId: 'C-1',
        companyName: 'Acme Haulage',
        roles: ['Admin'],
        permissions: ['CarrierPortal'],
        firstName: 'Ann',
        lastName: 'Lee',
        userName: 'ann',
        emailAddresses: [],
        phoneNumbers: [],
      },
    });
    const login = await callApi(API.account.login, { body: { userName: 'ann', password: 'secret' } });
    expect(login.accessToken).toBe('jwt-new');
    expect(login.user.isBookable).toBe(true);
  });

  it('rejects money sent as a string instead of a number', async () => {
    reply(200, { ...validInvoice, balance: '1250.50' });
    const failure = await callApi(API.financials.invoice, { params: { id: 'INV-1' } }).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      kind: 'invalid-response',
      message: 'Request not successful',
      callId: 'invoices.get',
    });
    expect((failure as ApiError).issues.map((issue) => issue.path.join('.'))).toEqual(['balance']);
  });

  it('rejects permissions sent as a bare string (it would make includes() a substring test)', async () => {
    reply(200, {
      accessToken: 'jwt',
      user: {
        id: 'U',
        companyId: 'C',
        companyName: 'X',
        roles: [],
        permissions: 'CarrierPortalAdmin',
        firstName: 'A',
        lastName: 'B',
        userName: 'ab',
        emailAddresses: [],
        phoneNumbers: [],
      },
    });
    await expect(
      callApi(API.account.login, { body: { userName: 'ab', password: 'pw' } }),
    ).rejects.toMatchObject({ kind: 'invalid-response' });
  });

  it('checks the book-it-now rate of an available shipment and passes the rest through', async () => {
    reply(200, {
      id: 'S-1',
      shipmentNumber: '100200',
      stops: [],
      bookItNowRate: { rate: 1800, calculatedRate: 1800, rateType: 'AllIn', chargeRateType: 'Flat' },
    });
    const shipment = await callApi(API.loadboard.availableShipmentDetails, {
      params: { shipmentNumberOrId: '100200' },
    });
    expect(shipment.bookItNowRate?.rate).toBe(1800);
    expect(shipment.stops).toEqual([]);

    reply(200, {
      id: 'S-1',
      shipmentNumber: '100200',
      bookItNowRate: { rate: 'call us', calculatedRate: 0, rateType: 'AllIn', chargeRateType: 'Flat' },
    });
    const failure = await callApi(API.loadboard.availableShipmentDetails, {
      params: { shipmentNumberOrId: '100200' },
    }).catch((error: unknown) => error);
    expect((failure as ApiError).issues.map((issue) => issue.path.join('.'))).toEqual(['bookItNowRate.rate']);
  });

  it('answers null for a 404 where the spec treats it as empty (booked carrier details)', async () => {
    reply(404, { title: 'Not Found' });
    await expect(
      callApi(API.shipper.bookedCarrier, { params: { shipmentNumber: '5001' } }),
    ).resolves.toBeNull();
  });
});

describe('callApi: failures', () => {
  it('calls onUnauthorized on a 401 and still fails the call', async () => {
    startSession({ token: 'expired', user: null });
    reply(401, { title: 'Unauthorized' });
    const failure = await callApi(API.shipments.get, { params: { id: 'S-1' } }).catch(
      (error: unknown) => error,
    );
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(failure);
    expect(failure).toMatchObject({ status: 401, kind: 'http' });
  });

  it('does not call onUnauthorized for other failures', async () => {
    reply(403, { title: 'Forbidden' });
    await expect(
      callApi(API.casesNotesDocuments.deleteDocument, { params: { id: 'D-1' } }),
    ).rejects.toMatchObject({ status: 403 });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('builds the message from detail and the per-field model-state errors (spec 000 §8)', async () => {
    reply(400, {
      title: 'One or more validation errors occurred.',
      detail: 'The offer could not be saved',
      errors: { 'carrierRate.rate': ['Rate must be greater than 0'] },
    });
    const failure = await callApi(API.loadboard.respondToRateRequest, {
      body: {
        response: {
          carrierId: 'C-1',
          carrierRate: { rate: 900, rateType: 'AllIn', chargeRateType: 'Flat' },
          respondingContactId: 'U-1',
          shipmentId: 'S-1',
          response: 'Offer',
        },
      },
    }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect((failure as ApiError).message).toBe('The offer could not be saved - Rate must be greater than 0');
    expect((failure as ApiError).messages).toEqual([
      'The offer could not be saved',
      'Rate must be greater than 0',
    ]);
  });

  it("defaults to 'Request not successful' when the body says nothing", async () => {
    reply(500, '');
    await expect(callApi(API.carriers.get, { params: { id: 'C-1' } })).rejects.toMatchObject({
      status: 500,
      message: 'Request not successful',
    });
  });

  it("reports a call that got no response as 'An Unknown Error Occurred' with status 0 (spec 001 §8)", async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:1/api/' });
    await expect(callApi(API.carriers.get, { params: { id: 'C-1' } })).rejects.toMatchObject({
      kind: 'network',
      status: 0,
      message: 'An Unknown Error Occurred',
    });
  });

  it('lets a cancelled call reject with the AbortError, not an ApiError', async () => {
    const controller = new AbortController();
    controller.abort();
    const failure = await callApi(API.carriers.get, {
      params: { id: 'C-1' },
      signal: controller.signal,
    }).catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ApiError);
    expect((failure as Error).name).toBe('AbortError');
  });
});

describe('callApi: request schemas (a body that fails is not sent)', () => {
  const bookNow: BookShipmentCommand = {
    bookingApplication: 'Trucks',
    carrierId: 'C-1',
    shipmentId: 'S-1',
    paymentOption: PaymentOption.BookItNow,
    // 'The booking offer from the book-now drawer is always All In, Flat' (spec 000 §5).
    carrierRate: { rate: 1850, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
  };
  /** What a loosely typed form might hold; the schema, not the compiler, has to catch it. */
  const loose = <T>(body: Record<string, unknown>) => body as unknown as T;

  async function failureOf(call: Promise<unknown>): Promise<ApiError> {
    const failure = await call.then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(ApiError);
    return failure as ApiError;
  }

  it('refuses a negative rate before sending, as a 400 with the error on carrierRate.rate', async () => {
    const failure = await failureOf(
      callApi(API.loadboard.bookShipment, {
        body: { ...bookNow, carrierRate: { ...bookNow.carrierRate, rate: -25 } },
      }),
    );
    expect(seen).toHaveLength(0);
    expect(failure).toMatchObject({
      kind: 'invalid-request',
      status: 400,
      callId: 'bookings.bookWithBookItNowRate',
      message: 'One or more validation errors occurred. - The amount cannot be negative.',
      body: {
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: { 'carrierRate.rate': ['The amount cannot be negative.'] },
      },
    });
    expect(failure.issues.map((issue) => issue.path)).toEqual([['carrierRate', 'rate']]);
  });

  it('keys each failure by its field: a missing shipment id and an unknown payment option', async () => {
    const failure = await failureOf(
      callApi(API.loadboard.bookShipment, {
        body: loose<BookShipmentCommand>({ ...bookNow, shipmentId: '  ', paymentOption: 9 }),
      }),
    );
    expect(seen).toHaveLength(0);
    expect((failure.body as { errors: unknown }).errors).toEqual({
      shipmentId: ['The shipment is required.'],
      paymentOption: ['Choose a payment option.'],
    });
  });

  it('fails exactly like the server’s own 400 for the same errors, so forms need one code path', async () => {
    const local = await failureOf(
      callApi(API.financials.updateInvoice, { params: { invoiceId: 'INV-1' }, body: {} }),
    );
    expect(seen).toHaveLength(0);
    reply(400, local.body);
    // The server refusing a body that passed the client's check, with the same problem.
    const remote = await failureOf(
      callApi(API.financials.updateInvoice, {
        params: { invoiceId: 'INV-1' },
        body: { externalInvoiceNumber: 'EXT-9' },
      }),
    );
    expect(seen).toHaveLength(1);
    expect(remote.status).toBe(local.status);
    expect(remote.body).toEqual(local.body);
    expect(remote.message).toBe(local.message);
    expect(remote.messages).toEqual(local.messages);
    // 'invoice number and amount are both marked required, but the form is valid if at least one
    // has a value' (spec 001 §5): neither given, both fields carry the message.
    expect(local.body).toMatchObject({
      errors: {
        externalInvoiceNumber: ['Enter the invoice number or the amount.'],
        externalInvoiceAmount: ['Enter the invoice number or the amount.'],
      },
    });
  });

  it("refuses Book It Now for a tender answer ('Tender acceptance excludes Book It Now', spec 000 §5)", async () => {
    const failure = await failureOf(
      callApi(API.loadboard.updateTenderStatus, {
        params: { tenderId: 'T-1' },
        body: {
          carrierId: 'C-1',
          carrierRate: bookNow.carrierRate,
          response: 'Accept',
          shipmentId: 'S-1',
          tenderId: 'T-1',
          paymentOption: PaymentOption.BookItNow,
          bookingApplication: 'Trucks',
        },
      }),
    );
    expect(seen).toHaveLength(0);
    expect((failure.body as { errors: unknown }).errors).toEqual({
      paymentOption: ['Book It Now cannot be used to accept a tender.'],
    });
  });

  it('sends a body that passes as the schema yields it (the invoice number trimmed)', async () => {
    reply(200, { ...validInvoice, externalInvoiceNumber: 'EXT-9', externalInvoiceAmount: 1875.5 });
    await callApi(API.financials.updateInvoice, {
      params: { invoiceId: 'INV-1' },
      body: { externalInvoiceNumber: '  EXT-9 ', externalInvoiceAmount: 1875.5 },
    });
    expect(JSON.parse(lastRequest().body.toString('utf8'))).toEqual({
      externalInvoiceNumber: 'EXT-9',
      externalInvoiceAmount: 1875.5,
    });
  });

  it('sends the body of a call without a request schema as it is', async () => {
    reply(200, { id: 'L-1' });
    await callApi(API.loadboard.saveLane, {
      body: loose<SavedLaneInput>({ originState: 'Texas', equipmentTypes: -1, notify: 'yes' }),
    });
    expect(JSON.parse(lastRequest().body.toString('utf8'))).toEqual({
      originState: 'Texas',
      equipmentTypes: -1,
      notify: 'yes',
    });
  });
});
