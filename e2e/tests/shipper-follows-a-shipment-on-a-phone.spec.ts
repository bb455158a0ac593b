// A shipper follows a moving shipment on a 390 px phone (issue 16): the detail's stops, equipment,
// drivers and empty location fit the width (no sideways scroll) and axe finds no serious or critical
// violation there or on consolidation; an unknown shipment number says 'Unable to access
// shipment...redirecting to last page' and goes back to the list after 3 seconds (spec 001 §2, §8).
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/portal';

test.use({ persona: 'shipper' });

/** Signed in at desktop width (the fixture waits for the main navigation, a drawer on a phone), then opened at 390 px. */
async function openOnPhone(portal: { open(path: string): Promise<void> }, page: Page, path: string) {
  await page.setViewportSize({ width: 1440, height: 900 });
  await portal.open(path);
  await page.setViewportSize({ width: 390, height: 844 });
  // A phone opens the page at its own width: reloaded (the session is kept), no desktop state (an open
  // side panel) carries over into the phone's layout.
  await page.reload();
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.nodes
          .slice(0, 3)
          .map((n) => n.target.join(' '))
          .join('; ')}`,
    );
}

const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('a moving shipment on a phone: no sideways scroll, no serious axe violation; an unknown one goes back', async ({
  portal,
  page,
}) => {
  await openOnPhone(portal, page, '/shipment-tracking?view=5');
  await expect(page.getByRole('heading', { level: 4, name: 'Shipment Tracking' })).toBeVisible();
  // On a phone the list is cards; the first opens the shipment.
  const first = page.locator('[data-list-row]').first();
  await first.click();
  await expect(page).toHaveURL(/\/shipment-tracking\/[^/]+\/preview$/);
  await expect(page.getByRole('region', { name: 'Stop 1' })).toBeVisible();
  for (const section of ['Equipment', 'Drivers', 'Empty Location'])
    await expect(page.getByText(section, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('status', { name: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await openOnPhone(portal, page, '/shipment-booking/consolidate');
  await expect(page.getByLabel('Order #')).toBeVisible();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  expect(await seriousViolations(page)).toEqual([]);

  await openOnPhone(portal, page, '/shipment-tracking');
  await expect(page.getByRole('heading', { level: 4, name: 'Shipment Tracking' })).toBeVisible();
  await portal.navigate('/shipment-tracking/NO-SUCH-999/preview');
  await expect(page.getByText('Unable to access shipment...redirecting to last page')).toBeVisible();
  await expect(page).toHaveURL((url) => url.pathname === '/shipment-tracking', { timeout: 6_000 });
});
