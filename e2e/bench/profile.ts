// `pnpm bench:profile [path] [--cpu=N]`: where a signed-in cold load of `path` (default /dashboard)
// spends the main thread. Not a test. In Chromium over CDP (CPU slowed N times, 1 by default;
// Lighthouse's mobile figures use 4): records the page's long tasks and a CPU profile from navigation
// until the network has been quiet for a second, then prints
//   - every task over 50 ms (start, duration, and the scripts that ran most in it),
//   - self time by script and, for builds made with TRUCKS_UNMINIFIED=1 (which keep webpack's module
//     path comments), by package or source folder,
//   - the heaviest functions.
// The profile is written to test-results/profile/<path>.cpuprofile (open it in Chrome's DevTools).
//
// Uses a running stack when TRUCKS_E2E_URL is set, otherwise starts one over the built dists.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type CDPSession } from '@playwright/test';
import { chromiumLaunchOptions } from '../stack/browser';
import { launchStack, type LaunchedStack } from '../stack/launch-stack';
import { E2E_ROOT, ENV_URL } from '../stack/stack-location';
import { openSignedInTab, signInOnce } from '../fixtures/signed-in-state';
import { printTable } from './print-table';

const PERSONA = 'carrier-user';
const REPORT_DIR = join(E2E_ROOT, 'test-results', 'profile');
const QUIET_MS = 1000;

/** Long tasks as the page sees them, from its first script. A string: see shell.ts. */
const RECORD_LONG_TASKS = `
  (() => {
    const tasks = [];
    window.__trucksLongTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  })();
`;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

/**
 * Where each module starts, from webpack's pathinfo comments: a module's header
 * (`!*** ./node_modules/react-dom/… ***!`) and each part of a concatenated module (`;// ./src/…`).
 */
function moduleStarts(source: string): { line: number; path: string }[] {
  const starts: { line: number; path: string }[] = [];
  const lines = source.split('\n');
  lines.forEach((text, line) => {
    const match = /!\*{3} (\S+)(?: \+ \d+ modules)? \*{3}!/.exec(text) ?? /^;\/\/ (\S+)$/.exec(text);
    if (match?.[1]) starts.push({ line, path: match[1] });
  });
  return starts;
}

/** A module path shortened to what owns it: a package, or an app's source folder. */
function owner(path: string): string {
  const packageMatch = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(path);
  if (packageMatch?.[1]) return packageMatch[1];
  const parts = path.replace(/^\.\//, '').split(/[/+]/);
  return parts.slice(0, Math.min(parts.length - 1, 4)).join('/') || path;
}

function scriptName(url: string): string {
  if (!url) return '(native / idle)';
  const { pathname } = new URL(url);
  return pathname.split('/').slice(-2).join('/');
}

/** Scripts and stylesheets requested, in order, with when (ms after the first request). */
function recordRequests(session: CDPSession): { at: number; url: string }[] {
  const requests: { at: number; url: string }[] = [];
  let first: number | undefined;
  session.on('Network.requestWillBeSent', (event) => {
    if (!['Script', 'Stylesheet', 'Fetch', 'XHR'].includes(event.type ?? '')) return;
    first ??= event.timestamp;
    requests.push({ at: (event.timestamp - first) * 1000, url: event.request.url });
  });
  return requests;
}

async function quiet(session: CDPSession): Promise<void> {
  let inFlight = 0;
  let idleSince = Date.now();
  session.on('Network.requestWillBeSent', () => {
    inFlight += 1;
  });
  const done = () => {
    inFlight = Math.max(0, inFlight - 1);
    if (inFlight === 0) idleSince = Date.now();
  };
  session.on('Network.loadingFinished', done);
  session.on('Network.loadingFailed', done);
  const until = Date.now() + 30_000;
  await new Promise((resolve) => setTimeout(resolve, 500));
  while (Date.now() < until) {
    if (inFlight === 0 && Date.now() - idleSince >= QUIET_MS) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const path = args.find((arg) => arg.startsWith('/')) ?? '/dashboard';
  const cpu = Number(args.find((arg) => arg.startsWith('--cpu='))?.slice('--cpu='.length) ?? '1');
  let stack: LaunchedStack | undefined;
  const baseURL = process.env[ENV_URL] ?? (stack = await launchStack()).url;
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const state = await signInOnce(browser, baseURL, PERSONA);
    const { context, page } = await openSignedInTab(browser, state, {
      baseURL,
      viewport: { width: 412, height: 823 },
      initScript: RECORD_LONG_TASKS,
    });
    const session = await context.newCDPSession(page);
    await session.send('Network.enable');
    await session.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await session.send('Profiler.enable');
    await session.send('Profiler.setSamplingInterval', { interval: 200 });
    await session.send('Profiler.start');
    const requests = recordRequests(session);
    const navigated = quiet(session);
    await page.goto(path);
    await navigated;
    const { profile } = (await session.send('Profiler.stop')) as { profile: CpuProfile };
    const tasks = (await page.evaluate('window.__trucksLongTasks')) as { start: number; duration: number }[];

    const sources = new Map<string, { line: number; path: string }[]>();
    for (const url of new Set(profile.nodes.map((node) => node.callFrame.url))) {
      if (!url.startsWith(baseURL) || !url.endsWith('.js')) continue;
      const response = await context.request.get(url);
      sources.set(url, moduleStarts(await response.text()));
    }
    const moduleOf = (frame: ProfileNode['callFrame']): string => {
      const starts = sources.get(frame.url);
      if (!starts || starts.length === 0) return scriptName(frame.url);
      let found = '';
      for (const start of starts) {
        if (start.line > frame.lineNumber) break;
        found = start.path;
      }
      return found ? owner(found) : scriptName(frame.url);
    };

    // Self time per node, then per script, module owner and function. Tasks are read from the profile
    // itself: a run of samples that are not idle (gaps under 1 ms joined), timed from the profile's start.
    const byId = new Map(profile.nodes.map((node) => [node.id, node]));
    const bump = (map: Map<string, number>, key: string, ms: number) =>
      map.set(key, (map.get(key) ?? 0) + ms);
    const byScript = new Map<string, number>();
    const byOwner = new Map<string, number>();
    const byFunction = new Map<string, number>();
    const runs: { start: number; duration: number; owners: Map<string, number> }[] = [];
    let current: (typeof runs)[number] | undefined;
    let idleMs = 0;
    let at = 0;
    profile.samples.forEach((id, index) => {
      const ms = (profile.timeDeltas[index + 1] ?? 0) / 1000;
      const sampleAt = at;
      at += ms;
      const node = byId.get(id);
      if (!node) return;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)') {
        idleMs += ms;
        if (idleMs >= 1) current = undefined;
        return;
      }
      idleMs = 0;
      if (!current) {
        current = { start: sampleAt, duration: 0, owners: new Map() };
        runs.push(current);
      }
      current.duration = at - current.start;
      const module = url ? moduleOf(node.callFrame) : functionName;
      bump(byScript, url ? scriptName(url) : functionName, ms);
      bump(byOwner, module, ms);
      bump(current.owners, module, ms);
      if (url) bump(byFunction, `${functionName || '(anonymous)'} ${module}:${lineNumber + 1}`, ms);
    });
    const longRuns = runs.filter((run) => run.duration > 50);

    const top = (map: Map<string, number>, count: number) =>
      [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, count);
    const total = [...byOwner.values()].reduce((sum, ms) => sum + ms, 0);
    console.log(`\n${path}, CPU x${cpu}, signed-in ${PERSONA}, cold: ${total.toFixed(0)} ms of script`);
    const blocking = (list: { duration: number }[]) =>
      list.reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0).toFixed(0);
    console.log(
      `The page saw ${tasks.length} tasks over 50 ms, ${blocking(tasks)} ms blocking: ${tasks
        .map((task) => `${task.start.toFixed(0)}+${task.duration.toFixed(0)}`)
        .join(', ')} (page clock)`,
    );
    console.log("The profile's view (samples of one task or of several less than 1 ms apart):");
    printTable(
      ['start ms', 'ms', 'most time in'],
      longRuns.map((run) => [
        run.start.toFixed(0),
        run.duration.toFixed(0),
        top(run.owners, 4)
          .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
          .join(', '),
      ]),
    );
    console.log('\nScripts, stylesheets and API calls requested');
    printTable(
      ['at ms', 'url'],
      requests.map((request) => [request.at.toFixed(0), new URL(request.url).pathname]),
    );
    console.log('\nSelf time by script');
    printTable(
      ['script', 'ms'],
      top(byScript, 15).map(([name, ms]) => [name, ms.toFixed(0)]),
    );
    console.log('\nSelf time by package or source folder');
    printTable(
      ['owner', 'ms'],
      top(byOwner, 30).map(([name, ms]) => [name, ms.toFixed(0)]),
    );
    console.log('\nHeaviest functions (self time)');
    printTable(
      ['function', 'ms'],
      top(byFunction, 30).map(([name, ms]) => [name, ms.toFixed(1)]),
    );

    mkdirSync(REPORT_DIR, { recursive: true });
    const file = join(
      REPORT_DIR,
      `${path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'root'}.cpuprofile`,
    );
    writeFileSync(file, JSON.stringify(profile));
    console.log(`\nProfile: ${file}`);
    await context.close();
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
