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

async function main(argv: string[]): Promise<number> {
  const app = argv[0];
  if (!app || argv.length > 1) {
    console.error('usage: pnpm dev <app>   (host-shell, or a remote: mf-loadboard or mf_loadboard, ...)');
    return 1;
  }
  let target: DevTarget;
  try {
    target = resolveDevTarget(app);
  } catch (error) {
    console.error(`dev: ${(error as Error).message}`);
    return 1;
  }
  const appDir = path.join(WORKSPACE_ROOT, target.folder);
  const webpackCli = require.resolve('webpack-cli/bin/cli.js');
  const server = spawn(
    process.execPath,
    [webpackCli, 'serve', '--mode', 'development', '--config', 'webpack.config.cjs'],
    {
      cwd: appDir,
      stdio: 'inherit',
    },
  );

  let stopping = false;
  const manifestUrl = `http://localhost:${target.port}/mf-manifest.json`;
  const cleanUp = async () => {
    if (target.kind === 'remote')
      await setDevOverride(target.federationName, undefined).catch(() => undefined);
  };
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    server.kill(signal);
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  const gateway = process.env.TRUCKS_GATEWAY_URL || 'https://localhost:8443';
  if (target.kind === 'host') {
    console.log(
      `\nHost dev server: http://localhost:${target.port}\n` +
        `  /api, /idp, /releases, /remotes.json and /config.json go to the gateway at ${gateway} (TRUCKS_GATEWAY_URL);\n` +
        `  start it in another terminal with: pnpm stack\n`,
    );
  } else {
    void waitForManifest(manifestUrl, () => stopping).then(async (ready) => {
      if (!ready || stopping) return;
      await setDevOverride(target.federationName, manifestUrl);
      console.log(
        `\n${target.federationName} dev server: http://localhost:${target.port} (standalone page, hot reload)\n` +
          `  ${path.relative(WORKSPACE_ROOT, DEV_OVERRIDES_FILE)}: ${target.federationName} -> ${manifestUrl}\n` +
          `  The host honours it only in development: run the stack with\n` +
          `      TRUCKS_ENV=development pnpm stack\n` +
          `  and open ${gateway}; other remotes keep loading their live releases.\n`,
      );
    });
  }

  return new Promise<number>((resolve) => {
    server.on('exit', (code) => {
      stopping = true;
      void cleanUp().then(() => resolve(code ?? 0));
    });
  });
}

if (require.main === module) {
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
