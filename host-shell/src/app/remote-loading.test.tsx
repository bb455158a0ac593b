import { screen, within } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import { remoteLoadStore } from '../lib/remote-load-state';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import type { RuntimeDouble } from '../test/federation-runtime-double';
import { manifestUrl, registryWith, release, testConfig } from '../test/fixtures';
import { StatusPage } from '../features/status/components/status-page';
import { startFederation } from '../features/federation/lib/start-federation';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

function AccountingTab({ basePath }: DashboardTabProps) {
  return <p>Accounting tab at {basePath}</p>;
}

const fast = { timeoutMs: 50, retries: 2, retryDelayMs: 1 };
let federation: RuntimeDouble;
let consoleError: jest.SpyInstance;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  federation = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  consoleError.mockRestore();
  consoleWarn.mockRestore();
});

function statusRow(folder: string): HTMLElement {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(folder));
  if (!row) throw new Error(`no status row for ${folder}`);
  return row;
}

describe('the host federation loader', () => {
  it('registers the live releases without loading anything until a module is needed', async () => {
    federation.serve(manifestUrl('mf_financials', '1.0.0-r1'), {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab },
    });
    startFederation({
      config: testConfig,
      registry: registryWith({ mf_financials: [release('mf_financials', '1.0.0-r1')] }),
      ...fast,
    });

    expect(federation.entryOf('mf_financials')).toBe(manifestUrl('mf_financials', '1.0.0-r1'));
    expect(runtime.loadRemote).not.toHaveBeenCalled();

    const module = await loadRemoteModule('mf_financials/DashboardAccountingTab');
    expect(module.default).toBe(AccountingTab);
    // Registered once: loading the live release does not register it again (forced, the runtime warns
    // and drops its manifest cache).
    expect(runtime.registerRemotes).toHaveBeenCalledTimes(1);
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'loaded',
      liveVersion: '1.0.0-r1',
      loadedVersion: '1.0.0-r1',
    });
  });

  it('gives up on an attempt after the timeout and retries a bounded number of times', async () => {
    const live = release('mf_shipments', '2.0.0-r1');
    federation.serve(live.manifestUrl, { kind: 'hang' });
    startFederation({ config: testConfig, registry: registryWith({ mf_shipments: [live] }), ...fast });

    await expect(loadRemoteModule('mf_shipments/routes')).rejects.toThrow(
      /No release of mf_shipments loaded.*longer than 50 ms/,
    );
    expect(federation.requestsTo(live.manifestUrl)).toBe(3);
    expect(remoteLoadStore.getState().remotes.mf_shipments.status).toBe('failed');
  });

  it('recovers within the retries when a remote answers on the second attempt', async () => {
    const live = release('mf_shipments', '2.0.0-r1');
    startFederation({ config: testConfig, registry: registryWith({ mf_shipments: [live] }), ...fast });
    federation.serve(live.manifestUrl, { kind: 'down' });
    const realLoad = (runtime.loadRemote as jest.Mock).getMockImplementation()!;
    (runtime.loadRemote as jest.Mock)
      .mockImplementationOnce(realLoad)
      .mockImplementationOnce(async (id: string) => {
        federation.serve(live.manifestUrl, { kind: 'ok', modules: { routes: () => null } });
        return realLoad(id);
      });

    await expect(loadRemoteModule('mf_shipments/routes')).resolves.toHaveProperty('default');
    expect(federation.requestsTo(live.manifestUrl)).toBe(2);
    expect(remoteLoadStore.getState().remotes.mf_shipments.status).toBe('loaded');
  });

  it('falls back to the earlier release when the live one does not load, and the status page says so', async () => {
    const earlier = release('mf_financials', '1.0.0-r1');
    const broken = release('mf_financials', '1.0.0-r2');
    federation.serve(earlier.manifestUrl, { kind: 'ok', modules: { DashboardAccountingTab: AccountingTab } });
    federation.serve(broken.manifestUrl, { kind: 'down' });
    startFederation({
      config: testConfig,
      registry: registryWith({ mf_financials: [earlier, broken] }),
      ...fast,
    });

    renderWithAntd(
      <>
        <RemoteRegion
          module="mf_financials/DashboardAccountingTab"
          props={{ basePath: '/dashboard/accounting' }}
        />
        <RuntimeConfigProvider config={testConfig}>
          <StatusPage />
        </RuntimeConfigProvider>
      </>,
    );

    expect(await screen.findByText('Accounting tab at /dashboard/accounting')).toBeInTheDocument();
    expect(federation.entryOf('mf_financials')).toBe(earlier.manifestUrl);
    const cells = within(statusRow('mf-financials'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1, 3)).toEqual(['1.0.0-r2', '1.0.0-r1']);
    expect(cells[4]).toBe('fallback');
    expect(cells[5]).toMatch(/Live release 1.0.0-r2 did not load/);
  });

  it('refuses a remote whose registry release was built against another contracts major', async () => {
    const incompatible = release('mf_loadboard', '3.0.0-r1', '2.0.0');
    federation.serve(incompatible.manifestUrl, { kind: 'ok', modules: { routes: () => null } });
    startFederation({
      config: testConfig,
      registry: registryWith({ mf_loadboard: [incompatible] }),
      hostContractsVersion: '1.4.0',
      ...fast,
    });

    renderWithAntd(
      <>
        <RemoteRegion module="mf_loadboard/routes" props={{ prefix: '/tenders' }} />
        <RuntimeConfigProvider config={testConfig}>
          <StatusPage />
        </RuntimeConfigProvider>
      </>,
    );

    expect(await screen.findByText('Load Board is unavailable')).toBeInTheDocument();
    expect(runtime.loadRemote).not.toHaveBeenCalled();
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/mf_loadboard was built against shared-contracts 2.0.0; the host runs 1.4.0/),
    );
    expect(within(statusRow('mf-loadboard')).getAllByRole('cell')[4]).toHaveTextContent('incompatible');
  });

  it('refuses a remote whose manifest records another contracts major, without retrying', async () => {
    // A dev override has no registry entry: only the manifest can tell.
    federation.serve('http://localhost:3001/mf-manifest.json', {
      kind: 'ok',
      modules: { routes: () => null },
      contractsVersion: '2.1.0',
    });
    startFederation({
      config: {
        ...testConfig,
        environment: 'development',
        devOverrides: { mf_loadboard: 'http://localhost:3001/mf-manifest.json' },
      },
      registry: registryWith({}),
      hostContractsVersion: '1.0.0',
      ...fast,
    });

    await expect(loadRemoteModule('mf_loadboard/routes')).rejects.toThrow(
      /built against shared-contracts 2.1.0/,
    );
    expect(federation.requestsTo('http://localhost:3001/mf-manifest.json')).toBe(1);
    expect(remoteLoadStore.getState().remotes.mf_loadboard.status).toBe('incompatible');
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringMatching(/mf_loadboard was built against shared-contracts 2.1.0/),
    );
  });

  it('honours devOverrides only in the development environment', () => {
    const live = release('mf_loadboard', '1.0.0-r1');
    const override = { mf_loadboard: 'http://localhost:3001/mf-manifest.json' };
    startFederation({
      config: { ...testConfig, environment: 'production', devOverrides: override },
      registry: registryWith({ mf_loadboard: [live] }),
    });
    expect(federation.entryOf('mf_loadboard')).toBe(live.manifestUrl);
  });

  it('shows the area fallback for a remote the registry does not list', async () => {
    startFederation({ config: testConfig, registry: registryWith({}), ...fast });
    renderWithAntd(
      <RemoteRegion
        module="mf_cases_notes/ShipmentCases"
        props={{ shipmentId: 's1', shipmentNumber: '42' }}
      />,
    );
    expect(await screen.findByText('Cases and Notes is unavailable')).toBeInTheDocument();
    expect(remoteLoadStore.getState().remotes.mf_cases_notes).toMatchObject({
      status: 'failed',
      reason: 'mf_cases_notes is not in the registry',
    });
  });
});
