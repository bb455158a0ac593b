// Orders on the shipper side: writes change what later reads show, bad input changes nothing, and
// another company's user sees none of them.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { EquipmentMode } from '@trucks/shared-contracts/domain/equipment-mode';
import {
  OrderStopType,
  OrderType,
  NEW_LOCATION_NUMBER,
  OrderSource,
} from '@trucks/shared-contracts/domain/order-type';
import { ShippingMode } from '@trucks/shared-contracts/domain/shipping-mode';
import { ShipmentStatus } from '@trucks/shared-contracts/domain/shipment-status';
import { ChargeRateType, RateType } from '@trucks/shared-contracts/domain/rate-type';
import type { Order } from '@trucks/shared-contracts/domain/order';
import type { PagedList } from '@trucks/shared-contracts/domain/paged-list';
import type { ManagedShipment } from '@trucks/shared-contracts/domain/managed-shipment';
import type { OrderInput, OrderStatusCounts } from '@trucks/shared-contracts/api/catalogue/shipper';
import { DEMO_COMPANIES } from '../../../demo-accounts';
import { useTrucksApi } from '../test-support/trucks-api-suite';
import type { LocationRecord } from '../seed/shipper-records';

const trucks = useTrucksApi({ shipper: 'shipper', carrier: 'carrier-admin' });

function ownSite(index = 0): LocationRecord {
  const sites = [...trucks.api.store.shipper.locations.values()].filter(
    (l) => l.networkCompanyId === DEMO_COMPANIES.shipper.id && l.companyId === DEMO_COMPANIES.shipper.id,
  );
  return sites[index]!;
}

function orderInput(overrides: Partial<OrderInput> = {}): OrderInput {
  const site = ownSite();
  return {
    orderType: OrderType.Sales,
    equipmentMode: EquipmentMode.Dry,
    equipmentTypes: 1,
    isJustInTime: false,
    isTeamRequired: false,
    isBlind: false,
    shippingMode: ShippingMode.TL,
    customerId: DEMO_COMPANIES.shipper.id,
    orderSource: OrderSource.Portal,
    accessorials: [],
    requirements: [],
    referenceNumbers: [{ label: 'PO Number', value: 'PO-TEST-1' }],
    stops: [
      {
        type: OrderStopType.Pickup,
        locationNumber: site.locationNumber,
        location: site,
        schedule: { date: '2026-03-10', appointmentTime: '08:00' },
        referenceNumbers: [],
      },
      {
        type: OrderStopType.Delivery,
        locationNumber: NEW_LOCATION_NUMBER,
        location: {
          companyName: 'Capital Grocers',
          addressLine1: '1 Wellington St',
          city: 'Ottawa',
          state: 'ON',
          postalCode: 'k1p-1j1',
          country: 'US',
        },
        schedule: { date: '2026-03-11', earlyTime: '07:00', lateTime: '11:00' },
        referenceNumbers: [],
      },
    ],
    lineItems: [
      { pickupStop: 1, deliveryStop: 2, description: 'Canned goods', palletCount: 6, totalWeight: 7200 },
    ],
    ...overrides,
  };
}

async function counts(client = trucks.shipper): Promise<OrderStatusCounts> {
  return (await client.call(API.shipper.orderStatusCounts)).json();
}

describe('creating and reading orders', () => {
  test('a created order gets a number, is open, and later reads show it', async () => {
    const before = await counts();
    const created = await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() });
    expect(created.statusCode).toBe(200);
    const order = created.json<Order>();
    expect(order.orderNumber).toMatch(/^\d+$/);
    expect(order.shipments).toEqual([]);

    const read = (
      await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: order.orderNumber } })
    ).json<Order>();
    expect(read.referenceNumbers).toEqual([{ label: 'PO Number', value: 'PO-TEST-1' }]);
    const found = (
      await trucks.shipper.call(API.shipper.findOrders, {
        query: { search: 'po-test-1', statuses: ['open'] },
      })
    ).json<PagedList<Order>>();
    expect(found.data.map((o) => o.orderNumber)).toContain(order.orderNumber);
    expect(await counts()).toEqual({ ...before, open: before.open + 1, all: before.all + 1 });
  });

  test('a new location with a Canadian postal code is stored as CA (spec 001 §5), a known one from the address book', async () => {
    const order = (await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() })).json<Order>();
    const [pickup, delivery] = order.stops;
    expect(delivery!.location).toMatchObject({ postalCode: 'K1P 1J1', country: 'CA' });
    expect(pickup!.location).toMatchObject({
      locationNumber: ownSite().locationNumber,
      city: ownSite().city,
    });
    expect(pickup!.location).not.toHaveProperty('networkCompanyId');
  });

  test('bad input answers 400 with model-state errors and creates nothing', async () => {
    const before = trucks.api.store.shipper.orders.size;
    const cases: [unknown, string][] = [
      [{ ...orderInput(), stops: [] }, 'stops'],
      [
        { ...orderInput(), lineItems: [{ pickupStop: 2, deliveryStop: 1, description: 'x' }] },
        'lineItems.0.pickupStop',
      ],
      [
        {
          ...orderInput(),
          stops: orderInput().stops.map((s, i) => (i === 0 ? { ...s, locationNumber: 'LOC-NOPE' } : s)),
        },
        'stops.0.locationNumber',
      ],
      [
        {
          ...orderInput(),
          stops: orderInput().stops.map((s, i) => (i === 1 ? { ...s, location: { companyName: 'X' } } : s)),
        },
        'stops.1.location.addressLine1',
      ],
      [{ ...orderInput(), reeferMode: 'Continuous' }, 'reeferMode'],
      // Issue 41: what the order form refuses, refused from any client (rules/order-plausibility).
      [
        {
          ...orderInput(),
          stops: orderInput().stops.map((s, i) =>
            i === 1 ? { ...s, schedule: { date: '2026-03-11', earlyTime: '15:00', lateTime: '09:00' } } : s,
          ),
        },
        'stops.1.schedule.lateTime',
      ],
      [
        {
          ...orderInput(),
          stops: orderInput().stops.map((s, i) =>
            i === 1 ? { ...s, schedule: { date: '2026-03-09', earlyTime: '07:00' } } : s,
          ),
        },
        'stops.1.schedule.date',
      ],
      [{ ...orderInput(), freightValue: 99_999_999_999 }, 'freightValue'],
      [
        {
          ...orderInput(),
          lineItems: [{ pickupStop: 1, deliveryStop: 2, description: 'x', totalWeight: 5e6 }],
        },
        'lineItems.0.totalWeight',
      ],
      [{ ...orderInput(), equipmentMode: 'Dry' }, 'equipmentMode'],
      ['not json at all', 'body'],
    ];
    for (const [body, field] of cases) {
      const response = await trucks.shipper.call(API.shipper.createOrder, {
        body,
        headers: { 'content-type': 'application/json' },
      });
      expect({ field, status: response.statusCode }).toEqual({ field, status: 400 });
      const problem = response.json<{ title: string; status: number; errors: Record<string, string[]> }>();
      expect(problem).toMatchObject({ title: expect.any(String), status: 400 });
      expect(problem.errors[field]?.length).toBeGreaterThan(0);
    }
    expect(trucks.api.store.shipper.orders.size).toBe(before);
  });
});

describe('changing orders', () => {
  test('an update persists; an unknown order is 404', async () => {
    const order = (await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() })).json<Order>();
    const updated = await trucks.shipper.call(API.shipper.updateOrder, {
      params: { orderNumber: order.orderNumber },
      body: orderInput({
        orderType: OrderType.Transfer,
        specialInstructions: 'Keep upright.',
        equipmentMode: EquipmentMode.Reefer,
        reeferMode: 'Continuous',
        reeferTemperature: 34,
      }),
    });
    expect(updated.statusCode).toBe(200);
    const read = (
      await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: order.orderNumber } })
    ).json<Order>();
    expect(read).toMatchObject({
      orderNumber: order.orderNumber,
      id: order.id,
      orderType: OrderType.Transfer,
      specialInstructions: 'Keep upright.',
      reeferMode: 'Continuous',
      reeferTemperature: 34,
    });

    const missing = await trucks.shipper.call(API.shipper.updateOrder, {
      params: { orderNumber: '999' },
      body: orderInput(),
    });
    expect(missing.statusCode).toBe(404);
  });

  test('a bad update changes nothing', async () => {
    const order = (await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() })).json<Order>();
    const bad = await trucks.shipper.call(API.shipper.updateOrder, {
      params: { orderNumber: order.orderNumber },
      body: { ...orderInput(), orderType: 'Gift' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { orderType: [expect.any(String)] } });
    expect(
      (
        await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: order.orderNumber } })
      ).json<Order>().orderType,
    ).toBe(OrderType.Sales);
  });

  test('duplicating makes that many new open orders with their own numbers', async () => {
    const order = (await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() })).json<Order>();
    const copies = await trucks.shipper.call(API.shipper.duplicateOrder, {
      params: { orderNumber: order.orderNumber },
      body: { copies: 3 },
    });
    expect(copies.statusCode).toBe(200);
    const { orderNumbers } = copies.json<{ orderNumbers: string[] }>();
    expect(new Set([...orderNumbers, order.orderNumber]).size).toBe(4);
    for (const number of orderNumbers) {
      const copy = (
        await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: number } })
      ).json<Order>();
      expect(copy).toMatchObject({ orderType: order.orderType, shipments: [] });
      expect(copy.id).not.toBe(order.id);
    }
    for (const copiesWanted of [0, 51, 'two']) {
      const bad = await trucks.shipper.call(API.shipper.duplicateOrder, {
        params: { orderNumber: order.orderNumber },
        body: { copies: copiesWanted },
      });
      expect(bad.statusCode).toBe(400);
    }
  });

  test('booking LTL puts the orders on a booked LTL shipment; orders already booked are refused', async () => {
    const a = (await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() })).json<Order>();
    const b = (await trucks.shipper.call(API.shipper.createOrder, { body: orderInput() })).json<Order>();
    const carrierId = DEMO_COMPANIES.carrier.id;
    const command = {
      orderNumbers: [a.orderNumber, b.orderNumber],
      quoteId: 'LTL-1',
      carrierId,
      carrierRate: { rate: 480, rateType: RateType.AllIn, chargeRateType: ChargeRateType.Flat },
    };

    const unknownCarrier = await trucks.shipper.call(API.shipper.bookLtl, {
      body: { ...command, carrierId: 'nobody' },
    });
    expect(unknownCarrier.statusCode).toBe(400);
    expect(
      (
        await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: a.orderNumber } })
      ).json<Order>().shipments,
    ).toEqual([]);

    const booked = await trucks.shipper.call(API.shipper.bookLtl, { body: command });
    expect(booked.statusCode).toBe(200);
    const { shipmentNumber } = booked.json<{ shipmentNumber: string }>();
    const shipment = (
      await trucks.shipper.call(API.shipper.shipmentDetails, { params: { shipmentNumber } })
    ).json<ManagedShipment>();
    expect(shipment).toMatchObject({
      shipmentStatus: ShipmentStatus.Booked,
      carrierName: DEMO_COMPANIES.carrier.name,
      orderNumbers: [a.orderNumber, b.orderNumber],
    });
    expect(trucks.api.store.shipper.shipments.get(shipmentNumber)?.shippingMode).toBe(ShippingMode.LTL);
    expect(
      (
        await trucks.shipper.call(API.shipper.getOrder, { params: { orderNumber: a.orderNumber } })
      ).json<Order>().shipments,
    ).toEqual([shipmentNumber]);
    const bookedTab = (
      await trucks.shipper.call(API.shipper.findOrders, {
        query: { statuses: ['booked'], search: a.orderNumber },
      })
    ).json<PagedList<Order>>();
    expect(bookedTab.data.map((o) => o.orderNumber)).toEqual([a.orderNumber]);

    const again = await trucks.shipper.call(API.shipper.bookLtl, { body: command });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      errors: {
        orderNumbers: [
          `Order ${a.orderNumber} is already on shipment ${shipmentNumber}.`,
          `Order ${b.orderNumber} is already on shipment ${shipmentNumber}.`,
        ],
      },
    });
  });
});

describe('lists and saved views', () => {
  test('status tabs add up to all, and each tab lists its own orders', async () => {
    const all = await counts();
    expect(all.open + all.planned + all.booked + all.inTransit + all.delivered).toBe(all.all);
    const planned = (
      await trucks.shipper.call(API.shipper.findOrders, { query: { statuses: ['planned'], pageSize: 500 } })
    ).json<PagedList<Order>>();
    expect(planned.totalCount).toBe(all.planned);
    expect(planned.data.every((o) => o.shipments.length === 1)).toBe(true);
    const unconsolidated = (
      await trucks.shipper.call(API.shipper.findOrders, {
        query: { unconsolidatedOnly: true, pageSize: 500 },
      })
    ).json<PagedList<Order>>();
    expect(unconsolidated.totalCount).toBe(all.open);
  });

  test('locationNumber lists only the orders with a stop at that location', async () => {
    const site = ownSite();
    const atSite = (
      await trucks.shipper.call(API.shipper.findOrders, {
        query: { locationNumber: site.locationNumber, pageSize: 500 },
      })
    ).json<PagedList<Order>>();
    expect(atSite.totalCount).toBeGreaterThan(0);
    expect(atSite.data.every((o) => o.stops.some((s) => s.locationNumber === site.locationNumber))).toBe(
      true,
    );
    const all = (await trucks.shipper.call(API.shipper.findOrders, { query: { pageSize: 500 } })).json<
      PagedList<Order>
    >();
    expect(atSite.totalCount).toBeLessThan(all.totalCount);
  });

  test('a saved default view replaces the old default, and applies when named', async () => {
    const saved = await trucks.shipper.call(API.shipper.saveOrderFilterSet, {
      body: { name: 'Transfers', filters: { orderTypes: [OrderType.Transfer] }, isDefault: true },
    });
    expect(saved.statusCode).toBe(200);
    const sets = (await trucks.shipper.call(API.shipper.orderFilterSets)).json<
      { id: string; name: string; isDefault: boolean }[]
    >();
    expect(sets.filter((s) => s.isDefault).map((s) => s.name)).toEqual(['Transfers']);
    const viaView = (
      await trucks.shipper.call(API.shipper.findOrders, {
        query: { filterSetId: saved.json<{ id: string }>().id, pageSize: 500 },
      })
    ).json<PagedList<Order>>();
    expect(viaView.totalCount).toBeGreaterThan(0);
    expect(viaView.data.every((o) => o.orderType === OrderType.Transfer)).toBe(true);

    expect(
      (
        await trucks.shipper.call(API.shipper.saveOrderFilterSet, {
          body: { name: '', filters: {}, isDefault: false },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await trucks.shipper.call(API.shipper.findOrders, { query: { filterSetId: 'no-such-view' } }))
        .statusCode,
    ).toBe(400);
  });
});

describe("scoping: orders are the shipper's, for shipper accounts", () => {
  test("a carrier's user is refused (403): cannot list, open, change or copy one", async () => {
    const order = [...trucks.api.store.shipper.orders.values()].find(
      (o) => o.companyId === DEMO_COMPANIES.shipper.id,
    )!;
    expect((await trucks.carrier.call(API.shipper.findOrders)).statusCode).toBe(403);
    expect((await trucks.carrier.call(API.shipper.orderStatusCounts)).statusCode).toBe(403);
    expect(
      (await trucks.carrier.call(API.shipper.getOrder, { params: { orderNumber: order.orderNumber } }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await trucks.carrier.call(API.shipper.updateOrder, {
          params: { orderNumber: order.orderNumber },
          body: orderInput(),
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await trucks.carrier.call(API.shipper.duplicateOrder, {
          params: { orderNumber: order.orderNumber },
          body: { copies: 1 },
        })
      ).statusCode,
    ).toBe(403);
    expect((await trucks.carrier.call(API.shipper.orderFilterSets)).statusCode).toBe(403);
  });

  test('no token, no orders', async () => {
    expect((await trucks.api.call(API.shipper.findOrders)).statusCode).toBe(401);
  });
});
