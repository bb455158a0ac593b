// The host's write side of the session store. Remotes never import this file: they read the session
// through use-session.ts and session-store.ts.
import type { LoggedInUser } from '../domain/user';
import { SESSION_STORAGE_KEY, sessionWriteAccess } from './session-store';
import type { ExtraClaims } from './session-store';

/** After sign-in: keep the token in browser storage and publish token, user and claims. */
export function startSession(session: {
  token: string;
  user: LoggedInUser | null;
  extraClaims?: ExtraClaims;
}): void {
  sessionWriteAccess.storage()?.setItem(SESSION_STORAGE_KEY, session.token);
  sessionWriteAccess.setState({
    token: session.token,
    user: session.user,
    extraClaims: session.extraClaims ?? {},
  });
}

/** When the user is (re)read, e.g. after a reload or a profile update. */
export function setSessionUser(user: LoggedInUser): void {
  sessionWriteAccess.setState({ user });
}

export function setExtraClaims(extraClaims: ExtraClaims): void {
  sessionWriteAccess.setState({ extraClaims });
}

/** Logout, expiry or a 401: forget the token everywhere. */
export function endSession(): void {
  sessionWriteAccess.storage()?.removeItem(SESSION_STORAGE_KEY);
  sessionWriteAccess.setState({ token: null, user: null, extraClaims: {} });
}
