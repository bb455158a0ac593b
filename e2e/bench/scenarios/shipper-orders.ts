// The shipper-orders remote's benchmark scenarios (see ../scenario.ts): the figures its issues' notes quote.
//   issue 15: time to open the order form; time to save an order with 4 stops and 10 line items.
//   issue 16: time to compute consolidation candidates over the seed's orders (click to candidates shown),
//   for the open order with the most candidates.
import { expect } from '@playwright/test';
import { API } from '@trucks/shared-contracts/api/catalogue';
import type { OrderInput } from '@trucks/shared-contracts/api/catalogue/shipper';
import type { LineItem, Order, OrderStop } from '@trucks/shared-contracts/domain/order';
import { OrderStopType } from '@trucks/shared-contracts/domain/order-type';
import { apiUrl } from '@trucks/shared-contracts/api/client';
import type { Page } from '@playwright/test';
import { sessionToken } from '../../fixtures/sign-in';
import { callAsPage } from '../../fixtures/trucks-api';
import type { Scenario } from '../scenario';

/** orders.create with the page's session (callAsPage reads only); the new order's number. */
async function createOrder(page: Page, body: OrderInput): Promise<string> {
  const token = await sessionToken(page);
  const response = await page.request.fetch(apiUrl('/api/', API.shipper.createOrder), {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    data: body,
  });
  if (!response.ok())
    throw new Error(`orders.create answered ${response.status()}: ${await response.text()}`);
  return ((await response.json()) as Order).orderNumber;
}

/** An order of the seed with its pickup and a delivery, grown to 4 stops and 10 line items. */
function fourStopsTenLines(order: Order): OrderInput {
  const pickup = order.stops.find((s) => s.type === OrderStopType.Pickup) ?? order.stops[0]!;
  const delivery = order.stops.findLast((s) => s.type === OrderStopType.Delivery) ?? order.stops.at(-1)!;
  const copy = (stop: OrderStop): OrderStop => {
    const { id: _id, ...rest } = stop;
    return rest;
  };
  const stops = [copy(pickup), copy(pickup), copy(delivery), copy(delivery)];
  const line = order.lineItems[0]!;
  const lineItems: LineItem[] = Array.from({ length: 10 }, (_, i) => {
    const { id: _id, ...rest } = line;
    return {
      ...rest,
      pickupStop: i % 2 === 0 ? 1 : 2,
      deliveryStop: i % 2 === 0 ? 3 : 4,
      description: `Bench line ${i + 1}`,
    };
  });
  const { id: _id, orderNumber: _n, shipments: _s, ...input } = order;
  return { ...input, stops, lineItems };
}

export const scenarios: Scenario[] = [
  {
    name: 'shipper-orders:order-form',
    issue: 15,
    persona: 'shipper',
    async run({ page, portal, timeUntil }) {
      await portal.open('/orders');
      await expect(page.getByRole('heading', { level: 4, name: 'Orders' })).toBeVisible();
      await expect(page.getByRole('row').nth(1)).toBeVisible({ timeout: 60_000 });
      await timeUntil(
        'open the order form (Create Order to its first stop)',
        () => page.getByRole('button', { name: /Create Order/ }).click(),
        () => !!document.querySelector('section[aria-label="Stop 1"] input'),
        null,
      );

      // An order with 4 stops and 10 line items, made from a seed order through the API.
      const found = await callAsPage(page, API.shipper.findOrders, { query: { page: 1, pageSize: 1 } });
      const seed = await callAsPage(page, API.shipper.getOrder, {
        params: { orderNumber: found.data[0]!.orderNumber },
      });
      const created = await createOrder(page, fourStopsTenLines(seed));
      await timeUntil(
        'open the edit form of an order with 4 stops and 10 line items',
        () => portal.navigate(`/orders/${created}/edit`),
        () => !!document.querySelector('section[aria-label="Line item 10"] input'),
        null,
      );
      await timeUntil(
        'save an order with 4 stops and 10 line items (Save Order to the message)',
        () => page.getByRole('button', { name: 'Save Order' }).click(),
        (text) => document.body.innerText.includes(text),
        `Order ${created} Successfully Updated`,
      );
    },
  },
  {
    name: 'shipper-orders:consolidation-candidates',
    issue: 16,
    persona: 'shipper',
    async run({ page, portal, timeUntil, record }) {
      await portal.open('/shipment-booking/consolidate');
      await expect(page.getByLabel('Order #')).toBeVisible({ timeout: 60_000 });
      const open = await callAsPage(page, API.shipper.findOrders, {
        query: { statuses: ['open'], page: 1, pageSize: 50 },
      });
      record('open orders in the seed', open.totalCount);
      // The base order is the open order with the most candidates (the seed's orders near each other
      // in place and date), so the figure is the time to compute and show real candidates, not none.
      let base = { orderNumber: '', candidates: -1 };
      for (const order of open.data) {
        const candidates = await callAsPage(page, API.shipper.consolidatableOrders, {
          query: { orderNumber: order.orderNumber },
        });
        if (candidates.length > base.candidates)
          base = { orderNumber: order.orderNumber, candidates: candidates.length };
      }
      if (base.candidates < 1) throw new Error('no open order of the seed has a consolidation candidate');
      record('base order candidates (API)', base.candidates);
      await page.getByLabel('Order #').fill(base.orderNumber);
      await timeUntil(
        'consolidation candidates (Find Orders to the candidates shown)',
        () => page.getByRole('button', { name: 'Find Orders' }).click(),
        (n) => document.querySelectorAll('[aria-label^="Add order "]').length >= n,
        base.candidates,
      );
      record('candidates', await page.locator('[aria-label^="Add order "]').count());
    },
  },
];
