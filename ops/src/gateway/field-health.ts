// Health from the field: browsers report remote load failures, fallbacks to an earlier release and
// crash-boundary catches (host-shell/src/features/federation/lib/field-reports.ts, with sendBeacon), and
// the gateway keeps per remote and release how many of each it got over the last hour, and from how
// many distinct sessions and clients, for /status and `pnpm remotes`. In memory: the local stack's
// gateway is one process and a restart starts the counts afresh (production would put this behind the
// CDN's log pipeline or a small store shared by instances).
//
// A report is refused, never queued, when it is too big (413), not a batch of well-formed reports (400),
// or its client or the gateway is over its rate (429, report-rate-limit.ts): each check costs a
// constant, small amount of work, and one client's flood never spends another client's budget. What is
// kept of a report's free text is scrubbed first (field-report-text.ts).
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { REMOTE_APPS } from '@trucks/shared-contracts/federation/remote-modules';
import { FIELD_REPORT_KINDS, FieldHealthCounts } from './field-health-counts';
import { scrubReportRoute, scrubReportText } from './field-report-text';
import { ReportRateLimit, clientKey } from './report-rate-limit';

const FIELD_REPORTS_PATH = '/health/reports';
export const FIELD_SUMMARY_PATH = '/health/summary';

export const FIELD_HEALTH_LIMITS = Object.freeze({
  /** A batch's body; the browser sends at most 20 reports of at most ~600 bytes. */
  maxBodyBytes: 16 * 1024,
  maxReportsPerBatch: 20,
  maxMessageLength: 300,
  /** A route as kept; one as sent may be longer (its query string is dropped). */
  maxRouteLength: 200,
  maxRawRouteLength: 2_048,
  /** Distinct sessions (and clients) counted per release at most. */
  maxDistinct: 1_000,
  windowMinutes: 60,
});

/** The release a `pnpm dev` override runs under (host-shell's remote-plan.ts). */
const DEV_RELEASE = 'dev';

/**
 * What a client may send. `message` and `route` are free text from the browser: checked for size here
 * and scrubbed before they are kept (field-report-text.ts), so a client that skips the host's own
 * scrubbing still leaves no e-mail address, token, query string or control character behind.
 */
const FieldReportSchema = z.strictObject({
  kind: z.enum(FIELD_REPORT_KINDS),
  remote: z.enum(REMOTE_APPS),
  release: z.string().regex(/^[0-9A-Za-z][0-9A-Za-z.+-]{0,63}$/),
  /** A path; a query string or fragment is dropped, the rest cut to `maxRouteLength`. */
  route: z.string().max(FIELD_HEALTH_LIMITS.maxRawRouteLength).startsWith('/'),
  message: z.string().max(FIELD_HEALTH_LIMITS.maxMessageLength),
});
export type FieldReport = z.infer<typeof FieldReportSchema>;

const FieldReportBatchSchema = z.strictObject({
  /** The page session's random id (host-shell's field-reporter.ts), for the count of distinct sessions. */
  session: z
    .string()
    .regex(/^[\w-]{8,64}$/)
    .optional(),
  reports: z.array(FieldReportSchema).min(1).max(FIELD_HEALTH_LIMITS.maxReportsPerBatch),
});

const FieldHealthRowSchema = z.object({
  remote: z.string(),
  release: z.string(),
  loadFailures: z.number(),
  fallbacks: z.number(),
  crashes: z.number(),
  /** Distinct sessions and clients that reported this release in the window (at most `distinctCap`). */
  sessions: z.number(),
  clients: z.number(),
  /** ISO time of the latest report of this remote and release. */
  lastAt: z.string(),
  lastKind: z.enum(FIELD_REPORT_KINDS),
  lastMessage: z.string(),
  lastRoute: z.string(),
});

export const FieldHealthSummarySchema = z.object({
  windowMinutes: z.number(),
  generatedAt: z.string(),
  /** The most distinct sessions (or clients) counted per release: a count at it means "at least". */
  distinctCap: z.number(),
  /** Newest report first. */
  rows: z.array(FieldHealthRowSchema),
  /** Batches refused since the gateway started, by reason. */
  refused: z.object({ oversized: z.number(), malformed: z.number(), flooding: z.number() }),
});
export type FieldHealthSummary = z.infer<typeof FieldHealthSummarySchema>;

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
  /**
   * The client a request counts against: Fastify's `request.ip`, the socket's address or, behind
   * trusted proxies (the gateway's `trustProxy`), the address their X-Forwarded-For names.
   */
  clientOf?: (request: FastifyRequest) => string;
  rateLimit?: ReportRateLimit;
}

const TOO_MANY = { error: 'too_many_reports', message: 'Too many reports; send them again later.' };

/** POST /health/reports and GET /health/summary, in a scope of their own (body limit, text parser). */
export const fieldHealthRoutes: FastifyPluginAsync<FieldHealthOptions> = async (
  app: FastifyInstance,
  { releasesDir, now = Date.now, clientOf = (request) => request.ip, rateLimit },
) => {
  const limit = rateLimit ?? new ReportRateLimit(undefined, now());
  const counts = new FieldHealthCounts(FIELD_HEALTH_LIMITS.windowMinutes, FIELD_HEALTH_LIMITS.maxDistinct);
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
        if (!limit.hasBudget(clientOf(request), now())) {
          await reply.code(429).header('retry-after', '60').send(TOO_MANY);
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
          message: `Expected { session?, reports: [{ kind, remote, release, route, message }] } with 1 to ${FIELD_HEALTH_LIMITS.maxReportsPerBatch} reports.`,
        });
      }
      const { reports, session } = parsed.data;
      const at = now();
      const client = clientKey(clientOf(request));
      if (!limit.take(client, reports.length, at)) {
        return reply.code(429).header('retry-after', '60').send(TOO_MANY);
      }
      // A batch without a session id counts as its client's one session: it cannot inflate the count.
      const who = { session: session ?? `client:${client}`, client };
      let accepted = 0;
      for (const report of reports) {
        if (!(await knownReleases.has(report.remote, report.release))) continue;
        const route = scrubReportRoute(report.route, FIELD_HEALTH_LIMITS.maxRouteLength);
        const message = scrubReportText(report.message, FIELD_HEALTH_LIMITS.maxMessageLength);
        counts.record({ ...report, route, message }, who, at);
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
      distinctCap: counts.distinctCap,
      rows: counts.rows(at),
      refused: { ...refused },
    };
    return reply.header('cache-control', 'no-store').send(summary);
  });
};
