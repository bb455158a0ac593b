// One Chromium per worker, each worker driving a stack of its own (stack/global-setup.ts): the drills
// change their stack's registry and the journeys change its data, so a stack is never shared. One worker
// by default: on a 2-core machine a second one made every journey about twice as slow and the run no
// shorter (docs/decisions/e2e-a-stack-per-worker.md); TRUCKS_E2E_WORKERS=N on a larger machine.
// A stack given by the caller (TRUCKS_E2E_URL and TRUCKS_E2E_RELEASES_DIR) is driven by one worker.
// The browser is Chromium's headless shell (scripts/ensure-browser.mjs --for=tests), and the whole
// suite records traces on retries only (docs/decisions/e2e-headless-shell-and-traces-on-retry.md).
//
// The time limits are set for a machine twice as slow as a quiet 2-core one: a test gets about three
// times what it takes there, and the run twice what the whole suite takes. Waits are on conditions.
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './stack/browser';

const givenStack = Boolean(process.env.TRUCKS_E2E_URL && process.env.TRUCKS_E2E_RELEASES_DIR);
/** The whole suite (CI, or `npm test` through scripts/test-all.mjs), not a journey run by hand. */
const wholeSuite = Boolean(process.env.CI) || process.env.TRUCKS_E2E_WHOLE_SUITE === '1';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: givenStack ? 1 : Number(process.env.TRUCKS_E2E_WORKERS ?? 1),
  forbidOnly: !!process.env.CI,
  // One retry in the whole suite, reported as 'flaky' in the list: a journey that passes only on retry is
  // a defect to fix, not a pass to ignore.
  retries: wholeSuite ? 1 : 0,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  globalTimeout: 45 * 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './stack/global-setup.ts',
  globalTeardown: './stack/global-teardown.ts',
  use: {
    ignoreHTTPSErrors: true,
    // The whole suite records a trace on a failed journey's retry: recording one of every journey made
    // the run about a third longer. A journey run by hand keeps the trace of its failure.
    trace: wholeSuite ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions('tests'),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
