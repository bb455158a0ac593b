// A dispatcher on a 390 px phone (issue 13): the shipments list (cards), a shipment's preview with its
// details, documents and trip, and my shipments fit the width: no sideways scroll anywhere.
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'carrier-admin' });

/** Signed in at desktop width (the fixture waits for the main navigation, a drawer on a phone), then opened at 390 px. */
async function openOnPhone(portal: { open(path: string): Promise<void> }, page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await portal.open(path);
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone opens the page at its own width: reloaded (the session is kept), no desktop state (an open
  // side panel) carries over into the phone's layout.
  await page.reload();
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function settled(page: Page) {
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

test('the shipments list, a shipment’s sub-pages and my shipments on a phone: no sideways scroll', async ({
  portal,
  page,
}) => {
  await openOnPhone(portal, page, '/shipments?view=active');
  await expect(page.getByRole('heading', { level: 4, name: 'Shipments' })).toBeVisible();
  const first = page.locator('[data-list-row]').first();
  await expect(first).toBeVisible();
  await settled(page);
  expect(await sidewaysScroll(page), 'the list').toBeLessThanOrEqual(0);

  // A card opens the shipment's preview.
  await first.click();
  await expect(page).toHaveURL(/\/all-shipments\/[^/]+\/preview\/details$/);
  const shipmentNumber = page.url().split('/all-shipments/')[1]!.split('/')[0]!;
  await expect(page.getByRole('heading', { level: 2, name: `Shipment ${shipmentNumber}` })).toBeVisible();
  await settled(page);
  expect(await sidewaysScroll(page), 'the details').toBeLessThanOrEqual(0);

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Documents' })).toBeVisible({ timeout: 20_000 });
  await settled(page);
  expect(await sidewaysScroll(page), 'the documents').toBeLessThanOrEqual(0);

  await openOnPhone(portal, page, '/my-shipments');
  await expect(page.getByRole('heading', { level: 4, name: 'My Shipments' })).toBeVisible();
  await settled(page);
  expect(await sidewaysScroll(page), 'my shipments').toBeLessThanOrEqual(0);
});
