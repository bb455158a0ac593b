import { screen } from '@testing-library/react';
import { installRemoteLoader } from '@trucks/shared-contracts/federation/remote-loader';
import { RemoteRegion, REMOTE_REGION_ERROR_EVENT } from '@trucks/shared-ui/remote-region';
import { renderWithAntd } from '@trucks/shared-ui/testing';
import { remoteLoadStore } from '../../../lib/remote-load-state';
import { createFieldReporter } from './field-reporter';
import type { FieldReport } from './field-reporter';
import { startFieldReports } from './field-reports';
import { RemoteUnavailableError } from './remote-load-errors';

/** A page's clock, timers and beacons. */
function page(startAt = 1_000_000) {
  let now = startAt;
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const beacons: { url: string; reports: FieldReport[] }[] = [];
  return {
    beacons,
    timers,
    options: {
      send: (url: string, body: string) => {
        beacons.push({ url, ...(JSON.parse(body) as { reports: FieldReport[] }) });
        return true;
      },
      now: () => now,
      setTimer: (callback: () => void) => {
        timers.set(nextTimer, callback);
        return nextTimer++;
      },
      clearTimer: (timer: unknown) => void timers.delete(timer as number),
    },
    advance: (ms: number) => (now += ms),
    fireTimers: () => {
      const due = [...timers.values()];
      timers.clear();
      for (const callback of due) callback();
    },
  };
}

function report(overrides: Partial<FieldReport> = {}): FieldReport {
  return {
    kind: 'crash',
    remote: 'mf_financials',
    release: '1.0.0-r2',
    route: '/accounting',
    message: 'TypeError: x is undefined',
    ...overrides,
  };
}

describe('startFieldReports', () => {
  let tab: ReturnType<typeof page>;
  let stop: () => void;
  let route: string;
  let hidden: boolean;
  beforeEach(() => {
    tab = page();
    route = '/accounting';
    hidden = false;
    remoteLoadStore.getState().reset({ mf_financials: '1.0.0-r2', mf_loadboard: '1.0.0-r5' });
  });
  afterEach(() => stop());
  const loadReporter = jest.fn(async () => createFieldReporter(tab.options));
  const start = () => {
    loadReporter.mockClear();
    stop = startFieldReports({ loadReporter, currentRoute: () => route, isHidden: () => hidden });
  };
  /** Once the reporter has loaded: what the page sends when it is left. */
  const sent = async () => {
    await new Promise((resolve) => setTimeout(resolve));
    window.dispatchEvent(new Event('pagehide'));
    return tab.beacons.flatMap((beacon) => beacon.reports);
  };

  it('loads the reporter on the first report only, and sends what came before it loaded', async () => {
    start();
    remoteLoadStore.getState().update('mf_financials', { status: 'loading' });
    remoteLoadStore.getState().update('mf_financials', { status: 'loaded', loadedVersion: '1.0.0-r2' });
    window.dispatchEvent(new Event('pagehide'));
    expect(loadReporter).not.toHaveBeenCalled();

    remoteLoadStore.getState().update('mf_loadboard', { status: 'failed', reason: 'down' });
    window.dispatchEvent(
      new CustomEvent(REMOTE_REGION_ERROR_EVENT, {
        detail: { module: 'mf_financials/routes', error: new Error('boom') },
      }),
    );
    expect(loadReporter).toHaveBeenCalledTimes(1);
    expect(await sent()).toEqual([
      report({ kind: 'load-failure', remote: 'mf_loadboard', release: '1.0.0-r5', message: 'down' }),
      report({ message: 'boom' }),
    ]);
  });

  it('reports nothing, throws nothing and tries once, when the reporter cannot load', async () => {
    const unloadable = jest.fn(() => Promise.reject(new Error('Loading chunk 4711 failed.')));
    stop = startFieldReports({ loadReporter: unloadable });
    remoteLoadStore.getState().update('mf_loadboard', { status: 'failed', reason: 'down' });
    remoteLoadStore.getState().update('mf_financials', { status: 'failed', reason: 'down' });
    expect(await sent()).toEqual([]);
    expect(unloadable).toHaveBeenCalledTimes(1);
  });

  it('reports a remote that fails, is refused or falls back, against its live release', async () => {
    const { update } = remoteLoadStore.getState();
    // Reached before the reports started (the page's remote loads while the shell starts).
    update('mf_loadboard', { status: 'failed', reason: 'No release of mf_loadboard loaded' });
    start();
    update('mf_financials', { status: 'loading' });
    update('mf_financials', {
      status: 'fallback',
      loadedVersion: '1.0.0-r1',
      reason: 'Live release 1.0.0-r2 did not load (RUNTIME-003); running 1.0.0-r1',
    });
    // Another field of the same state changes: not a new report.
    update('mf_financials', { loadTimeMs: 12 });
    route = '/dashboard';
    update('mf_shipments', {
      status: 'incompatible',
      liveVersion: '2.0.0-r1',
      reason: 'mf_shipments imports QRCode',
    });
    expect(await sent()).toEqual([
      report({
        kind: 'load-failure',
        remote: 'mf_loadboard',
        release: '1.0.0-r5',
        message: 'No release of mf_loadboard loaded',
      }),
      report({
        kind: 'fallback',
        message: 'Live release 1.0.0-r2 did not load (RUNTIME-003); running 1.0.0-r1',
      }),
      report({
        kind: 'load-failure',
        remote: 'mf_shipments',
        release: '2.0.0-r1',
        route: '/dashboard',
        message: 'mf_shipments imports QRCode',
      }),
    ]);
  });

  it("reports a region's crash against the release that rendered, but not a load failure twice", async () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      remoteLoadStore.getState().update('mf_financials', { status: 'fallback', loadedVersion: '1.0.0-r1' });
      start();
      await sent();
      tab.beacons.length = 0;
      installRemoteLoader(() =>
        Promise.resolve({
          default: () => {
            throw new TypeError(
              "Cannot read properties of undefined (reading 'amount') at /accounting?search=acme",
            );
          },
        } as never),
      );
      renderWithAntd(<RemoteRegion module="mf_financials/routes" props={{ prefix: '/accounting' }} />);
      expect(await screen.findByText('Financials is unavailable')).toBeInTheDocument();
      window.dispatchEvent(
        new CustomEvent(REMOTE_REGION_ERROR_EVENT, {
          detail: {
            module: 'mf_financials/routes',
            error: new RemoteUnavailableError('mf_financials', 'down'),
          },
        }),
      );
      const reports = await sent();
      // React may render the failing component twice (a retry of the render); the duplicate is dropped.
      expect(reports).toEqual([
        report({
          release: '1.0.0-r1',
          message: "Cannot read properties of undefined (reading 'amount') at /accounting",
        }),
      ]);
    } finally {
      consoleError.mockRestore();
    }
  });

  it('sends the batch when the page is hidden, and stops listening when stopped', async () => {
    start();
    window.dispatchEvent(
      new CustomEvent(REMOTE_REGION_ERROR_EVENT, {
        detail: { module: 'mf_loadboard/routes', error: new Error('boom') },
      }),
    );
    await new Promise((resolve) => setTimeout(resolve));
    window.dispatchEvent(new Event('visibilitychange'));
    expect(tab.beacons).toHaveLength(0);
    hidden = true;
    window.dispatchEvent(new Event('visibilitychange'));
    expect(tab.beacons[0]?.reports).toEqual([
      report({ remote: 'mf_loadboard', release: '1.0.0-r5', message: 'boom' }),
    ]);
    stop();
    stop = () => undefined;
    remoteLoadStore.getState().update('mf_loadboard', { status: 'failed', reason: 'down' });
    window.dispatchEvent(new Event('pagehide'));
    expect(tab.beacons).toHaveLength(1);
  });
});
