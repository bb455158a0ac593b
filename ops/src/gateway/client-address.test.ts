import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildGateway, type TrustedProxies } from './gateway';
import { trustedProxiesFromEnv } from './start-gateway';

// The client address the gateway believes (Fastify's request.ip) is what it forwards to the trucks API
// as X-Forwarded-For and what field reports are limited by; a stand-in API echoes what it got.
let upstream: Server;
let upstreamUrl: string;
let workDir: string;

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'gateway-client-'));
  upstream = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ forwardedFor: req.headers['x-forwarded-for'] }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => upstream.close(resolve));
  await rm(workDir, { recursive: true, force: true });
});

async function clientSeen(
  trustedProxies: TrustedProxies | undefined,
  remoteAddress: string,
  forwardedFor: string,
): Promise<string> {
  const app = await buildGateway({
    publicOrigin: 'https://localhost:8443',
    hostDir: workDir,
    releasesDir: workDir,
    apiUpstream: upstreamUrl,
    identityUpstream: upstreamUrl,
    appVersion: '1.0.0',
    trustedProxies,
  });
  try {
    const response = await app.inject({
      url: '/api/ping',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
    return (response.json() as { forwardedFor: string }).forwardedFor;
  } finally {
    await app.close();
  }
}

describe("the client's address behind a CDN (trustProxy)", () => {
  it('believes no forwarding header by default: a client cannot name its own address', async () => {
    expect(await clientSeen(undefined, '192.0.2.9', '203.0.113.5')).toBe('192.0.2.9');
  });

  it('takes the address the trusted CDN appended, not the one the client made up before it', async () => {
    expect(await clientSeen(['10.1.0.0/16'], '10.1.2.3', '198.18.0.1, 203.0.113.5')).toBe('203.0.113.5');
    // Through two CDN hops (edge then shield), both in the trusted ranges.
    expect(await clientSeen(['10.1.0.0/16'], '10.1.2.3', '198.18.0.1, 203.0.113.5, 10.1.9.9')).toBe(
      '203.0.113.5',
    );
  });

  it('believes nothing from an address outside the trusted ranges', async () => {
    expect(await clientSeen(['10.1.0.0/16'], '192.0.2.9', '203.0.113.5')).toBe('192.0.2.9');
  });

  it('takes the client one hop back with a hop count of 1', async () => {
    expect(await clientSeen(1, '10.1.2.3', '198.18.0.1, 203.0.113.5')).toBe('203.0.113.5');
  });
});

describe('trustedProxiesFromEnv', () => {
  it.each([
    [{}, undefined],
    [{ TRUCKS_TRUSTED_PROXIES: '10.1.0.0/16, 2001:db8::/32' }, ['10.1.0.0/16', '2001:db8::/32']],
    [{ TRUCKS_PROXY_HOPS: '2' }, 2],
    [{ TRUCKS_TRUSTED_PROXIES: 'loopback', TRUCKS_PROXY_HOPS: '2' }, ['loopback']],
  ])('%j gives %j', (env, expected) => {
    expect(trustedProxiesFromEnv(env)).toEqual(expected);
  });

  it('refuses a hop count that is no whole number', () => {
    expect(() => trustedProxiesFromEnv({ TRUCKS_PROXY_HOPS: 'all' })).toThrow('TRUCKS_PROXY_HOPS');
  });
});
