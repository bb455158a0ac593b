// Health from the field: browsers report remote load failures, fallbacks to an earlier release and
// crash-boundary catches (host-shell/src/features/federation/lib/field-reports.ts, with sendBeacon), and
// the gateway keeps per remote and release how many of each it got over the last hour, for /status and
// `pnpm remotes`. In memory: the local stack's gateway is one process and a restart starts the counts
// afresh (production would put this behind the CDN's log pipeline or a small store shared by instances).
//
// A report is refused, never queued, when it is too big (413), not a batch of well-formed reports (400),
// or one client sends more than its share (429, per client address): each check costs a constant,
// small amount of work, and one client's flood never spends another client's budget.
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_APPS } from '@trucks/shared-contracts/federation/remote-modules';

const FIELD_REPORTS_PATH = '/health/reports';
export const FIELD_SUMMARY_PATH = '/health/summary';

export const FIELD_HEALTH_LIMITS = Object.freeze({
  /** A batch's body; the browser sends at most 20 reports of at most ~600 bytes. */
  maxBodyBytes: 16 * 1024,
  maxReportsPerBatch: 20,
  maxMessageLength: 300,
  maxRouteLength: 200,
  /** Per client address: a burst of this many reports, refilled at `clientReportsPerMinute`. */
  clientBurst: 60,
  clientReportsPerMinute: 60,
  /** Clients remembered at once; the fullest (idle longest) buckets are forgotten first. */
  maxClients: 10_000,
  windowMinutes: 60,
});

const FIELD_REPORT_KINDS = ['load-failure', 'fallback', 'crash'] as const;
type FieldReportKind = (typeof FIELD_REPORT_KINDS)[number];

/** The release a `pnpm dev` override runs under (host-shell's remote-plan.ts). */
const DEV_RELEASE = 'dev';

const FieldReportSchema = z.strictObject({
  kind: z.enum(FIELD_REPORT_KINDS),
  remote: z.enum(REMOTE_APPS),
  release: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/),
  /** A path without query or fragment (the browser strips them: no tokens, no search terms). */
  route: z
    .string()
    .max(FIELD_HEALTH_LIMITS.maxRouteLength)
    .regex(/^\/[^?#\s]*$/),
  message: z.string().max(FIELD_HEALTH_LIMITS.maxMessageLength),
});
export type FieldReport = z.infer<typeof FieldReportSchema>;

const FieldReportBatchSchema = z.strictObject({
  reports: z.array(FieldReportSchema).min(1).max(FIELD_HEALTH_LIMITS.maxReportsPerBatch),
});

const FieldHealthRowSchema = z.object({
  remote: z.string(),
  release: z.string(),
  loadFailures: z.number(),
  fallbacks: z.number(),
  crashes: z.number(),
  /** ISO time of the latest report of this remote and release. */
  lastAt: z.string(),
  lastKind: z.enum(FIELD_REPORT_KINDS),
  lastMessage: z.string(),
  lastRoute: z.string(),
});
type FieldHealthRow = z.infer<typeof FieldHealthRowSchema>;

export const FieldHealthSummarySchema = z.object({
  windowMinutes: z.number(),
  generatedAt: z.string(),
  /** Newest report first. */
  rows: z.array(FieldHealthRowSchema),
  /** Batches refused since the gateway started, by reason. */
  refused: z.object({ oversized: z.number(), malformed: z.number(), flooding: z.number() }),
});
export type FieldHealthSummary = z.infer<typeof FieldHealthSummarySchema>;

const MINUTE_MS = 60_000;
const COUNT_FIELD: Record<FieldReportKind, 'loadFailures' | 'fallbacks' | 'crashes'> = {
  'load-failure': 'loadFailures',
  fallback: 'fallbacks',
  crash: 'crashes',
};

interface ReleaseCounts {
  remote: string;
  release: string;
  /** minute (epoch minutes) -> counts of that minute; at most windowMinutes entries. */
  minutes: Map<number, Record<FieldReportKind, number>>;
  last: { at: number; kind: FieldReportKind; message: string; route: string };
}

/** Counts per remote and release, per minute, over a sliding window. */
class FieldHealthCounts {
  private readonly byRelease = new Map<string, ReleaseCounts>();

  constructor(private readonly windowMinutes: number = FIELD_HEALTH_LIMITS.windowMinutes) {}

  record(report: FieldReport, now: number): void {
    const key = `${report.remote}@${report.release}`;
    let counts = this.byRelease.get(key);
    if (!counts) {
      counts = {
        remote: report.remote,
        release: report.release,
        minutes: new Map(),
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
    counts.last = { at: now, kind: report.kind, message: report.message, route: report.route };
  }

  rows(now: number): FieldHealthRow[] {
    const rows: FieldHealthRow[] = [];
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
        lastAt: new Date(counts.last.at).toISOString(),
        lastKind: counts.last.kind,
        lastMessage: counts.last.message,
        lastRoute: counts.last.route,
      });
    }
    return rows.sort((a, b) => b.lastAt.localeCompare(a.lastAt));
  }

  private prune(counts: ReleaseCounts, now: number): void {
    const oldest = Math.floor(now / MINUTE_MS) - this.windowMinutes + 1;
    for (const minute of counts.minutes.keys()) if (minute < oldest) counts.minutes.delete(minute);
  }
}

/**
 * A token bucket per client address, in reports: `burst` at once, refilled at `perMinute`. A client is
 * refused once its bucket is empty; others are untouched.
 */
export class ClientRateLimit {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(
    private readonly burst: number = FIELD_HEALTH_LIMITS.clientBurst,
    private readonly perMinute: number = FIELD_HEALTH_LIMITS.clientReportsPerMinute,
    private readonly maxClients: number = FIELD_HEALTH_LIMITS.maxClients,
  ) {}

  /** Whether the client has at least one report left (checked before its body is read). */
  hasBudget(client: string, now: number): boolean {
    return this.bucket(client, now).tokens >= 1;
  }

  /** Takes `reports` tokens; false (and nothing taken) when the client has fewer left. */
  take(client: string, reports: number, now: number): boolean {
    const bucket = this.bucket(client, now);
    if (bucket.tokens < reports) return false;
    bucket.tokens -= reports;
    return true;
  }

  private bucket(client: string, now: number): { tokens: number; at: number } {
    let bucket = this.buckets.get(client);
    if (bucket) {
      bucket.tokens = Math.min(this.burst, bucket.tokens + ((now - bucket.at) / MINUTE_MS) * this.perMinute);
      bucket.at = now;
      // Most recently used last, so the map's first entries are the longest idle.
      this.buckets.delete(client);
    } else {
      bucket = { tokens: this.burst, at: now };
      if (this.buckets.size >= this.maxClients) {
        const idlest = this.buckets.keys().next().value;
        if (idlest !== undefined) this.buckets.delete(idlest);
      }
    }
    this.buckets.set(client, bucket);
    return bucket;
  }
}

/**
 * The releases remotes.json names for each remote (read again when the file changes), so a report can
 * only count against a release that exists: made-up versions cannot grow the counts without bound.
 * Read leniently: every `version` (and `live`) under a remote's entry counts, whatever else it holds.
 */
class KnownReleases {
  private cached: { mtimeMs: number; releases: Map<string, Set<string>> } | undefined;

  constructor(private readonly registryFile: string) {}

  async has(remote: string, release: string): Promise<boolean> {
    if (release === DEV_RELEASE) return true;
    return (await this.read()).get(remote)?.has(release) ?? false;
  }

  private async read(): Promise<Map<string, Set<string>>> {
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(this.registryFile)).mtimeMs;
    } catch {
      return new Map();
    }
    if (this.cached?.mtimeMs === mtimeMs) return this.cached.releases;
    const releases = new Map<string, Set<string>>();
    try {
      const document = JSON.parse(await readFile(this.registryFile, 'utf8')) as { remotes?: unknown };
      for (const [remote, entry] of Object.entries(document.remotes ?? {})) {
        releases.set(remote, versionsIn(entry));
      }
    } catch {
      // Half-written or corrupt: no release is known until the next good write.
    }
    this.cached = { mtimeMs, releases };
    return releases;
  }
}

function versionsIn(entry: unknown, found = new Set<string>(), depth = 0): Set<string> {
  if (depth > 4 || typeof entry !== 'object' || entry === null) return found;
  for (const [key, value] of Object.entries(entry)) {
    if ((key === 'version' || key === 'live') && typeof value === 'string') found.add(value);
    else versionsIn(value, found, depth + 1);
  }
  return found;
}

export interface FieldHealthOptions {
  /** Where remotes.json lives: reports must name a release it lists (or 'dev'). */
  releasesDir: string;
  now?: () => number;
  /** The client a request counts against; the socket's address by default. */
  clientOf?: (request: FastifyRequest) => string;
  rateLimit?: ClientRateLimit;
}

/** POST /health/reports and GET /health/summary, in a scope of their own (body limit, text parser). */
export const fieldHealthRoutes: FastifyPluginAsync<FieldHealthOptions> = async (
  app: FastifyInstance,
  { releasesDir, now = Date.now, clientOf = (request) => request.ip, rateLimit = new ClientRateLimit() },
) => {
  const counts = new FieldHealthCounts();
  const knownReleases = new KnownReleases(join(releasesDir, 'remotes.json'));
  const refused = { oversized: 0, malformed: 0, flooding: 0 };

  // sendBeacon posts a string as text/plain (a JSON content type is not CORS-safelisted for a beacon).
  app.addContentTypeParser(
    'text/plain',
    { parseAs: 'string', bodyLimit: FIELD_HEALTH_LIMITS.maxBodyBytes },
    (_request, body, done) => done(null, body),
  );
  app.addHook('onResponse', async (request, reply) => {
    if (request.routeOptions.url !== FIELD_REPORTS_PATH) return;
    if (reply.statusCode === 413) refused.oversized += 1;
    else if (reply.statusCode === 400 || reply.statusCode === 415) refused.malformed += 1;
    else if (reply.statusCode === 429) refused.flooding += 1;
  });

  app.post(
    FIELD_REPORTS_PATH,
    {
      bodyLimit: FIELD_HEALTH_LIMITS.maxBodyBytes,
      // A client over its budget is refused before its body is read or parsed.
      onRequest: async (request, reply) => {
        if (!rateLimit.hasBudget(clientOf(request), now())) {
          await reply
            .code(429)
            .header('retry-after', '60')
            .send({ error: 'too_many_reports', message: 'This client sent too many reports.' });
        }
      },
    },
    async (request, reply) => {
      let body: unknown = request.body;
      if (typeof body === 'string') {
        try {
          body = JSON.parse(body);
        } catch {
          body = undefined;
        }
      }
      const parsed = FieldReportBatchSchema.safeParse(body);
      if (!parsed.success) {
        return reply.code(400).send({
          error: 'malformed_reports',
          message: `Expected { reports: [{ kind, remote, release, route, message }] } with 1 to ${FIELD_HEALTH_LIMITS.maxReportsPerBatch} reports.`,
        });
      }
      const { reports } = parsed.data;
      const at = now();
      if (!rateLimit.take(clientOf(request), reports.length, at)) {
        return reply
          .code(429)
          .header('retry-after', '60')
          .send({ error: 'too_many_reports', message: 'This client sent too many reports.' });
      }
      let accepted = 0;
      for (const report of reports) {
        if (!(await knownReleases.has(report.remote, report.release))) continue;
        counts.record(report, at);
        accepted += 1;
      }
      return reply
        .code(202)
        .header('cache-control', 'no-store')
        .send({ accepted, ignored: reports.length - accepted });
    },
  );

  app.get(FIELD_SUMMARY_PATH, async (_request, reply) => {
    const at = now();
    const summary: FieldHealthSummary = {
      windowMinutes: FIELD_HEALTH_LIMITS.windowMinutes,
      generatedAt: new Date(at).toISOString(),
      rows: counts.rows(at),
      refused: { ...refused },
    };
    return reply.header('cache-control', 'no-store').send(summary);
  });
};
