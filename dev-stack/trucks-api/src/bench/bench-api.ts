// `pnpm --filter @trucks/dev-stack bench:api`: how fast the local trucks API starts and answers its
// list calls over real HTTP on 127.0.0.1 (targets: start <= 2 s, median <= 20 ms per list call at
// pageSize 50). A script, not a test: the figures depend on the machine.
import { API_CALLS } from '@trucks/shared-contracts/api/catalogue';
import type { AnyApiCall } from '@trucks/shared-contracts/api/define-call';
import { DEMO_ACCOUNTS, DEMO_COMPANIES, DEMO_PASSWORD } from '../../../demo-accounts';
import type { DemoPersona } from '../../../demo-accounts';
import { buildTrucksApi } from '../server';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 40);
const CARRIER = DEMO_COMPANIES.carrier.id;

/** Who lists what: shipper-side calls as the shipper, the rest as the carrier admin. */
function personaFor(call: AnyApiCall): DemoPersona {
  return /^(orders|locations|tmsShipments)\./.test(call.id) ? 'shipper' : 'carrier-admin';
}

/** Query values some lists require. */
const REQUIRED_QUERY: Record<string, Record<string, string>> = {
  'rateRequests.list': { carrierId: CARRIER },
  'tmsShipments.list': { view: 'booking' },
};

/** The list's URL, or undefined for a call on one record (a path id other than the carrier's own). */
function urlOf(base: string, call: AnyApiCall): string | undefined {
  let missing = false;
  const path = call.path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const carrierParam = call.id.startsWith('carriers.') && (name === 'id' || name === 'carrierId');
    if (!carrierParam) missing = true;
    return CARRIER;
  });
  if (missing) return undefined;
  const query = new URLSearchParams({ page: '1', pageSize: '50', ...REQUIRED_QUERY[call.id] });
  return `${base}/${path}?${query}`;
}

function isList(answer: unknown): boolean {
  if (Array.isArray(answer)) return true;
  if (typeof answer !== 'object' || answer === null) return false;
  const { data, items } = answer as { data?: unknown; items?: unknown };
  return Array.isArray(data) || Array.isArray(items);
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

async function signIn(base: string, persona: DemoPersona): Promise<string> {
  const account = DEMO_ACCOUNTS.find((a) => a.persona === persona)!;
  const response = await fetch(`${base}/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: account.username, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`Sign-in as ${persona} failed: ${response.status}`);
  return ((await response.json()) as { accessToken: string }).accessToken;
}

async function run(): Promise<void> {
  const buildStarted = performance.now();
  const api = await buildTrucksApi();
  await api.app.listen({ host: '127.0.0.1', port: 0 });
  const listening = performance.now();
  const address = api.app.server.address();
  if (!address || typeof address === 'string') throw new Error('The API is not listening on a port');
  const base = `http://127.0.0.1:${address.port}`;

  console.log(
    `start: ${Math.round(listening)} ms from process start to listening (build and listen ${Math.round(listening - buildStarted)} ms, of which seeding ${Math.round(api.seedMs)} ms)`,
  );

  const tokens = new Map<DemoPersona, string>();
  const rows: { id: string; rows: number; median: number; p95: number }[] = [];
  const skipped: string[] = [];

  for (const call of API_CALLS.filter((c) => c.method === 'GET' && c.responseKind === 'json')) {
    const url = urlOf(base, call);
    if (!url) continue;
    const persona = personaFor(call);
    let token = tokens.get(persona);
    if (!token) {
      token = await signIn(base, persona);
      tokens.set(persona, token);
    }
    const headers = { authorization: `Bearer ${token}` };
    const first = await fetch(url, { headers });
    if (!first.ok) {
      skipped.push(`${call.id} (${first.status})`);
      await first.arrayBuffer();
      continue;
    }
    const answer: unknown = await first.json();
    if (!isList(answer)) continue;
    const count = Array.isArray(answer)
      ? answer.length
      : (
          (answer as { data?: unknown[]; items?: unknown[] }).data ??
          (answer as { items?: unknown[] }).items ??
          []
        ).length;

    const timings: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const started = performance.now();
      const response = await fetch(url, { headers });
      await response.arrayBuffer();
      timings.push(performance.now() - started);
    }
    timings.sort((a, b) => a - b);
    rows.push({ id: call.id, rows: count, median: percentile(timings, 50), p95: percentile(timings, 95) });
  }
  await api.app.close();

  const width = Math.max(...rows.map((r) => r.id.length));
  console.log(
    `\n${'list call'.padEnd(width)}  rows  median ms  p95 ms   (${SAMPLES} requests each, pageSize 50)`,
  );
  for (const row of rows) {
    console.log(
      `${row.id.padEnd(width)}  ${String(row.rows).padStart(4)}  ${row.median.toFixed(1).padStart(9)}  ${row.p95.toFixed(1).padStart(6)}${row.median > 20 ? '   over the 20 ms target' : ''}`,
    );
  }
  const medians = rows.map((r) => r.median).sort((a, b) => a - b);
  console.log(
    `\n${rows.length} list calls; slowest median ${medians[medians.length - 1]?.toFixed(1)} ms; ${rows.filter((r) => r.median > 20).length} over 20 ms.`,
  );
  if (skipped.length)
    console.log(`Not measured (answered an error without more input): ${skipped.join(', ')}`);
}

run().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
