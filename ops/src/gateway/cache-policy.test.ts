import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { IMMUTABLE, NO_STORE, REVALIDATE } from './cache-policy';
import { buildGateway } from './gateway';

const INDEX_HTML =
  '<!DOCTYPE html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';
const RELEASE = '/releases/mf-loadboard/1.0.0-r1';

let workDir: string;
let app: FastifyInstance;

async function write(file: string, text: string, { brotli = false } = {}): Promise<void> {
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, text);
  if (brotli) await writeFile(`${file}.br`, brotliCompressSync(Buffer.from(text)));
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-cache-'));
  const host = join(workDir, 'host');
  const releases = join(workDir, 'releases');
  await write(join(host, 'index.html'), INDEX_HTML, { brotli: true });
  await write(join(host, 'main.js'), 'console.log("main")', { brotli: true });
  await write(join(host, '1039.79c25ca8.js'), 'console.log("chunk")', { brotli: true });
  await write(join(host, '1358.79fe2a81.css'), 'a{}');
  await write(join(host, 'baseline', 'baseline.04c887f2.js'), '1');
  await write(join(host, 'assets', 'truck.0a1b2c3d.svg'), '<svg/>');
  await write(join(host, 'redirect-bridge.html'), '<!DOCTYPE html>');
  await write(join(host, 'host-shares.json'), '{}');
  await write(join(host, '.env'), 'SECRET=1');
  await write(join(releases, 'remotes.json'), '{"schemaVersion":1,"remotes":{},"history":[]}');
  await write(join(workDir, 'releases', 'mf-loadboard', '1.0.0-r1', 'remoteEntry.js'), '1', { brotli: true });
  await write(join(releases, 'mf-loadboard', '1.0.0-r1', 'mf-manifest.json'), '{}');
  await write(join(releases, 'mf-loadboard', '1.0.0-r1', '812.0badf00d.js'), '1', { brotli: true });
  await write(join(releases, 'mf-loadboard', '.1.0.0-r2.77.staging', 'remoteEntry.js'), '2');
  app = await buildGateway({
    publicOrigin: 'https://localhost:8443',
    hostDir: host,
    releasesDir: releases,
    apiUpstream: 'http://127.0.0.1:9',
    identityUpstream: 'http://127.0.0.1:9',
    appVersion: '1.0.0',
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await rm(workDir, { recursive: true, force: true });
});

async function get(url: string, headers: Record<string, string> = {}) {
  return app.inject({ url, headers: { accept: 'text/html,*/*', 'accept-encoding': 'br', ...headers } });
}

describe('Cache-Control per path, as a CDN needs it', () => {
  it.each([
    ['a host chunk with its content hash', '/1039.79c25ca8.js', IMMUTABLE],
    ['a host stylesheet with its content hash', '/1358.79fe2a81.css', IMMUTABLE],
    ['a hashed file in a host folder', '/baseline/baseline.04c887f2.js', IMMUTABLE],
    ['a hashed asset', '/assets/truck.0a1b2c3d.svg', IMMUTABLE],
    ["a release's hashed chunk", `${RELEASE}/812.0badf00d.js`, IMMUTABLE],
    [
      "a release's remoteEntry.js (versioned folder, never rewritten)",
      `${RELEASE}/remoteEntry.js`,
      IMMUTABLE,
    ],
    ["a release's mf-manifest.json", `${RELEASE}/mf-manifest.json`, IMMUTABLE],
    ['index.html at /', '/', REVALIDATE],
    ['index.html by name', '/index.html', REVALIDATE],
    ['index.html for a client route', '/available-freight', REVALIDATE],
    ['index.html for a deep link with a query', '/all-shipments/4100404/preview/details?tab=2', REVALIDATE],
    ['index.html for a path with an empty segment', '/available-freight//preview', REVALIDATE],
    ["the host's entry (stable name)", '/main.js', REVALIDATE],
    ['the redirect bridge', '/redirect-bridge.html', REVALIDATE],
    ["the host's shares", '/host-shares.json', REVALIDATE],
    ['config.json', '/config.json', NO_STORE],
    ['remotes.json', '/remotes.json', NO_STORE],
    ['remotes.json in the releases folder', '/releases/remotes.json', NO_STORE],
    ['a missing release file', `${RELEASE}/gone.0badf00d.js`, NO_STORE],
    ['a missing host file', '/gone.0badf00d.js', NO_STORE],
  ])('%s (%s): %s', async (_case, url, cacheControl) => {
    const response = await get(url);
    expect(response.headers['cache-control']).toBe(cacheControl);
  });

  it('sends the precompressed file with the same header as the file itself', async () => {
    for (const [url, cacheControl] of [
      ['/1039.79c25ca8.js', IMMUTABLE],
      ['/main.js', REVALIDATE],
      ['/', REVALIDATE],
      [`${RELEASE}/remoteEntry.js`, IMMUTABLE],
    ]) {
      const response = await get(url ?? '');
      expect(response.headers['content-encoding']).toBe('br');
      expect(response.headers['cache-control']).toBe(cacheControl);
      expect(String(response.headers.vary)).toContain('accept-encoding');
    }
  });

  it('revalidates index.html and the entry by ETag (a CDN asks again, then gets 304)', async () => {
    for (const url of ['/', '/available-freight', '/main.js']) {
      const first = await get(url, { 'accept-encoding': 'identity' });
      const etag = String(first.headers.etag);
      const again = await get(url, { 'accept-encoding': 'identity', 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
    }
  });

  it('serves no dot-file: a staging folder of the registry or a file hidden beside the build', async () => {
    const staging = await get('/releases/mf-loadboard/.1.0.0-r2.77.staging/remoteEntry.js');
    expect(staging.statusCode).toBe(404);
    expect(staging.headers['cache-control']).toBe(NO_STORE);
    const hidden = await get('/.env', { 'accept-encoding': 'identity' });
    expect(hidden.body).toBe(INDEX_HTML);
  });
});

describe('a path with an empty segment', () => {
  it.each(['/available-freight//preview', '//', '//available-freight', '/all-shipments//preview/details/'])(
    '%s reaches the host page, not JSON',
    async (url) => {
      const response = await get(url, { 'accept-encoding': 'identity' });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('is a plain 404 for a file or under /releases/, never a 403', async () => {
    for (const url of ['//main.js', '/releases//mf-loadboard/1.0.0-r1/remoteEntry.js']) {
      const response = await get(url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found' });
    }
  });
});
