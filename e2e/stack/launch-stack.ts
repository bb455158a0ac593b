// Start the stack in a child process (stack/serve-stack.ts under tsx) and wait for its READY line.
import { spawn } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { E2E_ROOT, READY_PREFIX, STACK_LOG, type StackLocation } from './stack-location';

// About 5 s on a quiet 2-core machine; generous for a slow or busy one.
const START_TIMEOUT_MS = 180_000;

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface LaunchedStack extends StackLocation {
  stop(): Promise<void>;
}

export async function launchStack(logFile = STACK_LOG): Promise<LaunchedStack> {
  const port = await freePort();
  mkdirSync(dirname(logFile), { recursive: true });
  const log = createWriteStream(logFile, { flags: 'w' });
  const tsx = join(E2E_ROOT, 'node_modules', '.bin', 'tsx');
  const child = spawn(tsx, [join(E2E_ROOT, 'stack', 'serve-stack.ts')], {
    cwd: E2E_ROOT,
    env: { ...process.env, TRUCKS_E2E_PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.pipe(log, { end: false });

  const location = await new Promise<StackLocation>((resolveReady, reject) => {
    let buffered = '';
    const timer = setTimeout(
      () => reject(new Error(`The stack did not start within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`)),
      START_TIMEOUT_MS,
    );
    child.stdout.on('data', (chunk: Buffer) => {
      log.write(chunk);
      buffered += chunk.toString('utf8');
      const line = buffered.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        resolveReady(JSON.parse(line.slice(READY_PREFIX.length)) as StackLocation);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The stack exited with code ${code} before it was ready; see ${logFile}`));
    });
  });

  return {
    ...location,
    stop: () => stopStack(location.pid),
  };
}

/** SIGTERM the stack process and wait (bounded) until it has gone. */
export async function stopStack(pid: number): Promise<void> {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    return; // already gone
  }
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  process.kill(pid, 'SIGKILL');
}
