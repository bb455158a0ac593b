// Where the running stacks live, passed from globalSetup to the workers (through the environment) and to
// the load benchmark. Each worker drives a stack of its own (its data, registry and field reports), so
// journeys in two workers never see each other's bookings, releases or rollbacks.
import { resolve } from 'node:path';

export interface StackLocation {
  /** The gateway, e.g. https://localhost:43121 */
  url: string;
  /** The releases folder served at /releases, holding remotes.json. */
  releasesDir: string;
  pid: number;
}

export const READY_PREFIX = 'TRUCKS_STACK_READY ';
export const WORKSPACE_ROOT = resolve(__dirname, '..', '..');
export const E2E_ROOT = resolve(__dirname, '..');
export const STACK_LOG = resolve(E2E_ROOT, 'test-results', 'stack.log');

/** The log of the stack that worker `parallelIndex` drives. */
export function stackLog(parallelIndex: number): string {
  return resolve(E2E_ROOT, 'test-results', `stack-${parallelIndex}.log`);
}

export const ENV_URL = 'TRUCKS_E2E_URL';
export const ENV_RELEASES_DIR = 'TRUCKS_E2E_RELEASES_DIR';
/** The stacks globalSetup started, one per worker: a JSON array of StackLocation. */
export const ENV_STACKS = 'TRUCKS_E2E_STACKS';

/** The stacks globalSetup started (none when the caller gave one through the environment). */
export function startedStacks(): StackLocation[] {
  const stacks = process.env[ENV_STACKS];
  return stacks ? (JSON.parse(stacks) as StackLocation[]) : [];
}

/**
 * Point this worker's `currentStack()` at the stack of its parallel index (a worker restarted after a
 * failure keeps its index, so it keeps its stack). A stack given by the caller serves every worker.
 */
export function useStackOfWorker(parallelIndex: number): void {
  const stacks = startedStacks();
  if (stacks.length === 0) return;
  const stack = stacks[parallelIndex % stacks.length];
  if (!stack) throw new Error(`No stack for worker ${parallelIndex}`);
  process.env[ENV_URL] = stack.url;
  process.env[ENV_RELEASES_DIR] = stack.releasesDir;
}

/** The stack this worker drives: started by globalSetup, or given by the caller through the environment. */
export function currentStack(): { url: string; releasesDir: string } {
  const url = process.env[ENV_URL];
  const releasesDir = process.env[ENV_RELEASES_DIR];
  if (!url || !releasesDir) {
    throw new Error(
      `${ENV_URL} and ${ENV_RELEASES_DIR} must be set (globalSetup sets them when it starts the stack)`,
    );
  }
  return { url, releasesDir };
}
