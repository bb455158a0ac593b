// remotes.json answers 503: the shell still starts, navigates and shows its own pages; each remote
// area shows its fallback instead of a blank page.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

test('with the registry down the shell works and remote areas show their fallback', async ({
  portal,
  page,
}) => {
  await page.route('**/remotes.json*', (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );

  await portal.open('/status');
  await expect(portal.shell()).toBeVisible();

  await portal.navigate(AREA_ROUTE.mf_shipments);
  await expect(portal.unavailable('mf_shipments')).toBeVisible({ timeout: 20_000 });
  await portal.navigate(AREA_ROUTE.mf_financials);
  await expect(portal.unavailable('mf_financials')).toBeVisible({ timeout: 20_000 });
  await expect(portal.shell()).toBeVisible();
});
