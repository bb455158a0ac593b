// One Chromium, one worker: the drills change the shared registry of the stack started by globalSetup,
// and the machine has two cores (one for the browser, one for the stack).
import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './stack/browser';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  forbidOnly: !!process.env.CI,
  // One retry in CI, reported as 'flaky' in the list: a journey that passes only on retry is a defect to
  // fix (seen once: the shipper's consolidate-and-book journey, 1 run in 4), not a pass to ignore.
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  // Every persona journey of the five areas: about ten minutes on a 2-core machine.
  globalTimeout: 15 * 60_000,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  globalSetup: './stack/global-setup.ts',
  globalTeardown: './stack/global-teardown.ts',
  use: {
    // Set by globalSetup (the stack's gateway) or by the caller to drive a stack that is already running.
    baseURL: process.env.TRUCKS_E2E_URL,
    ignoreHTTPSErrors: true,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions(),
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
});
