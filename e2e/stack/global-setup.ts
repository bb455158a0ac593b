// Start one stack per worker for the whole run, unless the caller points the suite at a running one
// (TRUCKS_E2E_URL and TRUCKS_E2E_RELEASES_DIR; then one worker drives it). Workers inherit the
// environment set here and pick their stack by parallel index (fixtures/portal.ts).
import type { FullConfig } from '@playwright/test';
import { launchStack } from './launch-stack';
import { ENV_RELEASES_DIR, ENV_STACKS, ENV_URL, stackLog, type StackLocation } from './stack-location';

export default async function globalSetup(config: FullConfig): Promise<void> {
  if (process.env[ENV_URL] && process.env[ENV_RELEASES_DIR]) return;
  const started = Date.now();
  const count = Math.max(1, config.workers);
  const launched = await Promise.allSettled(
    Array.from({ length: count }, (_, index) => launchStack(stackLog(index))),
  );
  const stacks = launched.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
  const failed = launched.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(stacks.map((stack) => stack.stop()));
    throw failed.reason;
  }
  const locations: StackLocation[] = stacks.map(({ url, releasesDir, pid }) => ({ url, releasesDir, pid }));
  process.env[ENV_STACKS] = JSON.stringify(locations);
  console.log(
    `${count} stack(s) up in ${((Date.now() - started) / 1000).toFixed(1)} s: ${locations
      .map((stack) => `${stack.url} (releases: ${stack.releasesDir})`)
      .join(', ')}`,
  );
}
