// The load board as carriers use it: booking takes a load off the board and books it to that
// carrier; tenders are answered once; offers show on the load; tenders, rate requests and cases of
// another company stay invisible; bad input changes nothing.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { startTrucksApi } from '../test-support/trucks-api-harness';
import type { SignedInClient, TrucksApiHarness } from '../test-support/trucks-api-harness';
import type { ShipmentRecord, TenderRecord } from '../store/records';

const CARRIER = DEMO_COMPANIES.carrier.id;

let api: TrucksApiHarness;
let admin: SignedInClient;
let broker: SignedInClient;
beforeAll(async () => {
  api = await startTrucksApi();
  admin = await api.signIn('carrier-admin');
  broker = await api.signIn('broker');
});
afterAll(() => api.close());

/** Open loads with a book-it-now rate nobody else in this file has used. */
const usedLoads = new Set<string>();
function freshOpenLoad(): ShipmentRecord {
  const load = [...api.store.shipments.values()].find((s) => s.status === ShipmentStatus.ReadyToBook && s.bookItNowRate && !usedLoads.has(s.id));
  if (!load) throw new Error('The seed ran out of open loads');
  usedLoads.add(load.id);
  return load;
}
const usedTenders = new Set<string>();
function freshSentTender(carrierId = CARRIER): TenderRecord {
  const tender = [...api.store.tenders.values()].find((t) => t.carrierId === carrierId && t.status === TenderResponseStatus.Sent && !usedTenders.has(t.id));
  if (!tender) throw new Error('The seed ran out of sent tenders');
  usedTenders.add(tender.id);
  return tender;
}

function bookNowCommand(load: ShipmentRecord, overrides: Record<string, unknown> = {}) {
  const { rate, rateType, chargeRateType } = load.bookItNowRate!;
  return { bookingApplication: 'Trucks', carrierId: CARRIER, shipmentId: load.id, paymentOption: PaymentOption.BookItNow, carrierRate: { rate, rateType, chargeRateType }, hash: load.hash, ...overrides };
}

async function onTheBoard(shipmentId: string): Promise<boolean> {
  const page = (await admin.call(API.loadboard.availableShipments, { query: { page: 1, pageSize: 500 } })).json<{ data: { id: string }[] }>();
  return page.data.some((s) => s.id === shipmentId);
}

/** The state a write could touch, to prove a refused write touched none of it. */
function snapshot(): string {
  const { shipments, tenders, rateRequests, savedLanes } = api.store;
  return JSON.stringify([[...shipments.values()], [...tenders.values()], [...rateRequests.values()], [...savedLanes.values()]]);
}

describe('Book Now', () => {
  test('books the load to the carrier at the book-it-now rate and takes it off the board', async () => {
    const load = freshOpenLoad();
    expect(await onTheBoard(load.id)).toBe(true);

    const response = await admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load) });
    expect(response.json()).toEqual({ bookingSucceeded: true, errors: [], shipmentNumber: load.shipmentNumber });

    const booked = (await admin.call(API.shipments.get, { params: { id: load.id } })).json();
    expect(booked).toMatchObject({ status: ShipmentStatus.Booked, carrierId: CARRIER });
    expect(await onTheBoard(load.id)).toBe(false);
    const mine = (await admin.call(API.shipments.list, { query: { statuses: [ShipmentStatus.Booked], pageSize: 500 } })).json<{ data: { id: string }[] }>();
    expect(mine.data.map((s) => s.id)).toContain(load.id);
  });

  test('a load already booked answers bookingSucceeded false with the reason', async () => {
    const load = freshOpenLoad();
    const command = bookNowCommand(load);
    await admin.call(API.loadboard.bookShipment, { body: command });
    const second = (await broker.call(API.loadboard.bookShipment, { body: { ...command, carrierId: DEMO_COMPANIES.broker.id, hash: undefined } })).json();
    expect(second.bookingSucceeded).toBe(false);
    expect(second.errors).toContainEqual({ message: `Shipment ${load.shipmentNumber} is no longer available.` });
    expect(api.store.shipments.get(load.id)!.carrierId).toBe(CARRIER);
  });

  test('a stale hash (the load changed since it was read) books nothing', async () => {
    const load = freshOpenLoad();
    const before = snapshot();
    const response = (await admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load, { hash: 'stale000' }) })).json();
    expect(response.bookingSucceeded).toBe(false);
    expect(response.errors[0].message).toBe('The shipment changed since you opened it. Reload and try again.');
    expect(snapshot()).toBe(before);
  });

  test('a carrier cannot book for another company', async () => {
    const load = freshOpenLoad();
    const response = (await broker.call(API.loadboard.bookShipment, { body: bookNowCommand(load) })).json();
    expect(response.bookingSucceeded).toBe(false);
    expect(response.errors).toContainEqual({ message: 'You can only book for your own company.' });
    expect(await onTheBoard(load.id)).toBe(true);
  });
});

describe('tenders', () => {
  test('accepting a tender books its load to the carrier', async () => {
    const tender = freshSentTender();
    const response = await admin.call(API.loadboard.updateTenderStatus, {
      params: { tenderId: tender.id },
      body: { carrierId: CARRIER, carrierRate: tender.rate, response: 'Accept', shipmentId: tender.shipmentId, tenderId: tender.id, paymentOption: PaymentOption.QuickPay, bookingApplication: 'Trucks' },
    });
    expect(response.json()).toEqual({ succeeded: true, errors: [] });
    expect((await admin.call(API.loadboard.tender, { params: { id: tender.id } })).json()).toMatchObject({ status: 'Accepted', shipmentStatus: ShipmentStatus.Booked });
    expect((await admin.call(API.shipments.get, { params: { id: tender.shipmentId } })).json()).toMatchObject({ status: ShipmentStatus.Booked, carrierId: CARRIER });
  });

  test('rejecting a tender leaves the load unbooked, and a tender is answered only once', async () => {
    const tender = freshSentTender();
    const rejected = await admin.call(API.loadboard.answerTenderOffer, { params: { id: tender.id }, body: { status: 'Rejected', rejectionReason: 'No truck nearby.' } });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id: tender.id, status: 'Rejected' });
    expect(api.store.shipments.get(tender.shipmentId)!.carrierId ?? null).toBeNull();

    const again = await admin.call(API.loadboard.answerTenderOffer, { params: { id: tender.id }, body: { status: 'Accepted' } });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.status).toEqual(['This tender was already answered (Rejected).']);
  });

  test('Book It Now cannot accept a tender (400, nothing changes)', async () => {
    const tender = freshSentTender();
    const before = snapshot();
    const response = await admin.call(API.loadboard.updateTenderStatus, {
      params: { tenderId: tender.id },
      body: { carrierId: CARRIER, carrierRate: tender.rate, response: 'Accept', shipmentId: tender.shipmentId, tenderId: tender.id, paymentOption: PaymentOption.BookItNow, bookingApplication: 'Trucks' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.paymentOption).toEqual(['Book It Now cannot be used to accept a tender.']);
    expect(snapshot()).toBe(before);
  });
});

describe('scoping: another company’s records are invisible', () => {
  test('a tender sent to another carrier is not listed and reads as 404', async () => {
    const foreign = [...api.store.tenders.values()].find((t) => t.carrierId !== CARRIER)!;
    const list = (await admin.call(API.loadboard.tenders, { query: { pageSize: 500 } })).json<{ data: { id: string; carrierId: string }[] }>();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((t) => t.carrierId === CARRIER)).toBe(true);
    expect((await admin.call(API.loadboard.tender, { params: { id: foreign.id } })).statusCode).toBe(404);
    const answer = await admin.call(API.loadboard.answerTenderOffer, { params: { id: foreign.id }, body: { status: 'Accepted' } });
    expect(answer.statusCode).toBe(404);
    expect(api.store.tenders.get(foreign.id)!.status).toBe(foreign.status);
  });

  test('rate requests of another carrier are refused, and one of them reads as 404', async () => {
    const foreign = [...api.store.rateRequests.values()].find((r) => r.carrierId !== CARRIER)!;
    expect((await admin.call(API.loadboard.rateRequests, { query: { carrierId: foreign.carrierId } })).statusCode).toBe(403);
    expect((await admin.call(API.loadboard.rateRequest, { params: { id: foreign.id } })).statusCode).toBe(404);
  });

  test('a case about another carrier is not listed and cannot be read', async () => {
    const foreign = [...api.store.cases.values()].find((c) => c.carrierId !== CARRIER)!;
    const list = (await admin.call(API.casesNotesDocuments.cases, { query: { page: 1, pageSize: 500 } })).json<{ data: { id: string }[] }>();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.map((c) => c.id)).not.toContain(foreign.id);
    expect([403, 404]).toContain((await admin.call(API.casesNotesDocuments.get, { params: { id: foreign.id } })).statusCode);
  });

  test('another user’s saved lane cannot be deleted', async () => {
    const lane = [...api.store.savedLanes.values()].find((l) => l.ownerUserId !== admin.account.id)!;
    expect((await admin.call(API.loadboard.deleteLane, { params: { id: lane.id } })).statusCode).toBe(404);
    expect(api.store.savedLanes.has(lane.id)).toBe(true);
  });
});

describe('offers and rate requests', () => {
  test('an offer on an open load opens a rate request and shows on the load', async () => {
    const load = freshOpenLoad();
    const carrierRate = { rate: 2150, rateType: 'RateAndFuel', chargeRateType: 'Flat' };
    const response = await admin.call(API.loadboard.respondToRateRequest, {
      body: { response: { carrierId: CARRIER, carrierRate, respondingContactId: admin.account.id, shipmentId: load.id, response: 'Offer' } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ shipmentId: load.id, carrierId: CARRIER, status: 'Sent', carrierRate });

    const details = (await admin.call(API.loadboard.availableShipmentDetails, { params: { shipmentNumberOrId: load.shipmentNumber } })).json();
    expect(details.offer).toMatchObject({ carrierRate, status: 'Sent' });
    const requests = (await admin.call(API.loadboard.rateRequests, { query: { carrierId: CARRIER, search: load.shipmentNumber } })).json<{ data: { shipmentId: string }[] }>();
    expect(requests.data.map((r) => r.shipmentId)).toEqual([load.id]);
  });
});

describe('saved lanes', () => {
  test('a saved lane is listed with its matches until it is deleted', async () => {
    const created = await admin.call(API.loadboard.saveLane, { body: { originState: 'TX', destinationState: 'GA', equipmentTypes: EquipmentType.Van, notify: true } });
    expect(created.statusCode).toBe(200);
    const lane = created.json<{ id: string; matchCount: number }>();
    expect(lane.matchCount).toBeGreaterThanOrEqual(0);
    const listed = () => admin.call(API.loadboard.savedLanes).then((r) => r.json<{ id: string }[]>().map((l) => l.id));
    expect(await listed()).toContain(lane.id);
    expect((await admin.call(API.loadboard.deleteLane, { params: { id: lane.id } })).statusCode).toBe(204);
    expect(await listed()).not.toContain(lane.id);
  });
});

describe('bad input answers 400 with model-state errors and changes nothing', () => {
  const load = () => [...api.store.shipments.values()].find((s) => s.status === ShipmentStatus.ReadyToBook && s.bookItNowRate)!;
  const tender = () => [...api.store.tenders.values()].find((t) => t.carrierId === CARRIER && t.status === TenderResponseStatus.Sent)!;

  test.each([
    ['Book Now without a rate', () => admin.call(API.loadboard.bookShipment, { body: { ...bookNowCommand(load()), carrierRate: undefined } }), 'carrierRate'],
    ['Book Now with a rate of text', () => admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load(), { carrierRate: { rate: 'lots', rateType: 'AllIn', chargeRateType: 'Flat' } }) }), 'carrierRate.rate'],
    ['Book Now of a shipment that does not exist', () => admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load(), { shipmentId: 'no-such-shipment' }) }), 'shipmentId'],
    ['Book Now with an unknown payment option', () => admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load(), { paymentOption: 9 }) }), 'paymentOption'],
    ['an offer of 0 dollars', () => admin.call(API.loadboard.respondToRateRequest, { body: { response: { carrierId: CARRIER, carrierRate: { rate: 0, rateType: 'AllIn', chargeRateType: 'Flat' }, respondingContactId: admin.account.id, shipmentId: load().id, response: 'Offer' } } }), 'response.carrierRate.rate'],
    ['an offer on a shipment that does not exist', () => admin.call(API.loadboard.respondToRateRequest, { body: { response: { carrierId: CARRIER, carrierRate: { rate: 900, rateType: 'AllIn', chargeRateType: 'Flat' }, respondingContactId: admin.account.id, shipmentId: 'nope', response: 'Offer' } } }), 'response.shipmentId'],
    ['a tender answer that is neither Accepted nor Rejected', () => admin.call(API.loadboard.answerTenderOffer, { params: { id: tender().id }, body: { status: 'Maybe' } }), 'status'],
    ['a tender acceptance naming another tender', () => admin.call(API.loadboard.updateTenderStatus, { params: { tenderId: tender().id }, body: { carrierId: CARRIER, carrierRate: tender().rate, response: 'Accept', shipmentId: tender().shipmentId, tenderId: 'other', paymentOption: PaymentOption.StandardPay, bookingApplication: 'Trucks' } }), 'tenderId'],
    ['a saved lane with a state that is not a code', () => admin.call(API.loadboard.saveLane, { body: { originState: 'Texas', equipmentTypes: 0, notify: true } }), 'originState'],
    ['a saved lane without equipment or notify', () => admin.call(API.loadboard.saveLane, { body: { originState: 'TX' } }), 'equipmentTypes'],
  ])('%s', async (_case, send, field) => {
    const before = snapshot();
    const response = await send();
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body).toMatchObject({ title: 'One or more validation errors occurred.', status: 400 });
    expect(body.errors[field]).toEqual([expect.any(String)]);
    expect(snapshot()).toBe(before);
  });

  test('a tender that does not exist answers 404', async () => {
    expect((await admin.call(API.loadboard.answerTenderOffer, { params: { id: 'no-such-tender' }, body: { status: 'Accepted' } })).statusCode).toBe(404);
  });
});
