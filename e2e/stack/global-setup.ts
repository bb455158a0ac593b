// Start the stack once for the whole run, unless the caller points the suite at a running one
// (TRUCKS_E2E_URL and TRUCKS_E2E_RELEASES_DIR). Workers inherit the environment set here.
import { launchStack } from './launch-stack';
import { ENV_RELEASES_DIR, ENV_STACK_PID, ENV_URL } from './stack-location';

export default async function globalSetup(): Promise<void> {
  if (process.env[ENV_URL] && process.env[ENV_RELEASES_DIR]) return;
  const started = Date.now();
  const stack = await launchStack();
  process.env[ENV_URL] = stack.url;
  process.env[ENV_RELEASES_DIR] = stack.releasesDir;
  process.env[ENV_STACK_PID] = String(stack.pid);
  console.log(
    `stack up at ${stack.url} in ${((Date.now() - started) / 1000).toFixed(1)} s (releases: ${stack.releasesDir})`,
  );
}
