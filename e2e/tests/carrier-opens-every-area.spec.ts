// A carrier moves through the dashboard and every area a carrier may open in one session: the four
// carrier-side remotes end up loaded side by side in one page, each on its live release, sharing one
// copy of each singleton. The fifth, the shipper side, is the shipper's (shared-contracts' route access,
// issue 27): a carrier gets 'You are not Authorized for this content' there, and the shipper's own
// session loads it beside the host, on its live release, with the same single copies.
import { REMOTE_APPS, REMOTE_AREA, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { expect, test } from '../fixtures/portal';
import { AREA_ROUTE, DASHBOARD_TABS, type Portal } from '../fixtures/portal-page';
import { readDiagnostics } from '../fixtures/diagnostics';

const SHIPPER_SIDE: RemoteApp = 'mf_shipper_orders';
const CARRIER_AREAS = REMOTE_APPS.filter((app) => app !== SHIPPER_SIDE);

async function visitDashboardAndEveryArea(portal: Portal): Promise<void> {
  await portal.open('/dashboard');
  for (const tab of DASHBOARD_TABS) {
    await test.step(`dashboard tab ${tab.label}`, async () => {
      await portal.openDashboardTab(tab);
      await expect(portal.unavailable(tab.app)).toHaveCount(0);
    });
  }
  for (const app of CARRIER_AREAS) {
    await test.step(`${REMOTE_AREA[app]} at ${AREA_ROUTE[app]}`, async () => {
      await portal.navigate(AREA_ROUTE[app]);
      await portal.waitForArea(app);
      await expect(portal.unavailable(app)).toHaveCount(0);
    });
  }
}

test.describe('a carrier', () => {
  test('opens the dashboard and every carrier area in one session, each on its live release', async ({
    portal,
    page,
    registry,
  }) => {
    await visitDashboardAndEveryArea(portal);
    await portal.navigate(AREA_ROUTE[SHIPPER_SIDE]);
    await expect(page.getByText('You are not Authorized for this content')).toBeVisible();

    const live = await registry.liveVersions();
    for (const app of CARRIER_AREAS) {
      expect(await portal.status(app), REMOTE_AREA[app]).toMatchObject({
        state: 'loaded',
        live: live[app],
        loaded: live[app],
      });
    }
  });

  test('the host and the four carrier-side apps share one React, one antd, one QueryClient, one router and one shared-contracts', async ({
    portal,
    page,
  }) => {
    await visitDashboardAndEveryArea(portal);

    const diagnostics = await readDiagnostics(page);
    expect(diagnostics.apps).toEqual(expect.arrayContaining([...CARRIER_AREAS]));
    expect(diagnostics.reactVersions, 'React instances').toHaveLength(1);
    expect(diagnostics.antdVersions, 'antd instances').toHaveLength(1);
    expect(diagnostics.queryClientCount, 'QueryClients').toBe(1);
    expect(diagnostics.routerCount, 'routers').toBe(1);
    expect(diagnostics.contractsInstances, 'shared-contracts instances').toBe(1);
  });
});

test.describe('a shipper', () => {
  test.use({ persona: 'shipper' });

  test('opens the Orders area on its live release, with the one React, antd, QueryClient, router and shared-contracts', async ({
    portal,
    page,
    registry,
  }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await portal.open(AREA_ROUTE[SHIPPER_SIDE]);
    await portal.waitForArea(SHIPPER_SIDE);
    await expect(portal.unavailable(SHIPPER_SIDE)).toHaveCount(0);

    const diagnostics = await readDiagnostics(page);
    expect(diagnostics.apps).toEqual(expect.arrayContaining([SHIPPER_SIDE]));
    expect(diagnostics.reactVersions, 'React instances').toHaveLength(1);
    expect(diagnostics.antdVersions, 'antd instances').toHaveLength(1);
    expect(diagnostics.queryClientCount, 'QueryClients').toBe(1);
    expect(diagnostics.routerCount, 'routers').toBe(1);
    expect(diagnostics.contractsInstances, 'shared-contracts instances').toBe(1);

    // /status is for admins: the live release is the one whose files the page fetched.
    const live = await registry.liveVersions();
    const releaseFolder = `/${REMOTE_FOLDER[SHIPPER_SIDE]}/${live[SHIPPER_SIDE]}/`;
    expect(
      requested.some((path) => path.includes(releaseFolder)),
      releaseFolder,
    ).toBe(true);
  });
});
