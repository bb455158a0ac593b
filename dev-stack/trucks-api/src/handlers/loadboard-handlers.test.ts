// The load board as carriers use it: booking takes a load off the board and books it to that
// carrier; tenders are answered once; offers show on the load; tenders, rate requests and cases of
// another company stay invisible; bad input changes nothing.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { TenderResponseStatus } from '@trucks/shared-contracts/domain/tender-response-status';
import { RateRequestStatus } from '@trucks/shared-contracts/domain/rate-request-status';
import { PaymentOption } from '@trucks/shared-contracts/domain/payment-option';
import { EquipmentType } from '@trucks/shared-contracts/domain/equipment-type';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import {
  expectRefusedAsInvalid,
  seededRecords,
  snapshotOf,
  useTrucksApi,
} from '../test-support/trucks-api-suite';
import type { ShipmentRecord, TenderRecord } from '../store/records';

const CARRIER = DEMO_COMPANIES.carrier.id;

const trucks = useTrucksApi({ admin: 'carrier-admin', broker: 'broker' });

/** Open loads with a book-it-now rate nobody else in this file has used. */
const pickOpenLoad = seededRecords<ShipmentRecord>((s) => s.id, 'The seed ran out of open loads');
const freshOpenLoad = () =>
  pickOpenLoad(
    trucks.api.store.shipments.values(),
    (s) => s.status === ShipmentStatus.ReadyToBook && !!s.bookItNowRate,
  );
const pickSentTender = seededRecords<TenderRecord>((t) => t.id, 'The seed ran out of sent tenders');
const freshSentTender = (carrierId = CARRIER) =>
  pickSentTender(
    trucks.api.store.tenders.values(),
    (t) => t.carrierId === carrierId && t.status === TenderResponseStatus.Sent,
  );

function bookNowCommand(load: ShipmentRecord, overrides: Record<string, unknown> = {}) {
  const { rate, rateType, chargeRateType } = load.bookItNowRate!;
  return {
    bookingApplication: 'Trucks',
    carrierId: CARRIER,
    shipmentId: load.id,
    paymentOption: PaymentOption.BookItNow,
    carrierRate: { rate, rateType, chargeRateType },
    hash: load.hash,
    ...overrides,
  };
}

async function onTheBoard(shipmentId: string): Promise<boolean> {
  const page = (
    await trucks.admin.call(API.loadboard.availableShipments, { query: { page: 1, pageSize: 500 } })
  ).json<{ data: { id: string }[] }>();
  return page.data.some((s) => s.id === shipmentId);
}

/** The state a write could touch, to prove a refused write touched none of it. */
function snapshot(): string {
  const { shipments, tenders, rateRequests, savedLanes } = trucks.api.store;
  return snapshotOf(shipments.values(), tenders.values(), rateRequests.values(), savedLanes.values());
}

describe('the board list', () => {
  it("says how long the API took (Server-Timing), so a browser benchmark can tell the API's share", async () => {
    const response = await trucks.admin.call(API.loadboard.availableShipments, {
      query: { page: 1, pageSize: 10, orderBy: 'ratePerMile' },
    });
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['server-timing'])).toMatch(/^app;desc="trucks API";dur=\d+(\.\d)?$/);
  });
});

describe('Book Now', () => {
  test('books the load to the carrier at the book-it-now rate and takes it off the board', async () => {
    const load = freshOpenLoad();
    expect(await onTheBoard(load.id)).toBe(true);

    const response = await trucks.admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load) });
    expect(response.json()).toEqual({
      bookingSucceeded: true,
      errors: [],
      shipmentNumber: load.shipmentNumber,
    });

    const booked = (await trucks.admin.call(API.shipments.get, { params: { id: load.id } })).json();
    expect(booked).toMatchObject({ status: ShipmentStatus.Booked, carrierId: CARRIER });
    expect(await onTheBoard(load.id)).toBe(false);
    const mine = (
      await trucks.admin.call(API.shipments.list, {
        query: { statuses: [ShipmentStatus.Booked], pageSize: 500 },
      })
    ).json<{ data: { id: string }[] }>();
    expect(mine.data.map((s) => s.id)).toContain(load.id);
  });

  test('a load already booked answers bookingSucceeded false with the reason', async () => {
    const load = freshOpenLoad();
    const command = bookNowCommand(load);
    await trucks.admin.call(API.loadboard.bookShipment, { body: command });
    const second = (
      await trucks.broker.call(API.loadboard.bookShipment, {
        body: { ...command, carrierId: DEMO_COMPANIES.broker.id, hash: undefined },
      })
    ).json();
    expect(second.bookingSucceeded).toBe(false);
    expect(second.errors).toContainEqual({
      message: `Shipment ${load.shipmentNumber} is no longer available.`,
    });
    expect(trucks.api.store.shipments.get(load.id)!.carrierId).toBe(CARRIER);
  });

  test('a stale hash (the load changed since it was read) books nothing', async () => {
    const load = freshOpenLoad();
    const before = snapshot();
    const response = (
      await trucks.admin.call(API.loadboard.bookShipment, {
        body: bookNowCommand(load, { hash: 'stale000' }),
      })
    ).json();
    expect(response.bookingSucceeded).toBe(false);
    expect(response.errors[0].message).toBe(
      'The shipment changed since you opened it. Reload and try again.',
    );
    expect(snapshot()).toBe(before);
  });

  test('a carrier cannot book for another company', async () => {
    const load = freshOpenLoad();
    const response = (
      await trucks.broker.call(API.loadboard.bookShipment, { body: bookNowCommand(load) })
    ).json();
    expect(response.bookingSucceeded).toBe(false);
    expect(response.errors).toContainEqual({ message: 'You can only book for your own company.' });
    expect(await onTheBoard(load.id)).toBe(true);
  });
});

describe('tenders', () => {
  test('accepting a tender books its load to the carrier', async () => {
    const tender = freshSentTender();
    const response = await trucks.admin.call(API.loadboard.updateTenderStatus, {
      params: { tenderId: tender.id },
      body: {
        carrierId: CARRIER,
        carrierRate: tender.rate,
        response: 'Accept',
        shipmentId: tender.shipmentId,
        tenderId: tender.id,
        paymentOption: PaymentOption.QuickPay,
        bookingApplication: 'Trucks',
      },
    });
    expect(response.json()).toEqual({ succeeded: true, errors: [] });
    expect(
      (await trucks.admin.call(API.loadboard.tender, { params: { id: tender.id } })).json(),
    ).toMatchObject({ status: 'Accepted', shipmentStatus: ShipmentStatus.Booked });
    expect(
      (await trucks.admin.call(API.shipments.get, { params: { id: tender.shipmentId } })).json(),
    ).toMatchObject({ status: ShipmentStatus.Booked, carrierId: CARRIER });
  });

  test('rejecting a tender leaves the load unbooked, and a tender is answered only once', async () => {
    const tender = freshSentTender();
    const rejected = await trucks.admin.call(API.loadboard.answerTenderOffer, {
      params: { id: tender.id },
      body: { status: 'Rejected', rejectionReason: 'No truck nearby.' },
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ id: tender.id, status: 'Rejected' });
    expect(trucks.api.store.shipments.get(tender.shipmentId)!.carrierId ?? null).toBeNull();

    const again = await trucks.admin.call(API.loadboard.answerTenderOffer, {
      params: { id: tender.id },
      body: { status: 'Accepted' },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().errors.status).toEqual(['This tender was already answered (Rejected).']);
  });

  test('Book It Now cannot accept a tender (400, nothing changes)', async () => {
    const tender = freshSentTender();
    const before = snapshot();
    const response = await trucks.admin.call(API.loadboard.updateTenderStatus, {
      params: { tenderId: tender.id },
      body: {
        carrierId: CARRIER,
        carrierRate: tender.rate,
        response: 'Accept',
        shipmentId: tender.shipmentId,
        tenderId: tender.id,
        paymentOption: PaymentOption.BookItNow,
        bookingApplication: 'Trucks',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.paymentOption).toEqual(['Book It Now cannot be used to accept a tender.']);
    expect(snapshot()).toBe(before);
  });
});

describe('scoping: another company’s records are invisible', () => {
  test('a tender sent to another carrier is not listed and reads as 404', async () => {
    const foreign = [...trucks.api.store.tenders.values()].find((t) => t.carrierId !== CARRIER)!;
    const list = (await trucks.admin.call(API.loadboard.tenders, { query: { pageSize: 500 } })).json<{
      data: { id: string; carrierId: string }[];
    }>();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.every((t) => t.carrierId === CARRIER)).toBe(true);
    expect((await trucks.admin.call(API.loadboard.tender, { params: { id: foreign.id } })).statusCode).toBe(
      404,
    );
    const answer = await trucks.admin.call(API.loadboard.answerTenderOffer, {
      params: { id: foreign.id },
      body: { status: 'Accepted' },
    });
    expect(answer.statusCode).toBe(404);
    expect(trucks.api.store.tenders.get(foreign.id)!.status).toBe(foreign.status);
  });

  test('rate requests of another carrier are refused, and one of them reads as 404', async () => {
    const foreign = [...trucks.api.store.rateRequests.values()].find((r) => r.carrierId !== CARRIER)!;
    expect(
      (await trucks.admin.call(API.loadboard.rateRequests, { query: { carrierId: foreign.carrierId } }))
        .statusCode,
    ).toBe(403);
    expect(
      (await trucks.admin.call(API.loadboard.rateRequest, { params: { id: foreign.id } })).statusCode,
    ).toBe(404);
  });

  test('a case about another carrier is not listed and cannot be read', async () => {
    const foreign = [...trucks.api.store.cases.values()].find((c) => c.carrierId !== CARRIER)!;
    const list = (
      await trucks.admin.call(API.casesNotesDocuments.cases, { query: { page: 1, pageSize: 500 } })
    ).json<{ data: { id: string }[] }>();
    expect(list.data.length).toBeGreaterThan(0);
    expect(list.data.map((c) => c.id)).not.toContain(foreign.id);
    expect([403, 404]).toContain(
      (await trucks.admin.call(API.casesNotesDocuments.get, { params: { id: foreign.id } })).statusCode,
    );
  });

  test('another user’s saved lane cannot be deleted', async () => {
    const lane = [...trucks.api.store.savedLanes.values()].find(
      (l) => l.ownerUserId !== trucks.admin.account.id,
    )!;
    expect((await trucks.admin.call(API.loadboard.deleteLane, { params: { id: lane.id } })).statusCode).toBe(
      404,
    );
    expect(trucks.api.store.savedLanes.has(lane.id)).toBe(true);
  });
});

describe('offers and rate requests', () => {
  test('an offer on an open load opens a rate request already answered and Pending until the shipper answers: shown on the load and in the list, not among the open (Sent) requests', async () => {
    const load = freshOpenLoad();
    const openCount = async () =>
      (
        await trucks.admin.call(API.loadboard.rateRequests, {
          query: { carrierId: CARRIER, statuses: [TenderResponseStatus.Sent], page: 1, pageSize: 1 },
        })
      ).json<{ totalCount: number }>().totalCount;
    const before = await openCount();
    const carrierRate = { rate: 2150, rateType: 'RateAndFuel', chargeRateType: 'Flat' };
    const response = await trucks.admin.call(API.loadboard.respondToRateRequest, {
      body: {
        response: {
          carrierId: CARRIER,
          carrierRate,
          respondingContactId: trucks.admin.account.id,
          shipmentId: load.id,
          response: 'Offer',
        },
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      shipmentId: load.id,
      carrierId: CARRIER,
      status: RateRequestStatus.Pending,
      carrierRate,
    });
    expect(await openCount()).toBe(before);

    const details = (
      await trucks.admin.call(API.loadboard.availableShipmentDetails, {
        params: { shipmentNumberOrId: load.shipmentNumber },
      })
    ).json();
    expect(details.offer).toMatchObject({ carrierRate, status: RateRequestStatus.Pending });
    const requests = (
      await trucks.admin.call(API.loadboard.rateRequests, {
        query: { carrierId: CARRIER, search: load.shipmentNumber },
      })
    ).json<{ data: { shipmentId: string }[] }>();
    expect(requests.data.map((r) => r.shipmentId)).toEqual([load.id]);
  });
});

describe('answering a rate request', () => {
  test('a response to a Sent request leaves Sent for Pending (the open-rate-requests count drops); a second one updates it', async () => {
    const store = trucks.api.store;
    const request = [...store.rateRequests.values()].find(
      (r) =>
        r.carrierId === CARRIER &&
        r.status === TenderResponseStatus.Sent &&
        store.shipments.get(r.shipmentId)?.status === ShipmentStatus.ReadyToBook,
    )!;
    const openCount = async () =>
      (
        await trucks.admin.call(API.loadboard.rateRequests, {
          query: { carrierId: CARRIER, statuses: [TenderResponseStatus.Sent], page: 1, pageSize: 1 },
        })
      ).json<{ totalCount: number }>().totalCount;
    const before = await openCount();
    const respond = (rate: number) =>
      trucks.admin.call(API.loadboard.respondToRateRequest, {
        body: {
          response: {
            carrierId: CARRIER,
            carrierRate: { rate, rateType: 'RateAndFuel', chargeRateType: 'PerMile' },
            respondingContactId: trucks.admin.account.id,
            shipmentId: request.shipmentId,
            response: 'Offer',
          },
        },
      });
    const first = await respond(2.85);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ id: request.id, status: RateRequestStatus.Pending });
    expect(await openCount()).toBe(before - 1);
    const second = await respond(2.95);
    expect(second.json()).toMatchObject({
      id: request.id,
      status: RateRequestStatus.Pending,
      carrierRate: { rate: 2.95 },
    });
  });
});

describe('saved lanes', () => {
  test('a saved lane is listed with its matches until it is deleted', async () => {
    const created = await trucks.admin.call(API.loadboard.saveLane, {
      body: { originState: 'TX', destinationState: 'GA', equipmentTypes: EquipmentType.Van, notify: true },
    });
    expect(created.statusCode).toBe(200);
    const lane = created.json<{ id: string; matchCount: number }>();
    expect(lane.matchCount).toBeGreaterThanOrEqual(0);
    const listed = () =>
      trucks.admin.call(API.loadboard.savedLanes).then((r) => r.json<{ id: string }[]>().map((l) => l.id));
    expect(await listed()).toContain(lane.id);
    expect((await trucks.admin.call(API.loadboard.deleteLane, { params: { id: lane.id } })).statusCode).toBe(
      204,
    );
    expect(await listed()).not.toContain(lane.id);
  });
});

describe('bad input answers 400 with model-state errors and changes nothing', () => {
  const load = () =>
    [...trucks.api.store.shipments.values()].find(
      (s) => s.status === ShipmentStatus.ReadyToBook && s.bookItNowRate,
    )!;
  const tender = () =>
    [...trucks.api.store.tenders.values()].find(
      (t) => t.carrierId === CARRIER && t.status === TenderResponseStatus.Sent,
    )!;

  test.each([
    [
      'Book Now without a rate',
      () =>
        trucks.admin.call(API.loadboard.bookShipment, {
          body: { ...bookNowCommand(load()), carrierRate: undefined },
        }),
      'carrierRate',
    ],
    [
      'Book Now with a rate of text',
      () =>
        trucks.admin.call(API.loadboard.bookShipment, {
          body: bookNowCommand(load(), {
            carrierRate: { rate: 'lots', rateType: 'AllIn', chargeRateType: 'Flat' },
          }),
        }),
      'carrierRate.rate',
    ],
    [
      'Book Now of a shipment that does not exist',
      () =>
        trucks.admin.call(API.loadboard.bookShipment, {
          body: bookNowCommand(load(), { shipmentId: 'no-such-shipment' }),
        }),
      'shipmentId',
    ],
    [
      'Book Now with an unknown payment option',
      () =>
        trucks.admin.call(API.loadboard.bookShipment, { body: bookNowCommand(load(), { paymentOption: 9 }) }),
      'paymentOption',
    ],
    [
      'an offer of 0 dollars',
      () =>
        trucks.admin.call(API.loadboard.respondToRateRequest, {
          body: {
            response: {
              carrierId: CARRIER,
              carrierRate: { rate: 0, rateType: 'AllIn', chargeRateType: 'Flat' },
              respondingContactId: trucks.admin.account.id,
              shipmentId: load().id,
              response: 'Offer',
            },
          },
        }),
      'response.carrierRate.rate',
    ],
    [
      'an offer on a shipment that does not exist',
      () =>
        trucks.admin.call(API.loadboard.respondToRateRequest, {
          body: {
            response: {
              carrierId: CARRIER,
              carrierRate: { rate: 900, rateType: 'AllIn', chargeRateType: 'Flat' },
              respondingContactId: trucks.admin.account.id,
              shipmentId: 'nope',
              response: 'Offer',
            },
          },
        }),
      'response.shipmentId',
    ],
    [
      'a tender answer that is neither Accepted nor Rejected',
      () =>
        trucks.admin.call(API.loadboard.answerTenderOffer, {
          params: { id: tender().id },
          body: { status: 'Maybe' },
        }),
      'status',
    ],
    [
      'a tender acceptance naming another tender',
      () =>
        trucks.admin.call(API.loadboard.updateTenderStatus, {
          params: { tenderId: tender().id },
          body: {
            carrierId: CARRIER,
            carrierRate: tender().rate,
            response: 'Accept',
            shipmentId: tender().shipmentId,
            tenderId: 'other',
            paymentOption: PaymentOption.StandardPay,
            bookingApplication: 'Trucks',
          },
        }),
      'tenderId',
    ],
    [
      'a saved lane with a state that is not a code',
      () =>
        trucks.admin.call(API.loadboard.saveLane, {
          body: { originState: 'Texas', equipmentTypes: 0, notify: true },
        }),
      'originState',
    ],
    [
      'a saved lane without equipment or notify',
      () => trucks.admin.call(API.loadboard.saveLane, { body: { originState: 'TX' } }),
      'equipmentTypes',
    ],
  ])('%s', (_case, send, field) => expectRefusedAsInvalid(send, field, snapshot));

  test('a tender that does not exist answers 404', async () => {
    expect(
      (
        await trucks.admin.call(API.loadboard.answerTenderOffer, {
          params: { id: 'no-such-tender' },
          body: { status: 'Accepted' },
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('available freight: the Book It Now view and the rate-per-mile order', () => {
  it('bookItNow keeps only loads with a book-it-now rate; orderBy ratePerMile puts the best paying mile first', async () => {
    const page = (
      await trucks.admin.call(API.loadboard.availableShipments, {
        query: { page: 1, pageSize: 50, bookItNow: true, orderBy: 'ratePerMile' },
      })
    ).json<{ data: { miles: number; bookItNowRate?: { calculatedRate: number } | null }[] }>();
    expect(page.data.length).toBeGreaterThan(1);
    expect(page.data.every((s) => !!s.bookItNowRate)).toBe(true);
    const perMile = page.data.map((s) => s.bookItNowRate!.calculatedRate / Math.max(s.miles, 1));
    expect(perMile).toEqual([...perMile].sort((a, b) => b - a));
  });
});

describe('reload search: the rate-per-mile order (ReloadOrderBy.RatePerMile)', () => {
  it('orderBy ratePerMile puts the best paying mile first', async () => {
    const page = (
      await trucks.admin.call(API.carriers.reloads, {
        params: { id: CARRIER },
        query: { page: 1, pageSize: 50, orderBy: 'ratePerMile' },
      })
    ).json<{ data: { shipmentNumber: string; bookItNowRate?: { calculatedRate: number } | null }[] }>();
    expect(page.data.length).toBeGreaterThan(1);
    const miles = new Map([...trucks.api.store.shipments.values()].map((s) => [s.shipmentNumber, s.miles]));
    const perMile = page.data.map(
      (s) => (s.bookItNowRate?.calculatedRate ?? 0) / Math.max(miles.get(s.shipmentNumber) ?? 1, 1),
    );
    expect(perMile).toEqual([...perMile].sort((a, b) => b - a));
  });
});
