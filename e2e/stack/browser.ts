// The Chromium to drive, as scripts/ensure-browser.mjs finds it (PLAYWRIGHT_CHROMIUM_PATH, then
// /usr/bin/chromium); undefined means Playwright's own browser. Asked in a child process because
// Playwright's TypeScript loader cannot import an ES module script into the config.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium-args';
import { WORKSPACE_ROOT } from './stack-location';

export function chromiumExecutablePath(): string | undefined {
  const found = execFileSync(
    process.execPath,
    [join(WORKSPACE_ROOT, 'scripts', 'ensure-browser.mjs'), '--find'],
    {
      encoding: 'utf8',
    },
  ).trim();
  return found || undefined;
}

export function chromiumLaunchOptions(): { executablePath: string | undefined; args: string[] } {
  return { executablePath: chromiumExecutablePath(), args: CHROMIUM_ARGS };
}
