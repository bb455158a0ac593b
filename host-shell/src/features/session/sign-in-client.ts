// MSAL, configured from config.json, behind the few operations the session needs. The controller
// takes this interface so its tests drive a double instead of a browser redirect.
import { BrowserCacheLocation, ProtocolMode, PublicClientApplication } from '@azure/msal-browser';
import type { AccountInfo, IPublicClientApplication } from '@azure/msal-browser';
import type { RuntimeConfig } from '@trucks/shared-contracts/config/runtime-config';

export type SignInClient = Pick<
  IPublicClientApplication,
  | 'initialize'
  | 'handleRedirectPromise'
  | 'loginRedirect'
  | 'logoutRedirect'
  | 'ssoSilent'
  | 'getActiveAccount'
  | 'getAllAccounts'
  | 'setActiveAccount'
  | 'clearCache'
>;

/** Where the identity provider sends the browser back: the root for redirects, a bridge page for iframes. */
export function redirectUris(origin: string): { app: string; bridge: string } {
  return { app: `${origin}/`, bridge: `${origin}/redirect-bridge.html` };
}

export function createSignInClient(config: RuntimeConfig, origin: string): SignInClient {
  const { identity } = config;
  return new PublicClientApplication({
    auth: {
      clientId: identity.clientId,
      authority: identity.signInAuthority,
      // Trust the configured authorities as they are: no call to Microsoft's instance discovery.
      knownAuthorities: identity.knownAuthorities,
      redirectUri: redirectUris(origin).app,
      postLogoutRedirectUri: redirectUris(origin).app,
    },
    // localStorage: one sign-in serves every tab a carrier opens during the day.
    cache: { cacheLocation: BrowserCacheLocation.LocalStorage },
    system: { protocolMode: ProtocolMode.OIDC },
  });
}

/**
 * True when the account was signed in through the password-reset policy (B2C puts the policy in
 * `tfp`/`acr`; our identity provider's issuer ends with the policy name).
 */
export function isPasswordResetAccount(account: AccountInfo | null, config: RuntimeConfig): boolean {
  if (!account) return false;
  const claims = account.idTokenClaims ?? {};
  const policy = [claims['tfp'], claims['acr'], claims.iss].filter((value) => typeof value === 'string');
  const resetPolicy = new URL(config.identity.passwordResetAuthority).pathname
    .split('/')
    .filter(Boolean)
    .pop();
  return policy.some(
    (value) => resetPolicy !== undefined && String(value).toLowerCase().endsWith(resetPolicy.toLowerCase()),
  );
}
