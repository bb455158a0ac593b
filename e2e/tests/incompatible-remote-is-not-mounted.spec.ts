// A release built against another shared-contracts major is refused: its area shows the fallback and
// /status says incompatible. The other remotes are unaffected.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_loadboard';

test('a Load Board release built against another contracts major is not mounted', async ({
  portal,
  registry,
}) => {
  const dist = await registry.distBuiltAgainstOtherContractsMajor(app);
  const incompatible = await registry.release(app, dist);

  await portal.open(AREA_ROUTE[app]);
  await expect(portal.unavailable(app)).toBeVisible({ timeout: 20_000 });

  await portal.navigate(AREA_ROUTE.mf_shipments);
  await portal.waitForArea('mf_shipments');

  expect(await portal.status(app)).toMatchObject({ live: incompatible.version, state: 'incompatible' });
});
