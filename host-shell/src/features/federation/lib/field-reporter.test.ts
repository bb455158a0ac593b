import {
  FIELD_REPORT_LIMITS,
  FIELD_REPORTS_URL,
  FIELD_SESSION_KEY,
  createFieldReporter,
  messageForReport,
  routeForReport,
} from './field-reporter';
import type { FieldReport } from './field-reporter';

/** A page's clock, timers and beacons. */
function page(startAt = 1_000_000) {
  let now = startAt;
  const timers = new Map<number, () => void>();
  let nextTimer = 1;
  const beacons: { url: string; session?: string; reports: FieldReport[] }[] = [];
  return {
    beacons,
    timers,
    options: {
      send: (url: string, body: string) => {
        beacons.push({ url, ...(JSON.parse(body) as { session?: string; reports: FieldReport[] }) });
        return true;
      },
      session: 'tab-session-1',
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

describe('what a report may hold', () => {
  it('keeps the path only, with record numbers as :id', () => {
    expect(routeForReport('/?driverToken=demo-driver-token')).toBe('/');
    expect(routeForReport('/shipments/4100320/preview?tab=documents#notes')).toBe('/shipments/:id/preview');
    expect(routeForReport('/accounting/INV-20931')).toBe('/accounting/:id');
    expect(routeForReport('/available-freight')).toBe('/available-freight');
    expect(routeForReport(`/${'a'.repeat(300)}`)).toHaveLength(FIELD_REPORT_LIMITS.maxRouteLength);
  });

  it('strips query strings, tokens and e-mail addresses from the message, on one line, cut short', () => {
    expect(
      messageForReport(
        'Loading chunk 731 failed.\n(error: https://localhost:8443/731.js?token=abc&x=1) for admin@carrier.test',
      ),
    ).toBe('Loading chunk 731 failed. (error: https://localhost:8443/731.js) for [email]');
    expect(messageForReport('401 with Authorization: Bearer eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln')).toBe(
      '401 with Authorization: Bearer [token]',
    );
    expect(messageForReport('jwt eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln expired; password=hunter2')).toBe(
      'jwt [token] expired; password=[token]',
    );
    const long = messageForReport(
      `Live release 1.0.0-r2 did not load (${'x'.repeat(500)}); running 1.0.0-r1`,
    );
    expect(long).toHaveLength(FIELD_REPORT_LIMITS.maxMessageLength);
    expect(long).toMatch(/^Live release 1\.0\.0-r2 did not load \(x+…x+\); running 1\.0\.0-r1$/);
  });
});

describe('the reporter', () => {
  it('batches reports into one beacon a few seconds after the first, and sends nothing when idle', () => {
    const tab = page();
    const reporter = createFieldReporter(tab.options);
    expect(tab.timers.size).toBe(0);
    reporter.report(report());
    reporter.report(
      report({ kind: 'load-failure', remote: 'mf_loadboard', route: '/available-freight/123' }),
    );
    expect(tab.beacons).toEqual([]);
    expect(tab.timers.size).toBe(1);
    tab.fireTimers();
    expect(tab.beacons).toEqual([
      {
        url: FIELD_REPORTS_URL,
        session: 'tab-session-1',
        reports: [
          report(),
          report({ kind: 'load-failure', remote: 'mf_loadboard', route: '/available-freight/:id' }),
        ],
      },
    ]);
    tab.fireTimers();
    expect(tab.beacons).toHaveLength(1);
  });

  it('sends a full batch at once, and what is queued when the page is hidden or left', () => {
    const tab = page();
    const reporter = createFieldReporter(tab.options);
    for (let index = 0; index < FIELD_REPORT_LIMITS.burst; index += 1)
      reporter.report(report({ message: `error ${index}` }));
    // The burst (10) is under a batch (20): still waiting.
    expect(tab.beacons).toHaveLength(0);
    reporter.flush();
    expect(tab.beacons[0]?.reports).toHaveLength(FIELD_REPORT_LIMITS.burst);
    expect(tab.timers.size).toBe(0);

    // A batch fills only over time (the rate limit): a minute between reports here.
    let at = 0;
    const patient = createFieldReporter({ ...tab.options, now: () => (at += 60_000) });
    for (let index = 0; index < FIELD_REPORT_LIMITS.maxBatch; index += 1)
      patient.report(report({ message: `error ${index}` }));
    expect(tab.beacons).toHaveLength(2);
    expect(tab.beacons[1]?.reports).toHaveLength(FIELD_REPORT_LIMITS.maxBatch);
  });

  it('drops a report already queued, and reports beyond its rate (a burst of 10, then 30 a minute)', () => {
    const tab = page();
    const reporter = createFieldReporter(tab.options);
    expect(reporter.report(report())).toBe(true);
    expect(reporter.report(report())).toBe(false);
    const accepted = Array.from({ length: 20 }, (_, index) =>
      reporter.report(report({ message: `e${index}` })),
    );
    expect(accepted.filter(Boolean)).toHaveLength(FIELD_REPORT_LIMITS.burst - 1);
    tab.advance(10_000);
    // 10 s at 30 a minute: 5 more.
    const later = Array.from({ length: 10 }, (_, index) =>
      reporter.report(report({ message: `later ${index}` })),
    );
    expect(later.filter(Boolean)).toHaveLength(5);
    reporter.flush();
    expect(tab.beacons.flatMap((beacon) => beacon.reports)).toHaveLength(FIELD_REPORT_LIMITS.burst + 5);
  });

  it('keeps nothing when the browser cannot send beacons', () => {
    const tab = page();
    const reporter = createFieldReporter({ ...tab.options, send: undefined });
    expect(reporter.report(report())).toBe(false);
    expect(tab.timers.size).toBe(0);
  });

  it("sends this tab's session id, the same after a reload, so the gateway counts distinct sessions", () => {
    sessionStorage.removeItem(FIELD_SESSION_KEY);
    const sessions: (string | undefined)[] = [];
    for (let load = 0; load < 2; load += 1) {
      const tab = page();
      const reporter = createFieldReporter({ ...tab.options, session: undefined });
      reporter.report(report());
      reporter.flush();
      sessions.push(tab.beacons[0]?.session);
    }
    expect(sessions[0]).toMatch(/^[\w-]{8,64}$/);
    expect(sessions[1]).toBe(sessions[0]);
    expect(sessionStorage.getItem(FIELD_SESSION_KEY)).toBe(sessions[0]);
  });
});
