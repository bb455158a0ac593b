// For tests: the identity provider as MSAL would report it, with no browser redirect. By default
// nobody is signed in at the provider (silent sign-in answers login_required).
import { AuthError } from '@azure/msal-browser';
import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';
import type { SignInClient } from '../features/session/lib/sign-in-types';

export function providerAccount(policy = 'b2c_1_signin', origin = 'https://localhost:8443'): AccountInfo {
  return {
    homeAccountId: 'acc-1',
    environment: new URL(origin).host,
    tenantId: '',
    username: 'user@carrier.test',
    localAccountId: 'U-100',
    idToken: 'provider-id-token',
    idTokenClaims: { iss: `${origin}/idp/${policy}` },
  } as AccountInfo;
}

export function providerResult(idToken: string, account = providerAccount()): AuthenticationResult {
  return { idToken, account } as AuthenticationResult;
}

export function signInDouble(accounts: AccountInfo[] = []) {
  let active: AccountInfo | null = accounts[0] ?? null;
  return {
    initialize: jest.fn(async () => undefined),
    handleRedirectPromise: jest.fn(async (): Promise<AuthenticationResult | null> => null),
    loginRedirect: jest.fn(async () => undefined),
    logoutRedirect: jest.fn(async () => undefined),
    ssoSilent: jest.fn(async (): Promise<AuthenticationResult> => {
      throw new AuthError('login_required', 'no session at the provider');
    }),
    getActiveAccount: jest.fn(() => active),
    getAllAccounts: jest.fn(() => accounts),
    setActiveAccount: jest.fn((next: AccountInfo | null) => void (active = next)),
    clearCache: jest.fn(async () => undefined),
  } satisfies SignInClient;
}
