// Shipments the shipper manages: created from orders, consolidated, booked by the spec's rules,
// tracked stop by stop, voided; each write checked for bad input and for another company's user.
import { PDFDocument } from 'pdf-lib';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { OnTimeStatus } from '@trucks/shared-contracts/domain/on-time-status';
import { RateSource } from '@trucks/shared-contracts/domain/rate-source';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import type { ManagedShipment, ManagedShipmentStop } from '@trucks/shared-contracts/domain/managed-shipment';
import type { Order } from '@trucks/shared-contracts/domain/order';
import type { ItemsPage, PagedList } from '@trucks/shared-contracts/domain/paged-list';
import type { Contact } from '@trucks/shared-contracts/domain/contact';
import type { Case } from '@trucks/shared-contracts/domain/case';
import type { PortalDocument } from '@trucks/shared-contracts/domain/document';
import type { ShipmentActivity, ShipmentDriver } from '@trucks/shared-contracts/domain/shipment';
import type {
  BookedCarrier,
  CarrierChargeDetails,
  ShipmentStatusCounts,
} from '@trucks/shared-contracts/api/catalogue/tms-shipments';
import type { ShipmentRateQuote } from '@trucks/shared-contracts/api/catalogue/tms-shipment-booking';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import { CONSOLIDATION_DEFAULTS } from '@trucks/shared-contracts/rules/consolidation-defaults';
import { orderUnits, orderWeight, pickupDateOf } from './shipper-views';
import type { OrderRecord } from '../seed/shipper-records';

const trucks = useTrucksApi({ shipper: 'shipper', carrier: 'carrier-admin' });

/** Open orders of the demo shipper (seed order), each test taking its own. */
const taken = new Set<string>();
function openOrders(count: number, matches: (o: OrderRecord) => boolean = () => true): OrderRecord[] {
  const state = trucks.api.store.shipper;
  const open = [...state.orders.values()].filter(
    (o) =>
      o.companyId === DEMO_COMPANIES.shipper.id &&
      !taken.has(o.orderNumber) &&
      o.shipments.every((n) => state.shipments.get(n)?.status === ShipmentStatus.Voided) &&
      matches(o),
  );
  // One shipment carries one equipment mode: pick orders alike.
  const mode = open[0]?.equipmentMode;
  const picked = open.filter((o) => o.equipmentMode === mode).slice(0, count);
  if (picked.length < count) throw new Error('the seed has too few open orders');
  for (const o of picked) taken.add(o.orderNumber);
  return picked;
}

async function createShipment(
  orders: OrderRecord[],
  originationType: RateSource = RateSource.TmsContract,
): Promise<ManagedShipment> {
  const response = await trucks.shipper.call(API.shipper.createShipment, {
    body: { orderNumbers: orders.map((o) => o.orderNumber), originationType, maxBuy: 0 },
  });
  expect(response.statusCode).toBe(200);
  return response.json<ManagedShipment>();
}

async function book(shipmentNumber: string, pick: (q: ShipmentRateQuote) => boolean) {
  const quotes = (await trucks.shipper.call(API.shipper.rates, { params: { shipmentNumber } })).json<
    ShipmentRateQuote[]
  >();
  const quote = quotes.find(pick)!;
  const response = await trucks.shipper.call(API.shipper.book, {
    params: { shipmentNumber },
    body: { quoteId: quote.quoteId, carrierId: quote.carrierId, carrierRate: quote.carrierRate },
  });
  return { quote, response };
}

const params = (shipmentNumber: string) => ({ params: { shipmentNumber } });

describe('creating shipments from orders', () => {
  test('orders become a Ready to Book shipment with max buy 0, pickups before deliveries; the orders are planned', async () => {
    const orders = openOrders(2);
    const shipment = await createShipment(orders);
    expect(shipment).toMatchObject({
      shipmentStatus: ShipmentStatus.ReadyToBook,
      maxBuy: 0,
      orderNumbers: orders.map((o) => o.orderNumber),
      carrierName: null,
    });
    expect(shipment.stops[0]!.locationAddress).toContain(orders[0]!.stops[0]!.location.city);
    expect(shipment.stops[0]!.appointment).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d[+-]\d\d:\d\d$/);
    const order = (
      await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: orders[0]!.orderNumber } })
    ).json<Order>();
    expect(order.shipments).toEqual([shipment.shipmentNumber]);
    expect(trucks.api.store.shipper.shipments.get(shipment.shipmentNumber)?.originationType).toBe(
      RateSource.TmsContract,
    );

    const again = await trucks.shipper.call(API.shipper.createShipment, {
      body: { orderNumbers: [orders[0]!.orderNumber], originationType: RateSource.TmsSpot, maxBuy: 0 },
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errors: {
        orderNumbers: [`Order ${orders[0]!.orderNumber} is already on shipment ${shipment.shipmentNumber}.`],
      },
    });
  });

  test('bad input creates nothing', async () => {
    const [order] = openOrders(1);
    const before = trucks.api.store.shipper.shipments.size;
    for (const body of [
      { orderNumbers: [], originationType: RateSource.TmsContract, maxBuy: 0 },
      { orderNumbers: [order!.orderNumber], originationType: RateSource.Red, maxBuy: 0 },
      { orderNumbers: [order!.orderNumber], originationType: RateSource.TmsSpot, maxBuy: -1 },
      { orderNumbers: ['no-such-order'], originationType: RateSource.TmsSpot, maxBuy: 0 },
    ]) {
      expect((await trucks.shipper.call(API.shipper.createShipment, { body })).statusCode).toBe(400);
    }
    expect(trucks.api.store.shipper.shipments.size).toBe(before);
    expect(trucks.api.store.shipper.orders.get(order!.orderNumber)?.shipments).toEqual([]);
  });

  test('a draft is reused while consolidating, then becomes the shipment', async () => {
    const [first, second] = openOrders(2);
    const draft = (
      await trucks.shipper.call(API.shipper.draftShipment, { body: { orderNumbers: [first!.orderNumber] } })
    ).json<ManagedShipment>();
    expect(draft).toMatchObject({ shipmentStatus: ShipmentStatus.Draft, maxBuy: 0 });
    const reused = (
      await trucks.shipper.call(API.shipper.draftShipment, {
        body: { orderNumbers: [first!.orderNumber, second!.orderNumber] },
      })
    ).json<ManagedShipment>();
    expect(reused.shipmentNumber).toBe(draft.shipmentNumber);
    expect(reused.orderNumbers).toEqual([first!.orderNumber, second!.orderNumber]);
    const created = await createShipment([first!, second!], RateSource.TmsSpot);
    expect(created).toMatchObject({
      shipmentNumber: draft.shipmentNumber,
      shipmentStatus: ShipmentStatus.ReadyToBook,
    });
    expect(
      (await trucks.shipper.call(API.shipper.draftShipment, { body: { orderNumbers: [] } })).statusCode,
    ).toBe(400);
  });
});

describe('consolidatable orders (spec 001 §9 defaults)', () => {
  test('partners share the mode, sit within 40 miles and 2 days, and fit 45000 lbs and 60 units together', async () => {
    const state = trucks.api.store.shipper;
    const open = [...state.orders.values()].filter(
      (o) =>
        o.companyId === DEMO_COMPANIES.shipper.id && o.shipments.length === 0 && !taken.has(o.orderNumber),
    );
    const sameLane = (a: OrderRecord, b: OrderRecord) =>
      a !== b &&
      a.equipmentMode === b.equipmentMode &&
      a.stops[0]!.locationNumber === b.stops[0]!.locationNumber &&
      a.stops[1]!.locationNumber === b.stops[1]!.locationNumber &&
      Math.abs(Date.parse(pickupDateOf(a)) - Date.parse(pickupDateOf(b))) <= 86_400_000;
    // An order with a partner on the same lane a day apart, light enough to ride together.
    const base = open.find((o) =>
      open.some(
        (p) =>
          sameLane(o, p) && orderWeight(o) + orderWeight(p) <= 45_000 && orderUnits(o) + orderUnits(p) <= 60,
      ),
    )!;
    const response = await trucks.shipper.call(API.shipper.consolidatableOrders, {
      query: { orderNumber: base.orderNumber },
    });
    expect(response.statusCode).toBe(200);
    const partners = response.json<Order[]>();
    expect(partners.length).toBeGreaterThan(0);
    expect(partners.some((p) => open.some((o) => o.orderNumber === p.orderNumber && sameLane(base, o)))).toBe(
      true,
    );
    const day = (o: Pick<Order, 'stops'>) => Date.parse(pickupDateOf(o)) / 86_400_000;
    for (const partner of partners) {
      expect(partner.equipmentMode).toBe(base.equipmentMode);
      expect(Math.abs(day(partner) - day(base))).toBeLessThanOrEqual(CONSOLIDATION_DEFAULTS.dateWindowDays);
      expect(partner.shipments).toEqual([]);
    }
    const all = [base, ...partners];
    expect(all.reduce((sum, o) => sum + orderWeight(o), 0)).toBeLessThanOrEqual(
      CONSOLIDATION_DEFAULTS.maxWeight,
    );
    expect(all.reduce((sum, o) => sum + orderUnits(o), 0)).toBeLessThanOrEqual(
      CONSOLIDATION_DEFAULTS.maxUnits,
    );

    const tight = (
      await trucks.shipper.call(API.shipper.consolidatableOrders, {
        query: { orderNumber: base.orderNumber, maxWeight: orderWeight(base) },
      })
    ).json<Order[]>();
    expect(tight).toEqual([]);
    expect((await trucks.shipper.call(API.shipper.consolidatableOrders)).statusCode).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.consolidatableOrders, {
          query: { orderNumber: base.orderNumber, maxUnits: 'many' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await trucks.carrier.call(API.shipper.consolidatableOrders, {
          query: { orderNumber: base.orderNumber },
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('booking by the rules of spec 001 §7', () => {
  test('a contract TL rate raises a missing max buy to the rate plus 5; the carrier and charges follow', async () => {
    const shipment = await createShipment(openOrders(1));
    const { quote, response } = await book(
      shipment.shipmentNumber,
      (q) => q.rateSource === RateSource.TmsContract && !q.isInError,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<ManagedShipment>()).toMatchObject({
      shipmentStatus: ShipmentStatus.Booked,
      maxBuy: quote.carrierRate.rate + 5,
      carrierName: quote.carrierName,
    });
    const booked = (
      await trucks.shipper.call(API.shipper.bookedCarrier, params(shipment.shipmentNumber))
    ).json<BookedCarrier>();
    expect(booked).toMatchObject({ carrierId: quote.carrierId, carrierRate: quote.carrierRate });
    const charges = (
      await trucks.shipper.call(API.shipper.carrierCharges, params(shipment.shipmentNumber))
    ).json<CarrierChargeDetails>();
    expect(charges.total).toBe(charges.charges.reduce((sum, c) => sum + c.rate * c.units, 0));
    expect(charges.total).toBe(quote.carrierRate.rate);
    const again = await book(shipment.shipmentNumber, (q) => !q.isInError);
    expect(again.response.statusCode).toBe(400);
  });

  test('a spot quote sets origination TmsSpot; another rate books LTL; a rate in error is refused', async () => {
    const spot = await createShipment(openOrders(1));
    await book(spot.shipmentNumber, (q) => q.rateSource === RateSource.TmsSpot);
    expect(trucks.api.store.shipper.shipments.get(spot.shipmentNumber)).toMatchObject({
      originationType: RateSource.TmsSpot,
      maxBuy: 0,
    });

    const ltl = await createShipment(openOrders(1, (o) => o.shippingMode === ShippingMode.TL));
    await book(ltl.shipmentNumber, (q) => q.shippingMode === ShippingMode.LTL && !q.isInError);
    expect(trucks.api.store.shipper.shipments.get(ltl.shipmentNumber)?.shippingMode).toBe(ShippingMode.LTL);

    const other = await createShipment(openOrders(1));
    const inError = await book(other.shipmentNumber, (q) => q.isInError);
    expect(inError.response.statusCode).toBe(400);
    const wrongCarrier = await trucks.shipper.call(API.shipper.book, {
      params: { shipmentNumber: other.shipmentNumber },
      body: { ...inError.quote, quoteId: `${other.shipmentNumber}-Q1`, carrierId: DEMO_COMPANIES.broker.id },
    });
    expect(wrongCarrier.statusCode).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.shipmentDetails, params(other.shipmentNumber))
      ).json<ManagedShipment>().shipmentStatus,
    ).toBe(ShipmentStatus.ReadyToBook);
    expect(
      (await trucks.shipper.call(API.shipper.bookedCarrier, params(other.shipmentNumber))).statusCode,
    ).toBe(404);
  });

  test('tendering, repricing, rescinding and voiding change the status; bad input changes nothing', async () => {
    const [order] = openOrders(1);
    const shipment = await createShipment([order!]);
    const number = shipment.shipmentNumber;
    const carrierRate = { rate: 1500, rateType: 'AllIn', chargeRateType: 'Flat' };
    expect(
      (
        await trucks.shipper.call(API.shipper.tender, {
          ...params(number),
          body: { carrierIds: ['nobody'], carrierRate },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.tender, {
          ...params(number),
          body: {
            carrierIds: [DEMO_COMPANIES.carrier.id],
            carrierRate,
            expirationDateTime: '2020-01-01T00:00:00Z',
          },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.tender, {
          ...params(number),
          body: { carrierIds: [DEMO_COMPANIES.carrier.id], carrierRate },
        })
      ).json<ManagedShipment>().shipmentStatus,
    ).toBe(ShipmentStatus.Tendering);

    expect(
      (await trucks.shipper.call(API.shipper.updateMaxBuy, { ...params(number), body: { maxBuy: -5 } }))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.updateMaxBuy, { ...params(number), body: { maxBuy: 1725.5 } })
      ).json<ManagedShipment>().maxBuy,
    ).toBe(1725.5);
    expect(
      (
        await trucks.shipper.call(API.shipper.updateOriginationType, {
          ...params(number),
          body: { originationType: 9 },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.updateOriginationType, {
          ...params(number),
          body: { originationType: RateSource.TmsSpot },
        })
      ).statusCode,
    ).toBe(200);
    expect(trucks.api.store.shipper.shipments.get(number)?.originationType).toBe(RateSource.TmsSpot);

    expect(
      (await trucks.shipper.call(API.shipper.rescindBooking, { ...params(number), body: {} })).statusCode,
    ).toBe(400);
    await book(number, (q) => q.rateSource === RateSource.TmsContract && !q.isInError);
    const rescinded = (
      await trucks.shipper.call(API.shipper.rescindBooking, {
        ...params(number),
        body: { reason: 'Carrier fell off' },
      })
    ).json<ManagedShipment>();
    expect(rescinded).toMatchObject({ shipmentStatus: ShipmentStatus.ReadyToBook, carrierName: null });
    expect((await trucks.shipper.call(API.shipper.bookedCarrier, params(number))).statusCode).toBe(404);

    const voided = (
      await trucks.shipper.call(API.shipper.void, { ...params(number), body: { reason: 'Order cancelled' } })
    ).json<ManagedShipment>();
    expect(voided.shipmentStatus).toBe(ShipmentStatus.Voided);
    expect(
      (
        await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: order!.orderNumber } })
      ).json<Order>().shipments,
    ).toEqual([]);
    expect((await trucks.shipper.call(API.shipper.void, { ...params(number), body: {} })).statusCode).toBe(
      400,
    );
    const activities = (await trucks.shipper.call(API.shipper.trackingActivities, params(number))).json<
      ShipmentActivity[]
    >();
    expect(activities.map((a) => a.description).slice(0, 2)).toEqual([
      'Voided: Order cancelled',
      expect.stringMatching(/rescinded: Carrier fell off$/),
    ]);
  });
});

describe('tracking stop by stop', () => {
  test('arrivals and departures move the shipment to At Stop, In Transit and Delivered, in stop order', async () => {
    const shipment = await createShipment(openOrders(1));
    const number = shipment.shipmentNumber;
    const [pickup, delivery] = shipment.stops as [ManagedShipmentStop, ManagedShipmentStop];
    const event = (
      stop: ManagedShipmentStop,
      kind: 'stopArrival' | 'stopDeparture',
      dateTime: string,
      extra = {},
    ) =>
      trucks.shipper.call(API.shipper[kind], {
        params: { shipmentNumber: number, stopId: stop.id },
        body: { dateTime, ...extra },
      });
    expect((await event(pickup, 'stopArrival', '2026-03-10T08:00:00-05:00')).statusCode).toBe(400); // not booked yet
    await book(number, (q) => q.rateSource === RateSource.TmsContract && !q.isInError);

    expect((await event(delivery, 'stopArrival', '2026-03-10T08:00:00-05:00')).statusCode).toBe(400);
    expect((await event(pickup, 'stopDeparture', '2026-03-10T08:00:00-05:00')).statusCode).toBe(400);
    expect((await event(pickup, 'stopArrival', 'yesterday')).statusCode).toBe(400);
    expect(
      (await event(pickup, 'stopArrival', '2026-03-10T08:00:00-05:00', { confirmedPackageCount: 120 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await trucks.shipper.call(API.shipper.shipmentDetails, params(number))).json<ManagedShipment>()
        .shipmentStatus,
    ).toBe(ShipmentStatus.AtStop);
    expect((await event(pickup, 'stopDeparture', '2026-03-10T07:00:00-05:00')).statusCode).toBe(400);
    expect(
      (await event(pickup, 'stopDeparture', '2026-03-10T09:30:00-05:00', { confirmedPalletCount: 12 }))
        .statusCode,
    ).toBe(200);
    expect(
      (await trucks.shipper.call(API.shipper.shipmentDetails, params(number))).json<ManagedShipment>()
        .shipmentStatus,
    ).toBe(ShipmentStatus.InTransit);
    expect(trucks.api.store.shipper.shipments.get(number)?.stops[0]).toMatchObject({
      confirmedPackageCount: 120,
      confirmedPalletCount: 12,
    });
    // The shipper's screen reads what was recorded from the API (stops and details carry it).
    const answered = (await trucks.shipper.call(API.shipper.stops, params(number))).json<
      ManagedShipmentStop[]
    >();
    expect(answered[0]).toMatchObject({
      stopType: 'Pickup',
      arrivedAt: '2026-03-10T13:00:00.000Z',
      departedAt: '2026-03-10T14:30:00.000Z',
      confirmedPackageCount: 120,
      confirmedPalletCount: 12,
      preload: null,
    });
    expect(
      (await trucks.shipper.call(API.shipper.shipmentDetails, params(number))).json<ManagedShipment>(),
    ).toMatchObject({
      originationType: RateSource.TmsContract,
      onTimeStatus: OnTimeStatus.OnTime,
      tenders: [],
    });
    await event(delivery, 'stopArrival', '2026-03-11T08:00:00-05:00');
    await event(delivery, 'stopDeparture', '2026-03-11T10:00:00-05:00');
    expect(
      (await trucks.shipper.call(API.shipper.shipmentDetails, params(number))).json<ManagedShipment>()
        .shipmentStatus,
    ).toBe(ShipmentStatus.Delivered);
    const activities = (await trucks.shipper.call(API.shipper.trackingActivities, params(number))).json<
      ShipmentActivity[]
    >();
    expect(activities[0]).toMatchObject({ description: 'Delivered at stop 2' });
    const unknownStop = await trucks.shipper.call(API.shipper.stopArrival, {
      params: { shipmentNumber: number, stopId: 'nope' },
      body: { dateTime: '2026-03-11T08:00:00Z' },
    });
    expect(unknownStop.statusCode).toBe(404);
  });

  test('a preload is for pickups only; stop schedules update together or not at all', async () => {
    const shipment = await createShipment(openOrders(1));
    const number = shipment.shipmentNumber;
    const [pickup, delivery] = shipment.stops as [ManagedShipmentStop, ManagedShipmentStop];
    const preload = (stop: ManagedShipmentStop) =>
      trucks.shipper.call(API.shipper.stopPreload, {
        params: { shipmentNumber: number, stopId: stop.id },
        body: { preloadedDateTime: '2026-03-09T18:00:00-05:00', trailerNumber: 'TR-88' },
      });
    expect((await preload(delivery)).statusCode).toBe(400);
    expect((await preload(pickup)).statusCode).toBe(200);
    expect(
      (await trucks.shipper.call(API.shipper.trackingActivities, params(number))).json<
        ShipmentActivity[]
      >()[0]?.description,
    ).toBe('Preloaded at stop 1 on trailer TR-88');

    const before = (await trucks.shipper.call(API.shipper.stops, params(number))).json<
      ManagedShipmentStop[]
    >();
    const bad = await trucks.shipper.call(API.shipper.updateStops, {
      ...params(number),
      body: [{ id: pickup.id, early: '2026-03-10T10:00:00-05:00', late: '2026-03-10T09:00:00-05:00' }],
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await trucks.shipper.call(API.shipper.updateStops, {
      ...params(number),
      body: [
        { id: pickup.id, appointment: '2026-03-10T09:00:00-05:00' },
        { id: 'nope', appointment: null },
      ],
    });
    expect(unknown.json()).toMatchObject({ status: 400, errors: { '1.id': [expect.any(String)] } });
    expect((await trucks.shipper.call(API.shipper.stops, params(number))).json()).toEqual(before);

    const updated = await trucks.shipper.call(API.shipper.updateStops, {
      ...params(number),
      body: [{ id: delivery.id, appointment: '2026-03-12T14:00:00-04:00', early: null }],
    });
    expect(updated.statusCode).toBe(200);
    expect(
      (await trucks.shipper.call(API.shipper.stops, params(number))).json<ManagedShipmentStop[]>()[1],
    ).toMatchObject({ appointment: '2026-03-12T14:00:00-04:00', early: null });
  });

  test('empty location, equipment and drivers need a booked carrier; drivers must be its own', async () => {
    const shipment = await createShipment(openOrders(1));
    const number = shipment.shipmentNumber;
    const empty = {
      city: 'Dallas',
      state: 'tx',
      postalCode: '75201',
      emptyDateTime: '2026-03-09T20:00:00-06:00',
    };
    expect((await trucks.shipper.call(API.shipper.emptyLocation, params(number))).statusCode).toBe(404);
    expect(
      (await trucks.shipper.call(API.shipper.updateEmptyLocation, { ...params(number), body: empty }))
        .statusCode,
    ).toBe(400);
    await book(number, (q) => q.rateSource === RateSource.TmsContract && !q.isInError);
    // Make the demo carrier the booked one, so its drivers can ride.
    trucks.api.store.shipper.shipments.get(number)!.bookedCarrier!.carrierId = DEMO_COMPANIES.carrier.id;

    expect(
      (
        await trucks.shipper.call(API.shipper.updateEmptyLocation, {
          ...params(number),
          body: { ...empty, emptyDateTime: 'soon' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await trucks.shipper.call(API.shipper.updateEmptyLocation, { ...params(number), body: empty }))
        .statusCode,
    ).toBe(200);
    expect((await trucks.shipper.call(API.shipper.emptyLocation, params(number))).json()).toEqual({
      ...empty,
      state: 'TX',
    });

    expect(
      (
        await trucks.shipper.call(API.shipper.saveEquipment, {
          ...params(number),
          body: { trailerNumber: 'TR-1', colour: 'red' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.saveEquipment, {
          ...params(number),
          body: { trailerNumber: 'TR-1', trailerLength: 53, sealNumber: 'S-42' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await trucks.shipper.call(API.shipper.equipment, params(number))).json()).toEqual({
      trailerNumber: 'TR-1',
      trailerLength: 53,
      sealNumber: 'S-42',
    });

    const ownDriver = [...trucks.api.store.contacts.values()].find(
      (c) => c.companyId === DEMO_COMPANIES.carrier.id && c.roles.includes('Driver'),
    )!;
    const strangerDriver = [...trucks.api.store.contacts.values()].find(
      (c) => c.companyId !== DEMO_COMPANIES.carrier.id && c.roles.includes('Driver'),
    )!;
    expect(
      (
        await trucks.shipper.call(API.shipper.saveDrivers, {
          ...params(number),
          body: { driverIds: [strangerDriver.id] },
        })
      ).statusCode,
    ).toBe(400);
    expect((await trucks.shipper.call(API.shipper.drivers, params(number))).json()).toEqual([]);
    const saved = (
      await trucks.shipper.call(API.shipper.saveDrivers, {
        ...params(number),
        body: { driverIds: [ownDriver.id] },
      })
    ).json<ShipmentDriver[]>();
    expect(saved).toEqual([
      expect.objectContaining({
        id: ownDriver.id,
        firstName: ownDriver.firstName,
        lastName: ownDriver.lastName,
      }),
    ]);
    expect((await trucks.shipper.call(API.shipper.drivers, params(number))).json()).toEqual(saved);
    const remove = () =>
      trucks.shipper.call(API.shipper.removeDriver, {
        params: { shipmentNumber: number, driverId: ownDriver.id },
      });
    expect((await remove()).statusCode).toBe(204);
    expect((await trucks.shipper.call(API.shipper.drivers, params(number))).json()).toEqual([]);
    expect((await remove()).statusCode).toBe(404);
  });

  test("a shipper searches the booked carrier's drivers by shipmentNumber, only on its own booked shipment", async () => {
    const shipment = await createShipment(openOrders(1));
    const number = shipment.shipmentNumber;
    const search = (shipmentNumber: string, q = '') =>
      trucks.shipper.call(API.contacts.searchDrivers, { query: { shipmentNumber, q } });
    expect((await search(number)).statusCode).toBe(400);
    await book(number, (q) => q.rateSource === RateSource.TmsContract && !q.isInError);
    trucks.api.store.shipper.shipments.get(number)!.bookedCarrier!.carrierId = DEMO_COMPANIES.carrier.id;
    const carrierDrivers = [...trucks.api.store.contacts.values()].filter(
      (c) => !c.deleted && c.companyId === DEMO_COMPANIES.carrier.id && c.roles.includes('Driver'),
    );
    const found = (await search(number)).json<ItemsPage<Contact>>();
    expect(found.totalCount).toBe(carrierDrivers.length);
    expect(found.items.every((c) => c.companyId === DEMO_COMPANIES.carrier.id)).toBe(true);
    const one = carrierDrivers[0]!;
    expect((await search(number, one.lastName)).json<ItemsPage<Contact>>().items.map((c) => c.id)).toContain(
      one.id,
    );
    // Without shipmentNumber the shipper's own company (no drivers); another's shipment is unknown.
    expect(
      (await trucks.shipper.call(API.contacts.searchDrivers, { query: {} })).json<ItemsPage<Contact>>()
        .totalCount,
    ).toBe(0);
    expect((await search('NO-SUCH-1')).statusCode).toBe(404);
    expect(
      (await trucks.carrier.call(API.contacts.searchDrivers, { query: { shipmentNumber: number } }))
        .statusCode,
    ).toBe(404);
  });

  test("the shipper (bill-to, AP) reads the carrier's invoice of its delivered shipment and records its number and amount", async () => {
    const { store } = trucks.api;
    const invoice = [...store.thirdPartyInvoices.values()].find(
      (i) =>
        store.shipments.get(i.shipmentId)?.customerId === DEMO_COMPANIES.shipper.id &&
        (store.shipper.shipments.get(i.shipmentNumber)?.status ?? 0) >= ShipmentStatus.Delivered &&
        i.status.status === 'DRAFT',
    )!;
    expect(invoice).toBeDefined();
    const details = (
      await trucks.shipper.call(API.shipper.shipmentDetails, params(invoice.shipmentNumber))
    ).json<ManagedShipment>();
    expect(details.invoiceNumber).toBe(invoice.invoiceNumber);
    const read = await trucks.shipper.call(API.financials.invoice, { params: { id: invoice.invoiceNumber } });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ id: invoice.invoiceId, invoiceNumber: invoice.invoiceNumber });
    const update = (body: Record<string, unknown>) =>
      trucks.shipper.call(API.financials.updateInvoice, { params: { invoiceId: invoice.invoiceId }, body });
    expect((await update({})).statusCode).toBe(400);
    const saved = await update({ externalInvoiceNumber: 'SHP-77', externalInvoiceAmount: 1234.5 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ externalInvoiceNumber: 'SHP-77', externalInvoiceAmount: 1234.5 });

    // Another shipper's invoice stays unknown to this shipper.
    const stranger = [...store.thirdPartyInvoices.values()].find(
      (i) => store.shipments.get(i.shipmentId)?.customerId !== DEMO_COMPANIES.shipper.id,
    )!;
    expect(
      (await trucks.shipper.call(API.financials.invoice, { params: { id: stranger.invoiceId } })).statusCode,
    ).toBe(404);
    // A shipment without an invoice says so.
    const fresh = await createShipment(openOrders(1));
    expect(
      (
        await trucks.shipper.call(API.shipper.shipmentDetails, params(fresh.shipmentNumber))
      ).json<ManagedShipment>().invoiceNumber,
    ).toBeNull();
  });
});

describe('lists, counters, cases and the BOL', () => {
  test('booking and tracking lists hold their own statuses; counters match the lists', async () => {
    const booking = (
      await trucks.shipper.call(API.shipper.listShipments, { query: { view: 'booking', pageSize: 500 } })
    ).json<PagedList<ManagedShipment>>();
    expect(
      booking.data.every(
        (s) => s.shipmentStatus >= ShipmentStatus.Draft && s.shipmentStatus <= ShipmentStatus.Tendering,
      ),
    ).toBe(true);
    const tracking = (
      await trucks.shipper.call(API.shipper.listShipments, { query: { view: 'tracking', pageSize: 500 } })
    ).json<PagedList<ManagedShipment>>();
    expect(tracking.data.every((s) => s.shipmentStatus >= ShipmentStatus.Booked)).toBe(true);
    const counts = (
      await trucks.shipper.call(API.shipper.statusCounts, { query: { view: 'tracking' } })
    ).json<ShipmentStatusCounts>();
    expect(counts.all).toBe(tracking.totalCount);
    expect(counts['3']).toBe(tracking.data.filter((s) => s.shipmentStatus === ShipmentStatus.Booked).length);
    const late = (
      await trucks.shipper.call(API.shipper.listShipments, {
        query: { view: 'tracking', onTimeStatuses: [OnTimeStatus.Late], pageSize: 500 },
      })
    ).json<PagedList<ManagedShipment>>();
    const onTime = (
      await trucks.shipper.call(API.shipper.onTimeCounts, { query: { view: 'tracking' } })
    ).json<Record<string, number>>();
    expect(onTime[String(OnTimeStatus.Late)]).toBe(late.totalCount);
    const byOrder = (
      await trucks.shipper.call(API.shipper.listShipments, {
        query: { view: 'tracking', search: tracking.data[0]!.orderNumbers![0]! },
      })
    ).json<PagedList<ManagedShipment>>();
    expect(byOrder.data.map((s) => s.shipmentNumber)).toContain(tracking.data[0]!.shipmentNumber);
    expect((await trucks.shipper.call(API.shipper.listShipments)).statusCode).toBe(400);
  });

  test('saved views per list', async () => {
    const saved = await trucks.shipper.call(API.shipper.saveFilterSet, {
      body: { view: 'tracking', name: 'Reefers', filters: { equipmentMode: 1 }, isDefault: false },
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (await trucks.shipper.call(API.shipper.filterSets, { query: { view: 'tracking' } }))
        .json<{ name: string }[]>()
        .map((s) => s.name),
    ).toContain('Reefers');
    expect(
      (await trucks.shipper.call(API.shipper.filterSets, { query: { view: 'booking' } }))
        .json<{ name: string }[]>()
        .map((s) => s.name),
    ).not.toContain('Reefers');
    expect(
      (
        await trucks.shipper.call(API.shipper.saveFilterSet, {
          body: { view: 'archive', name: 'x', filters: {}, isDefault: false },
        })
      ).statusCode,
    ).toBe(400);
  });

  test("a shipment's cases come from the case store", async () => {
    const withCase = [...trucks.api.store.shipper.shipments.values()].find((s) =>
      [...trucks.api.store.cases.values()].some((c) => c.shipmentId === s.id),
    )!;
    const cases = (await trucks.shipper.call(API.shipper.cases, params(withCase.shipmentNumber))).json<
      PagedList<Case>
    >();
    expect(cases.pageSize).toBe(1000);
    expect(cases.totalCount).toBeGreaterThan(0);
    expect(cases.data.every((c) => c.shipmentNumber === withCase.shipmentNumber)).toBe(true);
    expect(cases.data[0]).not.toHaveProperty('comments');
  });

  test('BOL creation answers a document whose file is a real PDF', async () => {
    const tracked = [...trucks.api.store.shipper.shipments.values()].find(
      (s) => s.status === ShipmentStatus.InTransit,
    )!;
    const response = await trucks.shipper.call(API.shipper.createBol, params(tracked.shipmentNumber));
    expect(response.statusCode).toBe(200);
    const document = response.json<PortalDocument>();
    expect(document).toMatchObject({
      name: `BOL ${tracked.shipmentNumber}.pdf`,
      extension: 'pdf',
      fileType: 16,
      entityId: tracked.id,
    });
    const file = await trucks.shipper.call(API.casesNotesDocuments.getDocument, {
      params: { id: document.id },
    });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(file.rawPayload);
    expect(pdf.getTitle()).toBe(`Bill of Lading ${tracked.shipmentNumber}`);
    expect(pdf.getPageCount()).toBe(1);
  });
});

describe("scoping: a carrier's user (the shipper's calls are for shipper accounts)", () => {
  test('is refused (403) every shipper shipment call, reads and changes alike', async () => {
    const shipment = [...trucks.api.store.shipper.shipments.values()].find(
      (s) => s.status === ShipmentStatus.Booked,
    )!;
    const p = params(shipment.shipmentNumber);
    for (const response of [
      await trucks.carrier.call(API.shipper.listShipments, { query: { view: 'tracking' } }),
      await trucks.carrier.call(API.shipper.statusCounts, { query: { view: 'tracking' } }),
      await trucks.carrier.call(API.shipper.shipmentDetails, p),
      await trucks.carrier.call(API.shipper.stops, p),
      await trucks.carrier.call(API.shipper.bookedCarrier, p),
      await trucks.carrier.call(API.shipper.void, { ...p, body: {} }),
      await trucks.carrier.call(API.shipper.updateMaxBuy, { ...p, body: { maxBuy: 1 } }),
      await trucks.carrier.call(API.shipper.createBol, p),
    ]) {
      expect(response.statusCode).toBe(403);
    }
    expect(trucks.api.store.shipper.shipments.get(shipment.shipmentNumber)?.status).toBe(
      ShipmentStatus.Booked,
    );
  });
});
