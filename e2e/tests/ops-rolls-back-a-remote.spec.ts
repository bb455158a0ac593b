// Ops releases a new version of one remote, then rolls it back: nothing is rebuilt, the next page load
// runs the earlier release of that remote, and the other remotes do not move.
import { REMOTE_APPS } from '@trucks/shared-contracts/federation/remote-modules';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';

const app = 'mf_shipments';

test('ops releases a second version of Shipments and rolls it back; the next load runs the earlier one', async ({
  portal,
  registry,
}) => {
  const before = await registry.liveVersions();
  const first = await registry.live(app);

  const second = await registry.release(app);
  expect(second.version).not.toBe(first.version);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({
    live: second.version,
    loaded: second.version,
    state: 'loaded',
  });

  const rolledBack = await registry.rollback(app);
  expect(rolledBack.version).toBe(first.version);

  await portal.open(AREA_ROUTE[app]);
  await portal.waitForArea(app);
  expect(await portal.status(app)).toMatchObject({
    live: first.version,
    loaded: first.version,
    state: 'loaded',
  });

  const after = await registry.liveVersions();
  for (const other of REMOTE_APPS.filter((candidate) => candidate !== app)) {
    expect(after[other], other).toBe(before[other]);
    expect((await portal.status(other)).live, other).toBe(before[other]);
  }
});
