import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as runtime from '@module-federation/enhanced/runtime';
import {
  REMOTE_APPS,
  REMOTE_EXPOSES,
  ROUTE_OWNERS,
} from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp, RoutePrefix } from '@trucks/shared-contracts/federation/remote-modules';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import { startFederation } from '../features/federation/start-federation';
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

describe('the route table', () => {
  it.each(Object.entries(ROUTE_OWNERS) as [RoutePrefix, RemoteApp][])(
    'hands %s/* to %s/routes with its prefix',
    async (prefix, owner) => {
      renderWithAntd(<ShellRoutes />, { route: `${prefix}/some/sub/path` });
      expect(await screen.findByText(`${owner}/routes ${JSON.stringify({ prefix })}`)).toBeInTheDocument();
    },
  );

  it('opens the dashboard on the shipments tab, embedding mf-shipments', async () => {
    renderWithAntd(<ShellRoutes />, { route: '/dashboard' });
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
    renderWithAntd(<ShellRoutes />, { route: '/dashboard/shipments' });
    await screen.findByText(/mf_shipments\/DashboardShipmentsTab/);
    await userEvent.click(screen.getByRole('tab', { name: label }));
    expect(await screen.findByText(`${module} {"basePath":"/dashboard/${key}"}`)).toBeInTheDocument();
  });

  it('passes the preview id of /dashboard/<tab>/{id}/preview to the tab', async () => {
    renderWithAntd(<ShellRoutes />, { route: '/dashboard/tenders/T-881/preview' });
    expect(
      await screen.findByText(
        'mf_loadboard/DashboardTendersTab {"basePath":"/dashboard/tenders","previewId":"T-881"}',
      ),
    ).toBeInTheDocument();
  });

  it("shows 'Route Not Found' for /not-found and for an unknown sub-path of a host page", async () => {
    const notFoundPage = renderWithAntd(<ShellRoutes />, { route: '/not-found' });
    expect(screen.getByText('Route Not Found')).toBeInTheDocument();
    notFoundPage.unmount();
    renderWithAntd(<ShellRoutes />, { route: '/dashboard/no-such-tab' });
    expect(screen.getByText('Route Not Found')).toBeInTheDocument();
  });

  it('sends an unknown top-level path to the fallback (the dashboard without a session)', async () => {
    renderWithAntd(<ShellRoutes />, { route: '/no-such-page' });
    expect(
      await screen.findByText('mf_shipments/DashboardShipmentsTab {"basePath":"/dashboard/shipments"}'),
    ).toBeInTheDocument();
  });

  it('keeps the navigation landmark around every authenticated page', () => {
    renderWithAntd(<ShellRoutes />, { route: '/videos' });
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Videos' })).toBeInTheDocument();
  });
});
