// Start the gateway on HTTPS with the local certificate, with defaults from the environment.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ensureCertificate, type TlsCertificate } from './certificate';
import { buildGateway, type GatewayOptions, type TrustedProxies } from './gateway';

export const WORKSPACE_ROOT = resolve(__dirname, '..', '..', '..');
export const DEFAULT_GATEWAY_PORT = 8443;

export interface StartGatewayOptions extends Partial<Omit<GatewayOptions, 'tls'>> {
  /** 0 picks a free port. Default: GATEWAY_PORT or 8443. */
  port?: number;
  /** Default 'localhost' (Fastify then listens on both 127.0.0.1 and ::1). */
  host?: string;
  /** Where the certificate is kept. Default: <repo>/.certs */
  certDir?: string;
}

export interface RunningGateway {
  /** e.g. https://localhost:8443 */
  url: string;
  port: number;
  certificate: TlsCertificate;
  close(): Promise<void>;
}

function workspaceVersion(): string {
  const manifest = JSON.parse(readFileSync(join(WORKSPACE_ROOT, 'package.json'), 'utf8')) as {
    version?: string;
  };
  return manifest.version ?? '0.0.0';
}

/**
 * The proxies whose X-Forwarded-For the gateway believes: TRUCKS_TRUSTED_PROXIES, a comma-separated
 * list of addresses or CIDR ranges (a CDN publishes its egress ranges), else TRUCKS_PROXY_HOPS, how
 * many proxies stand in front. Neither: none (the local stack has no proxy in front).
 */
export function trustedProxiesFromEnv(env: NodeJS.ProcessEnv = process.env): TrustedProxies | undefined {
  const list = (env.TRUCKS_TRUSTED_PROXIES ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (list.length > 0) return list;
  const hops = Number(env.TRUCKS_PROXY_HOPS ?? '');
  if (env.TRUCKS_PROXY_HOPS === undefined || env.TRUCKS_PROXY_HOPS.trim() === '') return undefined;
  if (!Number.isInteger(hops) || hops < 0)
    throw new Error(`TRUCKS_PROXY_HOPS must be a whole number of proxies, not '${env.TRUCKS_PROXY_HOPS}'`);
  return hops;
}

/** Resolves every setting: explicit option, then environment variable, then the local default. */
function gatewaySettings(options: StartGatewayOptions = {}, env: NodeJS.ProcessEnv = process.env) {
  const port = options.port ?? Number(env.GATEWAY_PORT ?? DEFAULT_GATEWAY_PORT);
  return {
    port,
    host: options.host ?? 'localhost',
    certDir: options.certDir ?? join(WORKSPACE_ROOT, '.certs'),
    publicOrigin: options.publicOrigin ?? env.PUBLIC_ORIGIN,
    hostDir: resolve(WORKSPACE_ROOT, options.hostDir ?? env.TRUCKS_HOST_DIR ?? 'host-shell/dist'),
    releasesDir: resolve(WORKSPACE_ROOT, options.releasesDir ?? env.TRUCKS_RELEASES_DIR ?? '.releases'),
    registryFile: options.registryFile,
    apiUpstream: options.apiUpstream ?? `http://127.0.0.1:${env.TRUCKS_API_PORT ?? 4001}`,
    identityUpstream: options.identityUpstream ?? `http://127.0.0.1:${env.IDP_PORT ?? 4002}`,
    environment: options.environment ?? env.TRUCKS_ENV ?? 'local',
    appVersion: options.appVersion ?? env.TRUCKS_APP_VERSION ?? workspaceVersion(),
    helpDeskUrl: env.TRUCKS_HELP_DESK_URL,
    devOverridesFile: options.devOverridesFile ?? join(WORKSPACE_ROOT, '.stack', 'dev-overrides.json'),
    logger: options.logger ?? false,
    trustedProxies: options.trustedProxies ?? trustedProxiesFromEnv(env),
  };
}

export async function startGateway(options: StartGatewayOptions = {}): Promise<RunningGateway> {
  const settings = gatewaySettings(options);
  const certificate = await ensureCertificate(settings.certDir);
  // With port 0 the public origin is only known after listening; config.json is built per request,
  // so a getter-like late binding is enough.
  const origin = { value: settings.publicOrigin ?? `https://localhost:${settings.port}` };
  const app = await buildGateway({
    ...settings,
    get publicOrigin() {
      return origin.value;
    },
    tls: { key: certificate.key, cert: certificate.cert },
  });
  await app.listen({ port: settings.port, host: settings.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  if (!settings.publicOrigin) origin.value = `https://localhost:${port}`;
  return { url: origin.value, port, certificate, close: () => app.close() };
}
