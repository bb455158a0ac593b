import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../gateway/start-gateway';
import { fieldHealthReport, formatFieldHealth } from './field-health';
import { formatRegistryStatus } from './status';

/** Any control character but the newline between lines, or a bidi/zero-width format character. */
const CONTROL_BUT_NEWLINE =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/;

let workDir: string;
let gateway: RunningGateway;

function postReports(body: unknown): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${gateway.url}/health/reports`,
      { method: 'POST', ca: gateway.certificate.cert, headers: { 'content-type': 'text/plain' } },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    req.once('error', reject);
    req.end(JSON.stringify(body));
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'field-health-cli-'));
  const releasesDir = join(workDir, 'releases');
  await mkdir(join(workDir, 'host'), { recursive: true });
  await mkdir(releasesDir, { recursive: true });
  await writeFile(
    join(releasesDir, 'remotes.json'),
    JSON.stringify({
      schemaVersion: 1,
      remotes: {
        mf_financials: {
          live: '1.0.0-r2',
          releases: ['1.0.0-r1', '1.0.0-r2'].map((version) => ({
            version,
            manifestUrl: `/releases/mf-financials/${version}/mf-manifest.json`,
            contractsVersion: '1.0.0',
            publishedAt: '2026-11-26T10:00:00Z',
          })),
        },
      },
      history: [],
    }),
  );
  gateway = await startGateway({
    port: 0,
    certDir: join(workDir, 'certs'),
    hostDir: join(workDir, 'host'),
    releasesDir,
    apiUpstream: 'http://127.0.0.1:9',
    identityUpstream: 'http://127.0.0.1:9',
  });
});
afterAll(async () => {
  await gateway.close();
  await rm(workDir, { recursive: true, force: true });
});

it("prints the running gateway's counts per remote and release, trusting the stack's certificate", async () => {
  const report = {
    kind: 'fallback',
    remote: 'mf_financials',
    release: '1.0.0-r2',
    route: '/accounting',
    message: 'Live release 1.0.0-r2 did not load; running 1.0.0-r1',
  };
  expect(await postReports({ reports: [report, { ...report, kind: 'crash' }] })).toBe(202);
  expect(await postReports({ reports: 'not a list' })).toBe(400);

  const text = await fieldHealthReport({ gatewayUrl: gateway.url, certDir: join(workDir, 'certs') });
  expect(text).toContain(`Field reports, last 60 minutes (${gateway.url}):`);
  expect(text).toMatch(
    /mf_financials +1\.0\.0-r2 +0 +1 +1 +1 +1 +\S+ crash on \/accounting: Live release 1\.0\.0-r2 did not load/,
  );
  expect(text).toContain('Refused since the gateway started: 0 oversized, 1 malformed, 0 over a client');
});

it('never prints a control character, whatever a client sent', async () => {
  const hostile = {
    kind: 'crash',
    remote: 'mf_financials',
    release: '1.0.0-r1',
    route: '/accounting\u001b[2J',
    message:
      '\u001b[2J\u001b[3J\u001b[H\u001b]8;;https://evil.example\u0007Run pnpm rollback\u001b]8;;\u0007\u0007\u009b1;31m now\r\n\u202eok',
  };
  expect(await postReports({ session: 'hostile-session-1', reports: [hostile] })).toBe(202);
  const text = await fieldHealthReport({ gatewayUrl: gateway.url, certDir: join(workDir, 'certs') });
  expect(text).toContain('crash on /accounting: Run pnpm rollback now ok');
  expect(text).not.toMatch(CONTROL_BUT_NEWLINE);

  // Formatting alone is safe too, for a summary from any gateway.
  const formatted = formatFieldHealth({
    gatewayUrl: 'https://localhost:8443\u001b[2J',
    summary: {
      windowMinutes: 60,
      generatedAt: '2026-11-26T12:00:00Z',
      distinctCap: 1000,
      rows: [
        {
          remote: 'mf_financials\u001b[31m',
          release: '1.0.0-r1',
          loadFailures: 1,
          fallbacks: 0,
          crashes: 0,
          sessions: 1000,
          clients: 3,
          lastAt: '2026-11-26T12:00:00Z',
          lastKind: 'load-failure',
          lastMessage: 'x\u0007\u001b]0;owned\u0007y',
          lastRoute: '/a\u0000',
        },
      ],
      refused: { oversized: 0, malformed: 0, flooding: 0 },
    },
  });
  expect(formatted).not.toMatch(CONTROL_BUT_NEWLINE);
  expect(formatted).toMatch(/mf_financials +1\.0\.0-r1 +1 +0 +0 +1000\+ +3 /);
});

it("prints the registry without a control character of a refusal's reason or an operator's name", () => {
  const text = formatRegistryStatus(
    {
      schemaVersion: 1,
      remotes: {
        mf_financials: {
          live: '1.0.0-r1',
          releases: [
            {
              version: '1.0.0-r1',
              manifestUrl: '/releases/mf-financials/1.0.0-r1/mf-manifest.json',
              contractsVersion: '1.0.0',
              publishedAt: '2026-11-26T10:00:00Z',
            },
          ],
          candidates: [
            {
              version: '1.0.0-r2',
              manifestUrl: '/releases/mf-financials/1.0.0-r2/mf-manifest.json',
              contractsVersion: '1.0.0',
              publishedAt: '2026-11-26T10:30:00Z',
              refusedAt: '2026-11-26T11:00:00Z',
              by: 'eve\u001b[2J',
              reason: 'console error: \u001b]8;;https://evil.example\u0007click\u001b]8;;\u0007\r\nline two',
            },
          ],
        },
      },
      history: [],
    },
    '/releases/remotes.json',
  );
  expect(text).toContain('(by eve): console error: click line two');
  expect(text).not.toMatch(CONTROL_BUT_NEWLINE);
});

it('says there is nothing to show when no gateway answers', async () => {
  const text = await fieldHealthReport({ gatewayUrl: 'https://127.0.0.1:9', timeoutMs: 500 });
  expect(text).toMatch(
    /^Field reports: none to show, the gateway at https:\/\/127\.0\.0\.1:9 did not answer/,
  );
});

it('prints (none) for an hour without reports', () => {
  expect(
    formatFieldHealth({
      gatewayUrl: 'https://localhost:8443',
      summary: {
        windowMinutes: 60,
        generatedAt: '2026-11-26T12:00:00Z',
        distinctCap: 1000,
        rows: [],
        refused: { oversized: 0, malformed: 0, flooding: 0 },
      },
    }),
  ).toBe('Field reports, last 60 minutes (https://localhost:8443):\n  (none)');
});
