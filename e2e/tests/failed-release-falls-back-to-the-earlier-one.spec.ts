// The live release of a remote fails to load while an earlier good release is listed: the host loads
// the earlier one, the area works, and /status says fallback.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_financials';

test('when the live Financials release fails the host falls back to the earlier one', async ({
  portal,
  registry,
  page,
}) => {
  const earlier = await registry.live(app);
  const broken = await registry.release(app);
  // The new release's files are gone from the CDN; the earlier release's files are intact.
  await page.route(`**/releases/mf-financials/${broken.version}/**`, (route) =>
    route.fulfill({ status: 503, body: 'Service Unavailable' }),
  );

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({
    live: broken.version,
    loaded: earlier.version,
    state: 'fallback',
  });
});
