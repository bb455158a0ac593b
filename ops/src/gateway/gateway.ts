// The one HTTPS origin of the local stack: the host (with SPA fallback), the releases and
// remotes.json, config.json, and the trucks API and identity provider behind /api and /idp.
// Production puts a CDN and the real services at these paths; the browser sees the same layout.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyHttpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type RawServerBase,
  type RouteGenericInterface,
} from 'fastify';
import { IMMUTABLE, NO_STORE, REVALIDATE, hostCacheControl, releasesCacheControl } from './cache-policy';
import { fieldHealthRoutes } from './field-health';
import { buildRuntimeConfig, readDevOverrides } from './runtime-config';
import { SECURITY_HEADERS, contentSecurityPolicy, devServerSources } from './security-headers';

export interface GatewayOptions {
  /** The origin the browser uses, e.g. https://localhost:8443 (URLs in config.json and `iss`). */
  publicOrigin: string;
  /** The built host (index.html and its assets). */
  hostDir: string;
  /** Release folders `<remote>/<version>/` and remotes.json, as written by ops/src/registry. */
  releasesDir: string;
  /**
   * The registry document served at /remotes.json; default `<releasesDir>/remotes.json`. The release
   * gate's smoke serves a copy naming its candidate live, over the same release folders.
   */
  registryFile?: string;
  /** Where the trucks API listens, e.g. http://127.0.0.1:4001. */
  apiUpstream: string;
  /** Where the identity provider listens, e.g. http://127.0.0.1:4002. */
  identityUpstream: string;
  /** TRUCKS_ENV; 'local' when unset. */
  environment?: string;
  appVersion: string;
  /** TRUCKS_HELP_DESK_URL: the help desk the top bar links to. */
  helpDeskUrl?: string;
  /** .stack/dev-overrides.json; read at each config.json request when it exists. */
  devOverridesFile?: string;
  /** TLS key and certificate; without them the gateway speaks plain HTTP (tests use inject). */
  tls?: { key: string; cert: string };
  logger?: boolean;
  /**
   * The proxies in front of the gateway (a CDN's addresses or ranges, or how many hops), whose
   * X-Forwarded-For is believed: Fastify's `trustProxy`. Then `request.ip` is the browser's address
   * and field reports are limited per browser, not per CDN node. Absent: no header is believed (a
   * client could otherwise name any address), `request.ip` is the socket's.
   */
  trustedProxies?: TrustedProxies;
}

/** Addresses or CIDR ranges (proxy-addr's names `loopback`, `uniquelocal` too), or a hop count. */
export type TrustedProxies = readonly string[] | number;

export { IMMUTABLE, NO_STORE };

/** Paths the gateway hands to someone else and never answers with the host's index.html. */
const NOT_SPA_PREFIXES = ['/api/', '/idp/', '/releases/', '/health/'];

function isSpaNavigation(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '/';
  if (NOT_SPA_PREFIXES.some((prefix) => pathname.startsWith(prefix) || `${pathname}/` === prefix))
    return false;
  // A path whose last segment has an extension asks for a file; a missing file is a 404, not the app.
  return extname(pathname) === '';
}

function wantsHtml(request: Pick<FastifyRequest, 'headers'>): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');
}

interface UpstreamService {
  prefix: '/api' | '/idp';
  /** What a person reads in the error, e.g. 'trucks API'. */
  name: string;
  upstream: string;
  /** How to start it alone. */
  startCommand: string;
}

/** The proxy's error callback gets a reply typed for any server kind (HTTP/1, HTTP/2). */
type ProxiedReply = FastifyReply<RouteGenericInterface, RawServerBase>;

function sendUpstreamDown(reply: ProxiedReply, service: UpstreamService, cause: string): void {
  const message = `The ${service.name} is not answering at ${service.upstream}. Start the stack with \`pnpm stack\`, or the service alone with \`${service.startCommand}\`.`;
  reply.code(502).header('cache-control', NO_STORE);
  if (wantsHtml(reply.request)) {
    reply
      .type('text/html; charset=utf-8')
      .send(
        `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(service.name)} unavailable</title></head>` +
          `<body><h1>${escapeHtml(service.name)} unavailable</h1><p>${escapeHtml(message)}</p></body></html>`,
      );
    return;
  }
  reply.send({
    error: 'upstream_unavailable',
    service: service.name,
    upstream: service.upstream,
    message,
    cause,
  });
}

function proxyTo(app: FastifyInstance, service: UpstreamService): void {
  void app.register(fastifyHttpProxy, {
    upstream: service.upstream,
    prefix: service.prefix,
    // Both services serve under the same path as the gateway, so the IdP's URLs and cookie paths match.
    rewritePrefix: service.prefix,
    internalRewriteLocationHeader: false,
    replyOptions: {
      rewriteRequestHeaders: (request, headers) => ({
        ...headers,
        // The services sit behind TLS they do not see: tell them the public scheme and host.
        'x-forwarded-proto': 'https',
        // Fastify's host reads HTTP/2's :authority as well as HTTP/1.1's Host.
        'x-forwarded-host': request.host || new URL(service.upstream).host,
        'x-forwarded-for': request.ip,
      }),
      onError: (reply, { error }) => sendUpstreamDown(reply, service, error.message),
    },
  });
}

/** Fastify's `trustProxy` for the configured proxies: their list, a hop count, or none. */
function trustProxySetting(
  proxies: TrustedProxies | undefined,
): string[] | ((address: string, hop: number) => boolean) | false {
  // A hop count as Fastify's own number setting does it (its types take no number).
  if (typeof proxies === 'number') return proxies > 0 ? (_address, hop) => hop < proxies : false;
  return proxies && proxies.length > 0 ? [...proxies] : false;
}

export async function buildGateway(options: GatewayOptions): Promise<FastifyInstance> {
  const serverOptions = {
    logger: options.logger ?? false,
    trustProxy: trustProxySetting(options.trustedProxies),
    // Upstreams answer slowly at times (the trucks API simulates latency); never cut a request short here.
    requestTimeout: 0,
  };
  // Over TLS the gateway speaks HTTP/2, as a CDN in front of production would: a page's scripts,
  // stylesheets and reads share the document's connection instead of opening up to six more, each
  // with its own TCP and TLS handshakes before its first request. HTTP/1.1 stays for clients without
  // it (curl, health probes). The routes are the same either way: Fastify hands them one request type.
  const app = (
    options.tls
      ? Fastify({
          ...serverOptions,
          http2: true,
          https: { allowHTTP1: true, key: options.tls.key, cert: options.tls.cert },
        })
      : Fastify(serverOptions)
  ) as FastifyInstance;

  app.addHook('onSend', async (request, reply, payload) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // The identity provider sends its own, stricter policy (with hashes of its few inline scripts).
    if (!reply.hasHeader('content-security-policy')) {
      // Dev servers of `pnpm dev` are allowed only where the host honours overrides: in development.
      const devSources =
        options.environment === 'development'
          ? devServerSources(await readDevOverrides(options.devOverridesFile))
          : [];
      reply.header('content-security-policy', contentSecurityPolicy(pathname, devSources));
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) reply.header(name, value);
    return payload;
  });

  await app.register(fastifyCompress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // For what a build did not precompress (config.json, API answers): on the fly, at a quick quality.
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } },
  });

  await app.register(fastifyStatic, {
    root: options.hostDir,
    prefix: '/',
    // Builds ship `.br` and `.gz` beside each asset (ops/build/precompress-plugin.cjs).
    preCompressed: true,
    cacheControl: false,
    // Never a dot-file: a build writes none, and nothing hidden beside it is for browsers.
    dotfiles: 'ignore',
    setHeaders: (reply, servedFile) =>
      reply.header('cache-control', hostCacheControl(reply.request.url, servedFile)),
  });

  await app.register(fastifyStatic, {
    root: options.releasesDir,
    prefix: '/releases/',
    decorateReply: false,
    preCompressed: true,
    cacheControl: false,
    index: false,
    // Staging folders (`.<version>.<pid>.staging`) and lock files are not releases.
    dotfiles: 'ignore',
    setHeaders: (reply) => {
      // A release folder never changes once published; remotes.json beside them does.
      reply.header('cache-control', releasesCacheControl(reply.request.url));
      // The host (and a `pnpm dev` host on another port) reads manifests with fetch.
      reply.header('access-control-allow-origin', '*');
    },
  });

  app.get('/remotes.json', async (_request, reply) => {
    reply.header('cache-control', NO_STORE);
    try {
      const document = await readFile(
        options.registryFile ?? join(options.releasesDir, 'remotes.json'),
        'utf8',
      );
      return reply.type('application/json; charset=utf-8').send(document);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      return reply.code(404).send({
        error: 'no_registry',
        message: `No remotes.json in ${options.releasesDir}: publish the remotes with \`pnpm release\` (or \`pnpm stack --publish\`).`,
      });
    }
  });

  app.get('/config.json', async (_request, reply) => {
    const config = await buildRuntimeConfig({
      publicOrigin: options.publicOrigin,
      environment: options.environment,
      appVersion: options.appVersion,
      helpDeskUrl: options.helpDeskUrl,
      devOverridesFile: options.devOverridesFile,
    });
    return reply.header('cache-control', NO_STORE).send(config);
  });

  // Browsers' reports of remote failures, counted per remote and release (field-health.ts).
  await app.register(fieldHealthRoutes, { releasesDir: options.releasesDir });

  proxyTo(app, {
    prefix: '/api',
    name: 'trucks API',
    upstream: options.apiUpstream,
    startCommand: 'tsx dev-stack/trucks-api/src/main.ts',
  });
  proxyTo(app, {
    prefix: '/idp',
    name: 'identity provider',
    upstream: options.identityUpstream,
    startCommand: 'tsx dev-stack/identity/main.ts',
  });

  const answerNotFound = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isSpaNavigation(request)) {
      return reply
        .code(404)
        .header('cache-control', NO_STORE)
        .send({ error: 'not_found', path: request.url });
    }
    if (!existsSync(join(options.hostDir, 'index.html'))) {
      return reply
        .code(503)
        .header('cache-control', NO_STORE)
        .type('text/html; charset=utf-8')
        .send(
          `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Host not built</title></head><body>` +
            `<h1>The host is not built</h1><p>No index.html in ${escapeHtml(options.hostDir)}. Run <code>pnpm build</code>.</p></body></html>`,
        );
    }
    // Client-side routes (deep links, reloads): the host's router takes it from here.
    return reply.code(200).header('cache-control', REVALIDATE).sendFile('index.html', options.hostDir);
  };
  app.setNotFoundHandler(answerNotFound);
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    // @fastify/static refuses a non-canonical path (an empty segment, `/available-freight//preview`)
    // rather than resolve it to another file. It is still a navigation: the host's router answers it
    // (its Route Not Found page or the route it matches), and anything else is a plain 404.
    if (error.code === 'FST_STATIC_FORBIDDEN_PATH') return answerNotFound(request, reply);
    throw error;
  });

  return app;
}
