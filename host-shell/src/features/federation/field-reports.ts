// Health from the field: this browser tells the gateway when a remote fails to load, runs an earlier
// release instead of the live one, or crashes inside its region's boundary, so ops see on /status and in
// `pnpm remotes` how each release does for real users (ops/src/gateway/field-health.ts counts them).
// A report holds the remote, the release, the route and the error message, nothing about the user: the
// route loses its query and fragment (the driver token, search terms) and record numbers, the message
// loses query strings, tokens and e-mail addresses, and both are cut short.
// Reports are batched (one beacon every few seconds at most, and when the page is hidden or left) and
// rate-limited here, so an error in a render loop costs the user nothing and the gateway little.
import { appOfModule } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { REMOTE_REGION_ERROR_EVENT } from '@trucks/shared-ui/remote-region';
import type { RemoteRegionErrorDetail } from '@trucks/shared-ui/remote-region';
import { remoteLoadStore } from '../../lib/remote-load-state';
import type { RemoteLoadState } from '../../lib/remote-load-state';
import { IncompatibleRemoteError, RemoteUnavailableError, describeError } from './remote-load-errors';

export const FIELD_REPORTS_URL = '/health/reports';

type FieldReportKind = 'load-failure' | 'fallback' | 'crash';

/** What the gateway accepts (ops/src/gateway/field-health.ts, FieldReportSchema). */
export interface FieldReport {
  kind: FieldReportKind;
  remote: RemoteApp;
  release: string;
  route: string;
  message: string;
}

export const FIELD_REPORT_LIMITS = Object.freeze({
  maxMessageLength: 300,
  maxRouteLength: 200,
  /** Reports per beacon; a full batch is sent at once. */
  maxBatch: 20,
  /** A queued report waits at most this long for others to join it. */
  flushAfterMs: 5_000,
  /** Per page: a burst of this many reports, then `perMinute` (the gateway allows 60 per client). */
  burst: 10,
  perMinute: 30,
});

const RECORD_ID = /^(?=.*\d)[\w-]{3,}$/;

/** The path alone, with record numbers and ids as ':id': which page, not whose record. */
export function routeForReport(path: string): string {
  const pathname = path.split(/[?#]/)[0] ?? '';
  const route = pathname
    .split('/')
    .map((segment) => (RECORD_ID.test(segment) ? ':id' : segment))
    .join('/');
  return (route.startsWith('/') ? route : `/${route}`).slice(0, FIELD_REPORT_LIMITS.maxRouteLength);
}

/** The error's message without query strings, tokens or e-mail addresses, on one line, cut short. */
export function messageForReport(text: string): string {
  const cleaned = text
    .replace(/[?#][^\s'"<>()]*=[^\s'"<>()]*/g, '')
    .replace(/\beyJ[\w-]*\.[\w-]+\.[\w-]*/g, '[token]')
    .replace(/\bBearer\s+[^\s,;'"]+/gi, 'Bearer [token]')
    .replace(/\b(token|jwt|password)(\s*[:=]\s*)[^\s,;'"]+/gi, '$1$2[token]')
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '[email]')
    .replace(/\s+/g, ' ')
    .trim();
  return cutInTheMiddle(cleaned, FIELD_REPORT_LIMITS.maxMessageLength);
}

/** A long message keeps its start and its end (the loader's ends with the release it ran instead). */
function cutInTheMiddle(text: string, max: number): string {
  if (text.length <= max) return text;
  const tail = Math.floor(max / 3);
  return `${text.slice(0, max - tail - 1)}…${text.slice(-tail)}`;
}

export interface FieldReporterOptions {
  /** Posts one batch; false when the browser would not queue it. navigator.sendBeacon by default. */
  send?: (url: string, body: string) => boolean;
  now?: () => number;
  setTimer?: (callback: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface FieldReporter {
  /** Queues a report; false when it was dropped (rate limit, or the same report already queued). */
  report(report: FieldReport): boolean;
  /** Sends what is queued now (page hidden or left, or a full batch). */
  flush(): void;
}

function browserBeacon(): FieldReporterOptions['send'] {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return undefined;
  return (url, body) => navigator.sendBeacon(url, body);
}

/** Batches and rate-limits reports. With no way to send (no sendBeacon), it keeps nothing. */
export function createFieldReporter({
  send = browserBeacon(),
  now = () => Date.now(),
  setTimer = (callback, ms) => setTimeout(callback, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: FieldReporterOptions = {}): FieldReporter {
  const limits = FIELD_REPORT_LIMITS;
  let queue: FieldReport[] = [];
  let timer: unknown;
  let tokens: number = limits.burst;
  let refilledAt = now();

  function takeToken(): boolean {
    const at = now();
    tokens = Math.min(limits.burst, tokens + ((at - refilledAt) / 60_000) * limits.perMinute);
    refilledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  }

  function flush(): void {
    if (timer !== undefined) clearTimer(timer);
    timer = undefined;
    if (queue.length === 0 || !send) return;
    const reports = queue;
    queue = [];
    // Not retried: a beacon the browser refuses is dropped, so a failure never turns into a loop.
    send(FIELD_REPORTS_URL, JSON.stringify({ reports }));
  }

  function report(candidate: FieldReport): boolean {
    if (!send) return false;
    const next: FieldReport = {
      kind: candidate.kind,
      remote: candidate.remote,
      release: candidate.release,
      route: routeForReport(candidate.route),
      message: messageForReport(candidate.message),
    };
    const same = (queued: FieldReport) =>
      queued.kind === next.kind &&
      queued.remote === next.remote &&
      queued.release === next.release &&
      queued.route === next.route &&
      queued.message === next.message;
    if (queue.some(same) || !takeToken()) return false;
    queue.push(next);
    if (queue.length >= limits.maxBatch) flush();
    else if (timer === undefined) timer = setTimer(flush, limits.flushAfterMs);
    return true;
  }

  return { report, flush };
}

/** Which release a state's report is about: the live one for a failure or fallback. */
function reportOfLoadState(app: RemoteApp, state: RemoteLoadState, route: string): FieldReport | undefined {
  const kind: FieldReportKind | undefined =
    state.status === 'failed' || state.status === 'incompatible'
      ? 'load-failure'
      : state.status === 'fallback'
        ? 'fallback'
        : undefined;
  const release = state.liveVersion;
  if (!kind || !release) return undefined;
  return { kind, remote: app, release, route, message: state.reason ?? state.status };
}

/** The loader's own failures: already reported through the load state, not as crashes. */
function isLoadFailure(error: unknown): boolean {
  return error instanceof RemoteUnavailableError || error instanceof IncompatibleRemoteError;
}

export interface FieldReportsOptions {
  reporter?: FieldReporter;
  store?: typeof remoteLoadStore;
  /** Where region errors and page lifecycle events arrive. */
  target?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  currentRoute?: () => string;
  isHidden?: () => boolean;
}

/**
 * Reports every remote that ends a load failed, refused or on an earlier release (the load state the
 * federation loader writes, including any reached before this started), and every error a remote
 * region's boundary catches; sends the batch when the page is hidden or left. Returns a stop function.
 */
export function startFieldReports({
  reporter = createFieldReporter(),
  store = remoteLoadStore,
  target = window,
  currentRoute = () => window.location.pathname,
  isHidden = () => document.visibilityState === 'hidden',
}: FieldReportsOptions = {}): () => void {
  const reportState = (app: RemoteApp, state: RemoteLoadState) => {
    const report = reportOfLoadState(app, state, currentRoute());
    if (report) reporter.report(report);
  };
  for (const [app, state] of Object.entries(store.getState().remotes)) reportState(app as RemoteApp, state);
  const unsubscribe = store.subscribe((current, previous) => {
    for (const [app, state] of Object.entries(current.remotes)) {
      const before = previous.remotes[app as RemoteApp];
      if (state !== before && state.status !== before?.status) reportState(app as RemoteApp, state);
    }
  });

  const onRegionError = (event: Event) => {
    const { module, error } = (event as CustomEvent<RemoteRegionErrorDetail>).detail;
    if (isLoadFailure(error)) return;
    const app = appOfModule(module);
    const state = store.getState().remotes[app];
    const release = state?.loadedVersion ?? state?.liveVersion;
    if (!release) return;
    reporter.report({
      kind: 'crash',
      remote: app,
      release,
      route: currentRoute(),
      message: describeError(error),
    });
  };
  const onVisibilityChange = () => {
    if (isHidden()) reporter.flush();
  };
  const onPageHide = () => reporter.flush();
  target.addEventListener(REMOTE_REGION_ERROR_EVENT, onRegionError);
  target.addEventListener('visibilitychange', onVisibilityChange);
  target.addEventListener('pagehide', onPageHide);
  return () => {
    unsubscribe();
    target.removeEventListener(REMOTE_REGION_ERROR_EVENT, onRegionError);
    target.removeEventListener('visibilitychange', onVisibilityChange);
    target.removeEventListener('pagehide', onPageHide);
  };
}
