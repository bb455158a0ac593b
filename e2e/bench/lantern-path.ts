// `pnpm bench:lantern <dir>...`: what Lighthouse's simulated phone waits for, per saved run. Not a test.
// `TRUCKS_BENCH_ARTIFACTS=<dir> pnpm bench:lighthouse` keeps each run's trace and network log in
// <dir>/<path>-<run>; this reads them with Lighthouse's own simulation (Lantern, the one behind its
// mobile figures) and prints, for each run:
//   - every request and every task of 15 ms or more in the graph of the largest paint, with its
//     simulated start and end: the page's LCP is the last end of that graph (the average of
//     Lighthouse's optimistic and pessimistic graphs; the pessimistic one is printed);
//   - the tasks over 50 ms that make the simulated total blocking time.
// A request that ends just before the largest paint in the unthrottled run is in that graph; one that
// starts after it is not. That is how issue 26 found the navigation badges' six counts at the end of
// /dashboard's graph (lib/first-content.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { printTable } from './print-table';

interface NodeTiming {
  startTime: number;
  endTime: number;
  duration: number;
}
interface TraceEvent {
  name: string;
  dur?: number;
  args?: { data?: { url?: string; functionName?: string } };
}
interface GraphNode {
  type: 'network' | 'cpu';
  request?: { url: string; transferSize: number };
  childEvents?: TraceEvent[];
}
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<GraphNode, NodeTiming>;
}
interface LanternMetric {
  timing: number;
  optimisticEstimate: Estimate;
  pessimisticEstimate: Estimate;
}
type Computed = { request: (data: unknown, context: unknown) => Promise<LanternMetric> };

/** Lighthouse's computed artifacts: no typings for these modules, so their one method is typed here. */
async function lanternMetrics(): Promise<{ lcp: Computed; tbt: Computed }> {
  const lcpModule = 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
  const tbtModule = 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
  const { LanternLargestContentfulPaint } = (await import(lcpModule)) as {
    LanternLargestContentfulPaint: Computed;
  };
  const { LanternTotalBlockingTime } = (await import(tbtModule)) as { LanternTotalBlockingTime: Computed };
  return { lcp: LanternLargestContentfulPaint, tbt: LanternTotalBlockingTime };
}

const readJson = (dir: string, file: string): unknown => JSON.parse(readFileSync(join(dir, file), 'utf8'));

/** A task's biggest parts: what it evaluated or called, each with its unthrottled milliseconds. */
function taskLabel(node: GraphNode): string {
  return (node.childEvents ?? [])
    .filter((event) => (event.dur ?? 0) > 2000)
    .slice(0, 4)
    .map((event) => {
      const data = event.args?.data;
      const what = data?.url ? `:${data.url.split('/').pop()?.slice(0, 32)}` : '';
      return `${event.name}${what}(${Math.round((event.dur ?? 0) / 1000)})`;
    })
    .join(' ');
}

function nodeRow(node: GraphNode, timing: NodeTiming): string[] {
  const label =
    node.type === 'network' && node.request
      ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 90)} (${Math.round(node.request.transferSize / 1024)} KB)`
      : `task ${taskLabel(node)}`;
  return [label, String(Math.round(timing.startTime)), String(Math.round(timing.endTime))];
}

async function main(): Promise<void> {
  const dirs = process.argv.slice(2);
  if (dirs.length === 0) throw new Error('usage: pnpm bench:lantern <artifacts dir>...');
  const { lcp, tbt } = await lanternMetrics();
  for (const dir of dirs) {
    const artifacts = readJson(dir, 'artifacts.json') as Record<string, unknown>;
    const settings = (readJson(dir, 'lhr.report.json') as { configSettings: unknown }).configSettings;
    const data = {
      trace: readJson(dir, 'trace.json'),
      devtoolsLog: readJson(dir, 'devtoolslog.json'),
      gatherContext: artifacts.GatherContext,
      settings,
      URL: artifacts.URL,
      SourceMaps: artifacts.SourceMaps ?? [],
      HostDPR: artifacts.HostDPR ?? 1,
      simulator: null,
    };
    const context = { computedCache: new Map(), settings };
    const paint = await lcp.request(data, context);
    const blocking = await tbt.request(data, context);
    console.log(
      `\n${dir}: simulated LCP ${Math.round(paint.timing)} ms (optimistic ${Math.round(paint.optimisticEstimate.timeInMs)}, pessimistic ${Math.round(paint.pessimisticEstimate.timeInMs)}), TBT ${Math.round(blocking.timing)} ms`,
    );
    const graph = [...paint.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node, timing]) => node.type === 'network' || timing.duration >= 15)
      .sort((a, b) => a[1].startTime - b[1].startTime);
    printTable(
      ['largest paint waits for (pessimistic graph)', 'start ms', 'end ms'],
      graph.map(([node, timing]) => nodeRow(node, timing)),
    );
    const longTasks = [...blocking.pessimisticEstimate.nodeTimings.entries()]
      .filter(([node, timing]) => node.type === 'cpu' && timing.duration > 50)
      .sort((a, b) => a[1].startTime - b[1].startTime);
    printTable(
      ['tasks over 50 ms (simulated)', 'start ms', 'end ms'],
      longTasks.map(([node, timing]) => nodeRow(node, timing)),
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
