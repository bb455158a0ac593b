// `pnpm bench:load`: what a user downloads and waits for. In Chromium, over CDP, measures a cold load
// of the host and then the first visit to each remote (client-side, in the same page, as a user moves
// through the portal): requests, compressed (transfer) bytes of JavaScript, time to content. Then
// counts copies of each shared singleton, which must be one: from the host's diagnostics and,
// independently, from the JavaScript actually downloaded. Not a test; prints a table, and exits
// non-zero when a budget of ops/budgets.json (if present) is exceeded or a singleton is duplicated.
//
// The carrier admin signs in once first; the measured tab starts from that signed-in browser state.
// Uses a running stack when TRUCKS_E2E_URL is set, otherwise starts one over the built dists.
// Then the first visits the domain issues name (/tenders, /rates, /all-shipments...), each in a fresh
// tab. `pnpm bench:load --details` lists every step's scripts with their compressed sizes.
// These cold figures are taken with the host's warming at idle off in the measured tabs (otherwise the
// Load Board's code would be in the browser before its first visit); one more row shows what the
// warming fetches after /dashboard has settled.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type CDPSession, type Page } from '@playwright/test';
import type { DemoPersona } from '../../dev-stack/demo-accounts';
import { REMOTE_APPS, REMOTE_AREA } from '@trucks/shared-contracts/federation/remote-modules';
import { pageTitleFromPath } from '@trucks/shared-contracts/rules/page-title';
import { chromiumLaunchOptions } from '../stack/browser';
import { launchStack, type LaunchedStack } from '../stack/launch-stack';
import { ENV_URL, WORKSPACE_ROOT } from '../stack/stack-location';
import { AREA_ROUTE, Portal } from '../fixtures/portal-page';
import { downloadedCopies, readDiagnostics, reportedCopies } from '../fixtures/diagnostics';
import { parseBudgets, overBudget, type Measurement } from './budgets';
import { openSignedInTab, signInOnce } from '../fixtures/signed-in-state';
import { withoutWarmUp } from '../fixtures/warm-up';
import { printTable } from './print-table';

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

/** Every response of the page over CDP, with its encoded (on-the-wire) size once loading finished. */
class NetworkLog {
  private readonly pending = new Map<string, { url: string; type: string }>();
  readonly finished: Transfer[] = [];

  static async attach(session: CDPSession): Promise<NetworkLog> {
    const log = new NetworkLog();
    session.on('Network.requestWillBeSent', (event) => {
      log.pending.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
    });
    session.on('Network.responseReceived', (event) => {
      const known = log.pending.get(event.requestId);
      if (known) known.type = event.type;
    });
    session.on('Network.loadingFinished', (event) => {
      const known = log.pending.get(event.requestId);
      if (!known) return;
      log.pending.delete(event.requestId);
      log.finished.push({ ...known, bytes: event.encodedDataLength });
    });
    session.on('Network.loadingFailed', (event) => {
      const known = log.pending.get(event.requestId);
      if (!known) return;
      log.pending.delete(event.requestId);
      log.finished.push({ ...known, bytes: 0 });
    });
    await session.send('Network.enable');
    await session.send('Network.setCacheDisabled', { cacheDisabled: false });
    return log;
  }

  mark(): number {
    return this.finished.length;
  }

  /** Resolves once a request whose address matches `pattern` was sent (at most `capMs`). */
  async requested(pattern: RegExp, capMs = 10_000): Promise<boolean> {
    const until = Date.now() + capMs;
    while (Date.now() < until) {
      const seen = [...this.pending.values(), ...this.finished].some(({ url }) => pattern.test(url));
      if (seen) return true;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return false;
  }

  /**
   * Resolves once no request has been in flight for `quietMs` (at most `capMs`). Playwright's
   * waitForLoadState('networkidle') answers at once after the document's first idle, so a step's late
   * chunks were counted in the next step.
   */
  async quiet(quietMs = 500, capMs = 10_000): Promise<void> {
    const until = Date.now() + capMs;
    let idleSince = Date.now();
    while (Date.now() < until) {
      if (this.pending.size > 0) idleSince = Date.now();
      else if (Date.now() - idleSince >= quietMs) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  since(mark: number): Transfer[] {
    return this.finished.slice(mark);
  }
}

function isScript(transfer: Transfer): boolean {
  return transfer.type === 'Script' || /\.m?js(\?|$)/.test(new URL(transfer.url).pathname);
}

/**
 * Runs in the page from its first script on: the page's own clock (performance.now()) at which each
 * heading text first appeared. Measured in the page, so the figure is what the user waits for, not the
 * test runner's polling. A string, not a function: tsx would add its name helpers to a function's body,
 * which do not exist in the page.
 */
const RECORD_HEADINGS_FIRST_SEEN = `
  (() => {
    const seen = new Map();
    window.__trucksHeadingsFirstSeen = seen;
    new MutationObserver(() => {
      for (const heading of document.querySelectorAll('h1, h2, h3, h4, [role="heading"]')) {
        const text = heading.textContent && heading.textContent.trim();
        if (text && !seen.has(text)) seen.set(text, performance.now());
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })();
`;

/** A fresh signed-in tab (cold HTTP cache) that notes when each heading first shows. */
function headingsTab(browser: Browser, baseURL: string, signedIn: Awaited<ReturnType<typeof signInOnce>>) {
  return openSignedInTab(browser, signedIn, { baseURL, initScript: RECORD_HEADINGS_FIRST_SEEN });
}

/** The page's clock now (its 0 is the start of the navigation that loaded it). */
function pageClock(page: Page): Promise<number> {
  return page.evaluate(() => performance.now());
}

function headingFirstSeen(page: Page, title: string): Promise<number | undefined> {
  return page.evaluate(
    (text) =>
      (window as unknown as { __trucksHeadingsFirstSeen: Map<string, number> }).__trucksHeadingsFirstSeen.get(
        text,
      ),
    title,
  );
}

/** `startedAt` is the page clock when the step began (0 for a cold load); `title` is the content heading. */
async function measure(
  name: string,
  log: NetworkLog,
  page: Page,
  title: string,
  startedAt: () => Promise<number>,
  act: () => Promise<void>,
): Promise<Measurement> {
  const mark = log.mark();
  const started = await startedAt();
  await act();
  const shownAt = await headingFirstSeen(page, title);
  if (shownAt === undefined) throw new Error(`${name}: the heading '${title}' was never seen`);
  const timeToContentMs = Math.round(shownAt - started);
  // Let late responses (prefetches, images) of this step land before counting, so that they are not
  // counted in the next step.
  await log.quiet();
  const transfers = log.since(mark);
  scriptsOf.set(
    name,
    transfers.filter(isScript).map((transfer) => ({ ...transfer, url: new URL(transfer.url).pathname })),
  );
  return {
    name,
    requests: transfers.length,
    jsRequests: transfers.filter(isScript).length,
    jsTransferBytes: transfers.filter(isScript).reduce((sum, transfer) => sum + transfer.bytes, 0),
    transferBytes: transfers.reduce((sum, transfer) => sum + transfer.bytes, 0),
    timeToContentMs,
  };
}

/**
 * The host's chunks of antd that the first paint must not fetch (ops/build/webpack.cjs, cache groups):
 * `antd-late`, the late part, and `antd-union`, key `antd` for remotes released before the split.
 */
function isAfterFirstPaintAntdChunk(script: Transfer): boolean {
  return /^\/antd-(late|union)\.[0-9a-f]+\.js$/.test(script.url);
}

/** Each step's scripts, for `--details` (what a step's bytes are made of). */
const scriptsOf = new Map<string, Transfer[]>();

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function printMeasurements(rows: Measurement[]): void {
  const header = ['step', 'requests', 'JS req', 'JS KB (compressed)', 'all KB', 'time to content ms'];
  const lines = rows.map((row) => [
    row.name,
    String(row.requests),
    String(row.jsRequests),
    kb(row.jsTransferBytes),
    kb(row.transferBytes),
    String(row.timeToContentMs),
  ]);
  printTable(header, lines);
}

/**
 * The issue-8 target: a signed-in cold load of /dashboard (new context: empty HTTP cache) until its
 * Shipments widget has loaded, in a tab of its own. Time to content: the page clock once the widget's
 * spinner is gone and the 'Dashboard' heading shown (polled, so up to ~100 ms late).
 */
async function measureDashboard(
  browser: Browser,
  baseURL: string,
  signedIn: Awaited<ReturnType<typeof signInOnce>>,
): Promise<Measurement> {
  const { context, page } = await headingsTab(browser, baseURL, signedIn);
  await withoutWarmUp(context);
  try {
    const log = await NetworkLog.attach(await context.newCDPSession(page));
    const portal = new Portal(page, 'carrier-admin');
    let widgetAt = 0;
    const row = await measure(
      'dashboard, cold load (/dashboard + widget)',
      log,
      page,
      'Dashboard',
      async () => 0,
      async () => {
        await portal.open('/dashboard');
        await page
          .getByRole('status', { name: /^Loading / })
          .first()
          .waitFor({ state: 'detached' });
        widgetAt = await pageClock(page);
        if (await portal.unavailable('mf_shipments').isVisible())
          throw new Error('The Shipments widget failed');
      },
    );
    return { ...row, timeToContentMs: Math.max(row.timeToContentMs, Math.round(widgetAt)) };
  } finally {
    await context.close();
  }
}

/**
 * The warming at idle (host-shell/src/app/warm-first-page.ts) as it is on: a signed-in cold load of
 * /dashboard until its widget has loaded, then what the host fetches once the page has settled (the
 * Load Board's routes module and page chunks for a carrier). JS after content, not in the cold budget.
 */
async function measureWarmUp(
  browser: Browser,
  baseURL: string,
  signedIn: Awaited<ReturnType<typeof signInOnce>>,
): Promise<Measurement> {
  const { context, page } = await headingsTab(browser, baseURL, signedIn);
  try {
    const log = await NetworkLog.attach(await context.newCDPSession(page));
    const portal = new Portal(page, 'carrier-admin');
    await portal.open('/dashboard');
    await page
      .getByRole('status', { name: /^Loading / })
      .first()
      .waitFor({ state: 'detached' });
    const contentAt = await pageClock(page);
    return await measure(
      'after /dashboard settled: warming the Load Board at idle',
      log,
      page,
      'Dashboard',
      async () => 0,
      async () => {
        if (!(await log.requested(/\/releases\/mf-loadboard\//)))
          throw new Error('The Load Board was not warmed within 10 s of the dashboard settling');
      },
    ).then((row) => ({ ...row, timeToContentMs: Math.round(contentAt) }));
  } finally {
    await context.close();
  }
}

/**
 * The domain issues' first visits to a page other than the remote's list route (a fresh signed-in tab
 * on /status, then the page, so the remote is loaded for the first time). Content: the page's heading.
 */
const ISSUE_FIRST_VISITS: { persona: DemoPersona; path: string }[] = [
  { persona: 'carrier-admin', path: '/tenders' },
  { persona: 'carrier-admin', path: '/rates' },
  { persona: 'carrier-admin', path: '/all-shipments' },
  { persona: 'carrier-admin', path: '/third-party-payer-invoices' },
  { persona: 'shipper', path: '/orders' },
  { persona: 'shipper', path: '/shipment-booking' },
];

async function measureIssueFirstVisit(
  browser: Browser,
  baseURL: string,
  signedIn: Awaited<ReturnType<typeof signInOnce>>,
  visit: (typeof ISSUE_FIRST_VISITS)[number],
): Promise<Measurement> {
  const { context, page } = await headingsTab(browser, baseURL, signedIn);
  await withoutWarmUp(context);
  try {
    const log = await NetworkLog.attach(await context.newCDPSession(page));
    const portal = new Portal(page, visit.persona);
    await portal.open('/status');
    await log.quiet();
    return await measure(
      `first visit ${visit.path} (${visit.persona})`,
      log,
      page,
      pageTitleFromPath(visit.path),
      () => pageClock(page),
      async () => {
        await portal.navigate(visit.path);
        await page
          .getByRole('heading', { name: pageTitleFromPath(visit.path), exact: true })
          .first()
          .waitFor();
        await page
          .getByRole('status', { name: /^Loading / })
          .first()
          .waitFor({ state: 'detached' });
      },
    );
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const details = process.argv.includes('--details');
  let stack: LaunchedStack | undefined;
  const baseURL = process.env[ENV_URL] ?? (stack = await launchStack()).url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    // Signed in once beforehand (the provider's login form), so the cold load is the portal's alone.
    const signedIn = await signInOnce(browser, baseURL, 'carrier-admin');
    const { context, page } = await headingsTab(browser, baseURL, signedIn);
    await withoutWarmUp(context);
    const session = await context.newCDPSession(page);
    const log = await NetworkLog.attach(session);
    const portal = new Portal(page, 'carrier-admin');

    const rows: Measurement[] = [];
    // /status is the host's own page: the host alone, no remote needed.
    rows.push(
      await measure(
        'host, cold load (/status)',
        log,
        page,
        'Status',
        async () => 0,
        () => portal.open('/status'),
      ),
    );
    // The shipper's pages are not a carrier's (SHIPPER_SIDE_ACCESS): the shipper's first /orders is
    // measured with the other first visits below.
    for (const app of REMOTE_APPS.filter((remote) => remote !== 'mf_shipper_orders')) {
      rows.push(
        await measure(
          `first visit: ${REMOTE_AREA[app]} (${AREA_ROUTE[app]})`,
          log,
          page,
          pageTitleFromPath(AREA_ROUTE[app]),
          () => pageClock(page),
          async () => {
            await portal.navigate(AREA_ROUTE[app]);
            await portal.waitForArea(app);
          },
        ),
      );
    }

    const dashboard = await measureDashboard(browser, baseURL, signedIn);
    const warmUp = await measureWarmUp(browser, baseURL, signedIn);
    const issueVisits: Measurement[] = [];
    const signedInAs = new Map([['carrier-admin', signedIn]]);
    for (const visit of ISSUE_FIRST_VISITS) {
      if (!signedInAs.has(visit.persona))
        signedInAs.set(visit.persona, await signInOnce(browser, baseURL, visit.persona));
      issueVisits.push(await measureIssueFirstVisit(browser, baseURL, signedInAs.get(visit.persona)!, visit));
    }

    const scriptUrls = [...new Set(log.finished.filter(isScript).map((transfer) => transfer.url))];
    const bodies = await Promise.all(
      scriptUrls.map(async (url) => ({ url, body: await (await context.request.get(url)).text() })),
    );
    const inDownloads = downloadedCopies(bodies);
    const reported = await readDiagnostics(page).then(reportedCopies, (error: unknown) => {
      console.warn(`diagnostics unavailable: ${error instanceof Error ? error.message : String(error)}`);
      return {} as Record<string, number>;
    });

    console.log(`\nLoad benchmark against ${baseURL}\n`);
    printMeasurements([...rows, dashboard]);
    console.log('\nWith warming at idle on (after content; not in the cold budgets):\n');
    printMeasurements([warmUp]);
    console.log('\nFirst visits the domain issues name (a fresh tab on /status, then the page):\n');
    printMeasurements(issueVisits);
    if (details) {
      for (const row of [...rows, dashboard, warmUp, ...issueVisits]) {
        console.log(`\n${row.name}: scripts (compressed KB)`);
        for (const script of [...(scriptsOf.get(row.name) ?? [])].sort((a, b) => b.bytes - a.bytes))
          console.log(`  ${kb(script.bytes).padStart(7)}  ${script.url}`);
      }
    }
    const total = rows.reduce((sum, row) => sum + row.jsTransferBytes, 0);
    console.log(`\nJS over the wire for the host and all five remotes: ${kb(total)} KB`);

    let duplicates = 0;
    console.log('\nShared singletons, copies seen by the apps (window.__TRUCKS_DIAGNOSTICS__):');
    for (const [name, copies] of Object.entries(reported)) {
      duplicates += Math.max(0, copies - 1);
      console.log(`  ${name.padEnd(26)} ${copies}`);
    }
    console.log('Shared singletons, downloaded scripts carrying the library:');
    for (const [name, copies] of Object.entries(inDownloads)) {
      duplicates += Math.max(0, copies - 1);
      console.log(`  ${name.padEnd(26)} ${copies}`);
    }
    console.log(`duplicate copies of shared singletons: ${duplicates}`);

    // antd's late part (ops/build/library-surface.cjs) is for the pages and dialogs after the first
    // paint: /dashboard fetching it means a first-paint module imports a late name. Its union (key antd)
    // is for remotes released before the split: fetching it means some module still imports from 'antd'.
    const lateOnDashboard = (scriptsOf.get(dashboard.name) ?? []).filter(isAfterFirstPaintAntdChunk);
    console.log(
      `antd's late or union chunk fetched by /dashboard: ${
        lateOnDashboard.length === 0 ? 'no' : `YES (${lateOnDashboard.map(({ url }) => url).join(', ')})`
      }`,
    );

    const budgetsFile = join(WORKSPACE_ROOT, 'ops', 'budgets.json');
    const problems = duplicates > 0 ? [`${duplicates} duplicate singleton copies (must be 0)`] : [];
    if (lateOnDashboard.length > 0)
      problems.push(
        `${dashboard.name} fetched ${lateOnDashboard[0]?.url} (antd after the first paint), must not`,
      );
    if (existsSync(budgetsFile)) {
      const budgets = parseBudgets(JSON.parse(readFileSync(budgetsFile, 'utf8')));
      problems.push(...overBudget(rows, budgets, dashboard));
      console.log(
        `\nBudgets from ops/budgets.json: ${problems.length === 0 ? 'all met' : `${problems.length} exceeded`}`,
      );
    } else {
      console.log('\nNo ops/budgets.json: no budgets checked');
    }
    for (const problem of problems) console.log(`  OVER: ${problem}`);
    process.exitCode = problems.length > 0 ? 1 : 0;
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
