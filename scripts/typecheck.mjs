#!/usr/bin/env node
// `pnpm typecheck`: every package's TypeScript, in two lanes (a 2-core machine). The browser apps and
// the shared packages are one program (tsconfig.apps.json): the shared sources every app imports are
// checked once, not once per app. ops, dev-stack and e2e keep their own programs: their settings differ
// (no jest-dom, e2e without jest's globals). `pnpm --filter <pkg> typecheck` still checks one package.
import { spawn } from 'node:child_process';

const tsc = (project) => ['exec', 'tsc', '-p', project];
const lanes = [
  [tsc('tsconfig.apps.json')],
  [tsc('ops/tsconfig.json'), tsc('dev-stack/tsconfig.json'), tsc('e2e/tsconfig.json')],
];

function run(args) {
  return new Promise((resolve) => {
    const child = spawn('pnpm', args, { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });
}

async function runLane(steps) {
  let failed = 0;
  for (const args of steps) {
    const code = await run(args);
    if (code !== 0) {
      console.error(`typecheck: ${args.at(-1)} failed`);
      failed = code;
    }
  }
  return failed;
}

const codes = await Promise.all(lanes.map(runLane));
process.exit(codes.find((code) => code !== 0) ?? 0);
