// Warming the first navigation page: on a wide screen, once the page a user landed on has settled, the
// code of their first navigation page loads (routes module and page chunks, no data), unless the browser
// asks to save data or config.json turns it off; on a phone, its code and first read load when the
// navigation drawer opens (an intent, like a hover, which config.json's switch does not stop).
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PHONE_WIDTH } from '@trucks/shared-ui/test-viewport';
import * as runtime from '@module-federation/enhanced/runtime';
import { QueryClient } from '@tanstack/react-query';
import { REMOTE_APPS, REMOTE_EXPOSES } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { API } from '@trucks/shared-contracts/api/catalogue';
import { personas } from '../features/shell-chrome/components/shell-chrome-test-kit';
import { signedInUser } from '../test/render';
import { startFederation } from '../features/federation/lib/start-federation';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import { registryWith, release, testConfig } from '../test/fixtures';
import { renderSignedInShell } from '../test/signed-in-shell';
import { ShellRoutes } from './route-table';
import { firstRemotePage, prefersFewerBytes, whenPageSettled } from './warm-first-page';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

/** The paths each remote's routes module was asked to preload, and with which query client. */
let preloads: { app: RemoteApp; path: string; withData: boolean }[];

function servedModules(app: RemoteApp) {
  return Object.fromEntries(
    REMOTE_EXPOSES[app].map((expose) => [
      expose,
      expose === 'routes'
        ? {
            default: () => <p>{app} page</p>,
            preload: (path: string, queryClient?: unknown) => {
              preloads.push({ app, path, withData: queryClient !== undefined });
              return Promise.resolve();
            },
          }
        : () => (
            <p>
              {app}/{expose}
            </p>
          ),
    ]),
  );
}

beforeEach(() => {
  preloads = [];
  const federation = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  const releases = Object.fromEntries(REMOTE_APPS.map((app) => [app, [release(app, '1.0.0-r1')]]));
  for (const app of REMOTE_APPS)
    federation.serve(releases[app]![0]!.manifestUrl, { kind: 'ok', modules: servedModules(app) });
  startFederation({ config: testConfig, registry: registryWith(releases), timeoutMs: 1_000, retries: 0 });
});

afterEach(() => {
  delete (navigator as { connection?: unknown }).connection;
  window.history.pushState({}, '', '/');
});

const settledFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('warming the first navigation page at idle', () => {
  it("loads the Load Board's code once a carrier's dashboard has settled, and not its rows", async () => {
    const { api } = renderSignedInShell(<ShellRoutes />, { route: '/dashboard', user: personas.carrier() });
    expect(await screen.findByText('mf_shipments/DashboardShipmentsTab')).toBeInTheDocument();
    await waitFor(() =>
      expect(preloads).toContainEqual({ app: 'mf_loadboard', path: '/available-freight', withData: false }),
    );
    expect(api.requests(API.loadboard.availableShipments)).toEqual([]);
  });

  it("warms a broker's Shipments (a broker has no Load Board)", async () => {
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard', user: personas.broker() });

    await waitFor(() =>
      expect(preloads).toContainEqual({ app: 'mf_shipments', path: '/all-shipments', withData: false }),
    );
    expect(preloads.filter(({ app }) => app === 'mf_loadboard')).toEqual([]);
  });

  it('loads nothing ahead when config.json turns it off', async () => {
    renderSignedInShell(<ShellRoutes />, {
      route: '/dashboard',
      user: personas.carrier(),
      config: { ...testConfig, warmFirstPageAtIdle: false },
    });
    expect(await screen.findByText('mf_shipments/DashboardShipmentsTab')).toBeInTheDocument();
    await settledFor(1_000);

    expect(preloads).toEqual([]);
  });

  it('loads nothing ahead for a browser that asks to save data', async () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
    renderSignedInShell(<ShellRoutes />, { route: '/dashboard', user: personas.carrier() });
    expect(await screen.findByText('mf_shipments/DashboardShipmentsTab')).toBeInTheDocument();
    await settledFor(1_000);

    expect(preloads).toEqual([]);
  });

  it.each([
    ['warming on', testConfig],
    ['warming at idle off', { ...testConfig, warmFirstPageAtIdle: false }],
  ])(
    "waits on a phone until the navigation drawer opens, then loads the first page's code and rows (%s)",
    async (_case, config) => {
      renderSignedInShell(<ShellRoutes />, {
        route: '/dashboard',
        user: personas.carrier(),
        width: PHONE_WIDTH,
        config,
      });
      expect(await screen.findByText('mf_shipments/DashboardShipmentsTab')).toBeInTheDocument();
      await settledFor(1_000);
      expect(preloads).toEqual([]);

      await userEvent.click(screen.getByRole('button', { name: 'Toggle navigation' }));

      await waitFor(() =>
        expect(preloads).toEqual([{ app: 'mf_loadboard', path: '/available-freight', withData: true }]),
      );
    },
  );

  it('warms nothing more on the page itself: its own load has the code', async () => {
    window.history.pushState({}, '', '/available-freight');
    renderSignedInShell(<ShellRoutes />, { route: '/available-freight', user: personas.carrier() });
    expect(await screen.findByText('mf_loadboard page')).toBeInTheDocument();
    await settledFor(1_000);

    expect(preloads).toEqual([]);
  });
});

describe('whenPageSettled', () => {
  it('waits while a query is fetching, then runs once the browser is idle', async () => {
    const queryClient = new QueryClient();
    let answer: (value: string) => void = () => undefined;
    void queryClient.fetchQuery({
      queryKey: ['slow'],
      queryFn: () => new Promise<string>((resolve) => (answer = resolve)),
    });
    const run = jest.fn();
    whenPageSettled(queryClient, run);

    await settledFor(600);
    expect(run).not.toHaveBeenCalled();

    answer('done');
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
  });

  it('never runs once cancelled', async () => {
    const run = jest.fn();
    const cancel = whenPageSettled(new QueryClient(), run, (idle) => {
      const handle = setTimeout(idle, 50);
      return () => clearTimeout(handle);
    });
    cancel();
    await settledFor(200);

    expect(run).not.toHaveBeenCalled();
  });
});

describe('firstRemotePage and prefersFewerBytes', () => {
  it.each([
    ['a carrier', personas.carrier(), '/available-freight'],
    ['a broker', personas.broker(), '/all-shipments'],
    ['a factoring company', personas.factoring(), '/accounting'],
    ['a shipper', signedInUser({ roles: ['Shipper'], permissions: [] }), '/orders'],
  ])("%s's first remote page is %s", (_who, user, path) => {
    expect(firstRemotePage(user)).toBe(path);
  });

  it.each([
    [{ saveData: true }, true],
    [{ effectiveType: '2g' }, true],
    [{ effectiveType: 'slow-2g' }, true],
    [{ effectiveType: '3g' }, false],
    [{ effectiveType: '4g', saveData: false }, false],
    [undefined, false],
  ])('connection %j asks for fewer bytes: %s', (connection, expected) => {
    expect(prefersFewerBytes(connection)).toBe(expected);
  });
});
