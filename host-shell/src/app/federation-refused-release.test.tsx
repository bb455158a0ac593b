// The loader over a refused release: the host's guard refuses the live release (its manifest imports an
// export this host's antd lacks), the area runs the earlier release and /status names both releases
// and why; with no release left, the area is unavailable and /status says incompatible.
import { screen, within } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';
import type { DashboardTabProps } from '@trucks/shared-contracts/federation/remote-modules';
import type { HostShares } from '@trucks/shared-contracts/federation/remote-compatibility';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import { remoteLoadStore } from '../lib/remote-load-state';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { installRuntimeDouble } from '../test/federation-runtime-double';
import type { RuntimeDouble } from '../test/federation-runtime-double';
import { registryWith, release, testConfig } from '../test/fixtures';
import { StatusPage } from '../features/status/components/status-page';
import { startFederation } from '../features/federation/lib/start-federation';
import { RefusedReleaseError } from '../features/federation/lib/remote-load-errors';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

const HOST_SHARES: HostShares = {
  packages: { react: '19.3.1', '@trucks/shared-contracts/': '1.0.0' },
  libraries: {
    antd: { version: '6.6.8', exports: ['App', 'Button', 'QRCode', 'Table'] },
    'react-router': { version: '7.18.5', exports: ['Link', 'useBlocker', 'useNavigate'] },
  },
};
const GOOD_IMPORTS = {
  antd: { version: '6.6.8', names: ['Button', 'QRCode'] },
  'react-router': { version: '7.18.5', names: ['Link'] },
};
const MISSING_EXPORT = {
  antd: { version: '6.6.8', names: ['Button', 'NoSuchExport'] },
  'react-router': { version: '7.18.5', names: ['Link'] },
};
const REFUSAL = 'mf_financials imports NoSuchExport from antd, which antd 6.6.8 in the host does not export';

function AccountingTab({ basePath }: DashboardTabProps) {
  return <p>Accounting tab at {basePath}</p>;
}
function NewAccountingTab() {
  return <p>The refused release rendered</p>;
}

const fast = { timeoutMs: 200, retries: 2, retryDelayMs: 1 };
const [r1, r2, r3] = ['1.0.0-r1', '1.0.0-r2', '1.0.0-r3'].map((version) => release('mf_financials', version));
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

function start(releases = [r1!, r2!]) {
  startFederation({
    config: testConfig,
    registry: registryWith({ mf_financials: releases }),
    hostShares: HOST_SHARES,
    ...fast,
  });
}

function statusCells(folder: string): (string | null)[] {
  const row = screen.getAllByRole('row').find((candidate) => candidate.textContent?.includes(folder));
  if (!row) throw new Error(`no status row for ${folder}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('a live release the host refuses', () => {
  it('runs the earlier release; /status says fallback, naming both releases and the reason', async () => {
    federation.serve(r1!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab },
      sharedExports: GOOD_IMPORTS,
    });
    federation.serve(r2!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: NewAccountingTab },
      sharedExports: MISSING_EXPORT,
    });
    start();

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
    expect(screen.queryByText('The refused release rendered')).not.toBeInTheDocument();
    expect(federation.entryOf('mf_financials')).toBe(r1!.manifestUrl);
    // Refused once, not retried: the answer would be the same.
    expect(federation.requestsTo(r2!.manifestUrl)).toBe(1);
    const cells = statusCells('mf-financials');
    expect(cells.slice(1, 3)).toEqual(['1.0.0-r2', '1.0.0-r1']);
    expect(cells[4]).toBe('fallback');
    expect(cells[5]).toBe(`Live release 1.0.0-r2 was refused (incompatible: ${REFUSAL}); running 1.0.0-r1`);
  });

  it('passes over every refused or broken release to the newest good one, and later modules come from it', async () => {
    federation.serve(r1!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab, ShipmentFinancials: AccountingTab },
      sharedExports: GOOD_IMPORTS,
    });
    // r2: its manifest is not one ops/build wrote; r3, live: imports an export the host lacks.
    federation.serve(r2!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: NewAccountingTab },
      manifest: {},
    });
    federation.serve(r3!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: NewAccountingTab },
      sharedExports: MISSING_EXPORT,
    });
    start([r1!, r2!, r3!]);

    await expect(loadRemoteModule('mf_financials/DashboardAccountingTab')).resolves.toEqual({
      default: AccountingTab,
    });
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'fallback',
      liveVersion: '1.0.0-r3',
      loadedVersion: '1.0.0-r1',
      reason: `Live release 1.0.0-r3 was refused (incompatible: ${REFUSAL}); running 1.0.0-r1`,
    });
    expect(consoleWarn).toHaveBeenCalledWith(
      '[federation] mf_financials 1.0.0-r2 was refused: incompatible: the manifest has no name',
    );
    await expect(loadRemoteModule('mf_financials/ShipmentFinancials')).resolves.toEqual({
      default: AccountingTab,
    });
    expect(federation.requestsTo(r3!.manifestUrl)).toBe(1);
  });

  it('says "did not load" when the live release is broken rather than refused', async () => {
    federation.serve(r1!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab },
      sharedExports: GOOD_IMPORTS,
    });
    federation.serve(r2!.manifestUrl, {
      kind: 'down',
      error: new Error('ScriptExternalLoadError: remoteEntry.js'),
    });
    start();

    await loadRemoteModule('mf_financials/DashboardAccountingTab');
    expect(remoteLoadStore.getState().remotes.mf_financials.reason).toBe(
      'Live release 1.0.0-r2 did not load (ScriptExternalLoadError: remoteEntry.js); running 1.0.0-r1',
    );
    // A broken release is retried before it is passed over.
    expect(federation.requestsTo(r2!.manifestUrl)).toBe(3);
  });

  it('retries a live release whose remoteEntry.js fails after its manifest passed, then runs the earlier one', async () => {
    federation.serve(r1!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab },
      sharedExports: GOOD_IMPORTS,
    });
    // The runtime keeps the snapshot of the manifest it let through: the retries come back to the guard
    // without the manifest (from 'global'), which is no reason to refuse.
    federation.serve(r2!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: NewAccountingTab },
      sharedExports: GOOD_IMPORTS,
      entryError: new Error('ScriptExecutionError: remoteEntry.js corrupted'),
    });
    start();

    await expect(loadRemoteModule('mf_financials/DashboardAccountingTab')).resolves.toEqual({
      default: AccountingTab,
    });
    expect(federation.requestsTo(r2!.manifestUrl)).toBe(3);
    expect(remoteLoadStore.getState().remotes.mf_financials.reason).toBe(
      'Live release 1.0.0-r2 did not load (ScriptExecutionError: remoteEntry.js corrupted); running 1.0.0-r1',
    );
  });

  it('loads every other module of a release it let through, on the kept snapshot', async () => {
    federation.serve(r2!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab, ShipmentFinancials: NewAccountingTab },
      sharedExports: GOOD_IMPORTS,
    });
    start();

    await loadRemoteModule('mf_financials/DashboardAccountingTab');
    await expect(loadRemoteModule('mf_financials/ShipmentFinancials')).resolves.toEqual({
      default: NewAccountingTab,
    });
    expect(federation.requestsTo(r2!.manifestUrl)).toBe(2);
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'loaded',
      loadedVersion: '1.0.0-r2',
    });
  });

  it('leaves the area unavailable and /status incompatible when no release is left to run', async () => {
    federation.serve(r1!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: NewAccountingTab },
      sharedExports: { antd: { version: '5.21.0', names: ['Button'] } },
    });
    federation.serve(r2!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: NewAccountingTab },
      sharedExports: MISSING_EXPORT,
    });
    start();

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

    expect(await screen.findByText('Financials is unavailable')).toBeInTheDocument();
    expect(screen.queryByText('The refused release rendered')).not.toBeInTheDocument();
    const cells = statusCells('mf-financials');
    expect(cells.slice(1, 3)).toEqual(['1.0.0-r2', '—']);
    expect(cells[4]).toBe('incompatible');
    expect(cells[5]).toBe(`No release of mf_financials loaded (live 1.0.0-r2: incompatible: ${REFUSAL})`);
    expect(consoleWarn).toHaveBeenCalledWith(
      '[federation] mf_financials 1.0.0-r1 was refused: incompatible: mf_financials was built with antd 5.21.0; the host shares 6.6.8',
    );
    await expect(loadRemoteModule('mf_financials/DashboardAccountingTab')).rejects.toBeInstanceOf(
      RefusedReleaseError,
    );
  });

  it('loads the live release when the host can run it, QRCode and all', async () => {
    federation.serve(r2!.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: AccountingTab },
      sharedExports: GOOD_IMPORTS,
    });
    start();

    await loadRemoteModule('mf_financials/DashboardAccountingTab');
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'loaded',
      loadedVersion: '1.0.0-r2',
      reason: undefined,
    });
    expect(federation.requestsTo(r1!.manifestUrl)).toBe(0);
  });
});
