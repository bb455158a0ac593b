// Starts serve-dev-loop.ts (a development stack and a remote's dev server over a copy of the app) in a
// child process and waits for its READY line; the e2e journey of the dev loop drives it.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { freePort, stopStack } from './launch-stack';
import { E2E_ROOT } from './stack-location';

export const DEV_LOOP_READY_PREFIX = 'TRUCKS_DEV_LOOP_READY ';

export interface DevLoopLocation {
  /** The development stack's gateway, e.g. https://localhost:43121 */
  url: string;
  /** The remote's dev server, e.g. http://localhost:41234 */
  devServerUrl: string;
  /** The copy of the app the dev server builds: edit its files to see them in the portal. */
  appDir: string;
  pid: number;
}

export interface LaunchedDevLoop extends DevLoopLocation {
  stop(): Promise<void>;
}

/** The first build of the copy is cold on a fresh machine (about 15 s); later runs reuse its cache. */
const START_TIMEOUT_MS = 120_000;

export async function launchDevLoop(
  folder: string,
  logFile = resolve(E2E_ROOT, 'test-results', `dev-loop-${folder}.log`),
): Promise<LaunchedDevLoop> {
  const [gatewayPort, devPort] = [await freePort(), await freePort()];
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const child = spawn(
    join(E2E_ROOT, 'node_modules', '.bin', 'tsx'),
    [join(E2E_ROOT, 'stack', 'serve-dev-loop.ts')],
    {
      cwd: E2E_ROOT,
      env: {
        ...process.env,
        TRUCKS_E2E_PORT: String(gatewayPort),
        TRUCKS_DEV_LOOP_PORT: String(devPort),
        TRUCKS_DEV_LOOP_APP: folder,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stderr.pipe(log, { end: false });

  const location = await new Promise<DevLoopLocation>((resolveReady, reject) => {
    let buffered = '';
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`The dev loop did not start within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`));
    }, START_TIMEOUT_MS);
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((candidate) => candidate.startsWith(DEV_LOOP_READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        resolveReady(JSON.parse(line.slice(DEV_LOOP_READY_PREFIX.length)) as DevLoopLocation);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The dev loop exited with code ${code} before it was ready; see ${logFile}`));
    });
  });
  return { ...location, stop: () => stopStack(location.pid) };
}
