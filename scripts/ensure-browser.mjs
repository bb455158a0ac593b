#!/usr/bin/env node
// Find (or get) the Chromium to drive, and print its path. Two kinds:
// - `--for=tests` (the e2e journeys and the release gate): the headless shell, Chromium's renderer
//   without the browser around it, which Playwright itself uses for headless runs. The journeys took
//   about a quarter less time in it than in the full browser on a 2-core machine.
// - the default (the benchmarks: load, Lighthouse, profiles, screenshots): the full browser, as users
//   run it.
// Order: PLAYWRIGHT_CHROMIUM_PATH, then Debian's package of that kind (a test falls back to the full
// browser), then (as root with apt-get) install Debian's package, else Playwright's own download.
// Machines without internet access to Playwright's CDN can still reach Debian's mirrors, hence apt
// before `playwright install`.
// `node scripts/ensure-browser.mjs [--for=tests]` installs when needed (run before `playwright test`);
// `--find` only looks and prints the path, or nothing when Playwright's own browser is to be used.
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/** @typedef {'tests' | 'benchmarks'} BrowserKind */

/** @param {string} file */
function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/**
 * The Chromium to launch, or undefined to let Playwright use the browser it downloaded itself.
 * @param {BrowserKind} kind
 * @returns {string | undefined}
 */
export function findChromium(kind = 'benchmarks') {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  const candidates = kind === 'tests' ? [DEBIAN_HEADLESS_SHELL, DEBIAN_CHROMIUM] : [DEBIAN_CHROMIUM];
  return candidates.find(isExecutable);
}

/** @param {string} command */
function onPath(command) {
  return spawnSync('sh', ['-c', `command -v ${command}`], { stdio: 'ignore' }).status === 0;
}

/** @param {string} command @param {string[]} args */
function run(command, args) {
  console.error(`> ${command} ${args.join(' ')}`);
  execFileSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
}

/**
 * Make sure a Chromium of `kind` is there; returns its path ('' when Playwright manages its own
 * browser and reports no path).
 * @param {BrowserKind} kind
 * @returns {string}
 */
export function ensureChromium(kind = 'benchmarks') {
  const wanted = kind === 'tests' ? DEBIAN_HEADLESS_SHELL : DEBIAN_CHROMIUM;
  const found = findChromium(kind);
  if (found === wanted || (found && process.env.PLAYWRIGHT_CHROMIUM_PATH)) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    try {
      run('apt-get', ['update']);
      run('apt-get', ['install', '-y', kind === 'tests' ? 'chromium-headless-shell' : 'chromium']);
    } catch (error) {
      // The full browser found runs the tests too, only slower.
      if (!found) throw error;
      console.error(`ensure-browser: ${wanted} could not be installed; using ${found}`);
    }
    if (existsSync(wanted)) return wanted;
  }
  if (found) return found;

  // Run the Playwright CLI of the e2e package, so the download matches the pinned @playwright/test.
  const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');
  execFileSync('npx', ['playwright', 'install', 'chromium'], {
    cwd: e2eDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  // Playwright launches its own headless shell for a headless run when given no path.
  if (kind === 'tests') return '';
  const script =
    "const { chromium } = require('@playwright/test'); process.stdout.write(chromium.executablePath());";
  return execFileSync('node', ['-e', script], { cwd: e2eDir, encoding: 'utf8' }).trim();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    /** @type {BrowserKind} */
    const kind = process.argv.includes('--for=tests') ? 'tests' : 'benchmarks';
    console.log(process.argv.includes('--find') ? (findChromium(kind) ?? '') : ensureChromium(kind));
  } catch (error) {
    console.error(`ensure-browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
