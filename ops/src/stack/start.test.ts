// The stack as a person starts it (`pnpm stack`, here on free ports with temporary folders): one
// sign-in through the gateway, with the gateway's own certificate trusted, whose ID token the trucks
// API then accepts. Run as a child process: oidc-provider is ESM-only and jest runs CommonJS.
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../dev-stack/demo-accounts';
import { freePort } from '../../../dev-stack/free-port';
import { startServiceProcess } from '../../../dev-stack/test-support/service-process';
import type { ServiceProcess } from '../../../dev-stack/test-support/service-process';
import {
  authorizeUrl,
  codeRedemptionForm,
  CookieJar,
  formAction,
  newPkceRequest,
} from '../../../dev-stack/identity/test-support/oidc-browser';

jest.setTimeout(90_000);

const OPS_ROOT = join(__dirname, '..', '..');
const carrierUser = DEMO_ACCOUNTS.find((account) => account.persona === 'carrier-user')!;

interface HttpsAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

let workDir: string;
let stack: ServiceProcess;
let origin: string;
let certificate: string;
const cookies = new CookieJar();

/** A browser's request against the gateway: trusts only the stack's certificate, keeps cookies. */
function browserRequest(
  url: string,
  init: { method?: string; form?: Record<string, string>; json?: unknown } = {},
): Promise<HttpsAnswer> {
  const body = init.form
    ? new URLSearchParams(init.form).toString()
    : init.json
      ? JSON.stringify(init.json)
      : undefined;
  const headers: Record<string, string> = { cookie: cookies.header() };
  if (init.form) headers['content-type'] = 'application/x-www-form-urlencoded';
  if (init.json) headers['content-type'] = 'application/json';
  return new Promise((resolve, reject) => {
    const req = request(
      new URL(url, origin),
      { method: init.method ?? (body ? 'POST' : 'GET'), headers, ca: certificate },
      (res) => {
        cookies.storeSetCookies(res.headers['set-cookie'] ?? []);
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString(),
          }),
        );
      },
    );
    req.once('error', reject);
    req.end(body);
  });
}

beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'stack-test-'));
  const hostDir = join(workDir, 'host');
  await mkdir(hostDir);
  await writeFile(
    join(hostDir, 'index.html'),
    '<!DOCTYPE html><title>Trucks portal</title><div id="root"></div>',
  );
  const [gatewayPort, apiPort, idpPort] = [await freePort(), await freePort(), await freePort()];
  origin = `https://localhost:${gatewayPort}`;

  stack = await startServiceProcess({
    packageRoot: OPS_ROOT,
    script: join(OPS_ROOT, 'src', 'stack', 'start.ts'),
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
    readyWhen: 'Ctrl+C stops everything',
    name: 'stack',
    timeoutMs: 80_000,
  });
  certificate = await readFile(join(workDir, 'certs', 'localhost-cert.pem'), 'utf8');
});

afterAll(async () => {
  await stack?.stop();
  await rm(workDir, { recursive: true, force: true });
});

it('tells a person where to go, who to sign in as, and how to accept the certificate', () => {
  expect(stack.output()).toContain(`Trucks portal is running: open ${origin}`);
  expect(stack.output()).toContain(`password for all: ${DEMO_PASSWORD}`);
  for (const account of DEMO_ACCOUNTS) expect(stack.output()).toContain(account.username);
  expect(stack.output()).toContain('Proceed to localhost');
});

it('signs a user in through the gateway and the trucks API accepts the ID token', async () => {
  const pkce = newPkceRequest();
  const redirectUri = `${origin}/redirect-bridge.html`;

  const toInteraction = await browserRequest(
    authorizeUrl('b2c_1_signin', pkce, { login_hint: carrierUser.username }, origin),
  );
  expect(toInteraction.status).toBe(303);
  const page = await browserRequest(String(toInteraction.headers.location));
  expect(page.body).toContain(`value="${carrierUser.username}"`);
  const action = formAction(page.body);

  const toResume = await browserRequest(action, {
    form: { username: carrierUser.username, password: DEMO_PASSWORD },
  });
  expect(toResume.status).toBe(303);
  const toPortal = await browserRequest(String(toResume.headers.location));
  const back = new URL(String(toPortal.headers.location));
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);

  const tokens = await browserRequest('/idp/b2c_1_signin/token', {
    form: codeRedemptionForm(back.searchParams.get('code') ?? '', pkce, origin),
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
  const config = JSON.parse((await browserRequest('/config.json')).body) as {
    identity: { signInAuthority: string };
  };
  expect(config.identity.signInAuthority).toBe(`${origin}/idp/b2c_1_signin`);
});

it('stops cleanly on SIGTERM', async () => {
  const exited = new Promise<number | null>((resolve) => stack.child.once('exit', (code) => resolve(code)));
  stack.child.kill('SIGTERM');
  expect(await exited).toBe(0);
});
