// Cases and Notes answers after 3 s: the area shows that it is loading, then its content. Slow, not
// hung: a manifest has 4 s before the host falls back (hung-remote-entry-falls-back-within-its-timeout).
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const slow = 'mf_cases_notes';
const DELAY_MS = 3_000;

test('a remote that takes 3 s shows loading in its area, then its content', async ({ portal, page }) => {
  // The manifest is the first thing the host asks of a remote: holding it holds the whole area.
  await page.route('**/releases/mf-cases-notes/**/mf-manifest.json', async (route) => {
    await new Promise((wait) => setTimeout(wait, DELAY_MS));
    await route.fallback();
  });

  const started = Date.now();
  await portal.open(AREA_ROUTE[slow]);
  await expect(portal.loading(slow)).toBeVisible();
  await expect(portal.shell()).toBeVisible();

  await portal.waitForArea(slow, 20_000);
  expect(Date.now() - started).toBeGreaterThanOrEqual(DELAY_MS);
  await expect(portal.unavailable(slow)).toHaveCount(0);
});
