import { rm } from 'node:fs/promises';
import { stopStack } from './launch-stack';
import { ENV_RELEASES_DIR, ENV_STACK_PID } from './stack-location';

export default async function globalTeardown(): Promise<void> {
  const pid = Number(process.env[ENV_STACK_PID]);
  if (!pid) return; // the caller's stack: not ours to stop
  await stopStack(pid);
  const releasesDir = process.env[ENV_RELEASES_DIR];
  if (releasesDir) await rm(releasesDir, { recursive: true, force: true });
}
