// The render signal the release gate reads: which remote modules are mounted now, each with the release
// that served it, through `window.__TRUCKS_REGIONS__()`.
import { screen } from '@testing-library/react';
import * as runtime from '@module-federation/enhanced/runtime';
import { RemoteRegion } from '@trucks/shared-ui/remote-region';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import { installRuntimeDouble } from '../../../test/federation-runtime-double';
import type { RuntimeDouble } from '../../../test/federation-runtime-double';
import { registryWith, release, testConfig } from '../../../test/fixtures';
import { startFederation } from './start-federation';
import type { RenderedRegion } from './rendered-regions';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

function AccountingTab() {
  return <p>Accounting tab</p>;
}

const regions = () =>
  (window as unknown as { __TRUCKS_REGIONS__: () => RenderedRegion[] }).__TRUCKS_REGIONS__();
const earlier = release('mf_financials', '1.0.0-r1');
const live = release('mf_financials', '1.0.0-r2');
let federation: RuntimeDouble;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  federation = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  federation.serve(earlier.manifestUrl, { kind: 'ok', modules: { DashboardAccountingTab: AccountingTab } });
});
afterEach(() => consoleWarn.mockRestore());

function renderTab() {
  startFederation({
    config: testConfig,
    registry: registryWith({ mf_financials: [earlier, live] }),
    timeoutMs: 200,
    retries: 0,
  });
  return renderWithAntd(
    <RemoteRegion
      module="mf_financials/DashboardAccountingTab"
      props={{ basePath: '/dashboard/accounting' }}
    />,
  );
}

it('names the live release that rendered a mounted module, and forgets it once unmounted', async () => {
  federation.serve(live.manifestUrl, { kind: 'ok', modules: { DashboardAccountingTab: AccountingTab } });
  const view = renderTab();
  expect(regions()).toEqual([]);

  await screen.findByText('Accounting tab');
  expect(regions()).toEqual([
    {
      module: 'mf_financials/DashboardAccountingTab',
      remote: 'mf_financials',
      release: '1.0.0-r2',
      state: 'loaded',
    },
  ]);
  view.unmount();
  expect(regions()).toEqual([]);
});

it('says when an earlier release rendered it, and why', async () => {
  federation.serve(live.manifestUrl, { kind: 'down' });
  const view = renderTab();

  await screen.findByText('Accounting tab');
  expect(regions()).toEqual([
    expect.objectContaining({
      module: 'mf_financials/DashboardAccountingTab',
      release: '1.0.0-r1',
      state: 'fallback',
      reason: expect.stringMatching(/^Live release 1\.0\.0-r2 did not load/),
    }),
  ]);
  view.unmount();
});
