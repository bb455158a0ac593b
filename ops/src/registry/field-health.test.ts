import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startGateway, type RunningGateway } from '../gateway/start-gateway';
import { fieldHealthReport, formatFieldHealth } from './field-health';

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
    /mf_financials +1\.0\.0-r2 +0 +1 +1 +\S+ crash on \/accounting: Live release 1\.0\.0-r2 did not load/,
  );
  expect(text).toContain('Refused since the gateway started: 0 oversized, 1 malformed, 0 over a client');
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
        rows: [],
        refused: { oversized: 0, malformed: 0, flooding: 0 },
      },
    }),
  ).toBe('Field reports, last 60 minutes (https://localhost:8443):\n  (none)');
});
