#!/usr/bin/env node
// Every check of `npm test`, in order, with the time each took. Stops at the first failure.
import { spawnSync } from 'node:child_process';

const pnpm = (process.env.TRUCKS_PNPM ?? 'pnpm').split(' ');
const steps = [
  ['versions', ['run', 'check:versions']],
  ['format', ['run', 'format:check']],
  ['lint', ['run', 'lint']],
  ['knip', ['run', 'knip']],
  ['typecheck', ['run', 'typecheck']],
  ['unit', ['run', 'test:unit']],
  ['build', ['run', 'build']],
  ['e2e', ['run', 'test:e2e']],
];

const timings = [];
for (const [name, args] of steps) {
  console.log(`\n=== ${name}: pnpm ${args.join(' ')}`);
  const started = Date.now();
  const result = spawnSync(pnpm[0], [...pnpm.slice(1), ...args], {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', TRUCKS_E2E_WHOLE_SUITE: '1' },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  timings.push(`${name.padEnd(10)} ${seconds.padStart(7)} s  ${result.status === 0 ? 'ok' : 'FAILED'}`);
  if (result.status !== 0) {
    console.log(`\n${timings.join('\n')}`);
    process.exit(result.status ?? 1);
  }
}
console.log(`\n${timings.join('\n')}`);
