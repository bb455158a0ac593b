// What the session needs of MSAL, without MSAL itself: the controller imports only types from
// '@azure/msal-browser' here, so MSAL (about 60 KB compressed) loads only when a sign-in, a silent
// renewal or a logout needs it, not on the everyday reload with a live trucks-jwt.
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
