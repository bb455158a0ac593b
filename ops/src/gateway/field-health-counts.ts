// The field reports' counts: per remote and release, per minute over a sliding window, with how many
// distinct sessions and distinct clients sent them, so one client posting 60 reports a minute reads as
// one client (and at most as many sessions as its rate lets it invent), not as an incident.
// Sessions and clients are kept as salted hashes (no address is kept in the counts), at most
// `maxDistinct` of each per release: memory stays bounded whatever is sent.
import { createHash, randomBytes } from 'node:crypto';

export const FIELD_REPORT_KINDS = ['load-failure', 'fallback', 'crash'] as const;
type FieldReportKind = (typeof FIELD_REPORT_KINDS)[number];

/** What is counted of one report, once scrubbed. */
interface CountedReport {
  kind: FieldReportKind;
  remote: string;
  release: string;
  route: string;
  message: string;
}

interface FieldHealthRow {
  remote: string;
  release: string;
  loadFailures: number;
  fallbacks: number;
  crashes: number;
  /** Distinct sessions that reported this release in the window (at most the summary's `distinctCap`). */
  sessions: number;
  /** Distinct clients (addresses) among them. */
  clients: number;
  lastAt: string;
  lastKind: FieldReportKind;
  lastMessage: string;
  lastRoute: string;
}

const MINUTE_MS = 60_000;
const COUNT_FIELD: Record<FieldReportKind, 'loadFailures' | 'fallbacks' | 'crashes'> = {
  'load-failure': 'loadFailures',
  fallback: 'fallbacks',
  crash: 'crashes',
};

/** Distinct values seen in the window (value -> last minute seen), at most `cap` of them. */
class DistinctInWindow {
  private readonly lastSeen = new Map<string, number>();

  constructor(private readonly cap: number) {}

  add(value: string, minute: number, oldest: number): void {
    if (this.lastSeen.has(value)) this.lastSeen.delete(value);
    else if (this.lastSeen.size >= this.cap) this.prune(oldest);
    // Full of values all seen in the window: the count stays at its cap until some age out.
    if (this.lastSeen.size < this.cap) this.lastSeen.set(value, minute);
  }

  count(oldest: number): number {
    this.prune(oldest);
    return this.lastSeen.size;
  }

  private prune(oldest: number): void {
    // Least recently seen first (each value is re-inserted when seen again).
    for (const [value, minute] of this.lastSeen) {
      if (minute >= oldest) break;
      this.lastSeen.delete(value);
    }
  }
}

interface ReleaseCounts {
  remote: string;
  release: string;
  /** minute (epoch minutes) -> counts of that minute; at most windowMinutes entries. */
  minutes: Map<number, Record<FieldReportKind, number>>;
  sessions: DistinctInWindow;
  clients: DistinctInWindow;
  last: { at: number; kind: FieldReportKind; message: string; route: string };
}

export class FieldHealthCounts {
  private readonly byRelease = new Map<string, ReleaseCounts>();
  private readonly salt = randomBytes(16);

  constructor(
    private readonly windowMinutes: number,
    readonly distinctCap: number,
  ) {}

  /** `session` and `client` are counted as distinct values, hashed. */
  record(report: CountedReport, who: { session: string; client: string }, now: number): void {
    const key = `${report.remote}@${report.release}`;
    let counts = this.byRelease.get(key);
    if (!counts) {
      counts = {
        remote: report.remote,
        release: report.release,
        minutes: new Map(),
        sessions: new DistinctInWindow(this.distinctCap),
        clients: new DistinctInWindow(this.distinctCap),
        last: { at: now, kind: report.kind, message: '', route: '' },
      };
      this.byRelease.set(key, counts);
    }
    const minute = Math.floor(now / MINUTE_MS);
    let ofMinute = counts.minutes.get(minute);
    if (!ofMinute) {
      ofMinute = { 'load-failure': 0, fallback: 0, crash: 0 };
      counts.minutes.set(minute, ofMinute);
      this.prune(counts, now);
    }
    ofMinute[report.kind] += 1;
    const oldest = this.oldestMinute(now);
    counts.sessions.add(this.hash(`s:${who.session}`), minute, oldest);
    counts.clients.add(this.hash(`c:${who.client}`), minute, oldest);
    counts.last = { at: now, kind: report.kind, message: report.message, route: report.route };
  }

  rows(now: number): FieldHealthRow[] {
    const rows: FieldHealthRow[] = [];
    const oldest = this.oldestMinute(now);
    for (const [key, counts] of this.byRelease) {
      this.prune(counts, now);
      if (counts.minutes.size === 0) {
        this.byRelease.delete(key);
        continue;
      }
      const row = { loadFailures: 0, fallbacks: 0, crashes: 0 };
      for (const ofMinute of counts.minutes.values())
        for (const kind of FIELD_REPORT_KINDS) row[COUNT_FIELD[kind]] += ofMinute[kind];
      rows.push({
        remote: counts.remote,
        release: counts.release,
        ...row,
        sessions: counts.sessions.count(oldest),
        clients: counts.clients.count(oldest),
        lastAt: new Date(counts.last.at).toISOString(),
        lastKind: counts.last.kind,
        lastMessage: counts.last.message,
        lastRoute: counts.last.route,
      });
    }
    return rows.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  }

  private hash(value: string): string {
    return createHash('sha256').update(this.salt).update(value).digest('base64url').slice(0, 16);
  }

  private oldestMinute(now: number): number {
    return Math.floor(now / MINUTE_MS) - this.windowMinutes + 1;
  }

  private prune(counts: ReleaseCounts, now: number): void {
    const oldest = this.oldestMinute(now);
    for (const minute of counts.minutes.keys()) if (minute < oldest) counts.minutes.delete(minute);
  }
}
