// The Chromium to drive, as scripts/ensure-browser.mjs finds it (PLAYWRIGHT_CHROMIUM_PATH, then
// /usr/bin/chromium); undefined means Playwright's own browser. Asked in a child process because
// Playwright's TypeScript loader cannot import an ES module script into the config.
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { CHROMIUM_ARGS } from './chromium-args';
import { WORKSPACE_ROOT } from './stack-location';

/** Which Chromium: the headless shell for the journeys, the full browser for the benchmarks. */
export type BrowserKind = 'tests' | 'benchmarks';

export function chromiumExecutablePath(kind: BrowserKind = 'benchmarks'): string | undefined {
  const found = execFileSync(
    process.execPath,
    [join(WORKSPACE_ROOT, 'scripts', 'ensure-browser.mjs'), '--find', `--for=${kind}`],
    {
      encoding: 'utf8',
    },
  ).trim();
  return found || undefined;
}

export function chromiumLaunchOptions(kind: BrowserKind = 'benchmarks'): {
  executablePath: string | undefined;
  args: string[];
} {
  return { executablePath: chromiumExecutablePath(kind), args: CHROMIUM_ARGS };
}
