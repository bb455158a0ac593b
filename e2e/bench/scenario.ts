// What a benchmark scenario is and the page-side measuring it uses. A scenario is a user's step whose
// time or main-thread cost a domain issue asks for ("time to first rows of 10,000 loads", "longest task
// while scrolling 2,000 cards", "Save to the chip updated"). Scenarios live in bench/scenarios/<remote>.ts;
// `pnpm bench:scenarios` runs them (bench/scenarios.ts).
//
// Times are taken in the page, on its own clock: from the user's input (the pointer or key event the
// step dispatched) to the first animation frame at which the expected state is on screen. Not the
// runner's polling, not Playwright's dispatch overhead.
import type { CDPSession, Page } from '@playwright/test';
import type { DemoPersona } from '../../dev-stack/demo-accounts';
import type { Portal } from '../fixtures/portal-page';

/** Evaluated in the page on every animation frame until it is true: plain arrow functions only. */
type PageCondition<A> = (arg: A) => boolean;

export interface ScenarioContext {
  page: Page;
  portal: Portal;
  /**
   * Milliseconds from the input `act` dispatches (or from the call, when it dispatches none) to the
   * first frame where `done` holds. Recorded as the figure `name`.
   */
  timeUntil<A>(name: string, act: () => Promise<void>, done: PageCondition<A>, arg: A): Promise<number>;
  /** The longest main-thread task (ms; 0 when none passed 50 ms) while `act` runs. Recorded as `name`. */
  longestTaskDuring(name: string, act: () => Promise<void>): Promise<number>;
  /**
   * Compressed bytes of JavaScript downloaded while `act` runs and the network settles afterwards
   * (a lazy library's first use: the viewer's pdf.js, the editor's Draft.js). Recorded as `name` in KB.
   */
  scriptKbDuring(name: string, act: () => Promise<void>): Promise<number>;
  /** Any other figure (a count, a size). */
  record(name: string, value: number): void;
}

export interface Scenario {
  /** Short and unique: the command line selects scenarios by it ('loadboard:10k-first-rows'). */
  name: string;
  /** The issue whose note quotes the figures. */
  issue: number;
  persona: DemoPersona;
  /**
   * The host's warming at idle of the user's first navigation page stays on. Off by default, so a
   * first visit's figures are those of a cold visit.
   */
  warmUp?: true;
  /** A signed-in tab is open on nothing yet: the scenario opens its page, then measures its steps. */
  run(context: ScenarioContext): Promise<void>;
}

/** Installed before the page's scripts: input timestamps and long tasks on the page's clock. */
export const RECORD_INPUTS_AND_LONG_TASKS = `
  (() => {
    const state = { lastInputAt: 0, longTasks: [] };
    window.__trucksBench = state;
    for (const type of ['pointerdown', 'keydown', 'click', 'wheel']) {
      window.addEventListener(type, (event) => { state.lastInputAt = event.timeStamp; }, { capture: true, passive: true });
    }
    try {
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) state.longTasks.push([entry.startTime, entry.duration]);
      }).observe({ type: 'longtask', buffered: true });
    } catch (error) { /* no long task timing: longestTaskDuring reports 0 */ }
  })();
`;

interface BenchState {
  lastInputAt: number;
  /** The page clock of the first frame at which timeUntil's condition held. */
  doneAt?: number;
  longTasks: [number, number][];
}

function benchState(page: Page): Promise<BenchState> {
  return page.evaluate(() => (window as unknown as { __trucksBench: BenchState }).__trucksBench);
}

/** Compressed bytes of every finished script response, in order, over CDP. */
async function scriptBytesLog(session: CDPSession): Promise<number[]> {
  const scripts = new Set<string>();
  const bytes: number[] = [];
  session.on('Network.responseReceived', (event) => {
    if (event.type === 'Script' || /\.m?js(\?|$)/.test(new URL(event.response.url).pathname))
      scripts.add(event.requestId);
  });
  session.on('Network.loadingFinished', (event) => {
    if (scripts.delete(event.requestId)) bytes.push(event.encodedDataLength);
  });
  await session.send('Network.enable');
  return bytes;
}

export async function scenarioContext(
  page: Page,
  portal: Portal,
  figures: Map<string, number[]>,
): Promise<ScenarioContext> {
  const record = (name: string, value: number) => {
    figures.set(name, [...(figures.get(name) ?? []), value]);
  };
  const scriptBytes = await scriptBytesLog(await page.context().newCDPSession(page));
  return {
    page,
    portal,
    record,
    async scriptKbDuring(name, act) {
      const mark = scriptBytes.length;
      await act();
      await page.waitForLoadState('networkidle');
      const kb = Math.round(scriptBytes.slice(mark).reduce((sum, b) => sum + b, 0) / 102.4) / 10;
      record(name, kb);
      return kb;
    },
    async timeUntil(name, act, done, arg) {
      // The page looks for `done` on every frame from before the input on: a step that finishes before
      // the runner's next round trip (Apply with its rows read ahead, ~15 ms) is timed when it finished,
      // not when the runner got round to asking (20-40 ms later). A string: see RECORD_INPUTS_AND_LONG_TASKS.
      const startedAt = Number(
        await page.evaluate(`(() => {
          const state = window.__trucksBench;
          state.lastInputAt = 0;
          state.doneAt = undefined;
          const done = (${done.toString()});
          const arg = ${JSON.stringify(arg)};
          const giveUpAt = performance.now() + 60000;
          const look = () => {
            if (done(arg)) state.doneAt = performance.now();
            else if (performance.now() < giveUpAt) requestAnimationFrame(look);
          };
          requestAnimationFrame(look);
          return performance.now();
        })()`),
      );
      await act();
      const doneAt = await page.waitForFunction(
        `window.__trucksBench.doneAt ?? ((${done.toString()})(${JSON.stringify(arg)}) && performance.now())`,
        undefined,
        { polling: 'raf', timeout: 60_000 },
      );
      const finished = Number(await doneAt.jsonValue());
      const { lastInputAt } = await benchState(page);
      const ms = Math.round(finished - (lastInputAt > startedAt ? lastInputAt : startedAt));
      record(name, ms);
      return ms;
    },
    async longestTaskDuring(name, act) {
      const startedAt = await page.evaluate(() => performance.now());
      await act();
      // A task still running when act returns is reported once it ends.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))),
      );
      const { longTasks } = await benchState(page);
      const longest = Math.round(
        Math.max(0, ...longTasks.filter(([start]) => start >= startedAt).map(([, duration]) => duration)),
      );
      record(name, longest);
      return longest;
    },
  };
}
