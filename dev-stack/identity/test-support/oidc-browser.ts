// What a browser does in a sign-in, with fetch: keep cookies, follow nothing automatically (each
// redirect is looked at), and talk to the IdP the way the gateway does, with X-Forwarded-* headers,
// so every URL the IdP writes uses the public origin and is mapped back to the IdP's own address.
import { createHash, randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { freePort } from '../../free-port';
import { startServiceProcess } from '../../test-support/service-process';

export const PUBLIC_ORIGIN = 'https://localhost:8443';

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    this.storeSetCookies(response.headers.getSetCookie());
  }

  /** Set-Cookie lines from any client (fetch, node:https). */
  storeSetCookies(lines: readonly string[]): void {
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const separator = pair.indexOf('=');
      const name = pair.slice(0, separator).trim();
      const value = pair.slice(separator + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', date = ''] = attribute.split('=');
        return key.trim().toLowerCase() === 'expires' && Date.parse(date) <= Date.now();
      });
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

export class OidcBrowser {
  readonly jar = new CookieJar();

  constructor(private readonly internalUrl: string) {}

  /** A public URL (https://localhost:8443/idp/...) as the IdP's own address. */
  toInternal(url: string): string {
    const parsed = new URL(url, PUBLIC_ORIGIN);
    return `${this.internalUrl}${parsed.pathname}${parsed.search}`;
  }

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const headers: Record<string, string> = {
      cookie: this.jar.header(),
      'x-forwarded-proto': 'https',
      'x-forwarded-host': new URL(PUBLIC_ORIGIN).host,
    };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(this.toInternal(url), {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.jar.store(response);
    return response;
  }

  /** Follows redirects while they stay on the IdP; returns the first page or the redirect that leaves it. */
  async follow(response: Response): Promise<Response> {
    let current = response;
    for (let hops = 0; hops < 10; hops += 1) {
      const location = current.headers.get('location');
      if (current.status < 300 || current.status >= 400 || !location) return current;
      const target = new URL(location, PUBLIC_ORIGIN);
      if (!target.pathname.startsWith('/idp/')) return current;
      current = await this.request(target.href);
    }
    throw new Error('too many redirects');
  }
}

export interface PkceRequest {
  verifier: string;
  challenge: string;
  state: string;
  nonce: string;
}

export function newPkceRequest(): PkceRequest {
  const verifier = randomBytes(32).toString('base64url');
  return {
    verifier,
    challenge: createHash('sha256').update(verifier).digest('base64url'),
    state: randomBytes(8).toString('hex'),
    nonce: randomBytes(8).toString('hex'),
  };
}

/** The portal's authorization request; `origin` is where the portal (and the gateway) is served. */
export function authorizeUrl(
  policy: string,
  pkce: PkceRequest,
  extra: Record<string, string> = {},
  origin = PUBLIC_ORIGIN,
): string {
  const params = new URLSearchParams({
    client_id: 'trucks-portal',
    response_type: 'code',
    redirect_uri: `${origin}/redirect-bridge.html`,
    scope: 'openid profile email',
    code_challenge: pkce.challenge,
    code_challenge_method: 'S256',
    state: pkce.state,
    nonce: pkce.nonce,
    ...extra,
  });
  return `${origin}/idp/${policy}/auth?${params.toString()}`;
}

/** The portal's token request that redeems a code from `authorizeUrl`, as a form. */
export function codeRedemptionForm(
  code: string,
  pkce: PkceRequest,
  origin = PUBLIC_ORIGIN,
): Record<string, string> {
  return {
    grant_type: 'authorization_code',
    client_id: 'trucks-portal',
    code,
    code_verifier: pkce.verifier,
    redirect_uri: `${origin}/redirect-bridge.html`,
  };
}

/** The value of a named input in a page, as the browser would prefill it. */
export function inputValue(html: string, name: string): string | undefined {
  const tag = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0];
  return tag ? /value="([^"]*)"/.exec(tag)?.[1] : undefined;
}

export function formAction(html: string): string {
  const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('no form on the page');
  return action;
}

export interface SpawnedIdentityProvider {
  url: string;
  stop(): Promise<void>;
}

/** The real IdP in its own process, on a free port, as the stack runs it. */
export async function spawnIdentityProvider(): Promise<SpawnedIdentityProvider> {
  const port = await freePort();
  const packageRoot = join(__dirname, '..', '..');
  const idp = await startServiceProcess({
    packageRoot,
    script: join(packageRoot, 'identity', 'main.ts'),
    env: { ...process.env, IDP_PORT: String(port), PUBLIC_ORIGIN, IDP_STATE_DIR: '' },
    readyWhen: 'identity provider listening',
    name: 'identity provider',
    timeoutMs: 30_000,
  });
  return { url: `http://127.0.0.1:${port}`, stop: idp.stop };
}
