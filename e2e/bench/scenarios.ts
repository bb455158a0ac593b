// `pnpm bench:scenarios [name-prefix...]`: the domain issues' user-step figures (time to first rows of
// 10,000 loads, longest task while scrolling 2,000 cards, Save to chip updated...). Not a test: runs
// each scenario of bench/scenarios/*.ts BENCH_RUNS times (default 3), each run in a fresh signed-in
// tab, and prints the median, min and max of every figure.
//
// Starts its own stack over the built dists with the benchmark seed size (TRUCKS_SEED_SIZE, default
// loads=10000,shipments=5000,third-party-invoices=2000), or uses a running one when TRUCKS_E2E_URL is
// set (then its seed is whatever that stack was started with).
//
//   pnpm bench:scenarios                    every scenario
//   pnpm bench:scenarios loadboard: orders:  the scenarios whose names start so
import { chromium } from '@playwright/test';
import type { DemoPersona } from '../../dev-stack/demo-accounts';
import { Portal } from '../fixtures/portal-page';
import { openSignedInTab, signInOnce, type SignedInState } from '../fixtures/signed-in-state';
import { withoutWarmUp } from '../fixtures/warm-up';
import { chromiumLaunchOptions } from '../stack/browser';
import { launchStack, type LaunchedStack } from '../stack/launch-stack';
import { ENV_URL } from '../stack/stack-location';
import { printTable } from './print-table';
import { RECORD_INPUTS_AND_LONG_TASKS, scenarioContext, type Scenario } from './scenario';
import { scenarios as casesNotes } from './scenarios/cases-notes';
import { scenarios as financials } from './scenarios/financials';
import { scenarios as loadboard } from './scenarios/loadboard';
import { scenarios as shipments } from './scenarios/shipments';
import { scenarios as shipperOrders } from './scenarios/shipper-orders';

const ALL: Scenario[] = [...loadboard, ...shipments, ...financials, ...casesNotes, ...shipperOrders];
const BENCH_SEED_SIZE = 'loads=10000,shipments=5000,third-party-invoices=2000';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function main(): Promise<void> {
  const prefixes = process.argv.slice(2);
  const chosen = ALL.filter((s) => prefixes.length === 0 || prefixes.some((p) => s.name.startsWith(p)));
  if (chosen.length === 0) {
    console.error(`No scenario matches ${prefixes.join(' ')}; known: ${ALL.map((s) => s.name).join(', ')}`);
    process.exit(2);
  }
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  process.env.TRUCKS_SEED_SIZE ??= BENCH_SEED_SIZE;

  let stack: LaunchedStack | undefined;
  const baseURL = process.env[ENV_URL] ?? (stack = await launchStack()).url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  const rows: string[][] = [];
  try {
    const signedIn = new Map<DemoPersona, SignedInState>();
    for (const scenario of chosen) {
      if (!signedIn.has(scenario.persona))
        signedIn.set(scenario.persona, await signInOnce(browser, baseURL, scenario.persona));
      const figures = new Map<string, number[]>();
      for (let run = 0; run < runs; run += 1) {
        const state = signedIn.get(scenario.persona)!;
        const { context, page } = await openSignedInTab(browser, state, {
          baseURL,
          viewport: { width: 1440, height: 900 },
          // timeUntil evaluates its condition on every frame in the page; the portal's CSP forbids eval.
          bypassCSP: true,
          initScript: RECORD_INPUTS_AND_LONG_TASKS,
        });
        if (!scenario.warmUp) await withoutWarmUp(context);
        try {
          await scenario.run(await scenarioContext(page, new Portal(page, scenario.persona), figures));
        } finally {
          await context.close();
        }
      }
      for (const [figure, values] of figures) {
        rows.push([
          `${scenario.name}: ${figure}`,
          String(scenario.issue),
          String(Math.round(median(values) * 10) / 10),
          String(Math.min(...values)),
          String(Math.max(...values)),
        ]);
      }
      console.error(`done: ${scenario.name}`);
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
  console.log(
    `\nScenario benchmark against ${baseURL}, ${runs} runs each (seed size ${process.env.TRUCKS_SEED_SIZE})\n`,
  );
  printTable(['scenario: figure (ms unless named)', 'issue', 'median', 'min', 'max'], rows);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
