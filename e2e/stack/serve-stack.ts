// Runs in its own process (tsx), so the stack's servers never compete with the Playwright runner's
// event loop: publishes the built dists into a fresh releases folder, starts the stack on the port it
// is given, prints one READY line with where everything is, and stops cleanly on SIGTERM.
// Nothing is built here: `pnpm build` has produced host-shell/dist and mf-*/dist beforehand.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { startStack } from '../../ops/src/stack/start';
import { parseBulkSeedSize } from '../../dev-stack/trucks-api/src/seed/seed-bulk';
import { READY_PREFIX, WORKSPACE_ROOT, type StackLocation } from './stack-location';

async function main(): Promise<void> {
  const port = Number(process.env.TRUCKS_E2E_PORT ?? '0');
  const hostDir = join(WORKSPACE_ROOT, 'host-shell', 'dist');
  const needed = [
    join(hostDir, 'index.html'),
    ...REMOTE_APPS.map((app) => join(WORKSPACE_ROOT, REMOTE_FOLDER[app], 'dist', 'mf-manifest.json')),
  ];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`Build first (pnpm build); missing: ${missing.join(', ')}`);

  // A releases folder and a state folder of its own: the drills publish and roll back freely, and a
  // developer's `pnpm dev` overrides or releases never leak into the run.
  const releasesDir = await mkdtemp(join(tmpdir(), 'trucks-e2e-releases-'));
  const stateDir = await mkdtemp(join(tmpdir(), 'trucks-e2e-state-'));
  const stack = await startStack({
    port,
    hostDir,
    releasesDir,
    stateDir,
    publish: true,
    environment: 'test',
    // The benchmarks' larger data set (bench/scenarios.ts sets it); tests run on the base seed.
    seedSize: parseBulkSeedSize(process.env.TRUCKS_SEED_SIZE ?? ''),
    log: (line) => console.error(line),
  });
  const location: StackLocation = { url: stack.url, releasesDir, pid: process.pid };
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(location)}\n`);

  const stop = async (): Promise<void> => {
    await stack.stop();
    await Promise.all([releasesDir, stateDir].map((dir) => rm(dir, { recursive: true, force: true })));
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
