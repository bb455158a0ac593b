// How field reports (field-reports.ts says which) reach the gateway's /health/reports
// (ops/src/gateway/field-health.ts). Loaded on the first report: nothing of it is in the first load.
// A report holds the remote, the release, the route and the error message, nothing about the user: the
// route loses its query and fragment (the driver token, search terms) and record numbers, the message
// loses query strings, tokens and e-mail addresses, and both are cut short.
// Reports are batched (one beacon every few seconds at most, and when the page is hidden or left) and
// rate-limited here, so an error in a render loop costs the user nothing and the gateway little.
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';

export const FIELD_REPORTS_URL = '/health/reports';

export type FieldReportKind = 'load-failure' | 'fallback' | 'crash';

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

/** Where this tab keeps its session id (sessionStorage: kept across reloads, one per tab). */
export const FIELD_SESSION_KEY = 'trucks.fieldReportSession';

/**
 * A random id of this tab's session, sent with each batch so the gateway can count how many distinct
 * sessions reported an incident (one client's many reports are then one session). It names no user.
 * Undefined when the browser keeps no session storage; the gateway then counts the client once.
 */
function browserSessionId(): string | undefined {
  try {
    const stored = sessionStorage.getItem(FIELD_SESSION_KEY);
    if (stored && /^[\w-]{8,64}$/.test(stored)) return stored;
    const id = crypto.randomUUID();
    sessionStorage.setItem(FIELD_SESSION_KEY, id);
    return id;
  } catch {
    return undefined;
  }
}

export interface FieldReporterOptions {
  /** Posts one batch; false when the browser would not queue it. navigator.sendBeacon by default. */
  send?: (url: string, body: string) => boolean;
  /** This tab's session id (see browserSessionId); read from sessionStorage by default. */
  session?: string;
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
  session = browserSessionId(),
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
    send(FIELD_REPORTS_URL, JSON.stringify({ session, reports }));
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
