// `pnpm release`'s gate: a release the live suite cannot run never becomes live. Two checks, before the
// registry names the release live:
// 1. what the host checks at run time (shared-contracts' remoteIncompatibilities: the manifest's shape,
//    the contracts major, the shared packages' versions, each antd and react-router export), against
//    the live host's host-shares.json;
// 2. a smoke in headless Chromium: a stack of its own (identity provider, trucks API, gateway) serves
//    the live host and the live remotes' release folders with a registry naming the candidate live;
//    a persona that may open them signs in through the identity provider and opens each route the
//    remote owns. Each route must show the render signal within ROUTE_RENDER_LIMIT_MS: the host
//    reports the candidate's own routes module mounted (window.__TRUCKS_REGIONS__, not a fallback),
//    and the page shows its title with nothing left loading. A page still loading at the limit, a
//    fallback or another release's module, a crash screen, 'is unavailable', a page error, a console
//    error or a failed request for a release file refuses it.
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
  /** How long each route has to render (ROUTE_RENDER_LIMIT_MS). */
  routeLimitMs?: number;
}

export interface SmokeResult {
  reasons: string[];
  /** The routes opened, each with what was seen. */
  routes: { path: string; outcome: string }[];
  seconds: number;
}

const FAILURE_TEXTS = [/is unavailable/, /Whoops! Something Went Wrong/];
const NOT_AUTHORIZED = /You are not Authorized for this content/;

/** How long a route has to show the render signal before the candidate is refused. */
const ROUTE_RENDER_LIMIT_MS = 15_000;
/** After a failure was seen, how long the route may still take to say what ran (a fallback). */
const AFTER_FAILURE_MS = 2_000;
/** The signal must hold on this many reads in a row (one read every 100 ms). */
const STEADY_READS = 2;

/** A region the host reports as mounted (host-shell's rendered-regions.ts). */
interface RenderedRegion {
  module: string;
  release?: string;
  state: string;
  reason?: string;
}

/** What one read of the page finds (PROBE_PAGE). */
interface PageProbe {
  /** Undefined when the host predates the render signal. */
  regions: RenderedRegion[] | undefined;
  /** The first visible heading's text inside <main>. */
  heading: string | undefined;
  /** What still says it is loading inside <main>: a busy region, a skeleton, a spinner. */
  busy: string[];
  text: string;
}

// A string, not a function: tsx would wrap a function's inner helpers in a `__name` the page lacks.
const PROBE_PAGE = `(() => {
  const main = document.querySelector('main');
  const shown = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  const named = (element) =>
    element.getAttribute('aria-label') ||
    element.closest('[aria-label]')?.getAttribute('aria-label') ||
    (element.matches('.ant-skeleton') ? 'a skeleton' : element.matches('.ant-spin-spinning') ? 'a spinner' : 'a busy region');
  const busy = main
    ? [...main.querySelectorAll('[aria-busy="true"], .ant-skeleton, .ant-spin-spinning')].filter(shown).map(named)
    : ['no <main> element'];
  const heading = main
    ? [...main.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')]
        .filter(shown)
        .map((element) => (element.textContent || '').trim())
        .find((text) => text.length > 0)
    : undefined;
  const regions = typeof window.__TRUCKS_REGIONS__ === 'function' ? window.__TRUCKS_REGIONS__() : undefined;
  return { regions, heading, busy: [...new Set(busy)], text: document.body ? document.body.innerText : '' };
})()`;

type Verdict =
  { kind: 'rendered' } | { kind: 'waiting'; missing: string } | { kind: 'refused'; reason: string };

/**
 * The render signal: the candidate's own routes module is mounted, served by the candidate (not a
 * fallback, not another release), and the page shows its title with nothing left loading.
 */
export function judgeRender(probe: PageProbe, remote: RemoteApp, version: string): Verdict {
  if (!probe.regions)
    return {
      kind: 'waiting',
      missing:
        'the live host reports no rendered regions (window.__TRUCKS_REGIONS__): it predates the render signal; release the host first',
    };
  const module = `${remote}/routes`;
  const region = probe.regions.find((candidate) => candidate.module === module);
  if (!region) return { kind: 'waiting', missing: `${module} has not mounted` };
  if (region.release !== version || region.state !== 'loaded')
    return {
      kind: 'refused',
      reason: `release ${region.release ?? '(none)'} rendered ${module}, not ${version} (${region.state}${region.reason ? `: ${region.reason}` : ''})`,
    };
  if (!probe.heading) return { kind: 'waiting', missing: 'the page shows no title (no heading in <main>)' };
  if (probe.busy.length > 0) return { kind: 'waiting', missing: `still loading: ${probe.busy.join(', ')}` };
  return { kind: 'rendered' };
}

interface RouteCheck {
  page: Page;
  url: string;
  remote: RemoteApp;
  version: string;
  /** Failures the page's listeners collect (page errors, console errors, failed release files). */
  problems: string[];
  limitMs: number;
}

/**
 * Opens a route and waits for the render signal, at most `limitMs`. Returns what refuses the candidate
 * on this route (empty when it rendered), or 'not authorized' when the persona may not open it.
 */
async function checkRoute({
  page,
  url,
  remote,
  version,
  problems,
  limitMs,
}: RouteCheck): Promise<string[] | 'not authorized'> {
  const before = problems.length;
  await page.goto(url);
  const deadline = Date.now() + limitMs;
  let failureSeenAt: number | undefined;
  let steady = 0;
  for (;;) {
    const probe = (await page.evaluate(PROBE_PAGE).catch(() => undefined)) as PageProbe | undefined;
    if (probe && NOT_AUTHORIZED.test(probe.text)) return 'not authorized';
    const failures = FAILURE_TEXTS.flatMap((failure) => failure.exec(probe?.text ?? '')?.[0] ?? []);
    const verdict = probe ? judgeRender(probe, remote, version) : undefined;
    const seen = [...failures.map((failure) => `shows '${failure}'`), ...problems.slice(before)];
    if (verdict?.kind === 'refused') return [...seen, verdict.reason];
    steady = verdict?.kind === 'rendered' ? steady + 1 : 0;
    if (steady >= STEADY_READS) return seen;
    if (seen.length > 0) failureSeenAt ??= Date.now();
    const now = Date.now();
    if (failureSeenAt !== undefined && now - failureSeenAt > AFTER_FAILURE_MS) return seen;
    if (now > deadline)
      return [
        ...seen,
        `did not render within ${limitMs / 1000} s: ${verdict?.kind === 'waiting' ? verdict.missing : 'the page could not be read'}`,
      ];
    await page.waitForTimeout(100);
  }
}

function chromiumPath(): string | undefined {
  const found = execFileSync(
    process.execPath,
    // The headless shell, as the journeys use: the gate reads the page, it does not measure it.
    [path.join(WORKSPACE_ROOT, 'scripts', 'ensure-browser.mjs'), '--find', '--for=tests'],
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
      let candidateLoaded = false;
      const seen = (response: { url(): string; status(): number }) => {
        if (new URL(response.url()).pathname.startsWith(candidateFiles) && response.status() < 400)
          candidateLoaded = true;
      };
      page.on('response', seen);
      const routeStarted = Date.now();
      const found = await checkRoute({
        page,
        url: `${stack.url}${route}`,
        remote,
        version: candidate.version,
        problems,
        limitMs: options.routeLimitMs ?? ROUTE_RENDER_LIMIT_MS,
      });
      page.off('response', seen);
      if (found === 'not authorized') {
        routes.push({ path: route, outcome: `not opened: ${account.username} is not authorized` });
        continue;
      }
      // Each route is a page load of its own: the remote's files must come from the candidate's folder.
      if (!candidateLoaded) found.push(`did not load ${candidateFiles} (another release ran)`);
      const outcome = found.length === 0 ? 'ok' : found.join('; ');
      routes.push({ path: route, outcome });
      log(`  smoke: ${route} ${outcome} (${((Date.now() - routeStarted) / 1000).toFixed(1)} s)`);
      reasons.push(...found.map((problem) => `${route}: ${problem}`));
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
