// pnpm dev <app>: one app's webpack dev server with hot reload.
// A remote: also writes .stack/dev-overrides.json so the stack's host (TRUCKS_ENV=development) loads
// this remote from the dev server instead of its live release; the entry is removed on exit.
// The host: its dev server proxies the API, identity, releases, registry and config to the gateway.
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../registry/atomic-file';
import { RegistryError, resolveRemote, WORKSPACE_ROOT } from '../registry/registry';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { DEV_PORTS } = require('../../build/webpack.cjs') as { DEV_PORTS: Record<string, number> };

export const DEV_OVERRIDES_FILE = path.join(WORKSPACE_ROOT, '.stack', 'dev-overrides.json');
const DevOverridesSchema = z.record(z.string(), z.string());

export interface DevTarget {
  federationName: string;
  folder: string;
  kind: 'host' | 'remote';
  port: number;
}

/** host-shell / host_shell, or a remote by folder or federation name. */
export function resolveDevTarget(app: string): DevTarget {
  if (app === 'host-shell' || app === 'host_shell' || app === 'host') {
    return {
      federationName: 'host_shell',
      folder: 'host-shell',
      kind: 'host',
      port: DEV_PORTS.host_shell ?? 3000,
    };
  }
  const { remote, folder } = resolveRemote(app);
  const port = DEV_PORTS[remote];
  if (!port) throw new RegistryError(`No dev port for ${remote}`);
  return { federationName: remote, folder, kind: 'remote', port };
}

async function readOverrides(file: string): Promise<Record<string, string>> {
  try {
    return DevOverridesSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    // A damaged file would only ever hold other dev servers' entries; start it afresh.
    return {};
  }
}

/** Add (url) or remove (undefined) one remote's override, keeping those of other running `pnpm dev`s. */
export async function setDevOverride(
  remote: string,
  manifestUrl: string | undefined,
  file = DEV_OVERRIDES_FILE,
): Promise<void> {
  const overrides = await readOverrides(file);
  if (manifestUrl) overrides[remote] = manifestUrl;
  else delete overrides[remote];
  if (Object.keys(overrides).length === 0) {
    await fs.rm(file, { force: true });
    return;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  await writeFileAtomic(file, `${JSON.stringify(overrides, null, 2)}\n`);
}

/** Wait until the dev server serves the manifest, so the host never gets an override it cannot load. */
async function waitForManifest(url: string, stopped: () => boolean): Promise<boolean> {
  while (!stopped()) {
    try {
      const response = await fetch(url, { cache: 'no-store' });
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

export interface DevServerOptions {
  /** host-shell, or a remote by folder or federation name. */
  app: string;
  /** The app's folder; <repo>/<folder> by default (the e2e journey serves a copy it may edit). */
  appDir?: string;
  /** The dev server's port; the app's port of DEV_PORTS by default. */
  port?: number;
  /** Where a remote's override goes; the stack's default state folder's file by default. */
  overridesFile?: string;
  /** The webpack dev server's output: the terminal's (pnpm dev) or a sink of lines. */
  output?: 'inherit' | ((line: string) => void);
}

export interface RunningDevServer {
  target: DevTarget;
  /** http://localhost:<port>/mf-manifest.json (a remote's manifest; the host's page is at the origin). */
  manifestUrl: string;
  /** Resolves once the dev server serves its manifest and a remote's override is written. */
  ready: Promise<void>;
  /** Resolves with the exit code once the dev server has exited and the override is removed. */
  exited: Promise<number>;
  /** Stops the dev server (SIGTERM) and resolves once it has exited and the override is removed. */
  stop(signal?: NodeJS.Signals): Promise<number>;
}

/**
 * One app's webpack dev server in development mode. For a remote, once the server serves its
 * manifest, the override that points the development stack's host at it; removed again on exit.
 */
export function startDevServer({
  app,
  appDir,
  port,
  overridesFile = DEV_OVERRIDES_FILE,
  output = 'inherit',
}: DevServerOptions): RunningDevServer {
  const resolved = resolveDevTarget(app);
  const target = port ? { ...resolved, port } : resolved;
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const server = spawn(
    process.execPath,
    [webpackCli, 'serve', '--mode', 'development', '--config', 'webpack.config.cjs'],
    {
      cwd: appDir ?? path.join(WORKSPACE_ROOT, target.folder),
      // Read by the dev server configuration (ops/build/webpack.cjs): the port and its websocket URL.
      env: { ...process.env, TRUCKS_DEV_PORT: String(target.port) },
      stdio: output === 'inherit' ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    },
  );
  if (typeof output === 'function') {
    for (const stream of [server.stdout, server.stderr]) {
      let pending = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (pending + chunk.toString('utf8')).split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) output(line);
      });
    }
  }

  let stopping = false;
  const manifestUrl = `http://localhost:${target.port}/mf-manifest.json`;
  const exited = new Promise<number>((resolve) => {
    server.on('exit', (code) => {
      stopping = true;
      const cleanUp =
        target.kind === 'remote'
          ? setDevOverride(target.federationName, undefined, overridesFile).catch(() => undefined)
          : Promise.resolve();
      void cleanUp.then(() => resolve(code ?? 0));
    });
  });
  const ready = waitForManifest(manifestUrl, () => stopping).then(async (served) => {
    if (!served || stopping)
      throw new Error(`The ${target.federationName} dev server exited before it served`);
    if (target.kind === 'remote') await setDevOverride(target.federationName, manifestUrl, overridesFile);
  });
  // A caller that never awaits ready (a server stopped early) must not see an unhandled rejection.
  ready.catch(() => undefined);
  return {
    target,
    manifestUrl,
    ready,
    exited,
    stop: (signal = 'SIGTERM') => {
      if (!stopping) {
        stopping = true;
        server.kill(signal);
      }
      return exited;
    },
  };
}

async function main(argv: string[]): Promise<number> {
  const app = argv[0];
  if (!app || argv.length > 1) {
    console.error('usage: pnpm dev <app>   (host-shell, or a remote: mf-loadboard or mf_loadboard, ...)');
    return 1;
  }
  let dev: RunningDevServer;
  try {
    dev = startDevServer({ app });
  } catch (error) {
    console.error(`dev: ${(error as Error).message}`);
    return 1;
  }
  const { target } = dev;
  process.on('SIGINT', () => void dev.stop('SIGINT'));
  process.on('SIGTERM', () => void dev.stop('SIGTERM'));

  const gateway = process.env.TRUCKS_GATEWAY_URL || `https://localhost:${process.env.GATEWAY_PORT || 8443}`;
  if (target.kind === 'host') {
    console.log(
      `\nHost dev server: http://localhost:${target.port}\n` +
        `  /api, /idp, /releases, /remotes.json and /config.json go to the gateway at ${gateway} (TRUCKS_GATEWAY_URL);\n` +
        `  start it in another terminal with: pnpm stack\n`,
    );
  } else {
    dev.ready.then(
      () =>
        console.log(
          `\n${target.federationName} dev server: http://localhost:${target.port} (standalone page, hot reload)\n` +
            `  ${path.relative(WORKSPACE_ROOT, DEV_OVERRIDES_FILE)}: ${target.federationName} -> ${dev.manifestUrl}\n` +
            `  The host honours it only in development: run the stack with\n` +
            `      TRUCKS_ENV=development pnpm stack\n` +
            `  and open ${gateway}; other remotes keep loading their live releases.\n` +
            `  An edit reloads the portal's page once it is rebuilt (the live host's React is a\n` +
            `  production build, so components are not swapped in place).\n`,
        ),
      () => undefined,
    );
  }
  return dev.exited;
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
