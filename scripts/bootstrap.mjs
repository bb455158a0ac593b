#!/usr/bin/env node
// `npm start` and `npm test` on a machine with only Node and npm: find pnpm 12 (or run it through npx),
// install the workspace, then hand over to the pnpm scripts that do the work.
import { execFileSync, spawnSync } from 'node:child_process';

const PNPM = '12.21.0';
const command = process.argv[2];
const steps = {
  start: [['install'], ['run', 'build'], ['run', 'stack', '--publish']],
  test: [['install'], ['run', 'test:all']],
};
if (!steps[command]) {
  console.error(`usage: node scripts/bootstrap.mjs <${Object.keys(steps).join('|')}>`);
  process.exit(2);
}

function pnpmCommand() {
  try {
    const version = execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    if (version.trim().startsWith('12.')) return ['pnpm', []];
  } catch {
    // not installed: fall through to npx
  }
  return ['npx', ['--yes', `pnpm@${PNPM}`]];
}

const [bin, prefix] = pnpmCommand();
for (const args of steps[command]) {
  console.log(`\n> pnpm ${args.join(' ')}`);
  const result = spawnSync(bin, [...prefix, ...args], {
    stdio: 'inherit',
    env: { ...process.env, TRUCKS_PNPM: [bin, ...prefix].join(' ') },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
