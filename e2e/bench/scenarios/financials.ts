// The financials remote's benchmark scenarios (see ../scenario.ts): the figures its issues' notes quote.
// Issue 14: the first visit to /third-party-payer-invoices, scrolling every card of the benchmark seed
// (2,000 extra third-party invoices of the demo carrier) and the time from Save to the counts updated.
import { API } from '@trucks/shared-contracts/api/catalogue';
import { callAsPage } from '../../fixtures/trucks-api';
import type { Scenario } from '../scenario';

const LIST = '/third-party-payer-invoices';
/** Every invoice of the carrier: the All view without auditable-only. */
const EVERY_INVOICE = `${LIST}?view=All&auditableOnly=false`;
const WHEEL_STEP_PX = 600;

/** In the page: a card of the list is on screen. */
const someCard = (): boolean => document.querySelector('[role="feed"] [role="article"]') !== null;

/** In the page: a row of a list table is on screen. */
const someRow = (): boolean => document.querySelector('[data-list-row]') !== null;

/** In the page: the Action Required view is named with `count` (its visually hidden count). */
const actionRequiredCountIs = (count: number): boolean =>
  [...document.querySelectorAll('[aria-current], ul button')].some(
    (item) =>
      (item.textContent ?? '').startsWith('Action Required') &&
      [...item.querySelectorAll('span')].some((span) => span.textContent === ` ${count}`),
  );

export const scenarios: Scenario[] = [
  ...(
    [
      ['financials:first-visit-third-party', LIST, someCard],
      ['financials:first-visit-accounting', '/accounting', someRow],
    ] as const
  ).map(([name, path, content]): Scenario => ({
    name,
    issue: 14,
    persona: 'carrier-admin',
    async run({ page, portal, scriptKbDuring, timeUntil }) {
      // The host first, as bench:load does: then the remote's first visit, client-side.
      await portal.open('/status');
      await page.waitForLoadState('networkidle');
      await scriptKbDuring(`first visit ${path}: compressed JS KB`, async () => {
        await timeUntil(`first visit ${path}: time to content`, () => portal.navigate(path), content, null);
      });
    },
  })),
  {
    name: 'financials:scroll-2000-cards',
    issue: 14,
    persona: 'carrier-admin',
    async run({ page, portal, longestTaskDuring, record }) {
      await portal.open(EVERY_INVOICE);
      const feed = page.getByRole('feed', { name: 'Invoice cards' });
      await feed.getByRole('article').first().waitFor();
      const total = Number(await feed.getByRole('article').first().getAttribute('aria-setsize'));
      if (total < 2000) throw new Error(`expected the benchmark seed's 2,000 invoices, found ${total}`);
      record('cards in the list (count)', total);
      const end = page.getByText('No More Results', { exact: true });
      // Over the cards, not the panel; the window scrolls.
      await page.mouse.move(1000, 600);
      const scrollStartedAt = await page.evaluate(() => performance.now());
      await longestTaskDuring('scrolling every card: longest task', async () => {
        for (let step = 0; step < 5000 && !(await end.isVisible()); step += 1) {
          await page.mouse.wheel(0, WHEEL_STEP_PX);
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
        }
      });
      if (!(await end.isVisible())) throw new Error('the end of the list was never reached');
      record('cards in the DOM at the end (count)', await feed.getByRole('article').count());
      record(
        'tasks over 50 ms while scrolling (count)',
        await page.evaluate(
          (from) =>
            (
              window as unknown as { __trucksBench: { longTasks: [number, number][] } }
            ).__trucksBench.longTasks.filter(([start]) => start >= from).length,
          scrollStartedAt,
        ),
      );
    },
  },
  {
    name: 'financials:save-to-counts',
    issue: 14,
    persona: 'carrier-admin',
    async run({ page, portal, timeUntil }) {
      await portal.open(LIST);
      // Action Required means delivered: one whose documents are in leaves the view once submitted.
      // The benchmark seed's copies (TP900001 on) carry their source's document counts but no
      // documents, so only an invoice of the base seed really has them.
      const ready = (i: {
        numberOfUploadedRequiredDocuments: number;
        numberOfRequiredDocuments: number;
        invoiceNumber: string;
      }) =>
        i.numberOfUploadedRequiredDocuments === i.numberOfRequiredDocuments &&
        !/^TP9\d{5}$/.test(i.invoiceNumber);
      let before = 0;
      let invoice;
      for (let pageNumber = 1; !invoice && pageNumber <= 20; pageNumber += 1) {
        const needed = await callAsPage(page, API.financials.thirdPartyInvoices, {
          query: { actionRequired: true, isAuditable: true, page: pageNumber, pageSize: 200 },
        });
        before = needed.totalCount;
        invoice = needed.data.find(ready);
        if (needed.data.length === 0) break;
      }
      if (!invoice) throw new Error('no Action Required invoice with its documents in (reseed the stack)');
      await page.waitForFunction(`(${actionRequiredCountIs.toString()})(${before})`);

      await portal.navigate(`${LIST}/${invoice.invoiceNumber}/preview`);
      await page.getByRole('textbox', { name: 'Invoice Number' }).fill(`EXT-BENCH-${Date.now() % 1_000_000}`);
      await page.getByRole('textbox', { name: 'Invoice Amount' }).fill('1234.56');
      await timeUntil(
        "Save to 'Invoice updated successfully'",
        () => page.getByRole('button', { name: 'Save' }).click(),
        () => (document.body.textContent ?? '').includes('Invoice updated successfully'),
        null,
      );
      const after = (
        await callAsPage(page, API.financials.thirdPartyInvoices, {
          query: { actionRequired: true, isAuditable: true, pageSize: 0 },
        })
      ).totalCount;
      if (after !== before - 1) throw new Error(`the save left Action Required at ${after} (was ${before})`);
      await timeUntil(
        'close to the list with the Action Required count updated',
        () => page.getByRole('button', { name: 'Close invoice' }).click(),
        actionRequiredCountIs,
        after,
      );
    },
  },
];
