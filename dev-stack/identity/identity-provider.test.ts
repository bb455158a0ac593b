import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demo-accounts';
import {
  OidcBrowser,
  PUBLIC_ORIGIN,
  authorizeUrl,
  codeRedemptionForm,
  formAction,
  inputValue,
  newPkceRequest,
  spawnIdentityProvider,
  type PkceRequest,
  type SpawnedIdentityProvider,
} from './test-support/oidc-browser';

jest.setTimeout(30_000);

let idp: SpawnedIdentityProvider;
beforeAll(async () => {
  idp = await spawnIdentityProvider();
});
afterAll(async () => {
  await idp?.stop();
});

const admin = DEMO_ACCOUNTS.find((account) => account.persona === 'carrier-admin')!;
const driver = DEMO_ACCOUNTS.find((account) => account.persona === 'driver')!;

interface IdTokenParts {
  header: { kid?: string; alg: string };
  payload: Record<string, unknown>;
}

/** Checks the signature against the policy's JWKS, as the trucks API does, and returns the claims. */
async function verifyIdToken(idToken: string, policy: string): Promise<IdTokenParts> {
  const [encodedHeader = '', encodedPayload = '', signature = ''] = idToken.split('.');
  const header = JSON.parse(Buffer.from(encodedHeader, 'base64url').toString()) as IdTokenParts['header'];
  const jwks = (await (await fetch(`${idp.url}/idp/${policy}/jwks`)).json()) as {
    keys: Array<JsonWebKey & { kid: string }>;
  };
  const jwk = jwks.keys.find((key) => key.kid === header.kid);
  if (!jwk) throw new Error(`no key ${header.kid} in the ${policy} JWKS`);
  expect(header.alg).toBe('RS256');
  const valid = verify(
    'sha256',
    Buffer.from(`${encodedHeader}.${encodedPayload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
  expect(valid).toBe(true);
  return {
    header,
    payload: JSON.parse(Buffer.from(encodedPayload, 'base64url').toString()) as Record<string, unknown>,
  };
}

/** The code in a redirect back to the portal, after checking it is the portal's redirect URI. */
function codeFrom(response: Response, pkce: PkceRequest): string {
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(`${PUBLIC_ORIGIN}/redirect-bridge.html`);
  expect(location.searchParams.get('state')).toBe(pkce.state);
  const code = location.searchParams.get('code');
  if (!code) throw new Error(`no code in ${location.href}`);
  return code;
}

async function redeem(
  browser: OidcBrowser,
  policy: string,
  code: string,
  pkce: PkceRequest,
): Promise<string> {
  const response = await browser.request(`${PUBLIC_ORIGIN}/idp/${policy}/token`, {
    form: codeRedemptionForm(code, pkce),
  });
  const body = (await response.json()) as { id_token?: string; error?: string };
  expect(body.error).toBeUndefined();
  if (!body.id_token) throw new Error('no id_token');
  return body.id_token;
}

describe.each(['b2c_1_signin', 'b2c_1_reset'])('discovery of %s', (policy) => {
  it('names the public issuer, PKCE S256 and the JWKS under the policy path', async () => {
    const browser = new OidcBrowser(idp.url);
    const response = await browser.request(`${PUBLIC_ORIGIN}/idp/${policy}/.well-known/openid-configuration`);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery.issuer).toBe(`${PUBLIC_ORIGIN}/idp/${policy}`);
    expect(discovery.authorization_endpoint).toBe(`${PUBLIC_ORIGIN}/idp/${policy}/auth`);
    expect(discovery.jwks_uri).toBe(`${PUBLIC_ORIGIN}/idp/${policy}/jwks`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.claims_supported).toEqual(
      expect.arrayContaining(['name', 'preferred_username', 'email']),
    );
  });
});

describe('sign-in policy', () => {
  it('signs a demo account in with authorization code + PKCE, then renews silently with prompt=none', async () => {
    const browser = new OidcBrowser(idp.url);
    const pkce = newPkceRequest();

    const loginPage = await browser.follow(
      await browser.request(authorizeUrl('b2c_1_signin', pkce, { login_hint: admin.username })),
    );
    expect(loginPage.status).toBe(200);
    const loginHtml = await loginPage.text();
    expect(loginHtml).toContain('<h1>Sign in</h1>');
    expect(inputValue(loginHtml, 'username')).toBe(admin.username);
    // Plain pages: nothing inline and nothing from outside.
    expect(loginHtml).not.toMatch(/<script|<style|\sstyle=/);
    expect(loginHtml).not.toMatch(/(src|href)="https?:\/\/[^"]*\.(css|js|woff2?)/);
    expect(loginPage.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");

    const wrongPassword = await browser.request(formAction(loginHtml), {
      form: { username: admin.username, password: 'not-the-password' },
    });
    const wrongHtml = await wrongPassword.text();
    expect(wrongHtml).toContain('Wrong username or password.');
    expect(inputValue(wrongHtml, 'username')).toBe(admin.username);

    const signedIn = await browser.follow(
      await browser.request(formAction(wrongHtml), {
        form: { username: admin.username, password: DEMO_PASSWORD },
      }),
    );
    const idToken = await redeem(browser, 'b2c_1_signin', codeFrom(signedIn, pkce), pkce);
    const { payload } = await verifyIdToken(idToken, 'b2c_1_signin');
    expect(payload).toMatchObject({
      iss: `${PUBLIC_ORIGIN}/idp/b2c_1_signin`,
      aud: 'trucks-portal',
      sub: admin.id,
      nonce: pkce.nonce,
      name: `${admin.firstName} ${admin.lastName}`,
      preferred_username: admin.username,
      email: admin.email,
    });

    // Silent renewal: MSAL's hidden iframe sends prompt=none; with the session cookie no page is shown.
    const renewal = newPkceRequest();
    const silent = await browser.follow(
      await browser.request(authorizeUrl('b2c_1_signin', renewal, { prompt: 'none' })),
    );
    const renewedToken = await redeem(browser, 'b2c_1_signin', codeFrom(silent, renewal), renewal);
    expect((await verifyIdToken(renewedToken, 'b2c_1_signin')).payload.sub).toBe(admin.id);
  });

  it('answers prompt=none without a session with login_required instead of a page', async () => {
    const browser = new OidcBrowser(idp.url);
    const pkce = newPkceRequest();
    const response = await browser.follow(
      await browser.request(authorizeUrl('b2c_1_signin', pkce, { prompt: 'none' })),
    );
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(location.pathname).toBe('/redirect-bridge.html');
    expect(location.searchParams.get('error')).toBe('login_required');
  });

  it('offers the portal forgot-password route and refuses an unknown redirect URI', async () => {
    const browser = new OidcBrowser(idp.url);
    const page = await browser.follow(await browser.request(authorizeUrl('b2c_1_signin', newPkceRequest())));
    expect(await page.text()).toContain(`href="${PUBLIC_ORIGIN}/forgot-password"`);

    const foreign = await browser.request(
      authorizeUrl('b2c_1_signin', newPkceRequest(), { redirect_uri: 'https://evil.example/callback' }),
    );
    expect(foreign.status).toBe(400);
    expect(await foreign.text()).toContain('redirect_uri did not match');
  });
});

describe('password-reset policy', () => {
  it('sets a new password in memory and signs the user in with it', async () => {
    const browser = new OidcBrowser(idp.url);
    const pkce = newPkceRequest();
    const resetPage = await browser.follow(
      await browser.request(authorizeUrl('b2c_1_reset', pkce, { login_hint: driver.username })),
    );
    const resetHtml = await resetPage.text();
    expect(resetHtml).toContain('<h1>Reset your password</h1>');
    expect(inputValue(resetHtml, 'username')).toBe(driver.username);

    const mismatch = await browser.request(formAction(resetHtml), {
      form: { username: driver.username, newPassword: 'New-pass-123', confirmPassword: 'Other-pass-123' },
    });
    expect(await mismatch.text()).toContain('The two passwords do not match.');

    const newPassword = 'Fresh-driver-pass-1';
    const reset = await browser.follow(
      await browser.request(formAction(resetHtml), {
        form: { username: driver.username, newPassword, confirmPassword: newPassword },
      }),
    );
    const idToken = await redeem(browser, 'b2c_1_reset', codeFrom(reset, pkce), pkce);
    expect((await verifyIdToken(idToken, 'b2c_1_reset')).payload).toMatchObject({
      iss: `${PUBLIC_ORIGIN}/idp/b2c_1_reset`,
      sub: driver.id,
    });

    // The sign-in policy now takes the new password and refuses the old one.
    const other = new OidcBrowser(idp.url);
    const login = await other.follow(await other.request(authorizeUrl('b2c_1_signin', newPkceRequest())));
    const action = formAction(await login.text());
    const old = await other.request(action, { form: { username: driver.username, password: DEMO_PASSWORD } });
    expect(await old.text()).toContain('Wrong username or password.');
    const accepted = await other.request(action, {
      form: { username: driver.username, password: newPassword },
    });
    expect(accepted.status).toBe(303);
  });
});
