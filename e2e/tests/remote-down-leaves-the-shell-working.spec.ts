// Financials' release folder answers 503: its area shows the fallback, the shell and the other remotes
// keep working, and Retry brings Financials back once it is up again.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const down = 'mf_financials';

test('with Financials down, its area says so, the rest works, and Retry recovers it once it is back', async ({
  portal,
  page,
}) => {
  const outage = '**/releases/mf-financials/**';
  await page.route(outage, (route) => route.fulfill({ status: 503, body: 'Service Unavailable' }));

  await portal.open(AREA_ROUTE[down]);
  await expect(portal.unavailable(down)).toBeVisible({ timeout: 20_000 });
  await expect(portal.shell()).toBeVisible();

  await portal.navigate(AREA_ROUTE.mf_shipments);
  await portal.waitForArea('mf_shipments');
  await portal.navigate(AREA_ROUTE.mf_loadboard);
  await portal.waitForArea('mf_loadboard');

  await portal.navigate(AREA_ROUTE[down]);
  await expect(portal.unavailable(down)).toBeVisible({ timeout: 20_000 });

  await page.unroute(outage);
  await portal.retry(down).click();
  await portal.waitForArea(down);
  expect((await portal.status(down)).state).toBe('loaded');
});
