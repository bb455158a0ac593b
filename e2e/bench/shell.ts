// `pnpm bench:shell`: a signed-in carrier admin's cold load of the dashboard shell, until the side
// navigation's red badges show the API's counts. Not a test; prints the figures of each run and their
// median.
//
// The carrier admin signs in once through the identity provider; each run then opens /dashboard in a
// new browser context (empty HTTP cache: cold) carrying that signed-in storage, through the gateway on
// localhost. Measured in the page, on its own clock (performance.now(), 0 = navigation start):
//   - shell: the main navigation is in the document;
//   - badges: every badge the API has a non-zero count for is in the navigation (a MutationObserver
//     notes when each badge name first appears).
// Over CDP: the compressed (on-the-wire) bytes of JavaScript, and all requests, until the badges show
// and the network is idle.
//
// Uses a running stack when TRUCKS_E2E_URL is set, otherwise starts one over the built dists.
import { chromium, type CDPSession } from '@playwright/test';
import { chromiumLaunchOptions } from '../stack/browser';
import { launchStack, type LaunchedStack } from '../stack/launch-stack';
import { ENV_URL } from '../stack/stack-location';
import { badgeName, carrierBadgeCountsFromApi } from '../fixtures/navigation-badges';
import { demoAccount } from '../fixtures/sign-in';
import { blockOutsideHosts, openSignedInTab, signInOnce } from '../fixtures/signed-in-state';
import { printTable } from './print-table';

const RUNS = Number(process.env.TRUCKS_BENCH_RUNS ?? '3');
const PERSONA = 'carrier-admin';
const PATH = '/dashboard';
const BADGES_TIMEOUT_MS = 30_000;

/**
 * Runs in the page from its first script: the page's clock when the main navigation and each badge
 * name first appeared. A string, not a function: tsx would add its name helpers to a function's body,
 * which do not exist in the page.
 */
const RECORD_SHELL_AND_BADGES = `
  (() => {
    const seen = { shell: undefined, badges: new Map() };
    window.__trucksShellSeen = seen;
    const look = () => {
      const nav = document.querySelector('nav[aria-label="Main navigation"]');
      if (!nav) return;
      if (seen.shell === undefined) seen.shell = performance.now();
      for (const badge of nav.querySelectorAll('[role="img"][aria-label]')) {
        const name = badge.getAttribute('aria-label');
        if (name && !seen.badges.has(name)) seen.badges.set(name, performance.now());
      }
    };
    new MutationObserver(look).observe(document, {
      childList: true, subtree: true, attributes: true, attributeFilter: ['aria-label'],
    });
  })();
`;

interface Transfer {
  url: string;
  type: string;
  bytes: number;
}

interface Run {
  shellMs: number;
  badgesMs: number;
  requests: number;
  jsRequests: number;
  jsTransferBytes: number;
  transferBytes: number;
}

async function networkLog(session: CDPSession): Promise<Transfer[]> {
  const pending = new Map<string, { url: string; type: string }>();
  const finished: Transfer[] = [];
  session.on('Network.requestWillBeSent', (event) => {
    pending.set(event.requestId, { url: event.request.url, type: event.type ?? 'Other' });
  });
  session.on('Network.responseReceived', (event) => {
    const known = pending.get(event.requestId);
    if (known) known.type = event.type;
  });
  session.on('Network.loadingFinished', (event) => {
    const known = pending.get(event.requestId);
    if (!known) return;
    pending.delete(event.requestId);
    finished.push({ ...known, bytes: event.encodedDataLength });
  });
  await session.send('Network.enable');
  return finished;
}

function isScript(transfer: Transfer): boolean {
  return transfer.type === 'Script' || /\.m?js(\?|$)/.test(new URL(transfer.url).pathname);
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

function kb(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

async function main(): Promise<void> {
  let stack: LaunchedStack | undefined;
  const baseURL = process.env[ENV_URL] ?? (stack = await launchStack()).url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const signedIn = await signInOnce(browser, baseURL, PERSONA);
    const admin = demoAccount(PERSONA);

    // What the badges will say: the API's counts now, read with the signed-in session.
    const probe = await browser.newContext({
      baseURL,
      ignoreHTTPSErrors: true,
      storageState: signedIn.storage,
    });
    await blockOutsideHosts(probe);
    const probePage = await probe.newPage();
    await probePage.goto('/idp/assets/identity.css'); // any same-origin page, for its localStorage
    const expected = (await carrierBadgeCountsFromApi(probePage, admin.companyId))
      .filter((badge) => badge.count > 0)
      .map(badgeName);
    await probe.close();
    if (expected.length === 0) throw new Error('The API has no non-zero badge count for the carrier admin');

    const runs: Run[] = [];
    for (let run = 1; run <= RUNS; run += 1) {
      const { context, page } = await openSignedInTab(browser, signedIn, {
        baseURL,
        initScript: RECORD_SHELL_AND_BADGES,
      });
      try {
        const log = await networkLog(await context.newCDPSession(page));

        await page.goto(PATH);
        await page.waitForFunction(
          (names) => {
            const seen = (window as unknown as { __trucksShellSeen?: { badges: Map<string, number> } })
              .__trucksShellSeen;
            return seen !== undefined && names.every((name) => seen.badges.has(name));
          },
          expected,
          { timeout: BADGES_TIMEOUT_MS },
        );
        const seen = await page.evaluate((names) => {
          const record = (
            window as unknown as { __trucksShellSeen: { shell?: number; badges: Map<string, number> } }
          ).__trucksShellSeen;
          return {
            shell: record.shell ?? Number.NaN,
            badges: Math.max(...names.map((name) => record.badges.get(name) ?? Number.NaN)),
          };
        }, expected);
        if (new URL(page.url()).pathname.startsWith('/idp/'))
          throw new Error('The saved session was not accepted');
        await page.waitForLoadState('networkidle');
        const scripts = log.filter(isScript);
        runs.push({
          shellMs: Math.round(seen.shell),
          badgesMs: Math.round(seen.badges),
          requests: log.length,
          jsRequests: scripts.length,
          jsTransferBytes: scripts.reduce((sum, transfer) => sum + transfer.bytes, 0),
          transferBytes: log.reduce((sum, transfer) => sum + transfer.bytes, 0),
        });
      } finally {
        await context.close();
      }
    }

    console.log(`\nShell benchmark against ${baseURL}: signed-in ${PERSONA}, cold load of ${PATH}`);
    console.log(`badges expected: ${expected.join(', ')}\n`);
    const header = ['run', 'shell ms', 'badges ms', 'requests', 'JS req', 'JS KB (compressed)', 'all KB'];
    const rows = runs.map((run, index) => [
      String(index + 1),
      String(run.shellMs),
      String(run.badgesMs),
      String(run.requests),
      String(run.jsRequests),
      kb(run.jsTransferBytes),
      kb(run.transferBytes),
    ]);
    rows.push([
      'median',
      String(median(runs.map((run) => run.shellMs))),
      String(median(runs.map((run) => run.badgesMs))),
      String(median(runs.map((run) => run.requests))),
      String(median(runs.map((run) => run.jsRequests))),
      kb(median(runs.map((run) => run.jsTransferBytes))),
      kb(median(runs.map((run) => run.transferBytes))),
    ]);
    printTable(header, rows);
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
