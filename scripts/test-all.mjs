#!/usr/bin/env node
// Every check of `npm test`, with the time each took. Stops after the first stage with a failure.
// A stage's steps run side by side (the machine has two cores: typecheck's two compilers beside the
// single-threaded static checks); a side-by-side step's output is printed whole when it ends, so logs
// never interleave.
import { spawn } from 'node:child_process';

const pnpm = (process.env.TRUCKS_PNPM ?? 'pnpm').split(' ');
const stages = [
  [
    ['typecheck', ['run', 'typecheck']],
    [
      'static',
      [
        ['versions', ['run', 'check:versions']],
        ['format', ['run', 'format:check']],
        ['lint', ['run', 'lint']],
        ['knip', ['run', 'knip']],
      ],
    ],
  ],
  [['unit', ['run', 'test:unit']]],
  [['build', ['run', 'build']]],
  [['e2e', ['run', 'test:e2e']]],
];

const timings = [];

/** Run one pnpm script; stream its output, or keep it for later when `buffered`. */
function runStep(name, args, buffered) {
  return new Promise((resolveStep) => {
    console.log(`\n=== ${name}: pnpm ${args.join(' ')}${buffered ? ' (output when it ends)' : ''}`);
    const started = Date.now();
    const child = spawn(pnpm[0], [...pnpm.slice(1), ...args], {
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: '0' },
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      if (buffered) console.log(`\n=== ${name} output\n${Buffer.concat(output).toString('utf8')}`);
      const ok = code === 0;
      timings.push(`${name.padEnd(10)} ${seconds.padStart(7)} s  ${ok ? 'ok' : 'FAILED'}`);
      resolveStep(ok);
    });
  });
}

/** A step is [name, args] or [name, [[name, args], ...]]: a sequence that stops at its first failure. */
async function runEntry([name, what], buffered) {
  if (typeof what[0] === 'string') return runStep(name, what, buffered);
  for (const step of what) if (!(await runEntry(step, buffered))) return false;
  return true;
}

for (const stage of stages) {
  const results = await Promise.all(stage.map((entry) => runEntry(entry, stage.length > 1)));
  if (results.includes(false)) {
    console.log(`\n${timings.join('\n')}`);
    process.exit(1);
  }
}
console.log(`\n${timings.join('\n')}`);
