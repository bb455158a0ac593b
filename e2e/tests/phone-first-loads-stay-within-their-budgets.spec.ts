// Issue 26: the three pages a phone opens first stay within their first-load budgets, in the production
// builds through the gateway: the driver's link from a text message (a first visit), and /dashboard and
// /available-freight for a signed-in carrier user. Each is a cold load (a browser context of its own,
// an empty HTTP cache) counted until the page's content is complete; the host's warming at idle is
// turned off, as it is not part of the first load. The budgets are `pageFirstLoad` in ops/budgets.json
// (shared with `pnpm bench:load`); the driver's list is also checked for layout shifts, which a phone
// user feels as a tap landing on the wrong card.
import type { Page, Request } from '@playwright/test';
import budgets from '../../ops/budgets.json';
import { expect, test } from '../fixtures/portal';
import { withDriverToken } from '../fixtures/sign-in';
import { withoutWarmUp } from '../fixtures/warm-up';

type FirstLoadPage = keyof typeof budgets.pageFirstLoad.pages;

/** Compressed bytes of every script the page requested before `done` resolved. */
async function scriptBytesUntil(
  page: Page,
  done: () => Promise<void>,
): Promise<{ bytes: number; scripts: string[] }> {
  const started: Request[] = [];
  let counting = true;
  const onRequest = (request: Request) => {
    if (counting && request.resourceType() === 'script') started.push(request);
  };
  page.on('request', onRequest);
  await done();
  counting = false;
  page.off('request', onRequest);
  let bytes = 0;
  const scripts: string[] = [];
  for (const request of started) {
    const response = await request.response();
    if (!response) continue;
    await response.finished();
    const sizes = await request.sizes();
    bytes += sizes.responseBodySize;
    scripts.push(`${new URL(request.url()).pathname} ${sizes.responseBodySize} B`);
  }
  return { bytes, scripts };
}

function expectWithinBudget(path: FirstLoadPage, measured: { bytes: number; scripts: string[] }): void {
  const budget = budgets.pageFirstLoad.pages[path].maxCompressedJsBytes;
  const figure = `${path}: ${(measured.bytes / 1024).toFixed(1)} KB in ${measured.scripts.length} scripts (budget ${(budget / 1024).toFixed(0)} KB)`;
  test.info().annotations.push({ type: 'first-load JS', description: figure });
  console.log(`first-load JS ${figure}`);
  expect(measured.bytes, `${path}'s first-load JS:\n${measured.scripts.join('\n')}`).toBeLessThanOrEqual(
    budget,
  );
}

/** The sum of the page's layout shifts so far (the CLS of a page that is not interacted with). */
function layoutShiftSum(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .map((entry) => entry as PerformanceEntry & { value: number; hadRecentInput: boolean })
              .filter((entry) => !entry.hadRecentInput)
              .reduce((sum, entry) => sum + entry.value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No shift at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
}

test.describe('the driver', () => {
  test.use({ persona: 'driver', signedIn: false, viewport: { width: 390, height: 844 } });

  test("the driver's link loads within its budget and its cards do not move", async ({ page, context }) => {
    await withoutWarmUp(context);
    const measured = await scriptBytesUntil(page, async () => {
      await page.goto(withDriverToken('/'));
      const card = page.getByRole('article', { name: /^Shipment / }).first();
      await expect(card.getByRole('button', { name: 'Take Photo' })).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
    expectWithinBudget('/?driverToken=demo-driver-token', measured);
    const shifts = await layoutShiftSum(page);
    test.info().annotations.push({ type: 'layout shift', description: shifts.toFixed(3) });
    console.log(`layout shift of the driver's list: ${shifts.toFixed(3)}`);
    expect(shifts, 'layout shifts while the list loaded').toBeLessThanOrEqual(
      budgets.pageFirstLoad.maxLayoutShift,
    );
  });
});

test.describe('a carrier user', () => {
  test.use({ persona: 'carrier-user', viewport: { width: 390, height: 844 } });

  test('/dashboard loads within its budget', async ({ page, context, portal }) => {
    await withoutWarmUp(context);
    const measured = await scriptBytesUntil(page, async () => {
      // Signed in already: the page itself, at a phone's width (no desktop state before it).
      await page.goto('/dashboard');
      // Its first tab's widget (mf-shipments) shows the carrier's shipments.
      await expect(
        page
          .getByRole('main')
          .getByRole('link', { name: /^Shipment \d+/ })
          .first(),
      ).toBeVisible({
        timeout: 30_000,
      });
      await expect(portal.loading('mf_shipments')).toHaveCount(0);
      await expect(portal.unavailable('mf_shipments')).toHaveCount(0);
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
    expectWithinBudget('/dashboard', measured);
  });

  test('/available-freight loads within its budget', async ({ page, context }) => {
    await withoutWarmUp(context);
    const measured = await scriptBytesUntil(page, async () => {
      await page.goto('/available-freight');
      await expect(page.locator('[data-list-row]').first()).toBeVisible({ timeout: 30_000 });
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    });
    expectWithinBudget('/available-freight', measured);
  });
});
