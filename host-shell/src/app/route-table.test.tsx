import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import {
  REMOTE_APPS,
  REMOTE_EXPOSES,
  ROUTE_OWNERS,
} from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp, RoutePrefix } from '@trucks/shared-contracts/federation/remote-modules';
import { currentAddress } from '@trucks/shared-ui/testing';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { NOT_AUTHORIZED_MESSAGE } from '@trucks/shared-contracts/access/route-guard';
import { personas } from '../features/shell-chrome/components/shell-chrome-test-kit';
import { renderSignedInShell } from '../test/signed-in-shell';
import { signedInUser } from '../test/render';
import { startFederation } from '../features/federation/lib/start-federation';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import { registryWith, release, testConfig } from '../test/fixtures';
import { ShellRoutes } from './route-table';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

/** Every exposed module of a remote renders its id and props, so a test sees what was mounted. */
function echoModules(app: RemoteApp) {
  return Object.fromEntries(
    REMOTE_EXPOSES[app].map((expose) => [
      expose,
      (props: object) => (
        <p>
          {app}/{expose} {JSON.stringify(props)}
        </p>
      ),
    ]),
  );
}

beforeEach(() => {
  const federation = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  const releases = Object.fromEntries(REMOTE_APPS.map((app) => [app, [release(app, '1.0.0-r1')]]));
  for (const app of REMOTE_APPS)
    federation.serve(releases[app]![0]!.manifestUrl, { kind: 'ok', modules: echoModules(app) });
  startFederation({ config: testConfig, registry: registryWith(releases), timeoutMs: 1_000, retries: 0 });
});

const admin = personas.carrierAdmin();

describe('the route table', () => {
  it.each(Object.entries(ROUTE_OWNERS) as [RoutePrefix, RemoteApp][])(
    'hands %s/* to %s/routes with its prefix',
    async (prefix, owner) => {
      // The shipper side's pages are the shipper's (route access, issue 27); every other area a carrier admin's.
      const user = owner === 'mf_shipper_orders' ? personas.shipper() : admin;
      renderSignedInShell(<ShellRoutes />, { route: `${prefix}/some/sub/path`, user });
      expect(await screen.findByText(`${owner}/routes ${JSON.stringify({ prefix })}`)).toBeInTheDocument();
    },
  );

  it('opens the dashboard on the shipments tab, embedding mf-shipments', async () => {
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard', user: admin });
    expect(
      await screen.findByText('mf_shipments/DashboardShipmentsTab {"basePath":"/dashboard/shipments"}'),
    ).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Shipments' })).toHaveAttribute('aria-selected', 'true');
  });

  it.each([
    ['tenders', 'Tenders', 'mf_loadboard/DashboardTendersTab'],
    ['rates', 'Rate Requests', 'mf_loadboard/DashboardRatesTab'],
    ['accounting', 'Accounting', 'mf_financials/DashboardAccountingTab'],
  ])('switches to the %s tab, embedding %s', async (key, label, module) => {
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard/shipments', user: admin });
    await screen.findByText(/mf_shipments\/DashboardShipmentsTab/);
    await userEvent.click(screen.getByRole('tab', { name: label }));
    expect(await screen.findByText(`${module} {"basePath":"/dashboard/${key}"}`)).toBeInTheDocument();
  });

  it('passes the preview id of /dashboard/<tab>/{id}/preview to the tab', async () => {
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard/tenders/T-881/preview', user: admin });
    expect(
      await screen.findByText(
        'mf_loadboard/DashboardTendersTab {"basePath":"/dashboard/tenders","previewId":"T-881"}',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Route Not Found' for /not-found and for an unknown sub-path of a host page", async () => {
    const notFoundPage = renderSignedInShell(<ShellRoutes />, { route: '/not-found', user: admin });
    expect(await screen.findByText('Route Not Found')).toBeInTheDocument();
    notFoundPage.unmount();
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard/no-such-tab', user: admin });
    expect(await screen.findByText('Route Not Found')).toBeInTheDocument();
  });

  it('sends a carrier on an unknown top-level path to the dashboard', async () => {
    renderSignedInShell(<ShellRoutes />, { route: '/no-such-page', user: admin });
    expect(
      await screen.findByText('mf_shipments/DashboardShipmentsTab {"basePath":"/dashboard/shipments"}'),
    ).toBeInTheDocument();
  });

  it('keeps the navigation landmark around every authenticated page', async () => {
    const { api } = renderSignedInShell(<ShellRoutes />, { route: '/videos', user: admin });
    api.on(API.account.videos, { items: [] });
    await screen.findByRole('heading', { name: 'Videos', level: 1 });
    expect(await screen.findByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Videos', level: 1 })).toBeInTheDocument();
  });
});

describe('guards and fallbacks per persona (spec 000 §2, §6)', () => {
  it.each([
    ['factoring', '/accounting', personas.factoring()],
    ['driver', '/all-shipments', personas.driver()],
    ['carrier', '/dashboard/shipments', personas.carrier()],
    ['shipper (no portal permission)', '/orders', signedInUser({ roles: ['AP'], permissions: [] })],
  ])('sends a %s user on an unknown path to %s', async (_persona, landing, user) => {
    renderSignedInShell(<ShellRoutes />, { route: '/no-such-page', user });
    await waitFor(() => expect(currentAddress()).toHaveTextContent(new RegExp(`^${landing}$`)));
  });

  it('sends a signed-in user without CarrierPortal from the dashboard to the all-shipments list', async () => {
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard/tenders', user: personas.driver() });
    await waitFor(() => expect(currentAddress()).toHaveTextContent(/^\/all-shipments$/));
  });

  it.each([
    ['a broker on the load board', personas.broker(), '/available-freight'],
    ['a factoring user on tenders', personas.factoring(), '/tenders'],
    ['a carrier user (not admin) on the status page', personas.carrier(), '/status'],
  ])("shows 'You are not Authorized for this content' to %s", async (_case, user, route) => {
    renderSignedInShell(<ShellRoutes />, { route, user });
    expect(await screen.findByText(NOT_AUTHORIZED_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/\/routes \{/)).not.toBeInTheDocument();
  });

  describe("the shipper's pages (spec 001 §1; 000 §1: factoring companies see accounting, payments, contacts and profile)", () => {
    const SHIPPER_PAGES = ['/orders', '/orders/create', '/locations', '/shipment-booking'];
    it.each([
      ['ar@factoring.test', { ...personas.factoring(), roles: ['AR'] }],
      ['user@carrier.test', { ...personas.carrier(), roles: ['BillTo'] }],
      ['admin@carrier.test', admin],
    ])(
      "%s gets 'You are not Authorized for this content' on each, and no orders page",
      async (_who, user) => {
        for (const route of SHIPPER_PAGES) {
          const view = renderSignedInShell(<ShellRoutes />, { route, user });
          expect(await screen.findByText(NOT_AUTHORIZED_MESSAGE)).toBeInTheDocument();
          expect(screen.queryByText(/mf_shipper_orders\/routes/)).not.toBeInTheDocument();
          expect(screen.queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
          view.unmount();
        }
      },
      30_000,
    );

    it('the shipper reaches each of them, and the navigation links them', async () => {
      for (const route of SHIPPER_PAGES) {
        const view = renderSignedInShell(<ShellRoutes />, { route, user: personas.shipper() });
        expect(await screen.findByText(/mf_shipper_orders\/routes/)).toBeInTheDocument();
        expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');
        view.unmount();
      }
    }, 30_000);
  });

  it('opens the status page for an admin', async () => {
    renderSignedInShell(<ShellRoutes />, { route: '/status', user: admin });
    expect(await screen.findByRole('heading', { name: 'Status', level: 1 })).toBeInTheDocument();
  });
});
