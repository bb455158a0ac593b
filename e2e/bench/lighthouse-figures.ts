// The figures bench:lighthouse prints, read from one Lighthouse result (LHR), and their median.
import type { Result } from 'lighthouse';

export interface LighthouseFigures {
  /** 0-100 */
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Transfer (compressed) sizes. */
  totalKB: number;
  scriptKB: number;
  scriptRequests: number;
  unusedJsKB: number;
}

function numeric(lhr: Result, audit: string): number {
  return lhr.audits[audit]?.numericValue ?? Number.NaN;
}

interface ResourceSummaryItem {
  resourceType: string;
  requestCount: number;
  transferSize: number;
}

export function lighthouseFigures(lhr: Result): LighthouseFigures {
  const summary = (lhr.audits['resource-summary']?.details as { items?: ResourceSummaryItem[] } | undefined)
    ?.items;
  const scripts = summary?.find((item) => item.resourceType === 'script');
  const unused = lhr.audits['unused-javascript']?.details as { overallSavingsBytes?: number } | undefined;
  const score = lhr.categories.performance?.score;
  return {
    performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
    fcpMs: numeric(lhr, 'first-contentful-paint'),
    lcpMs: numeric(lhr, 'largest-contentful-paint'),
    tbtMs: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    totalKB: numeric(lhr, 'total-byte-weight') / 1024,
    scriptKB: (scripts?.transferSize ?? Number.NaN) / 1024,
    scriptRequests: scripts?.requestCount ?? Number.NaN,
    unusedJsKB: (unused?.overallSavingsBytes ?? 0) / 1024,
  };
}

function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

/** The median of each figure on its own (as Lighthouse's own guidance reads several runs). */
export function medianFigures(runs: LighthouseFigures[]): LighthouseFigures {
  const keys = Object.keys({
    performance: 0,
    fcpMs: 0,
    lcpMs: 0,
    tbtMs: 0,
    cls: 0,
    totalKB: 0,
    scriptKB: 0,
    scriptRequests: 0,
    unusedJsKB: 0,
  } satisfies LighthouseFigures) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, median(runs.map((run) => run[key]))]),
  ) as unknown as LighthouseFigures;
}
