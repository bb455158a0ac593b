// The dev loop of a remote team, for the e2e journey, in its own process (tsx) like serve-stack.ts: a
// development stack (TRUCKS_ENV=development: the host honours dev overrides) over the built dists, and
// `pnpm dev <app>`'s dev server (ops/src/dev) serving a copy of the app, which the journey may edit
// without touching the working tree. Prints one READY line, and stops everything on SIGTERM.
import { cp, mkdir, mkdtemp, readdir, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startDevServer } from '../../ops/src/dev/dev';
import { startStack } from '../../ops/src/stack/start';
import { DEV_LOOP_READY_PREFIX, type DevLoopLocation } from './launch-dev-loop';
import { WORKSPACE_ROOT } from './stack-location';

/**
 * A copy of the app's sources beside links to its installed packages, in a fixed folder so webpack's
 * cache there (node_modules/.cache, the copy's own) is warm on the next run; timestamps are kept, so
 * unchanged sources stay cached too.
 */
async function copyOfApp(folder: string): Promise<string> {
  const original = join(WORKSPACE_ROOT, folder);
  const copy = join(tmpdir(), 'trucks-e2e-dev-loop', folder);
  await mkdir(join(copy, 'node_modules', '.cache'), { recursive: true });
  for (const entry of ['src', 'package.json', 'webpack.config.cjs']) {
    await rm(join(copy, entry), { recursive: true, force: true });
    await cp(join(original, entry), join(copy, entry), { recursive: true, preserveTimestamps: true });
  }
  for (const entry of await readdir(join(original, 'node_modules'))) {
    if (entry === '.cache') continue;
    await rm(join(copy, 'node_modules', entry), { recursive: true, force: true });
    await symlink(join(original, 'node_modules', entry), join(copy, 'node_modules', entry));
  }
  return copy;
}

async function main(): Promise<void> {
  const folder = process.env.TRUCKS_DEV_LOOP_APP ?? 'mf-financials';
  const devPort = Number(process.env.TRUCKS_DEV_LOOP_PORT);
  const gatewayPort = Number(process.env.TRUCKS_E2E_PORT ?? '0');
  const releasesDir = await mkdtemp(join(tmpdir(), 'trucks-e2e-dev-releases-'));
  const stateDir = await mkdtemp(join(tmpdir(), 'trucks-e2e-dev-state-'));
  const appDir = await copyOfApp(folder);

  // The dev server compiles while the stack starts; the override is written once it serves.
  const dev = startDevServer({
    app: folder,
    appDir,
    port: devPort,
    overridesFile: join(stateDir, 'dev-overrides.json'),
    output: (line) => console.error(`[dev ${folder}] ${line}`),
  });
  let stack: Awaited<ReturnType<typeof startStack>> | undefined;
  const stop = async (code: number): Promise<void> => {
    await dev.stop();
    await stack?.stop();
    await Promise.all([releasesDir, stateDir].map((dir) => rm(dir, { recursive: true, force: true })));
    process.exit(code);
  };
  process.once('SIGTERM', () => void stop(0));
  process.once('SIGINT', () => void stop(0));
  try {
    stack = await startStack({
      port: gatewayPort,
      releasesDir,
      stateDir,
      publish: true,
      environment: 'development',
      log: (line) => console.error(line),
    });
    await dev.ready;
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    await stop(1);
    return;
  }

  const location: DevLoopLocation = {
    url: stack.url,
    devServerUrl: new URL(dev.manifestUrl).origin,
    appDir,
    pid: process.pid,
  };
  process.stdout.write(`${DEV_LOOP_READY_PREFIX}${JSON.stringify(location)}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
