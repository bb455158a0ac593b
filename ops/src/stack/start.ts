// `pnpm stack`: the whole local stack in one process: the identity provider, the trucks API and the
// HTTPS gateway in front of them, with the releases (optionally published first from the built dists).
// `startStack()` is the same thing for the e2e suite, on any ports and releases folder.
//
// The dev-stack services are imported by path rather than as a workspace dependency: dev-stack already
// depends on ops (for the jest preset), and a dependency cycle would confuse pnpm's run order.
import { existsSync } from 'node:fs';
import { request as httpsRequest } from 'node:https';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { REMOTE_APPS, REMOTE_FOLDER } from '@trucks/shared-contracts/federation/remote-modules';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../../dev-stack/demo-accounts';
import { startIdentityProvider } from '../../../dev-stack/identity/server';
import { buildTrucksApi } from '../../../dev-stack/trucks-api/src/server';
import { parseBulkSeedSize } from '../../../dev-stack/trucks-api/src/seed/seed-bulk';
import type { BulkSeedSize } from '../../../dev-stack/trucks-api/src/seed/seed-bulk';
import { freePort } from '../../../dev-stack/free-port';
import { findReleaseOfDist, publishRelease } from '../registry/registry';
import { DEFAULT_GATEWAY_PORT, WORKSPACE_ROOT, startGateway } from '../gateway/start-gateway';

export interface StackOptions {
  /** Gateway (HTTPS) port; 0 or absent picks a free one. The CLI passes GATEWAY_PORT or 8443. */
  port?: number;
  /** Trucks API port; 0 (the default for callers other than the CLI) picks a free one. */
  apiPort?: number;
  /** Identity provider port; 0 (the default for callers other than the CLI) picks a free one. */
  idpPort?: number;
  /** Default: <repo>/host-shell/dist */
  hostDir?: string;
  /** Default: <repo>/.releases */
  releasesDir?: string;
  /** The registry document to serve; default <releasesDir>/remotes.json (the release gate's smoke). */
  registryFile?: string;
  /** Publish each remote's built dist first when the registry has no release of that build. */
  publish?: boolean;
  /** Default: https://localhost:<port> */
  publicOrigin?: string;
  /** TRUCKS_ENV for config.json; default 'local'. */
  environment?: string;
  /** Where the IdP keeps its signing keys and `pnpm dev` its overrides. Default: <repo>/.stack */
  stateDir?: string;
  /** Default: <repo>/.certs */
  certDir?: string;
  /** Progress lines; default: none. The CLI prints them. */
  log?: (line: string) => void;
  /** Extra seeded records for benchmarks (`--seed-size loads=10000,shipments=5000,third-party-invoices=2000`). */
  seedSize?: BulkSeedSize;
}

export interface RunningStack {
  /** The one origin to open, e.g. https://localhost:8443 */
  url: string;
  apiUrl: string;
  identityUrl: string;
  releasesDir: string;
  hostDir: string;
  /** The published releases (with `publish`), as `<folder>@<version>`. */
  published: string[];
  certificateFingerprint: string;
  stop(): Promise<void>;
}

/** GET over HTTPS, accepting the stack's own self-signed certificate. */
function httpsStatus(url: string): Promise<number> {
  return new Promise((resolveStatus, reject) => {
    const req = httpsRequest(url, { rejectUnauthorized: false, timeout: 5_000 }, (res) => {
      res.resume();
      resolveStatus(res.statusCode ?? 0);
    });
    req.once('timeout', () => req.destroy(new Error(`timeout: ${url}`)));
    req.once('error', reject);
    req.end();
  });
}

async function status(url: string): Promise<number> {
  if (url.startsWith('https:')) return httpsStatus(url);
  const response = await fetch(url, { signal: AbortSignal.timeout(5_000) });
  await response.body?.cancel();
  return response.status;
}

/** Polls until the URL answers 200 (a service is up only when it answers, not when it listens). */
export async function waitUntilAnswers(name: string, url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < deadline) {
    try {
      const code = await status(url);
      if (code === 200) return;
      last = `HTTP ${code}`;
    } catch (error) {
      last = (error as Error).message;
    }
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error(`${name} did not answer at ${url} within ${timeoutMs} ms (${last})`);
}

/** Publishes each remote whose built dist has no release yet; skips (and says so) a remote not built. */
export async function publishBuiltRemotes(
  releasesDir: string,
  log: (line: string) => void,
): Promise<string[]> {
  const published: string[] = [];
  for (const app of REMOTE_APPS) {
    const folder = REMOTE_FOLDER[app];
    const distDir = join(WORKSPACE_ROOT, folder, 'dist');
    if (!existsSync(join(distDir, 'mf-manifest.json'))) {
      log(`  ${folder}: not built (no ${relative(WORKSPACE_ROOT, distDir)}/mf-manifest.json), not published`);
      continue;
    }
    const existing = await findReleaseOfDist({ app: folder, distDir, releasesDir });
    if (existing) {
      log(`  ${folder}: this build is already release ${existing.version}`);
      continue;
    }
    const result = await publishRelease({ app: folder, distDir, releasesDir, operator: 'stack' });
    log(`  ${folder}: published ${result.release.version} (live)`);
    published.push(`${folder}@${result.release.version}`);
  }
  return published;
}

export async function startStack(options: StackOptions = {}): Promise<RunningStack> {
  const log = options.log ?? (() => undefined);
  const hostDir = resolve(WORKSPACE_ROOT, options.hostDir ?? 'host-shell/dist');
  const releasesDir = resolve(WORKSPACE_ROOT, options.releasesDir ?? '.releases');
  const stateDir = resolve(WORKSPACE_ROOT, options.stateDir ?? '.stack');
  const port = options.port || (await freePort());
  const publicOrigin = (options.publicOrigin ?? `https://localhost:${port}`).replace(/\/$/, '');

  const published = options.publish ? await publishBuiltRemotes(releasesDir, log) : [];

  const stops: Array<() => Promise<void>> = [];
  const stop = async (): Promise<void> => {
    // Front first, so no request reaches a service that is already gone.
    for (const close of stops.splice(0).reverse()) {
      await close().catch((error: unknown) => log(`while stopping: ${(error as Error).message}`));
    }
  };

  try {
    const identity = await startIdentityProvider({ port: options.idpPort ?? 0, publicOrigin, stateDir });
    stops.push(() => identity.close());

    const api = await buildTrucksApi({
      idp: { publicOrigin, internalUrl: identity.url },
      seed: { size: options.seedSize },
    });
    await api.app.listen({ host: '127.0.0.1', port: options.apiPort ?? 0 });
    const apiAddress = api.app.server.address();
    const apiUrl = `http://127.0.0.1:${typeof apiAddress === 'object' && apiAddress ? apiAddress.port : options.apiPort}`;
    stops.push(() => api.app.close());

    const gateway = await startGateway({
      port,
      publicOrigin,
      hostDir,
      releasesDir,
      registryFile: options.registryFile,
      apiUpstream: apiUrl,
      identityUpstream: identity.url,
      environment: options.environment,
      devOverridesFile: join(stateDir, 'dev-overrides.json'),
      certDir: options.certDir,
    });
    stops.push(() => gateway.close());

    // Each service on its own address, then the whole chain through the gateway.
    await waitUntilAnswers(
      'identity provider',
      `${identity.url}/idp/b2c_1_signin/.well-known/openid-configuration`,
    );
    await waitUntilAnswers('trucks API', `${apiUrl}/health`);
    await waitUntilAnswers('gateway', `https://127.0.0.1:${gateway.port}/config.json`);
    await waitUntilAnswers(
      'identity provider through the gateway',
      `https://127.0.0.1:${gateway.port}/idp/b2c_1_reset/jwks`,
    );
    await waitUntilAnswers('trucks API through the gateway', `https://127.0.0.1:${gateway.port}/api/health`);

    return {
      url: publicOrigin,
      apiUrl,
      identityUrl: identity.url,
      releasesDir,
      hostDir,
      published,
      certificateFingerprint: gateway.certificate.fingerprint,
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** What a person needs after `pnpm stack`: where to go, who to sign in as, and the certificate. */
export function welcomeText(stack: RunningStack, certDir: string): string {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.username.length));
  const accounts = DEMO_ACCOUNTS.map(
    (account) =>
      `    ${account.username.padEnd(width)}  ${account.persona} (${account.firstName} ${account.lastName})`,
  ).join('\n');
  const missingHost = existsSync(join(stack.hostDir, 'index.html'))
    ? ''
    : `\n  The host is not built (${stack.hostDir}): run \`pnpm build\`, then reload.\n`;
  return `
  Trucks portal is running: open ${stack.url}
${missingHost}
  Demo accounts (password for all: ${DEMO_PASSWORD}):
${accounts}

  The certificate is self-signed, made for localhost and kept in ${certDir}.
    Chrome/Edge: "Your connection is not private" > Advanced > Proceed to localhost (unsafe).
    Firefox: Advanced > Accept the Risk and Continue.
    Or trust ${join(certDir, 'localhost-cert.pem')} in your system's certificate store
    (SHA-256 ${stack.certificateFingerprint}).

  Releases: ${stack.releasesDir}   (pnpm remotes | pnpm release <app> | pnpm rollback <app>)
  Trucks API ${stack.apiUrl}, identity provider ${stack.identityUrl} (both also behind ${stack.url}/api and /idp)
  Ctrl+C stops everything.
`;
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      publish: { type: 'boolean', default: false },
      port: { type: 'string' },
      'seed-size': { type: 'string' },
    },
  });
  const env = process.env;
  const certDir = resolve(WORKSPACE_ROOT, env.TRUCKS_CERT_DIR || '.certs');
  const started = Date.now();
  const stack = await startStack({
    port: Number(values.port ?? env.GATEWAY_PORT ?? DEFAULT_GATEWAY_PORT),
    apiPort: Number(env.TRUCKS_API_PORT ?? 4001),
    idpPort: Number(env.IDP_PORT ?? 4002),
    hostDir: env.TRUCKS_HOST_DIR || undefined,
    releasesDir: env.TRUCKS_RELEASES_DIR || undefined,
    publicOrigin: env.PUBLIC_ORIGIN || undefined,
    environment: env.TRUCKS_ENV || undefined,
    publish: values.publish,
    seedSize: parseBulkSeedSize(values['seed-size'] ?? env.TRUCKS_SEED_SIZE ?? ''),
    certDir,
    log: (line) => console.log(line),
  });
  console.log(
    `${welcomeText(stack, certDir)}  (started in ${((Date.now() - started) / 1000).toFixed(1)} s)\n`,
  );

  let stopping = false;
  const shutdown = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal}: stopping the stack...`);
    stack.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
