import { AuthError } from '@azure/msal-browser';
import type { AccountInfo } from '@azure/msal-browser';
import { API } from '@trucks/shared-contracts/api/catalogue';
import {
  getExtraClaims,
  getToken,
  SESSION_STORAGE_KEY,
} from '@trucks/shared-contracts/session/session-store';
import { endSession, startSession } from '@trucks/shared-contracts/session/session-writer';
import { installApiDouble } from '@trucks/shared-ui/api-double';
import type { ApiDouble } from '@trucks/shared-ui/api-double';
import { testConfig } from '../../../test/fixtures';
import { signedInUser } from '../../../test/render';
import type { BrowserSurface } from './browser-surface';
import { SessionController, RENEW_BEFORE_EXPIRY_MS } from './session-controller';
import { SIGN_IN_FAILED } from './start-outcome';
import { providerAccount, providerResult, signInDouble } from '../../../test/sign-in-double';
import { sameOriginPath } from './return-path';
import { recallForSession, rememberForSession } from '../../../lib/session-memory';

const ORIGIN = 'https://localhost:8443';
const NOW = Date.UTC(2026, 10, 22, 14, 0, 0);
const HOUR = 60 * 60_000;

function jwt(expiresAt: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256' })}.${part({ sub: 'U-100', exp: expiresAt / 1000 })}.signature`;
}

const user = signedInUser();
const driver = signedInUser({ id: 'U-DRV', roles: ['Driver'], permissions: ['DriverPortal'] });

const account = (policy?: string) => providerAccount(policy, ORIGIN);
const authResult = (idToken: string, forAccount = account()) => providerResult(idToken, forAccount);

interface Timer {
  ms: number;
  run: () => void;
  cancelled: boolean;
}

function setUp({ href, accounts = [] as AccountInfo[] }: { href: string; accounts?: AccountInfo[] }) {
  const timers: Timer[] = [];
  const loaded: string[] = [];
  let address = new URL(href, ORIGIN).href;
  const browser: BrowserSurface = {
    href: () => address,
    replaceAddress: (path) => (address = new URL(path, ORIGIN).href),
    loadPage: (path) => loaded.push(path),
    storage: window.localStorage,
    tabStorage: window.sessionStorage,
    now: () => NOW,
    setTimer: (run, ms) => {
      const timer = { ms, run, cancelled: false };
      timers.push(timer);
      return () => (timer.cancelled = true);
    },
  };
  const signIn = signInDouble(accounts);
  const loadSignIn = jest.fn(async () => signIn);
  const onSessionEnd = jest.fn();
  const controller = new SessionController({
    config: testConfig,
    loadSignIn,
    browser,
    onSessionEnd,
  });
  const api: ApiDouble = installApiDouble();
  controller.configureApiClient(api.fetch);
  return { controller, signIn, loadSignIn, api, timers, loaded, onSessionEnd, address: () => address };
}

beforeEach(() => {
  endSession();
  window.localStorage.clear();
  window.sessionStorage.clear();
});

describe('entry with a driver token (spec 000 §4)', () => {
  it('skips interactive sign-in, saves the token, sets the driver-app and mobile flags and clears the address bar', async () => {
    const { controller, signIn, api, address } = setUp({
      href: '/all-shipments?driverToken=demo-driver-token&tab=1',
    });
    api.on(API.account.mobileAuthorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user: driver });

    const outcome = await controller.start();

    expect(outcome).toMatchObject({ kind: 'signed-in', variant: 'driver', user: { id: 'U-DRV' } });
    expect(api.requests(API.account.mobileAuthorizeUser)[0]?.body).toEqual({
      driverToken: 'demo-driver-token',
    });
    expect(window.localStorage.getItem('driverToken')).toBe('demo-driver-token');
    expect(window.localStorage.getItem('isDriverApp')).toBe('true');
    expect(window.localStorage.getItem('isMobile')).toBe('1');
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(getToken());
    expect(getExtraClaims()).toEqual({ app: 'driver', mobile: '1' });
    expect(address()).toBe(`${ORIGIN}/all-shipments?tab=1`);
    expect(signIn.loginRedirect).not.toHaveBeenCalled();
  });

  it('enters again from the saved driver token when storage shows the driver app in use', async () => {
    window.localStorage.setItem('isDriverApp', 'true');
    window.localStorage.setItem('driverToken', 'demo-driver-token');
    const { controller, signIn, api } = setUp({ href: '/all-shipments' });
    api.on(API.account.mobileAuthorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user: driver });

    expect(await controller.start()).toMatchObject({ kind: 'signed-in', variant: 'driver' });
    expect(signIn.initialize).not.toHaveBeenCalled();
  });

  it('explains a refused driver link and forgets the driver flags', async () => {
    const { controller, api } = setUp({ href: '/?driverToken=stale' });
    api.on(API.account.mobileAuthorizeUser, { status: 401, body: { title: 'Unknown driver token' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await controller.start()).toEqual({ kind: 'failed', message: SIGN_IN_FAILED.driverLink });
    expect(window.localStorage.getItem('isDriverApp')).toBeNull();
  });
});

describe('entry through the identity provider (spec 000 §4)', () => {
  it('sends a visitor without an account to the sign-in authority and returns them to the path afterwards', async () => {
    const first = setUp({ href: '/tenders?status=Sent' });
    expect(await first.controller.start()).toEqual({ kind: 'redirecting' });
    expect(first.signIn.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ authority: testConfig.identity.signInAuthority, redirectUri: `${ORIGIN}/` }),
    );

    // Back from the provider at the root with its response.
    const back = setUp({ href: '/' });
    back.signIn.handleRedirectPromise.mockResolvedValue(authResult('idp-id-token'));
    back.api.on(API.account.authorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user });

    const outcome = await back.controller.start();

    expect(back.api.requests(API.account.authorizeUser)[0]?.body).toEqual({ identityToken: 'idp-id-token' });
    expect(outcome).toMatchObject({
      kind: 'signed-in',
      isNewSignIn: true,
      returnPath: '/tenders?status=Sent',
    });
    expect(window.localStorage.getItem('trucks-jwt')).toBe(getToken());
  });

  it('uses the password-reset authority for /forgot-password', async () => {
    const { controller, signIn } = setUp({ href: '/forgot-password' });
    await controller.start();
    expect(signIn.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ authority: testConfig.identity.passwordResetAuthority }),
    );
  });

  it('uses the password-reset authority when the active account belongs to the reset policy', async () => {
    const { controller, signIn } = setUp({ href: '/dashboard', accounts: [account('b2c_1_reset')] });
    await controller.start();
    expect(signIn.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ authority: testConfig.identity.passwordResetAuthority }),
    );
  });

  it('prefills the sign-in name from login_hint', async () => {
    const { controller, signIn } = setUp({ href: '/dashboard?login_hint=ann%40carrier.test' });
    await controller.start();
    expect(signIn.loginRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ loginHint: 'ann@carrier.test' }),
    );
  });

  it('signs a known account in silently, through the redirect bridge, without leaving the page', async () => {
    const { controller, signIn, api } = setUp({ href: '/rates', accounts: [account()] });
    signIn.ssoSilent.mockResolvedValue(authResult('silent-id-token'));
    api.on(API.account.authorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user });

    expect(await controller.start()).toMatchObject({ kind: 'signed-in', isNewSignIn: true });
    expect(signIn.ssoSilent).toHaveBeenCalledWith(
      expect.objectContaining({ redirectUri: `${ORIGIN}/redirect-bridge.html` }),
    );
    expect(signIn.loginRedirect).not.toHaveBeenCalled();
  });

  it('waits for a sign-in already in progress instead of starting another', async () => {
    const { controller, signIn } = setUp({ href: '/dashboard' });
    signIn.loginRedirect.mockRejectedValue(
      new AuthError('interaction_in_progress', 'a sign-in is in progress'),
    );
    expect(await controller.start()).toEqual({ kind: 'redirecting' });
  });

  it('renders public pages without a session', async () => {
    const { controller, signIn } = setUp({ href: '/reset-password/abc' });
    expect(await controller.start()).toEqual({ kind: 'public' });
    expect(signIn.loginRedirect).not.toHaveBeenCalled();
  });

  it('reuses a live trucks-jwt after a reload (no new sign-in, no toast, MSAL not even loaded)', async () => {
    startSession({ token: jwt(NOW + HOUR), user: null });
    const { controller, loadSignIn, api } = setUp({ href: '/dashboard' });
    api.on(API.account.currentUser, user);
    expect(await controller.start()).toMatchObject({
      kind: 'signed-in',
      isNewSignIn: false,
      variant: 'full',
    });
    expect(loadSignIn).not.toHaveBeenCalled();
  });

  it("reads the provider's answer in the address even when an older trucks-jwt is stored", async () => {
    startSession({ token: jwt(NOW + HOUR), user: null });
    const { controller, signIn, api } = setUp({ href: '/#code=abc&state=xyz' });
    signIn.handleRedirectPromise.mockResolvedValue(authResult('fresh-id-token'));
    api.on(API.account.authorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user });
    expect(await controller.start()).toMatchObject({ kind: 'signed-in', isNewSignIn: true });
    expect(api.requests(API.account.authorizeUser)[0]?.body).toEqual({ identityToken: 'fresh-id-token' });
  });

  it('drops an expired trucks-jwt and signs in again', async () => {
    startSession({ token: jwt(NOW - 1), user: null });
    const { controller, signIn } = setUp({ href: '/dashboard' });
    expect(await controller.start()).toEqual({ kind: 'redirecting' });
    expect(window.localStorage.getItem('trucks-jwt')).toBeNull();
    expect(signIn.loginRedirect).toHaveBeenCalled();
  });
});

describe('the end of a session (spec 000 §1, §7)', () => {
  async function signedInAt(href: string, expiresAt = NOW + 8 * HOUR) {
    const setup = setUp({ href, accounts: [account()] });
    setup.signIn.ssoSilent.mockResolvedValue(authResult('silent-id-token'));
    setup.api.on(API.account.authorizeUser, { accessToken: jwt(expiresAt), user });
    await setup.controller.start();
    return setup;
  }

  it('on any 401: clears the token and the sign-in cache, remembers the path and goes to the root', async () => {
    const { api, signIn, loaded, onSessionEnd } = await signedInAt('/accounting?page=2');
    api.on(API.casesNotesDocuments.countStats, { status: 401, body: { title: 'Unauthorized' } });
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);

    await expect(
      import('@trucks/shared-contracts/api/client').then(({ callApi }) =>
        callApi(API.casesNotesDocuments.countStats, { query: {} }),
      ),
    ).rejects.toMatchObject({ status: 401 });
    await Promise.resolve();

    expect(window.localStorage.getItem('trucks-jwt')).toBeNull();
    expect(signIn.clearCache).toHaveBeenCalled();
    expect(onSessionEnd).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(loaded).toEqual(['/']);
    expect(window.sessionStorage.getItem('trucks-return-path')).toBe('/accounting?page=2');
  });

  it("ends at the token's expiry, after trying a silent renewal five minutes before", async () => {
    const expiresAt = NOW + HOUR;
    const { timers, signIn, api, loaded } = await signedInAt('/dashboard', expiresAt);
    jest.spyOn(console, 'info').mockImplementation(() => undefined);
    const renewal = timers.find((timer) => timer.ms === HOUR - RENEW_BEFORE_EXPIRY_MS);
    const expiry = timers.find((timer) => timer.ms === HOUR);
    expect(renewal && expiry).toBeTruthy();

    // Renewal: a fresh ID token from the provider becomes a fresh trucks-jwt, and the timers move.
    const renewed = jwt(NOW + 9 * HOUR);
    api.on(API.account.authorizeUser, { accessToken: renewed, user });
    renewal!.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(signIn.ssoSilent).toHaveBeenCalledTimes(2);
    expect(getToken()).toBe(renewed);
    expect(expiry!.cancelled).toBe(true);

    // If renewal is impossible the session ends when the token expires.
    const latestExpiry = timers.filter((timer) => !timer.cancelled).find((timer) => timer.ms === 9 * HOUR)!;
    latestExpiry.run();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToken()).toBeNull();
    expect(loaded).toEqual(['/']);
  });

  it('logout forgets the session and the driver entry and ends the provider session', async () => {
    const { controller, signIn } = await signedInAt('/dashboard');
    window.localStorage.setItem('isDriverApp', 'true');
    await controller.logout();
    expect(getToken()).toBeNull();
    expect(window.localStorage.getItem('isDriverApp')).toBeNull();
    expect(signIn.logoutRedirect).toHaveBeenCalledWith(
      expect.objectContaining({ postLogoutRedirectUri: `${ORIGIN}/`, idTokenHint: 'provider-id-token' }),
    );
  });
});

describe('a page whose session ended under it loads again to sign in (the route guard)', () => {
  async function signedInAt(href: string) {
    const setup = setUp({ href, accounts: [account()] });
    setup.signIn.ssoSilent.mockResolvedValue(authResult('silent-id-token'));
    setup.api.on(API.account.authorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user });
    await setup.controller.start();
    return setup;
  }

  it('loads the same path and query again, without the fragment', async () => {
    const { controller, loaded } = await signedInAt('/accounting?page=2#top');
    controller.signInAgain();
    expect(loaded).toEqual(['/accounting?page=2']);
  });

  it('does not while a logout takes the page to the provider: that reload signed the user back in', async () => {
    const { controller, loaded, signIn } = await signedInAt('/available-freight');
    // The provider's logout page is still on its way when the guard sees the session gone.
    let leave: () => void = () => undefined;
    signIn.logoutRedirect.mockImplementation(
      () => new Promise<undefined>((resolve) => (leave = () => resolve(undefined))),
    );
    const loggingOut = controller.logout();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(getToken()).toBeNull();
    controller.signInAgain();
    leave();
    await loggingOut;
    expect(loaded).toEqual([]);
    expect(signIn.logoutRedirect).toHaveBeenCalledTimes(1);
  });
});

describe("what is remembered for the session (the dismissed 'Expired Samsara Token', issue 27)", () => {
  const dismissedBy = (id: string) => recallForSession(id, 'expiredSamsaraModalDismissed');

  it('is kept across a reload with the live trucks-jwt and a silent renewal', async () => {
    rememberForSession(user.id, 'expiredSamsaraModalDismissed', '1');
    startSession({ token: jwt(NOW + HOUR), user: null });
    const { controller, api, signIn } = setUp({ href: '/dashboard', accounts: [account()] });
    api.on(API.account.currentUser, user);
    await controller.start();
    expect(dismissedBy(user.id)).toBe('1');

    signIn.ssoSilent.mockResolvedValue(authResult('renewed-id-token'));
    const renewed = jwt(NOW + 9 * HOUR);
    api.on(API.account.authorizeUser, { accessToken: renewed, user });
    expect(await controller.renew()).toBe(true);
    expect(getToken()).toBe(renewed);
    expect(dismissedBy(user.id)).toBe('1');
  });

  it('is forgotten when a session begins with a sign-in', async () => {
    rememberForSession(user.id, 'expiredSamsaraModalDismissed', '1');
    const { controller, signIn, api } = setUp({ href: '/', accounts: [account()] });
    signIn.ssoSilent.mockResolvedValue(authResult('silent-id-token'));
    api.on(API.account.authorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user });
    expect(await controller.start()).toMatchObject({ kind: 'signed-in', isNewSignIn: true });
    expect(dismissedBy(user.id)).toBeUndefined();
  });

  it('is forgotten at logout', async () => {
    const { controller, signIn, api } = setUp({ href: '/', accounts: [account()] });
    signIn.ssoSilent.mockResolvedValue(authResult('silent-id-token'));
    api.on(API.account.authorizeUser, { accessToken: jwt(NOW + 8 * HOUR), user });
    await controller.start();
    rememberForSession(user.id, 'expiredSamsaraModalDismissed', '1');
    await controller.logout();
    expect(dismissedBy(user.id)).toBeUndefined();
  });
});

describe('the remembered path is followed only inside the portal', () => {
  it.each([
    ['/tenders?status=Sent#top', '/tenders?status=Sent#top'],
    ['//evil.example/phish', undefined],
    ['/\\evil.example', undefined],
    ['https://evil.example/x', undefined],
    ['/', undefined],
    ['/login', undefined],
  ])('%s -> %s', (candidate, expected) => {
    expect(sameOriginPath(candidate, ORIGIN)).toBe(expected);
  });
});

describe("a 'Do Not Use' carrier (spec 000 §8)", () => {
  it('gets the 8-second message asking to email carrier services, and the provider session is dropped', async () => {
    const { controller, signIn, api } = setUp({ href: '/' });
    signIn.handleRedirectPromise.mockResolvedValue(authResult('idp-id-token'));
    api.on(API.account.authorizeUser, { status: 403, body: { title: 'Carrier is Do Not Use' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);

    expect(await controller.start()).toEqual({
      kind: 'failed',
      message:
        "This carrier is marked 'Do Not Use'. Please email carrierservices@trucks.example for assistance.",
      toastSeconds: 8,
    });
    expect(signIn.clearCache).toHaveBeenCalled();
    expect(getToken()).toBeNull();
  });
});
