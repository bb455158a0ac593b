// The load budgets of ops/budgets.json (its "load" section; other sections belong to other checks).
import { z } from 'zod';

export interface Measurement {
  name: string;
  requests: number;
  jsRequests: number;
  jsTransferBytes: number;
  transferBytes: number;
  timeToContentMs: number;
}

const StepBudgetSchema = z
  .object({
    requests: z.number().positive(),
    jsTransferKB: z.number().positive(),
    timeToContentMs: z.number().positive(),
  })
  .partial();
export type StepBudget = z.infer<typeof StepBudgetSchema>;

const LoadBudgetsSchema = z.object({
  load: z
    .object({
      /** The host's cold load (first row). */
      hostColdLoad: StepBudgetSchema.optional(),
      /** Each first visit to a remote (every other row). */
      remoteFirstVisit: StepBudgetSchema.optional(),
    })
    .optional(),
});
export type LoadBudgets = z.infer<typeof LoadBudgetsSchema>;

export function parseBudgets(document: unknown): LoadBudgets {
  return LoadBudgetsSchema.parse(document);
}

function check(row: Measurement, budget: StepBudget | undefined): string[] {
  if (!budget) return [];
  const problems: string[] = [];
  if (budget.requests !== undefined && row.requests > budget.requests) {
    problems.push(`${row.name}: ${row.requests} requests > ${budget.requests}`);
  }
  const jsKB = row.jsTransferBytes / 1024;
  if (budget.jsTransferKB !== undefined && jsKB > budget.jsTransferKB) {
    problems.push(`${row.name}: ${jsKB.toFixed(1)} KB of JS > ${budget.jsTransferKB} KB`);
  }
  if (budget.timeToContentMs !== undefined && row.timeToContentMs > budget.timeToContentMs) {
    problems.push(`${row.name}: ${row.timeToContentMs} ms to content > ${budget.timeToContentMs} ms`);
  }
  return problems;
}

/** The first row is the host's cold load, the others first visits to remotes. */
export function overBudget(rows: Measurement[], budgets: LoadBudgets): string[] {
  const [host, ...visits] = rows;
  return [
    ...(host ? check(host, budgets.load?.hostColdLoad) : []),
    ...visits.flatMap((row) => check(row, budgets.load?.remoteFirstVisit)),
  ];
}
