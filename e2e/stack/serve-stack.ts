// Runs in its own process (tsx), so the stack's servers never compete with the Playwright runner's
// event loop: publishes the built dists into a fresh releases folder, starts the stack on the port it
// is given, prints one READY line with where everything is, and stops cleanly on SIGTERM.
// Nothing is built here: `pnpm build` has produced host-shell/dist and mf-*/dist beforehand.
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { startStack } from '../../ops/src/stack/start';
import { publishRelease } from '../../ops/src/registry/registry';
import { READY_PREFIX, WORKSPACE_ROOT, type StackLocation } from './stack-location';

async function main(): Promise<void> {
  const port = Number(process.env.TRUCKS_E2E_PORT ?? '0');
  const hostDir = join(WORKSPACE_ROOT, 'host-shell', 'dist');
  const missing = [hostDir, ...REMOTE_APPS.map((app) => join(WORKSPACE_ROOT, REMOTE_FOLDER[app], 'dist'))].filter(
    (dir) => !existsSync(dir),
  );
  if (missing.length > 0) {
    throw new Error(`Build first (pnpm build); missing: ${missing.join(', ')}`);
  }

  const releasesDir = await mkdtemp(join(tmpdir(), 'trucks-e2e-releases-'));
  for (const app of REMOTE_APPS) {
    const folder = REMOTE_FOLDER[app];
    await publishRelease({ app: folder, distDir: join(WORKSPACE_ROOT, folder, 'dist'), releasesDir, operator: 'e2e' });
  }

  const stack = await startStack({ port, releasesDir, hostDir });
  const location: StackLocation = { url: stack.url, releasesDir, pid: process.pid };
  process.stdout.write(`${READY_PREFIX}${JSON.stringify(location)}\n`);

  const stop = async (): Promise<void> => {
    await stack.stop();
    process.exit(0);
  };
  process.once('SIGTERM', () => void stop());
  process.once('SIGINT', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
