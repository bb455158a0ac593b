// The local identity provider: both policies on one plain-HTTP port (the gateway adds TLS), each
// mounted at /idp/<policy>, plus the pages' stylesheet and script at /idp/assets.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type Provider from 'oidc-provider';
import { AccountStore } from './account-store';
import { createInteractionHandler, parseInteractionPath } from './interactions';
import { ASSETS_PATH, IDENTITY_STYLESHEET, SIGN_OUT_SCRIPT } from './pages';
import { IDENTITY_POLICIES, isIdentityPolicy, type IdentityPolicy } from './policies';
import { createPolicyProvider } from './policy-provider';
import { loadSigningKeys } from './signing-keys';

export interface IdentityProviderOptions {
  /** 0 picks a free port. Default: IDP_PORT or 4002. */
  port?: number;
  host?: string;
  /** The origin the browser uses (the gateway). Default: PUBLIC_ORIGIN or https://localhost:8443. */
  publicOrigin?: string;
  /** Folder that keeps the signing keys between starts; omitted: new keys each start. */
  stateDir?: string;
  accounts?: AccountStore;
}

export interface RunningIdentityProvider {
  /** Internal base URL, e.g. http://127.0.0.1:4002 (the JWKS is at <url>/idp/<policy>/jwks). */
  url: string;
  port: number;
  publicOrigin: string;
  accounts: AccountStore;
  close(): Promise<void>;
}

const DEFAULT_IDP_PORT = 4002;
const DEFAULT_PUBLIC_ORIGIN = 'https://localhost:8443';

/**
 * CSP of the IdP's own responses. oidc-provider adds the hash of the few inline scripts it writes
 * (form_post pages) to script-src when a policy is already set, so nothing needs 'unsafe-inline'.
 * frame-ancestors 'self' only on the authorization endpoint, where MSAL's hidden renewal iframe lands.
 */
function identityContentSecurityPolicy(pathBelowMount: string): string {
  const framedBySelf = /^\/auth(\/|$)/.test(pathBelowMount);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "connect-src 'self'",
    "form-action 'self'",
    `frame-ancestors ${framedBySelf ? "'self'" : "'none'"}`,
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ');
}

const ASSETS: Record<string, { type: string; body: string }> = {
  [`${ASSETS_PATH}/identity.css`]: { type: 'text/css; charset=utf-8', body: IDENTITY_STYLESHEET },
  [`${ASSETS_PATH}/sign-out.js`]: { type: 'text/javascript; charset=utf-8', body: SIGN_OUT_SCRIPT },
};

function sendText(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.end(body);
}

export async function startIdentityProvider(
  options: IdentityProviderOptions = {},
): Promise<RunningIdentityProvider> {
  const port = options.port ?? Number(process.env.IDP_PORT ?? DEFAULT_IDP_PORT);
  const host = options.host ?? '127.0.0.1';
  const publicOrigin = (options.publicOrigin ?? process.env.PUBLIC_ORIGIN ?? DEFAULT_PUBLIC_ORIGIN).replace(
    /\/$/,
    '',
  );
  const accounts = options.accounts ?? new AccountStore();
  const keys = await loadSigningKeys(options.stateDir);

  const policies = new Map<
    IdentityPolicy,
    {
      provider: Provider;
      callback: ReturnType<Provider['callback']>;
      interact: ReturnType<typeof createInteractionHandler>;
    }
  >();
  for (const policy of IDENTITY_POLICIES) {
    const provider = createPolicyProvider({ policy, publicOrigin, accounts, signingKey: keys[policy] });
    provider.on('server_error', (_ctx, error) => console.error(`[identity ${policy}]`, error));
    policies.set(policy, {
      provider,
      callback: provider.callback(),
      interact: createInteractionHandler({ policy, provider, accounts }),
    });
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://identity.invalid');
    const asset = ASSETS[url.pathname];
    if (asset) {
      res.setHeader('Cache-Control', 'no-cache');
      sendText(res, 200, asset.type, asset.body);
      return;
    }
    const match = /^\/idp\/([^/]+)(\/.*)?$/.exec(url.pathname);
    const policyName = match?.[1];
    if (!policyName || !isIdentityPolicy(policyName)) {
      sendText(
        res,
        404,
        'application/json',
        JSON.stringify({ error: 'not_found', policies: IDENTITY_POLICIES }),
      );
      return;
    }
    const below = match[2] ?? '/';
    const entry = policies.get(policyName);
    if (!entry) throw new Error(`policy ${policyName} is not configured`);
    res.setHeader('Content-Security-Policy', identityContentSecurityPolicy(below));

    const interaction = parseInteractionPath(below);
    if (interaction) {
      await entry.interact(req, res, interaction);
      return;
    }
    // oidc-provider works out its mount path from originalUrl minus url, as under express or koa-mount.
    (req as IncomingMessage & { originalUrl?: string }).originalUrl = req.url;
    req.url = `${below}${url.search}`;
    entry.callback(req, res);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('[identity]', error);
      if (!res.headersSent) sendText(res, 500, 'application/json', JSON.stringify({ error: 'server_error' }));
      else res.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const actualPort = (server.address() as AddressInfo).port;

  return {
    url: `http://${host}:${actualPort}`,
    port: actualPort,
    publicOrigin,
    accounts,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
