// Role scopes over the real server, per persona (issue 41): the driver gets their own loads and
// profile (spec 000 §1), not the company's invoices, payments, billing, cases or other loads; the
// shipper's calls answer 403 to every portal persona and still work for the shipper.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { DocumentFileType } from '@trucks/shared-contracts/domain/document-file-type';
import { EntityType } from '@trucks/shared-contracts/domain/entity-type';
import { LocationType } from '@trucks/shared-contracts/domain/location-type';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { multipartBody } from '../test-support/trucks-api-harness';
import type { SignedInClient } from '../test-support/trucks-api-harness';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import {
  DRIVER_CASES_MESSAGE,
  DRIVER_MONEY_MESSAGE,
  DRIVER_ONLY_MESSAGE,
  DRIVER_OTHER_SHIPMENT_MESSAGE,
  SHIPPER_CALLS_MESSAGE,
} from './call-access';
import { BILLING_ROLE_MESSAGE } from './records-scope';

const trucks = useTrucksApi({
  admin: 'carrier-admin',
  user: 'carrier-user',
  driver: 'driver',
  factoring: 'factoring',
  broker: 'broker',
  shipper: 'shipper',
});

const CARRIER = DEMO_COMPANIES.carrier.id;
const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');

const driverId = () => trucks.driver.account.id;
const shipments = () => [...trucks.api.store.shipments.values()];
/** A load the demo driver drives, with a dropoff. */
const ownLoad = () =>
  shipments().find(
    (s) => s.drivers.some((d) => d.id === driverId()) && s.stops.some((x) => x.stopType === 'Dropoff'),
  )!;
/** A load of the driver's company that the driver does not drive. */
const companyLoad = () =>
  shipments().find((s) => s.carrierId === CARRIER && !s.drivers.some((d) => d.id === driverId()))!;
const companyCase = () => [...trucks.api.store.cases.values()].find((c) => c.carrierId === CARRIER)!;

async function refusal(response: Promise<{ statusCode: number; json: <T>() => T }>) {
  const answer = await response;
  return { status: answer.statusCode, detail: answer.json<{ detail?: string }>().detail };
}

describe('a driver (DriverPortal, only role Driver): "They see their shipments and profile" (000 §1)', () => {
  it('gets 403 on invoices and payments, with the billing-role reason payments already gave', async () => {
    const billing = { status: 403, detail: BILLING_ROLE_MESSAGE };
    expect(await refusal(trucks.driver.call(API.financials.apInvoices))).toEqual(billing);
    expect(await refusal(trucks.driver.call(API.financials.apInvoiceSummary))).toEqual(billing);
    expect(await refusal(trucks.driver.call(API.financials.paymentSummaries))).toEqual(billing);
    expect(await refusal(trucks.driver.call(API.financials.thirdPartyInvoices))).toEqual(billing);
  });

  it("gets 403 on any load's billing configuration and rate confirmation, their own included", async () => {
    for (const load of [companyLoad(), ownLoad()]) {
      const params = { id: load.shipmentNumber };
      for (const call of [API.shipments.billingConfiguration, API.shipments.rateConfirmationDocument])
        expect(await refusal(trucks.driver.call(call, { params }))).toEqual({
          status: 403,
          detail: DRIVER_MONEY_MESSAGE,
        });
    }
  });

  it("gets 403 on the company's cases and their notes", async () => {
    const params = { id: companyCase().id };
    const cases = { status: 403, detail: DRIVER_CASES_MESSAGE };
    expect(await refusal(trucks.driver.call(API.casesNotesDocuments.cases))).toEqual(cases);
    expect(await refusal(trucks.driver.call(API.casesNotesDocuments.notes, { params }))).toEqual(cases);
    expect(
      await refusal(
        trucks.driver.call(API.casesNotesDocuments.entityNotes, { query: { entityId: params.id } }),
      ),
    ).toEqual(cases);
  });

  it('opens the loads they drive and gets 403 on the company’s other loads', async () => {
    const own = { id: ownLoad().shipmentNumber };
    for (const call of [API.shipments.get, API.shipments.stops, API.shipments.documents])
      expect((await trucks.driver.call(call, { params: own })).statusCode).toBe(200);
    const other = { id: companyLoad().shipmentNumber };
    for (const call of [API.shipments.get, API.shipments.stops, API.shipments.documents])
      expect(await refusal(trucks.driver.call(call, { params: other }))).toEqual({
        status: 403,
        detail: DRIVER_OTHER_SHIPMENT_MESSAGE,
      });
  });

  it('uploads a proof of delivery at a dropoff of their load and reads it back; no upload onto an invoice', async () => {
    const load = ownLoad();
    const dropoff = load.stops.find((s) => s.stopType === 'Dropoff')!;
    const file = { field: 'data', fileName: 'pod.pdf', contentType: 'application/pdf', bytes: PDF };
    const sent = await trucks.driver.call(API.casesNotesDocuments.uploadDocument, {
      multipart: multipartBody(
        { fileType: String(DocumentFileType.ProofOfDelivery), orderStopId: dropoff.id },
        [file],
      ),
    });
    expect(sent.statusCode).toBe(200);
    const params = { id: sent.json<{ id: string }>().id };
    expect((await trucks.driver.call(API.casesNotesDocuments.getDocument, { params })).statusCode).toBe(200);

    const invoice = [...trucks.api.store.apInvoices.values()].find((i) => i.carrierId === CARRIER)!;
    const before = trucks.api.store.documents.size;
    const onInvoice = trucks.driver.call(API.casesNotesDocuments.uploadDocument, {
      multipart: multipartBody({ fileType: String(DocumentFileType.ApInvoice), apInvoiceId: invoice.id }, [
        file,
      ]),
    });
    expect(await refusal(onInvoice)).toEqual({ status: 403, detail: BILLING_ROLE_MESSAGE });
    expect(trucks.api.store.documents.size).toBe(before);
  });

  it('gets 403 on a document of another load, and on a rate confirmation of their own', async () => {
    const docs = [...trucks.api.store.documents.values()].filter(
      (d) => d.entityType === EntityType.Shipment && !d.required,
    );
    const other =
      docs.find((d) => d.entityId === companyLoad().id) ?? docs.find((d) => d.entityId !== ownLoad().id)!;
    expect(
      await refusal(trucks.driver.call(API.casesNotesDocuments.getDocument, { params: { id: other.id } })),
    ).toEqual({ status: 403, detail: DRIVER_OTHER_SHIPMENT_MESSAGE });
    const ownRateConfirmation = docs.find(
      (d) =>
        d.fileType === DocumentFileType.SignedRateConfirmation &&
        trucks.api.store.shipments.get(d.entityId)?.drivers.some((x) => x.id === driverId()),
    );
    expect(ownRateConfirmation).toBeDefined();
    expect(
      await refusal(
        trucks.driver.call(API.casesNotesDocuments.getDocument, { params: { id: ownRateConfirmation!.id } }),
      ),
    ).toEqual({ status: 403, detail: DRIVER_MONEY_MESSAGE });
  });

  it('finds only the loads they drive in the shipment search', async () => {
    const own = ownLoad().shipmentNumber;
    const other = companyLoad().shipmentNumber;
    const found = async (q: string) =>
      (await trucks.driver.call(API.shipments.search, { query: { q } }))
        .json<{ items: { shipmentNumber: string }[] }>()
        .items.map((item) => item.shipmentNumber);
    expect(await found(own)).toEqual([own]);
    expect(await found(other)).toEqual([]);
    expect(
      (await trucks.admin.call(API.shipments.search, { query: { q: other } })).json<{ totalCount: number }>()
        .totalCount,
    ).toBeGreaterThan(0);
  });

  it('reads and keeps their profile, and nobody else’s contact', async () => {
    expect((await trucks.driver.call(API.account.currentUser)).statusCode).toBe(200);
    expect((await trucks.driver.call(API.contacts.currentUserContact)).statusCode).toBe(200);
    expect((await trucks.driver.call(API.contacts.get, { params: { id: driverId() } })).statusCode).toBe(200);
    expect(
      await refusal(trucks.driver.call(API.contacts.get, { params: { id: trucks.admin.account.id } })),
    ).toEqual({ status: 403, detail: DRIVER_ONLY_MESSAGE });
  });

  it('gets 403 on the load board, tenders, the company contacts and on changing a load', async () => {
    const load = ownLoad();
    const stop = load.stops[0]!;
    const appointment = stop.appointmentDateTime;
    for (const send of [
      () => trucks.driver.call(API.loadboard.availableShipments),
      () => trucks.driver.call(API.loadboard.tenders),
      () => trucks.driver.call(API.contacts.list),
      () =>
        trucks.driver.call(API.shipments.updateStopAppointment, {
          params: { id: load.id, stopId: stop.id },
          body: { appointmentDateTime: null },
        }),
    ])
      expect(await refusal(send())).toEqual({ status: 403, detail: DRIVER_ONLY_MESSAGE });
    expect(stop.appointmentDateTime).toBe(appointment);
  });
});

describe.each([
  ['the carrier admin', () => trucks.admin],
  ['the carrier user', () => trucks.user],
] as const)("%s keeps the company's money and cases", (_persona, client: () => SignedInClient) => {
  it('reads a load’s billing configuration and a case’s notes', async () => {
    const load = companyLoad();
    expect(
      (await client().call(API.shipments.billingConfiguration, { params: { id: load.shipmentNumber } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await client().call(API.casesNotesDocuments.notes, { params: { id: companyCase().id } })).statusCode,
    ).toBe(200);
    expect((await client().call(API.financials.apInvoices)).statusCode).toBe(200);
  });
});

describe("the shipper's calls (issue 41: the API double accepted what the UI refuses)", () => {
  const location = {
    name: 'Refused Dock',
    locationType: LocationType.Warehouse,
    isPrimaryLocation: false,
    lumpersAvailable: false,
    isAppointmentRequired: false,
    overnightParking: false,
    addressLine1: '100 Queen St',
    city: 'Austin',
    province: 'TX',
    postalCode: '78701',
    country: 'US',
    phoneNumbers: [],
    ediCodes: [],
    companyId: DEMO_COMPANIES.shipper.id,
  };

  it.each([
    ['the carrier admin', () => trucks.admin],
    ['a factoring user', () => trucks.factoring],
    ['a broker', () => trucks.broker],
    ['a driver', () => trucks.driver],
  ] as const)(
    '%s gets 403 on POST v1/locations and POST v1/orders, and nothing is created',
    async (_persona, client: () => SignedInClient) => {
      const { locations, orders } = trucks.api.store.shipper;
      const before = [locations.size, orders.size];
      const refused = { status: 403, detail: SHIPPER_CALLS_MESSAGE };
      expect(await refusal(client().call(API.shipper.createLocation, { body: location }))).toEqual(refused);
      expect(await refusal(client().call(API.shipper.createOrder, { body: {} }))).toEqual(refused);
      expect(await refusal(client().call(API.shipper.findOrders))).toEqual(refused);
      expect([locations.size, orders.size]).toEqual(before);
    },
  );

  it('the shipper still creates a location', async () => {
    const created = await trucks.shipper.call(API.shipper.createLocation, { body: location });
    expect(created.statusCode).toBe(200);
  });
});
