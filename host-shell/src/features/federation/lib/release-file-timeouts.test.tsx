// A live release whose manifest or remoteEntry.js never answers: the loader runs the earlier release
// at RELEASE_FILE_TIMEOUT_MS, not after its attempts' timeouts and retries, and says why on /status.
import * as runtime from '@module-federation/enhanced/runtime';
import { loadRemoteModule } from '@trucks/shared-contracts/federation/remote-loader';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import { installRuntimeDouble } from '../../../test/federation-runtime-double';
import type { RuntimeDouble } from '../../../test/federation-runtime-double';
import { registryWith, release, testConfig } from '../../../test/fixtures';
import { startFederation } from './start-federation';
import { RELEASE_FILE_TIMEOUT_MS, releaseFileTimeouts } from './release-file-timeouts';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
  loadRemote: jest.fn(),
}));

function AccountingTab() {
  return <p>Accounting tab</p>;
}

const earlier = release('mf_financials', '1.0.0-r1');
const live = release('mf_financials', '1.0.0-r2');
let federation: RuntimeDouble;
let consoleWarn: jest.SpyInstance;

beforeEach(() => {
  jest.useFakeTimers();
  federation = installRuntimeDouble(runtime as unknown as Parameters<typeof installRuntimeDouble>[0]);
  consoleWarn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  federation.serve(earlier.manifestUrl, { kind: 'ok', modules: { DashboardAccountingTab: AccountingTab } });
});
afterEach(() => {
  consoleWarn.mockRestore();
  jest.useRealTimers();
});

/** Starts the host's federation as the browser does (default timeouts) and loads the accounting tab. */
function loadTab() {
  startFederation({
    config: testConfig,
    registry: registryWith({ mf_financials: [earlier, live] }),
    fileTimeouts: { fetchImpl: federation.fetch },
  });
  const loading = loadRemoteModule('mf_financials/DashboardAccountingTab');
  const state = { settled: false };
  loading.then(
    () => (state.settled = true),
    () => (state.settled = true),
  );
  return { loading, state };
}

describe('a live release whose first files never answer', () => {
  it('falls back to the earlier release at the limit when its manifest never answers, without a retry', async () => {
    federation.serve(live.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: () => null },
      manifestAnswer: 'never',
    });
    const { loading, state } = loadTab();

    await jest.advanceTimersByTimeAsync(RELEASE_FILE_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    expect(state.settled).toBe(true);
    await expect(loading).resolves.toHaveProperty('default', AccountingTab);
    expect(federation.requestsTo(live.manifestUrl)).toBe(1);
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'fallback',
      loadedVersion: '1.0.0-r1',
      reason:
        'Live release 1.0.0-r2 did not load (its mf-manifest.json did not arrive within 4 s); running 1.0.0-r1',
    });
  });

  it('falls back to the earlier release at the limit when its remoteEntry.js never answers', async () => {
    federation.serve(live.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: () => null },
      entryUnanswered: true,
    });
    const { loading, state } = loadTab();

    await jest.advanceTimersByTimeAsync(RELEASE_FILE_TIMEOUT_MS - 1);
    expect(state.settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);

    await expect(loading).resolves.toHaveProperty('default', AccountingTab);
    expect(federation.requestsTo(live.manifestUrl)).toBe(1);
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'fallback',
      reason:
        'Live release 1.0.0-r2 did not load (its remoteEntry.js did not arrive within 4 s); running 1.0.0-r1',
    });
  });

  it('keeps a live release whose manifest arrives just inside the limit', async () => {
    const LiveTab = () => null;
    federation.serve(live.manifestUrl, {
      kind: 'ok',
      modules: { DashboardAccountingTab: LiveTab },
      manifestAnswer: RELEASE_FILE_TIMEOUT_MS - 100,
    });
    const { loading } = loadTab();

    await jest.advanceTimersByTimeAsync(RELEASE_FILE_TIMEOUT_MS + 1_000);

    await expect(loading).resolves.toHaveProperty('default', LiveTab);
    expect(remoteLoadStore.getState().remotes.mf_financials).toMatchObject({
      status: 'loaded',
      loadedVersion: '1.0.0-r2',
    });
  });
});

describe('releaseFileTimeouts', () => {
  it('gives the entry script the attributes the runtime would, and forgets a script that loaded', async () => {
    const { plugin, take } = releaseFileTimeouts();
    const url = 'https://cdn.test/releases/mf-financials/1.0.0-r2/remoteEntry.js';
    const script = plugin.createScript?.({
      url,
      attrs: { crossorigin: 'anonymous' },
      remoteInfo: { name: 'mf_financials', entry: url },
    } as never) as HTMLScriptElement;

    expect(script.src).toBe(url);
    expect(script.getAttribute('fetchpriority')).toBe('high');
    expect(script.getAttribute('crossorigin')).toBe('anonymous');
    script.dispatchEvent(new Event('load'));
    await jest.advanceTimersByTimeAsync(RELEASE_FILE_TIMEOUT_MS * 2);
    expect(take('mf_financials')).toBeUndefined();
  });
});
