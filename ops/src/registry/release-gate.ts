// `pnpm release`'s gate: a release the live suite cannot run never becomes live. Two checks, before the
// registry names the release live:
// 1. what the host checks at run time (shared-contracts' remoteIncompatibilities: the manifest's shape,
//    the contracts major, the shared packages' versions, each antd and react-router export), against
//    the live host's host-shares.json;
// 2. a smoke in headless Chromium: a stack of its own (identity provider, trucks API, gateway) serves
//    the live host and the live remotes' release folders with a registry naming the candidate live;
//    a persona that may open them signs in through the identity provider and opens each route the
//    remote owns. A crash screen, 'is unavailable', a page error, a console error, a failed request
//    for a release file, or the host running another release than the candidate refuses it.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { ROUTE_OWNERS } from '@trucks/shared-contracts/federation/remote-modules';
import type { RemoteApp } from '@trucks/shared-contracts/federation/remote-modules';
import { remoteIncompatibilities } from '@trucks/shared-contracts/federation/remote-compatibility';
import type { HostShares } from '@trucks/shared-contracts/federation/remote-compatibility';
import type { RegistryDocument, Release } from '@trucks/shared-contracts/federation/registry-document';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../dev-stack/demo-accounts';
import { WORKSPACE_ROOT } from '../gateway/start-gateway';

/** Written by the host's build beside index.html (ops/build/webpack.cjs, HostSharesFilePlugin). */
export const HOST_SHARES_FILE = 'host-shares.json';

/** The live host the gateway serves: TRUCKS_HOST_DIR, else host-shell/dist (as ops/src/gateway). */
export function liveHostDir(): string {
  return path.resolve(WORKSPACE_ROOT, process.env.TRUCKS_HOST_DIR || 'host-shell/dist');
}

/** Check 1: why the live host cannot run the candidate's manifest (empty when it can). */
export async function checkAgainstHost(releaseDir: string, hostDir: string): Promise<string[]> {
  let host: HostShares;
  try {
    host = JSON.parse(await fs.readFile(path.join(hostDir, HOST_SHARES_FILE), 'utf8')) as HostShares;
  } catch {
    return [
      `the live host (${hostDir}) has no ${HOST_SHARES_FILE}: it was built before shared exports were recorded; release the host first`,
    ];
  }
  let manifest: unknown;
  try {
    manifest = JSON.parse(await fs.readFile(path.join(releaseDir, 'mf-manifest.json'), 'utf8'));
  } catch (error) {
    return [`the release has no readable mf-manifest.json (${(error as Error).message})`];
  }
  return remoteIncompatibilities(manifest, host);
}

/** Who opens a remote's routes in the smoke: a persona its routes admit (spec 000 §1, 001 §1). */
const SMOKE_PERSONA: Record<RemoteApp, string> = {
  mf_loadboard: 'admin@carrier.test',
  mf_shipments: 'admin@carrier.test',
  mf_financials: 'admin@carrier.test',
  mf_cases_notes: 'admin@carrier.test',
  mf_shipper_orders: 'shipper@shipper.test',
};

/** The routes a remote owns, by their top-level path (ROUTE_OWNERS). */
export function ownedRoutes(remote: RemoteApp): string[] {
  return Object.entries(ROUTE_OWNERS)
    .filter(([, owner]) => owner === remote)
    .map(([prefix]) => prefix);
}

export interface SmokeOptions {
  remote: RemoteApp;
  folder: string;
  candidate: Release;
  /** The registry as it is (the live releases of the other remotes, the candidate's fallbacks). */
  document: RegistryDocument;
  releasesDir: string;
  hostDir: string;
  /** Progress lines. */
  log?: (line: string) => void;
}

export interface SmokeResult {
  reasons: string[];
  /** The routes opened, each with what was seen. */
  routes: { path: string; outcome: string }[];
  seconds: number;
}

const FAILURE_TEXTS = [/is unavailable/, /Whoops! Something Went Wrong/];

function chromiumPath(): string | undefined {
  const found = execFileSync(
    process.execPath,
    [path.join(WORKSPACE_ROOT, 'scripts', 'ensure-browser.mjs'), '--find'],
    {
      encoding: 'utf8',
    },
  ).trim();
  return found || undefined;
}

async function signIn(page: Page, url: string, username: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL((address) => address.pathname.startsWith('/idp/'), { timeout: 20_000 });
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await page.waitForURL((address) => !address.pathname.startsWith('/idp/'), { timeout: 20_000 });
}

/** Check 2: the candidate in a browser, against the live host and the other live remotes. */
export async function smokeCandidate(options: SmokeOptions): Promise<SmokeResult> {
  const started = Date.now();
  const log = options.log ?? (() => undefined);
  const { remote, folder, candidate } = options;
  const entry = options.document.remotes[remote] ?? { live: '', releases: [] };
  const smokeRegistry: RegistryDocument = {
    ...options.document,
    remotes: {
      ...options.document.remotes,
      [remote]: { ...entry, live: candidate.version, releases: [...entry.releases, candidate] },
    },
  };
  const stateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'trucks-release-gate-'));
  const registryFile = path.join(stateDir, 'remotes.json');
  await fs.writeFile(registryFile, JSON.stringify(smokeRegistry));
  const reasons: string[] = [];
  const routes: SmokeResult['routes'] = [];
  // Loaded here: the stack (the identity provider is ESM-only) and the browser only when the gate runs.
  const [{ startStack }, { chromium }] = await Promise.all([
    import('../stack/start'),
    import('@playwright/test'),
  ]);
  const stack = await startStack({
    port: 0,
    hostDir: options.hostDir,
    releasesDir: options.releasesDir,
    registryFile,
    stateDir,
    environment: 'test',
  });
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({ ignoreHTTPSErrors: true });
    // Nothing leaves the machine: the smoke talks to its own stack only.
    await context.route(
      (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
      (route) => route.abort(),
    );
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    page.on('console', (message) => {
      const text = message.text();
      // The loader warns when it passes over a release: the candidate did not run.
      if (message.type() === 'error' && !/^Failed to load resource/.test(text))
        problems.push(`console error: ${text.slice(0, 300)}`);
      if (message.type() === 'warning' && /^\[federation\]/.test(text))
        problems.push(`console warning: ${text.slice(0, 300)}`);
    });
    page.on('response', (response) => {
      const address = new URL(response.url());
      if (address.pathname.startsWith('/releases/') && response.status() >= 400)
        problems.push(`${address.pathname} answered ${response.status()}`);
    });
    const account = DEMO_ACCOUNTS.find(
      (candidateAccount) => candidateAccount.username === SMOKE_PERSONA[remote],
    );
    if (!account) throw new Error(`no demo account ${SMOKE_PERSONA[remote]}`);
    log(`  smoke: signing in as ${account.username}`);
    await signIn(page, `${stack.url}/`, account.username);
    const candidateFiles = `/releases/${folder}/${candidate.version}/`;
    for (const route of ownedRoutes(remote)) {
      const before = problems.length;
      let candidateLoaded = false;
      const seen = (response: { url(): string; status(): number }) => {
        if (new URL(response.url()).pathname.startsWith(candidateFiles) && response.status() < 400)
          candidateLoaded = true;
      };
      page.on('response', seen);
      await page.goto(`${stack.url}${route}`);
      await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
      page.off('response', seen);
      const text = await page.locator('body').innerText();
      if (/You are not Authorized for this content/.test(text)) {
        routes.push({ path: route, outcome: `not opened: ${account.username} is not authorized` });
        continue;
      }
      for (const failure of FAILURE_TEXTS) {
        const match = failure.exec(text);
        if (match) problems.push(`${route} shows '${match[0]}'`);
      }
      // Each route is a page load of its own: the remote's files must come from the candidate's folder.
      if (!candidateLoaded) problems.push(`${route} did not load ${candidateFiles} (another release ran)`);
      const found = problems.slice(before);
      routes.push({ path: route, outcome: found.length === 0 ? 'ok' : found.join('; ') });
      log(`  smoke: ${route} ${found.length === 0 ? 'ok' : found.join('; ')}`);
      reasons.push(...found.map((problem) => (problem.startsWith(route) ? problem : `${route}: ${problem}`)));
    }
    if (!routes.some((route) => route.outcome === 'ok') && reasons.length === 0)
      reasons.push(`no route of ${remote} could be opened as ${account.username}`);
  } finally {
    await browser.close();
    await stack.stop();
    await fs.rm(stateDir, { recursive: true, force: true });
  }
  return { reasons, routes, seconds: (Date.now() - started) / 1000 };
}
