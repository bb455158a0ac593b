// A release built against another shared-contracts major is refused by the host: its area runs the
// last good release instead, and /status names the live release, the one it runs, and why. With no
// good release left, the area shows its fallback. The other remotes are unaffected.
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_loadboard';

test('a Load Board release built against another contracts major is not mounted: the earlier one runs', async ({
  portal,
  registry,
}) => {
  const earlier = await registry.live(app);
  const dist = await registry.distBuiltAgainstOtherContractsMajor(app);
  const incompatible = await registry.release(app, dist);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);

  await portal.navigate(AREA_ROUTE.mf_shipments);
  await portal.waitForArea('mf_shipments');

  expect(await portal.status(app)).toMatchObject({
    live: incompatible.version,
    loaded: earlier.version,
    state: 'fallback',
  });
  expect((await portal.status(app)).reason).toContain(`Live release ${incompatible.version} was refused (`);
});
