// `pnpm remotes`' last section: what browsers reported over the last hour, per remote and release
// (load failures, fallbacks to an earlier release, crash-boundary catches), read from the running
// gateway's GET /health/summary (ops/src/gateway/field-health.ts). The counts live in the gateway's
// memory, so with no stack running there are none to show, and the section says so.
import { readFile } from 'node:fs/promises';
import { request as httpsRequest } from 'node:https';
import { join } from 'node:path';
import {
  FIELD_SUMMARY_PATH,
  FieldHealthSummarySchema,
  type FieldHealthSummary,
} from '../gateway/field-health';
import { terminalSafe } from '../gateway/field-report-text';
import { DEFAULT_GATEWAY_PORT, WORKSPACE_ROOT } from '../gateway/start-gateway';

export interface FieldHealthSource {
  /** Default: TRUCKS_GATEWAY_URL, else https://localhost:${GATEWAY_PORT:-8443}. */
  gatewayUrl?: string;
  /** The stack's certificate, trusted for the gateway (self-signed). Default: <repo>/.certs. */
  certDir?: string;
  timeoutMs?: number;
}

export type FieldHealthReading =
  { gatewayUrl: string; summary: FieldHealthSummary } | { gatewayUrl: string; unavailable: string };

function defaultGatewayUrl(env: NodeJS.ProcessEnv = process.env): string {
  return env.TRUCKS_GATEWAY_URL || `https://localhost:${env.GATEWAY_PORT || DEFAULT_GATEWAY_PORT}`;
}

function getJson(url: string, ca: string | undefined, timeoutMs: number): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const request = httpsRequest(
      url,
      { ...(ca ? { ca } : {}), timeout: timeoutMs, headers: { accept: 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          if (response.statusCode !== 200) {
            reject(new Error(`answered ${response.statusCode}`));
            return;
          }
          try {
            resolve(JSON.parse(Buffer.concat(chunks).toString('utf8')));
          } catch {
            reject(new Error('answered something that is not JSON'));
          }
        });
      },
    );
    request.once('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
    request.once('error', reject);
    request.end();
  });
}

async function readFieldHealth({
  gatewayUrl = defaultGatewayUrl(),
  certDir = join(WORKSPACE_ROOT, '.certs'),
  timeoutMs = 3_000,
}: FieldHealthSource = {}): Promise<FieldHealthReading> {
  const ca = await readFile(join(certDir, 'localhost-cert.pem'), 'utf8').catch(() => undefined);
  try {
    const json = await getJson(new URL(FIELD_SUMMARY_PATH, gatewayUrl).toString(), ca, timeoutMs);
    const parsed = FieldHealthSummarySchema.safeParse(json);
    if (!parsed.success) return { gatewayUrl, unavailable: 'the summary is not in the expected shape' };
    return { gatewayUrl, summary: parsed.data };
  } catch (error) {
    return { gatewayUrl, unavailable: (error as Error).message };
  }
}

/** "12" or, at the gateway's cap, "1000+": the count is then at least that. */
function distinct(count: number, cap: number): string {
  return count >= cap ? `${cap}+` : String(count);
}

/**
 * The section's text. Whatever the gateway or its clients sent, it holds no control character: each
 * line goes through `terminalSafe` (no escape sequence can clear the screen or fake a link).
 */
export function formatFieldHealth(reading: FieldHealthReading): string {
  if ('unavailable' in reading) {
    return [
      `Field reports: none to show, the gateway at ${reading.gatewayUrl} did not answer (${reading.unavailable}).`,
      '  They are kept in the running gateway (pnpm stack); TRUCKS_GATEWAY_URL points at another one.',
    ]
      .map(terminalSafe)
      .join('\n');
  }
  const { summary } = reading;
  const lines = [`Field reports, last ${summary.windowMinutes} minutes (${reading.gatewayUrl}):`];
  if (summary.rows.length === 0) lines.push('  (none)');
  else {
    lines.push(
      `  ${'remote'.padEnd(18)} ${'release'.padEnd(16)} ${'failures'.padStart(8)} ${'fallbacks'.padStart(9)} ${'crashes'.padStart(7)} ${'sessions'.padStart(8)} ${'clients'.padStart(7)}  last`,
    );
    for (const row of summary.rows) {
      lines.push(
        `  ${row.remote.padEnd(18)} ${row.release.padEnd(16)} ${String(row.loadFailures).padStart(8)} ${String(row.fallbacks).padStart(9)} ${String(row.crashes).padStart(7)} ${distinct(row.sessions, summary.distinctCap).padStart(8)} ${distinct(row.clients, summary.distinctCap).padStart(7)}  ${row.lastAt} ${row.lastKind} on ${row.lastRoute}: ${row.lastMessage}`,
      );
    }
    lines.push('  sessions, clients: how many distinct browser sessions and addresses sent them');
  }
  const { oversized, malformed, flooding } = summary.refused;
  if (oversized + malformed + flooding > 0) {
    lines.push(
      `  Refused since the gateway started: ${oversized} oversized, ${malformed} malformed, ${flooding} over a client's or the gateway's rate.`,
    );
  }
  return lines.map(terminalSafe).join('\n');
}

/** The section `pnpm remotes` prints after the registry's. */
export async function fieldHealthReport(source: FieldHealthSource = {}): Promise<string> {
  return formatFieldHealth(await readFieldHealth(source));
}
