// The session of the portal from entry to logout (spec 000 §1, §4, §7):
// - entry: a driver token or the driver app skips interactive sign-in; an identity-provider response
//   is exchanged ("authorize user") for the trucks-jwt; a stored live trucks-jwt is reused; public
//   pages need nothing; anyone else is signed in silently if the provider still knows them, else sent
//   to the provider (password-reset policy for /forgot-password or a reset-policy account; login_hint
//   prefills the name).
// - during: the trucks-jwt is renewed silently before it expires; at its expiry, or on any 401, the
//   session ends: token and sign-in cache cleared, the path remembered, back to the root.
// - logout: everything forgotten and the provider's session ended too.
import { accountCalls } from '@trucks/shared-contracts/api/catalogue/account';
import { callApi, configureApiClient, isApiError } from '@trucks/shared-contracts/api/client';
import type { ApiError } from '@trucks/shared-contracts/api/client';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';
import type { LoggedInUser, LoginResponse } from '@trucks/shared-contracts/domain/user';
import { loginFailureNotice } from '@trucks/shared-contracts/rules/error-message';
import { CARRIER_SERVICES_EMAIL } from '../../../lib/carrier-services';
import { forgetSessionMemory } from '../../../lib/session-memory';
import { getToken, hasLiveSession, tokenExpiresAt } from '@trucks/shared-contracts/session/session-store';
import type { ExtraClaims } from '@trucks/shared-contracts/session/session-store';
import { endSession, setSessionUser, startSession } from '@trucks/shared-contracts/session/session-writer';
import { browserSurface } from './browser-surface';
import type { BrowserSurface } from './browser-surface';
import {
  driverClaims,
  DRIVER_TOKEN_PARAM,
  forgetDriverEntry,
  isDriverAppInUse,
  saveDriverEntry,
  storedDriverToken,
  withoutDriverToken,
} from './driver-app';
import {
  carriesProviderResponse,
  FORGOT_PASSWORD_PATH,
  isInteractionInProgress,
  isPublicPath,
  LOGIN_HINT_PARAM,
  silentIdToken,
} from './identity-provider';
import { rememberReturnPath, takeReturnPath } from './return-path';
import { isPasswordResetAccount, redirectUris } from './sign-in-types';
import type { SignInClient } from './sign-in-types';
import { SIGN_IN_FAILED } from './start-outcome';
import type { SessionVariant, StartOutcome } from './start-outcome';

/** Renew this long before the trucks-jwt expires. */
export const RENEW_BEFORE_EXPIRY_MS = 5 * 60_000;

export interface SessionControllerOptions {
  config: RuntimeConfig;
  /** MSAL, loaded and initialized on first need (a live trucks-jwt on reload needs none). */
  loadSignIn: () => Promise<SignInClient>;
  browser?: BrowserSurface;
  /** Called when the session ends (expiry, 401, logout) so the host can drop cached server data. */
  onSessionEnd?: () => void;
}

export class SessionController {
  private readonly config: RuntimeConfig;
  private readonly loadSignIn: () => Promise<SignInClient>;
  private signInReady: Promise<SignInClient> | undefined;
  private readonly browser: BrowserSurface;
  private readonly onSessionEnd: () => void;
  private ready = false;
  private ending = false;
  private cancelTimers: (() => void)[] = [];
  private variant: SessionVariant = 'full';

  constructor(options: SessionControllerOptions) {
    this.config = options.config;
    this.loadSignIn = options.loadSignIn;
    this.browser = options.browser ?? browserSurface();
    this.onSessionEnd = options.onSessionEnd ?? (() => undefined);
  }

  /** MSAL, loaded and initialized once. */
  private signIn(): Promise<SignInClient> {
    this.signInReady ??= this.loadSignIn().then(async (client) => {
      await client.initialize();
      return client;
    });
    return this.signInReady;
  }

  /** Points the shared API client at the trucks API, with this session's 401 handling. */
  configureApiClient(fetchImpl?: typeof fetch): void {
    configureApiClient({
      baseUrl: this.config.apiBaseUrl,
      onUnauthorized: (error) => this.unauthorized(error),
      ...(fetchImpl ? { fetch: fetchImpl } : {}),
    });
  }

  /** What a silent sign-in asks the provider for, and where its answer comes back. */
  private providerOptions() {
    return { scopes: this.config.identity.scopes, origin: this.origin };
  }

  private get origin(): string {
    return new URL(this.browser.href()).origin;
  }

  private currentPath(): string {
    const url = new URL(this.browser.href());
    return `${url.pathname}${url.search}${url.hash}`;
  }

  async start(): Promise<StartOutcome> {
    const outcome = await this.enter();
    if (outcome.kind === 'signed-in') {
      this.ready = true;
      this.scheduleRenewal();
    }
    return outcome;
  }

  private async enter(): Promise<StartOutcome> {
    const url = new URL(this.browser.href());
    const { storage } = this.browser;

    // 1. The driver app: a token in the address, or the flag from an earlier visit.
    const driverToken = url.searchParams.get(DRIVER_TOKEN_PARAM);
    if (driverToken) {
      saveDriverEntry(storage, driverToken);
      this.browser.replaceAddress(withoutDriverToken(url.href));
      return this.enterAsDriver(driverToken, true);
    }
    if (isDriverAppInUse(storage)) {
      if (hasLiveSession(this.browser.now())) {
        const user = await this.readUser();
        if (user) return this.signedIn(user, 'driver', false);
      }
      const saved = storedDriverToken(storage);
      if (saved) return this.enterAsDriver(saved, false);
      forgetDriverEntry(storage);
    }

    const isForgotPassword = url.pathname === FORGOT_PASSWORD_PATH;

    // 2. A trucks-jwt from earlier that is still live (a reload, a new tab): no identity provider, and
    // MSAL is not even loaded, unless the address carries the provider's answer to a sign-in.
    if (!isForgotPassword && !carriesProviderResponse(url) && getToken()) {
      if (hasLiveSession(this.browser.now())) {
        const user = await this.readUser();
        if (user) return this.signedIn(user, 'full', false);
      } else {
        endSession();
      }
    }

    // 3. Back from the identity provider with a response.
    let signIn: SignInClient;
    let redirectResult;
    try {
      signIn = await this.signIn();
      redirectResult = await signIn.handleRedirectPromise({ navigateToLoginRequestUrl: false });
    } catch (error) {
      console.error('The identity provider response could not be read', error);
      return { kind: 'failed', message: SIGN_IN_FAILED.provider };
    }
    if (redirectResult?.idToken) {
      signIn.setActiveAccount(redirectResult.account);
      return this.authorize(redirectResult.idToken, true);
    }

    // 4. Public pages render without a session.
    if (isPublicPath(url.pathname)) return { kind: 'public' };

    // 5. The provider may still know the user: sign in silently.
    const account = signIn.getActiveAccount() ?? signIn.getAllAccounts()[0] ?? null;
    if (account && !isForgotPassword) {
      const idToken = await silentIdToken(signIn, account, this.providerOptions());
      if (idToken) return this.authorize(idToken, true);
    }

    // 6. Interactive sign-in at the provider; come back to this path afterwards.
    rememberReturnPath(this.browser.tabStorage, this.currentPath(), this.origin);
    const useResetPolicy = isForgotPassword || isPasswordResetAccount(account, this.config);
    const loginHint = url.searchParams.get(LOGIN_HINT_PARAM) ?? undefined;
    try {
      await signIn.loginRedirect({
        scopes: this.config.identity.scopes,
        authority: useResetPolicy
          ? this.config.identity.passwordResetAuthority
          : this.config.identity.signInAuthority,
        redirectUri: redirectUris(this.origin).app,
        ...(loginHint ? { loginHint } : {}),
      });
    } catch (error) {
      // Another tab or an earlier call already started a sign-in: let that one finish.
      if (isInteractionInProgress(error)) return { kind: 'redirecting' };
      console.error('Sign-in could not start', error);
      return { kind: 'failed', message: SIGN_IN_FAILED.provider };
    }
    return { kind: 'redirecting' };
  }

  private async enterAsDriver(driverToken: string, isNewSignIn: boolean): Promise<StartOutcome> {
    try {
      const response = await callApi(accountCalls.mobileAuthorizeUser, { body: { driverToken } });
      this.variant = 'driver';
      this.beginNewSession(response, driverClaims());
      return this.signedIn(response.user, 'driver', isNewSignIn);
    } catch (error) {
      console.error('The driver token was refused', error);
      forgetDriverEntry(this.browser.storage);
      return { kind: 'failed', message: SIGN_IN_FAILED.driverLink };
    }
  }

  /** "Authorize user": the provider's ID token for the trucks-jwt and the user. */
  private async authorize(identityToken: string, isNewSignIn: boolean): Promise<StartOutcome> {
    try {
      const response = await callApi(accountCalls.authorizeUser, { body: { identityToken } });
      this.beginNewSession(response, {});
      return this.signedIn(response.user, 'full', isNewSignIn);
    } catch (error) {
      console.error('Authorize user failed', error);
      if (isApiError(error) && error.message.includes('Do Not Use')) {
        // The identity provider knows the user, the portal refuses the carrier: sign out of the provider
        // too, or the next visit would sign the same carrier in silently and fail again.
        await (await this.signIn()).clearCache().catch(() => undefined);
        const notice = loginFailureNotice(error.message, CARRIER_SERVICES_EMAIL);
        return { kind: 'failed', message: notice.message, toastSeconds: notice.durationSeconds };
      }
      return { kind: 'failed', message: isApiError(error) ? error.message : SIGN_IN_FAILED.provider };
    }
  }

  /** Sign-in through the username and password page: the same session as any other. */
  beginFromLogin(response: LoginResponse): { returnPath?: string } {
    this.beginNewSession(response, {});
    this.ready = true;
    this.scheduleRenewal();
    return { returnPath: takeReturnPath(this.browser.tabStorage, this.origin) };
  }

  /** A silent renewal: a new token in the same session. */
  private begin(response: LoginResponse, extraClaims: ExtraClaims): void {
    startSession({ token: response.accessToken, user: response.user, extraClaims });
  }

  /** A sign-in: nothing remembered for an earlier session (the dismissed Samsara modal) carries over. */
  private beginNewSession(response: LoginResponse, extraClaims: ExtraClaims): void {
    forgetSessionMemory(this.browser.storage);
    this.begin(response, extraClaims);
  }

  private signedIn(user: LoggedInUser, variant: SessionVariant, isNewSignIn: boolean): StartOutcome {
    this.variant = variant;
    const returnPath = takeReturnPath(this.browser.tabStorage, this.origin);
    return { kind: 'signed-in', user, variant, isNewSignIn, ...(returnPath ? { returnPath } : {}) };
  }

  /** The user behind a stored trucks-jwt; undefined when the server no longer accepts it. */
  private async readUser(): Promise<LoggedInUser | undefined> {
    try {
      const user = await callApi(accountCalls.currentUser);
      setSessionUser(user);
      return user;
    } catch (error) {
      if (isApiError(error) && error.status === 401) {
        endSession();
        return undefined;
      }
      throw error;
    }
  }

  /** Renew the trucks-jwt shortly before it expires; end the session when it does expire. */
  private scheduleRenewal(): void {
    this.clearTimers();
    const token = getToken();
    const expiresAt = token ? tokenExpiresAt(token) : undefined;
    if (expiresAt === undefined) return;
    const now = this.browser.now();
    this.cancelTimers.push(this.browser.setTimer(() => this.end('expired'), Math.max(0, expiresAt - now)));
    const renewIn = expiresAt - RENEW_BEFORE_EXPIRY_MS - now;
    if (renewIn > 0) this.cancelTimers.push(this.browser.setTimer(() => void this.renew(), renewIn));
  }

  /**
   * Silent renewal: a fresh ID token from the provider (hidden iframe, prompt=none), exchanged for a
   * fresh trucks-jwt; drivers renew from their saved driver token. On failure the session simply
   * runs to its expiry. Returns whether a new token was obtained.
   */
  async renew(): Promise<boolean> {
    try {
      if (this.variant === 'driver') {
        const saved = storedDriverToken(this.browser.storage);
        if (!saved) return false;
        this.begin(
          await callApi(accountCalls.mobileAuthorizeUser, { body: { driverToken: saved } }),
          driverClaims(),
        );
      } else {
        const signIn = await this.signIn();
        const account = signIn.getActiveAccount() ?? signIn.getAllAccounts()[0];
        const idToken = account ? await silentIdToken(signIn, account, this.providerOptions()) : undefined;
        if (!idToken) return false;
        this.begin(await callApi(accountCalls.authorizeUser, { body: { identityToken: idToken } }), {});
      }
      this.scheduleRenewal();
      return true;
    } catch (error) {
      console.warn('Silent renewal failed; the session ends at the token expiry', error);
      return false;
    }
  }

  private unauthorized(error: ApiError): void {
    // During entry a refused token just means "sign in again"; entry handles it. A refused sign-in
    // (a wrong password on /login) is that page's error, not the end of a session.
    if (!this.ready || error.callId.startsWith('auth.')) return;
    console.warn(`${error.callId} answered 401: the session ends`);
    this.end('unauthorized');
  }

  /**
   * Expiry or a 401: token and sign-in cache cleared, the path remembered, back to the root, where
   * entry signs the user in again and returns them to the path.
   */
  private end(reason: 'expired' | 'unauthorized'): void {
    if (this.ending) return;
    this.ending = true;
    console.info(`Session ended: ${reason}`);
    rememberReturnPath(this.browser.tabStorage, this.currentPath(), this.origin);
    this.forget();
    // The driver keeps the saved driver token: the driver app enters again with it.
    void this.signIn()
      .then((signIn) => signIn.clearCache())
      .catch(() => undefined)
      .finally(() => this.browser.loadPage('/'));
  }

  /**
   * A page whose session has ended under it (expiry in another tab, storage cleared) loads again, to
   * sign in afresh. Not while a logout or a 401 is already taking the page elsewhere: a reload racing
   * the provider's logout, and winning, signed the user silently back in (the logout journeys, now and
   * then, came back to the portal signed in).
   */
  signInAgain(): void {
    if (this.ending) return;
    // Without the fragment: loading the same path and query is a full page load, a hash change is not.
    const url = new URL(this.browser.href());
    this.browser.loadPage(`${url.pathname}${url.search}`);
  }

  /** Logout: the session, the driver entry and the provider's session. */
  async logout(): Promise<void> {
    if (this.ending) return;
    this.ending = true;
    const signIn = await this.signIn();
    const account = signIn.getActiveAccount() ?? signIn.getAllAccounts()[0] ?? null;
    this.forget();
    forgetDriverEntry(this.browser.storage);
    this.browser.tabStorage?.removeItem('trucks-return-path');
    if (account) {
      // The ID token as hint: without it (or a client_id) an OpenID provider ends its session but
      // does not follow post_logout_redirect_uri, and the user would stay on the provider's page.
      await signIn.logoutRedirect({
        account,
        postLogoutRedirectUri: redirectUris(this.origin).app,
        ...(account.idToken ? { idTokenHint: account.idToken } : {}),
      });
    } else {
      this.browser.loadPage('/');
    }
  }

  private forget(): void {
    this.ready = false;
    this.clearTimers();
    endSession();
    forgetSessionMemory(this.browser.storage);
    this.onSessionEnd();
  }

  private clearTimers(): void {
    for (const cancel of this.cancelTimers) cancel();
    this.cancelTimers = [];
  }

  dispose(): void {
    this.clearTimers();
  }
}
