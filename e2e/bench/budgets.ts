// The load budgets of ops/budgets.json: `hostColdLoad` for the first row, `remoteFirstVisit` for each
// first visit to a remote, `dashboardColdLoad` for the signed-in cold load of /dashboard with its
// widget (a row of its own). Compressed JavaScript bytes always; requests, script requests and time to
// content when the file sets them. Other keys (descriptions, comments) are ignored.
import { z } from 'zod';

export interface Measurement {
  name: string;
  requests: number;
  jsRequests: number;
  jsTransferBytes: number;
  transferBytes: number;
  timeToContentMs: number;
}

const StepBudgetSchema = z.object({
  maxCompressedJsBytes: z.number().positive().optional(),
  maxRequests: z.number().positive().optional(),
  maxScriptRequests: z.number().positive().optional(),
  maxTimeToContentMs: z.number().positive().optional(),
});
type StepBudget = z.infer<typeof StepBudgetSchema>;

const LoadBudgetsSchema = z.object({
  hostColdLoad: StepBudgetSchema.optional(),
  remoteFirstVisit: StepBudgetSchema.optional(),
  dashboardColdLoad: StepBudgetSchema.optional(),
});
export type LoadBudgets = z.infer<typeof LoadBudgetsSchema>;

export function parseBudgets(document: unknown): LoadBudgets {
  return LoadBudgetsSchema.parse(document);
}

function check(row: Measurement, budget: StepBudget | undefined): string[] {
  if (!budget) return [];
  const problems: string[] = [];
  if (budget.maxCompressedJsBytes !== undefined && row.jsTransferBytes > budget.maxCompressedJsBytes) {
    problems.push(
      `${row.name}: ${row.jsTransferBytes} B of compressed JS > ${budget.maxCompressedJsBytes} B`,
    );
  }
  if (budget.maxRequests !== undefined && row.requests > budget.maxRequests) {
    problems.push(`${row.name}: ${row.requests} requests > ${budget.maxRequests}`);
  }
  if (budget.maxScriptRequests !== undefined && row.jsRequests > budget.maxScriptRequests) {
    problems.push(`${row.name}: ${row.jsRequests} script requests > ${budget.maxScriptRequests}`);
  }
  if (budget.maxTimeToContentMs !== undefined && row.timeToContentMs > budget.maxTimeToContentMs) {
    problems.push(`${row.name}: ${row.timeToContentMs} ms to content > ${budget.maxTimeToContentMs} ms`);
  }
  return problems;
}

/** The first row is the host's cold load, the others first visits to remotes; `dashboard` its own row. */
export function overBudget(rows: Measurement[], budgets: LoadBudgets, dashboard?: Measurement): string[] {
  const [host, ...visits] = rows;
  return [
    ...(host ? check(host, budgets.hostColdLoad) : []),
    ...visits.flatMap((row) => check(row, budgets.remoteFirstVisit)),
    ...(dashboard ? check(dashboard, budgets.dashboardColdLoad) : []),
  ];
}
