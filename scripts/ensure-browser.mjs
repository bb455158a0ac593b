#!/usr/bin/env node
// Find (or get) the Chromium the e2e suite and the load benchmark drive, and print its path.
// Order: PLAYWRIGHT_CHROMIUM_PATH, then Debian's /usr/bin/chromium, then (as root with apt-get)
// install Debian's package, else Playwright's own download. Machines without internet access to
// Playwright's CDN can still reach Debian's mirrors, hence apt before `playwright install`.
// `node scripts/ensure-browser.mjs` installs when needed (run before `playwright test`);
// `--find` only looks and prints the path, or nothing when Playwright's own browser is to be used
// (e2e/playwright.config.ts and the load benchmark call it that way).
import { execFileSync, spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

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
 * @returns {string | undefined}
 */
export function findChromium() {
  const fromEnv = process.env.PLAYWRIGHT_CHROMIUM_PATH;
  if (fromEnv) {
    if (!isExecutable(fromEnv))
      throw new Error(`PLAYWRIGHT_CHROMIUM_PATH=${fromEnv} is not an executable file`);
    return fromEnv;
  }
  return isExecutable(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined;
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
 * Make sure a Chromium is there; returns its path ('' when Playwright manages its own browser and
 * reports no path).
 * @returns {string}
 */
export function ensureChromium() {
  const found = findChromium();
  if (found) return found;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && onPath('apt-get')) {
    run('apt-get', ['update']);
    run('apt-get', ['install', '-y', 'chromium']);
    if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  }

  // Run the Playwright CLI of the e2e package, so the download matches the pinned @playwright/test.
  const e2eDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', 'e2e');
  execFileSync('npx', ['playwright', 'install', 'chromium'], {
    cwd: e2eDir,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const script =
    "const { chromium } = require('@playwright/test'); process.stdout.write(chromium.executablePath());";
  return execFileSync('node', ['-e', script], { cwd: e2eDir, encoding: 'utf8' }).trim();
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    console.log(process.argv.includes('--find') ? (findChromium() ?? '') : ensureChromium());
  } catch (error) {
    console.error(`ensure-browser: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
