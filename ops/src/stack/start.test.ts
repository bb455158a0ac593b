// The stack as a person starts it (`pnpm stack`, here on free ports with temporary folders): one
// sign-in through the gateway, with the gateway's own certificate trusted, whose ID token the trucks
// API then accepts. Run as a child process: oidc-provider is ESM-only and jest runs CommonJS.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../dev-stack/demo-accounts';

jest.setTimeout(90_000);

const OPS_ROOT = join(__dirname, '..', '..');
const carrierUser = DEMO_ACCOUNTS.find((account) => account.persona === 'carrier-user')!;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let workDir: string;
let stack: ChildProcess;
let origin: string;
let certificate: string;
let output = '';
const cookies = new Map<string, string>();

/** A browser's request against the gateway: trusts only the stack's certificate, keeps cookies. */
function browserRequest(url: string, init: { method?: string; form?: Record<string, string>; json?: unknown } = {}): Promise<HttpsAnswer> {
  const body = init.form ? new URLSearchParams(init.form).toString() : init.json ? JSON.stringify(init.json) : undefined;
  const headers: Record<string, string> = { cookie: [...cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.json) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(new URL(url, origin), { method: init.method ?? (body ? 'POST' : 'GET'), headers, ca: certificate }, (res) => {
      for (const line of res.headers['set-cookie'] ?? []) {
        const [pair = ''] = line.split(';');
        const separator = pair.indexOf('=');
        cookies.set(pair.slice(0, separator), pair.slice(separator + 1));
      }
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString() }));
    });
    req.once('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
  const hostDir = join(workDir, 'host');
  await mkdir(hostDir);
  await writeFile(join(hostDir, 'index.html'), '<!DOCTYPE html><title>Trucks portal</title><div id="root"></div>');
  const [gatewayPort, apiPort, idpPort] = [await freePort(), await freePort(), await freePort()];
  origin = `https://localhost:${gatewayPort}`;

  stack = spawn(join(OPS_ROOT, 'node_modules', '.bin', 'tsx'), [join(OPS_ROOT, 'src', 'stack', 'start.ts')], {
    env: {
      ...process.env,
      GATEWAY_PORT: String(gatewayPort),
      TRUCKS_API_PORT: String(apiPort),
      IDP_PORT: String(idpPort),
      TRUCKS_HOST_DIR: hostDir,
      TRUCKS_RELEASES_DIR: join(workDir, 'releases'),
      TRUCKS_CERT_DIR: join(workDir, 'certs'),
      PUBLIC_ORIGIN: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`stack did not start:\n${output}`)), 80_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes('Ctrl+C stops everything')) {
        clearTimeout(timer);
        resolve();
      }
    };
    stack.stdout?.on('data', onData);
    stack.stderr?.on('data', onData);
    stack.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`stack exited with ${code}:\n${output}`));
    });
  });
  certificate = await readFile(join(workDir, 'certs', 'localhost-cert.pem'), 'utf8');
});

afterAll(async () => {
  if (stack && stack.exitCode === null) {
    stack.kill('SIGTERM');
    await new Promise((resolve) => stack.once('exit', resolve));
  }
  await rm(workDir, { recursive: true, force: true });
});

it('tells a person where to go, who to sign in as, and how to accept the certificate', () => {
  expect(output).toContain(`Trucks portal is running: open ${origin}`);
  expect(output).toContain(`password for all: ${DEMO_PASSWORD}`);
  for (const account of DEMO_ACCOUNTS) expect(output).toContain(account.username);
  expect(output).toContain('Proceed to localhost');
});

it('signs a user in through the gateway and the trucks API accepts the ID token', async () => {
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${origin}/redirect-bridge.html`;
  const authorize = new URLSearchParams({
    client_id: 'trucks-portal',
    response_type: 'code',
    redirect_uri: redirectUri,
    scope: 'openid profile email',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'state-1',
    nonce: 'nonce-1',
    login_hint: carrierUser.username,
  });

  const toInteraction = await browserRequest(`/idp/b2c_1_signin/auth?${authorize.toString()}`);
  expect(toInteraction.status).toBe(303);
  const page = await browserRequest(String(toInteraction.headers.location));
  expect(page.body).toContain(`value="${carrierUser.username}"`);
  const action = /action="([^"]+)"/.exec(page.body)?.[1] ?? '';

  const toResume = await browserRequest(action, { form: { username: carrierUser.username, password: DEMO_PASSWORD } });
  expect(toResume.status).toBe(303);
  const toPortal = await browserRequest(String(toResume.headers.location));
  const back = new URL(String(toPortal.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);

  const tokens = await browserRequest('/idp/b2c_1_signin/token', {
    form: {
      grant_type: 'authorization_code',
      client_id: 'trucks-portal',
      code: back.searchParams.get('code') ?? '',
      code_verifier: verifier,
      redirect_uri: redirectUri,
    },
  });
  const idToken = (JSON.parse(tokens.body) as { id_token: string }).id_token;

  const authorized = await browserRequest('/api/v1/auth/authorize', { json: { identityToken: idToken } });
  expect(authorized.status).toBe(200);
  const login = JSON.parse(authorized.body) as { accessToken: string; user: { id: string } };
  expect(login.accessToken).toEqual(expect.any(String));
  expect(login.user.id).toBe(carrierUser.id);
});

it('serves the host and config.json for the origin it was started on', async () => {
  const home = await browserRequest('/shipments/all');
  expect(home.status).toBe(200);
  expect(home.body).toContain('<div id="root">');
  const config = JSON.parse((await browserRequest('/config.json')).body) as { identity: { signInAuthority: string } };
  expect(config.identity.signInAuthority).toBe(`${origin}/idp/b2c_1_signin`);
});

it('stops cleanly on SIGTERM', async () => {
  const exited = new Promise<number | null>((resolve) => stack.once('exit', (code) => resolve(code)));
  stack.kill('SIGTERM');
  expect(await exited).toBe(0);
});
