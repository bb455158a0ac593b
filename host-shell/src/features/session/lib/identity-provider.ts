// The identity provider's side of entry: the paths that need no sign-in or the reset policy, whether the
// address carries the provider's answer to a redirect, a silent sign-in, and the error that says
// another sign-in is already under way.
import type { AccountInfo } from '@azure/msal-browser';
import { accessForPath } from '@trucks/shared-contracts/access/route-access';
import { redirectUris } from './sign-in-types';
import type { SignInClient } from './sign-in-types';

export const FORGOT_PASSWORD_PATH = '/forgot-password';
export const LOGIN_HINT_PARAM = 'login_hint';

/** The identity provider's answer to a redirect sign-in, in the hash (MSAL's default) or the query. */
export function carriesProviderResponse(url: URL): boolean {
  const answer = new URLSearchParams(url.hash.replace(/^#/, ''));
  return ['code', 'error', 'id_token'].some((key) => answer.has(key) || url.searchParams.has(key));
}

/** Public routes of spec 000 §2 that render without a session; '/' and /forgot-password sign in. */
export function isPublicPath(pathname: string): boolean {
  if (pathname === '/' || pathname === FORGOT_PASSWORD_PATH) return false;
  return accessForPath(pathname)?.access.isPublic === true;
}

export function isInteractionInProgress(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { errorCode?: unknown }).errorCode === 'interaction_in_progress'
  );
}

/**
 * A silent sign-in (hidden iframe through the redirect bridge, prompt=none): the provider's ID token
 * for an account it still knows, or undefined when it asks for an interactive sign-in.
 */
export async function silentIdToken(
  signIn: SignInClient,
  account: AccountInfo,
  { scopes, origin }: { scopes: string[]; origin: string },
): Promise<string | undefined> {
  try {
    const result = await signIn.ssoSilent({ scopes, account, redirectUri: redirectUris(origin).bridge });
    signIn.setActiveAccount(result.account);
    return result.idToken || undefined;
  } catch (error) {
    // "Sign in interactively" is the expected answer when the provider has no session for the user.
    const expected = [
      'login_required',
      'interaction_required',
      'consent_required',
      'no_account_error',
    ].includes((error as { errorCode?: string }).errorCode ?? '');
    if (!expected) console.warn('Silent sign-in failed', error);
    return undefined;
  }
}
