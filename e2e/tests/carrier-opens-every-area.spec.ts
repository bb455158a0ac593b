// A carrier moves through the dashboard and every area in one session: all five remotes end up loaded
// side by side in one page, each on its live release, sharing one copy of each singleton.
import { REMOTE_APPS, REMOTE_AREA } from '@trucks/shared-contracts/federation/remote-modules';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE, DASHBOARD_TABS, type Portal } from '../fixtures/portal-page';
import { readDiagnostics } from '../fixtures/diagnostics';

async function visitDashboardAndEveryArea(portal: Portal): Promise<void> {
  await portal.open('/dashboard');
  for (const tab of DASHBOARD_TABS) {
    await test.step(`dashboard tab ${tab.label}`, async () => {
      await portal.openDashboardTab(tab);
      await expect(portal.unavailable(tab.app)).toHaveCount(0);
    });
  }
  for (const app of REMOTE_APPS) {
    await test.step(`${REMOTE_AREA[app]} at ${AREA_ROUTE[app]}`, async () => {
      await portal.navigate(AREA_ROUTE[app]);
      await portal.waitForArea(app);
      await expect(portal.unavailable(app)).toHaveCount(0);
    });
  }
}

test('a carrier opens the dashboard and every area in one session, each on its live release', async ({
  portal,
  registry,
}) => {
  await visitDashboardAndEveryArea(portal);

  const live = await registry.liveVersions();
  for (const app of REMOTE_APPS) {
    expect(await portal.status(app), REMOTE_AREA[app]).toMatchObject({
      state: 'loaded',
      live: live[app],
      loaded: live[app],
    });
  }
});

test('the six apps share one React, one antd, one QueryClient, one router and one shared-contracts', async ({
  portal,
  page,
}) => {
  await visitDashboardAndEveryArea(portal);

  const diagnostics = await readDiagnostics(page);
  expect(diagnostics.apps).toEqual(expect.arrayContaining([...REMOTE_APPS]));
  expect(diagnostics.reactVersions, 'React instances').toHaveLength(1);
  expect(diagnostics.antdVersions, 'antd instances').toHaveLength(1);
  expect(diagnostics.queryClientCount, 'QueryClients').toBe(1);
  expect(diagnostics.routerCount, 'routers').toBe(1);
  expect(diagnostics.contractsInstances, 'shared-contracts instances').toBe(1);
});
