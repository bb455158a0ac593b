// A carrier moves through every area in one session: all five remotes end up loaded side by side in
// one page, sharing one copy of each singleton.
import { REMOTE_APPS, REMOTE_AREA } from '@trucks/shared-contracts/federation/remote-modules';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE } from '../fixtures/portal-page';
import { readDiagnostics } from '../fixtures/diagnostics';

test('a carrier opens the dashboard and every area in one session, each served by its live release', async ({
  portal,
  registry,
  page,
}) => {
  await portal.open('/dashboard');
  for (const app of REMOTE_APPS) {
    await test.step(`${REMOTE_AREA[app]} at ${AREA_ROUTE[app]}`, async () => {
      await portal.navigate(AREA_ROUTE[app]);
      await portal.waitForArea(app);
    });
  }
  await portal.navigate('/dashboard');
  await expect(page.getByText(/is unavailable$/)).toHaveCount(0);

  const live = await registry.liveVersions();
  for (const app of REMOTE_APPS) {
    const status = await portal.status(app);
    expect(status, REMOTE_AREA[app]).toMatchObject({ state: 'loaded', live: live[app], loaded: live[app] });
  }
});

test('the remotes share one React, one QueryClient, one router, one antd and one shared-contracts', async ({
  portal,
  page,
}) => {
  await portal.open('/dashboard');
  for (const app of REMOTE_APPS) {
    await portal.navigate(AREA_ROUTE[app]);
    await portal.waitForArea(app);
  }
  const diagnostics = await readDiagnostics(page);
  expect(diagnostics.apps).toEqual(expect.arrayContaining(['host_shell', ...REMOTE_APPS]));
  expect(diagnostics.reactVersions, 'React instances').toHaveLength(1);
  expect(diagnostics.antdVersions, 'antd instances').toHaveLength(1);
  expect(diagnostics.queryClientCount, 'QueryClients').toBe(1);
  expect(diagnostics.routerCount, 'routers').toBe(1);
  expect(diagnostics.contractsInstances, 'shared-contracts instances').toBe(1);
});
