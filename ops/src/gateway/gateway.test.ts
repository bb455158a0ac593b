import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { connect as connectHttp2 } from 'node:http2';
import { get as httpsGet } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { RuntimeConfigSchema } from '@trucks/shared-contracts/config/runtime-config';
import { ensureCertificate } from './certificate';
import { IMMUTABLE, NO_STORE, buildGateway, type GatewayOptions } from './gateway';

const PUBLIC_ORIGIN = 'https://localhost:8443';
const INDEX_HTML =
  '<!DOCTYPE html><html><body><div id="root"></div><script src="/main.js"></script></body></html>';

let workDir: string;
let hostDir: string;
let releasesDir: string;
let devOverridesFile: string;
let upstream: Server;
let upstreamUrl: string;
/** A port nobody listens on: the "service down" case. */
let deadUpstreamUrl: string;

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    );
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-test-'));
  hostDir = join(workDir, 'host');
  releasesDir = join(workDir, 'releases');
  devOverridesFile = join(workDir, 'dev-overrides.json');
  await mkdir(hostDir, { recursive: true });
  await mkdir(join(releasesDir, 'mf-loadboard', '1.0.0-r1'), { recursive: true });
  await writeFile(join(hostDir, 'index.html'), INDEX_HTML);
  await writeFile(join(hostDir, 'main.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(
    join(hostDir, 'redirect-bridge.html'),
    '<!DOCTYPE html><script src="/redirect-bridge.js"></script>',
  );
  await writeFile(
    join(releasesDir, 'mf-loadboard', '1.0.0-r1', 'mf-manifest.json'),
    JSON.stringify({ id: 'mf_loadboard' }),
  );
  await writeFile(
    join(releasesDir, 'remotes.json'),
    JSON.stringify({ schemaVersion: 1, remotes: {}, history: [] }),
  );

  // Stands in for the trucks API / IdP: echoes what the gateway forwarded, and sends its own CSP on /idp.
  upstream = createServer((req, res) => {
    if (req.url?.startsWith('/idp/')) res.setHeader('content-security-policy', "default-src 'none'");
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ url: req.url, headers: req.headers }));
  });
  upstreamUrl = await listen(upstream);
  const closed = createServer();
  deadUpstreamUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

async function gateway(overrides: Partial<GatewayOptions> = {}): Promise<FastifyInstance> {
  const app = await buildGateway({
    publicOrigin: PUBLIC_ORIGIN,
    hostDir,
    releasesDir,
    apiUpstream: upstreamUrl,
    identityUpstream: upstreamUrl,
    appVersion: '1.2.3',
    devOverridesFile,
    ...overrides,
  });
  await app.ready();
  return app;
}

let app: FastifyInstance;
beforeEach(async () => {
  app = await gateway();
});
afterEach(async () => {
  await app.close();
  await rm(devOverridesFile, { force: true });
});

describe('security headers', () => {
  it('sends a strict CSP, nosniff and the referrer policy on every kind of response', async () => {
    for (const url of [
      '/',
      '/loadboard/available',
      '/main.js',
      '/config.json',
      '/remotes.json',
      '/missing.js',
      '/api/ping',
    ]) {
      const response = await app.inject({ url });
      const csp = String(response.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-eval');
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("style-src 'self' 'unsafe-inline'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("frame-src 'self'");
      expect(csp).toContain("connect-src 'self'");
      expect(csp).toContain("worker-src 'self' blob:");
      expect(csp).toContain("img-src 'self' data: blob:");
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it("lets only the redirect bridge and the IdP's authorization endpoint be framed by the portal", async () => {
    const frameAncestors = async (url: string, target = app) =>
      /frame-ancestors ([^;]+)/.exec(
        String((await target.inject({ url })).headers['content-security-policy']),
      )?.[1];
    expect(await frameAncestors('/redirect-bridge.html')).toBe("'self'");
    expect(await frameAncestors('/')).toBe("'none'");
    expect(await frameAncestors('/loadboard/available')).toBe("'none'");
    const idpDown = await gateway({ identityUpstream: deadUpstreamUrl });
    expect(await frameAncestors('/idp/b2c_1_signin/auth?prompt=none', idpDown)).toBe("'self'");
    expect(await frameAncestors('/idp/b2c_1_signin/session/end', idpDown)).toBe("'none'");
    await idpDown.close();
  });

  it("keeps the identity provider's own CSP", async () => {
    const response = await app.inject({ url: '/idp/b2c_1_signin/.well-known/openid-configuration' });
    expect(response.headers['content-security-policy']).toBe("default-src 'none'");
  });
});

describe('cache headers', () => {
  it('makes release files immutable and readable cross-origin, and never caches the two documents', async () => {
    const manifest = await app.inject({ url: '/releases/mf-loadboard/1.0.0-r1/mf-manifest.json' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe(IMMUTABLE);
    expect(manifest.headers['access-control-allow-origin']).toBe('*');
    expect(manifest.json()).toEqual({ id: 'mf_loadboard' });

    const registry = await app.inject({ url: '/remotes.json' });
    expect(registry.headers['cache-control']).toBe(NO_STORE);
    expect(registry.json()).toEqual({ schemaVersion: 1, remotes: {}, history: [] });

    expect((await app.inject({ url: '/config.json' })).headers['cache-control']).toBe(NO_STORE);
    expect((await app.inject({ url: '/' })).headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing release file with 404, not the host page', async () => {
    const response = await app.inject({ url: '/releases/mf-loadboard/9.9.9/remoteEntry.js' });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });
});

describe('SPA fallback', () => {
  it('serves index.html for client-side routes and deep links', async () => {
    for (const url of ['/', '/loadboard/available', '/shipments/123/documents?tab=2', '/forgot-password']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(INDEX_HTML);
    }
  });

  it('answers a missing file with 404 instead of the page', async () => {
    const response = await app.inject({ url: '/chunk-that-is-gone.js' });
    expect(response.statusCode).toBe(404);
  });

  it('says the host is not built when there is no index.html', async () => {
    const unbuilt = await gateway({ hostDir: join(workDir, 'no-host') });
    const response = await unbuilt.inject({ url: '/dashboard', headers: { accept: 'text/html' } });
    expect(response.statusCode).toBe(503);
    expect(response.body).toContain('pnpm build');
    await unbuilt.close();
  });
});

describe('proxies', () => {
  it('forwards /api and /idp with their paths and the public scheme and host', async () => {
    const api = await app.inject({ url: '/api/loads?page=2', headers: { host: 'localhost:8443' } });
    expect(api.json()).toMatchObject({
      url: '/api/loads?page=2',
      headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'localhost:8443' },
    });
    const idp = await app.inject({ url: '/idp/b2c_1_signin/jwks' });
    expect(idp.json()).toMatchObject({ url: '/idp/b2c_1_signin/jwks' });
  });

  it('answers 502 naming the service that is down, as JSON for fetch and as a page for a browser', async () => {
    const down = await gateway({ apiUpstream: deadUpstreamUrl, identityUpstream: deadUpstreamUrl });
    const api = await down.inject({ url: '/api/loads' });
    expect(api.statusCode).toBe(502);
    expect(api.json()).toMatchObject({
      error: 'upstream_unavailable',
      service: 'trucks API',
      upstream: deadUpstreamUrl,
    });

    const idp = await down.inject({ url: '/idp/b2c_1_signin/auth', headers: { accept: 'text/html' } });
    expect(idp.statusCode).toBe(502);
    expect(idp.headers['content-type']).toContain('text/html');
    expect(idp.body).toContain('identity provider unavailable');
    await down.close();
  });
});

describe('over TLS', () => {
  /** One GET over HTTP/2, as a browser asks: the answer's status and JSON body. */
  function getOverHttp2(origin: string, path: string): Promise<{ status: number; body: unknown }> {
    return new Promise((resolve, reject) => {
      const session = connectHttp2(origin, { rejectUnauthorized: false });
      session.on('error', reject);
      const stream = session.request({ ':path': path });
      let status = 0;
      let text = '';
      stream.on('response', (headers) => (status = Number(headers[':status'])));
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => (text += chunk));
      stream.on('end', () => {
        session.close();
        resolve({ status, body: JSON.parse(text) });
      });
      stream.on('error', reject);
    });
  }

  function getOverHttp1(origin: string, path: string): Promise<{ status: number; version: string }> {
    return new Promise((resolve, reject) => {
      httpsGet(`${origin}${path}`, { rejectUnauthorized: false }, (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, version: response.httpVersion }),
        );
      }).on('error', reject);
    });
  }

  it('speaks HTTP/2, forwards the public host it was asked for, and still answers HTTP/1.1', async () => {
    const tls = await ensureCertificate(join(workDir, 'certs'));
    const secure = await gateway({ tls });
    const address = await secure.listen({ port: 0, host: '127.0.0.1' });
    const origin = address.replace('127.0.0.1', 'localhost');
    try {
      // HTTP/2 has no Host header: the identity provider builds its URLs from :authority.
      const idp = await getOverHttp2(origin, '/idp/b2c_1_signin/.well-known/openid-configuration');
      expect(idp.status).toBe(200);
      expect(idp.body).toMatchObject({
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-host': new URL(origin).host },
      });
      expect(await getOverHttp1(origin, '/config.json')).toEqual({ status: 200, version: '1.1' });
    } finally {
      await secure.close();
    }
  });
});

describe('config.json', () => {
  it('validates against the runtime config schema with the local identity settings', async () => {
    const config = RuntimeConfigSchema.parse((await app.inject({ url: '/config.json' })).json());
    expect(config).toEqual({
      environment: 'local',
      registryUrl: '/remotes.json',
      apiBaseUrl: '/api/',
      appVersion: '1.2.3',
      identity: {
        clientId: 'trucks-portal',
        signInAuthority: 'https://localhost:8443/idp/b2c_1_signin',
        passwordResetAuthority: 'https://localhost:8443/idp/b2c_1_reset',
        knownAuthorities: ['localhost:8443'],
        scopes: ['openid', 'profile', 'email'],
      },
      links: { helpDesk: 'https://support.trucks.example/hc/en-us', apiDocumentation: '/api/docs' },
    });
  });

  it('includes the dev overrides only when `pnpm dev` has written them', async () => {
    expect((await app.inject({ url: '/config.json' })).json()).not.toHaveProperty('devOverrides');
    const overrides = { mf_loadboard: 'http://localhost:3001/mf-manifest.json' };
    await writeFile(devOverridesFile, JSON.stringify(overrides));
    expect((await app.inject({ url: '/config.json' })).json().devOverrides).toEqual(overrides);
  });

  it('lets the page load a `pnpm dev` server only in development', async () => {
    await writeFile(
      devOverridesFile,
      JSON.stringify({ mf_loadboard: 'http://localhost:3001/mf-manifest.json' }),
    );
    const local = String((await app.inject({ url: '/' })).headers['content-security-policy']);
    expect(local).not.toContain('localhost:3001');
    const development = await gateway({ environment: 'development' });
    const csp = String((await development.inject({ url: '/' })).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' http://localhost:3001 ws://localhost:3001");
    expect(csp).toContain("connect-src 'self' http://localhost:3001 ws://localhost:3001");
    expect(csp).not.toContain('unsafe-eval');
    await development.close();
  });

  it('takes the environment from its options', async () => {
    const development = await gateway({ environment: 'development' });
    expect((await development.inject({ url: '/config.json' })).json().environment).toBe('development');
    await development.close();
  });
});

describe('compression', () => {
  it('sends JavaScript brotli-compressed to a browser that accepts it', async () => {
    const response = await app.inject({ url: '/main.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.rawPayload.length).toBeLessThan(4000);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('console.log');
  });

  it("serves a release's precompressed file as it is, with the release's cache headers", async () => {
    const release = join(releasesDir, 'mf-loadboard', '1.0.0-r1');
    const source = `export const shipments = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `SHP-${i}`))};`;
    // A marker only the precompressed file carries: the gateway must not compress the original again.
    const precompressed = brotliCompressSync(Buffer.from(`${source}\n// precompressed at build`));
    await writeFile(join(release, 'remoteEntry.js'), source);
    await writeFile(join(release, 'remoteEntry.js.br'), precompressed);
    const response = await app.inject({
      url: '/releases/mf-loadboard/1.0.0-r1/remoteEntry.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe(IMMUTABLE);
    expect(brotliDecompressSync(response.rawPayload).toString()).toContain('// precompressed at build');
    const plain = await app.inject({ url: '/releases/mf-loadboard/1.0.0-r1/remoteEntry.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(source);
  });
});
