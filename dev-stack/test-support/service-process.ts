// A service run by a test in a process of its own, as a person runs it (tsx): oidc-provider is
// ESM-only and jest runs CommonJS, so the identity provider and the whole stack are driven over
// HTTP from outside.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export interface ServiceProcessOptions {
  /** The package whose node_modules/.bin/tsx runs the script. */
  packageRoot: string;
  script: string;
  env: NodeJS.ProcessEnv;
  /** What the service prints once it serves. */
  readyWhen: string;
  /** Names the service in errors: 'identity provider'. */
  name: string;
  timeoutMs: number;
}

export interface ServiceProcess {
  child: ChildProcess;
  /** Everything the process printed so far, stdout and stderr. */
  output(): string;
  /** SIGTERM, then resolves once the process has gone (at once if it already has). */
  stop(): Promise<void>;
}

/** Starts the script and resolves once it prints `readyWhen`; rejects if it exits or times out first. */
export async function startServiceProcess(options: ServiceProcessOptions): Promise<ServiceProcess> {
  const child = spawn(join(options.packageRoot, 'node_modules', '.bin', 'tsx'), [options.script], {
    env: options.env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${options.name} did not start:\n${output}`)),
      options.timeoutMs,
    );
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      if (output.includes(options.readyWhen)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${options.name} exited with ${code}:\n${output}`));
    });
  });
  return {
    child,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
