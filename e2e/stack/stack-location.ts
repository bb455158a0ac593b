// Where a running stack lives, passed from globalSetup to the tests (through the environment) and to
// the load benchmark.
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

export const ENV_URL = 'TRUCKS_E2E_URL';
export const ENV_RELEASES_DIR = 'TRUCKS_E2E_RELEASES_DIR';
export const ENV_STACK_PID = 'TRUCKS_E2E_STACK_PID';

/** The stack the tests drive: started by globalSetup, or given by the caller through the environment. */
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
