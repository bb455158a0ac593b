// The session as every app reads it: the trucks-jwt, the signed-in user and the extra claims the API
// expects with each call. A zustand vanilla store so that non-React code (the HTTP client) and React
// (useSession) read the same state; zustand and shared-contracts are federation singletons, so the
// host and every remote share this one instance. Only the host writes (session-writer.ts).
import { createStore } from 'zustand/vanilla';
import type { StoreApi } from 'zustand/vanilla';
import type { LoggedInUser } from '../domain/user';

/** Browser-storage key of the token (spec 000 §1: "kept in browser storage under trucks-jwt"). */
export const SESSION_STORAGE_KEY = 'trucks-jwt';

/**
 * Claims the trucks API needs beyond the token, sent as the X-Trucks-Claims header: for example the
 * driver token of a driver-app visit, the mobile flag, or the company the user acts for.
 */
export type ExtraClaims = Readonly<Record<string, string>>;

export interface SessionState {
  /** The trucks-jwt, or null when signed out. */
  token: string | null;
  /** The signed-in user; null until the host has read it (after sign-in or a page reload). */
  user: LoggedInUser | null;
  extraClaims: ExtraClaims;
}

export type ReadonlySessionStore = Pick<StoreApi<SessionState>, 'getState' | 'getInitialState' | 'subscribe'>;

function browserStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    // Storage access can throw (privacy mode, sandboxed iframe): behave as signed out.
    return undefined;
  }
}

function initialSession(): SessionState {
  return { token: browserStorage()?.getItem(SESSION_STORAGE_KEY) ?? null, user: null, extraClaims: {} };
}

const store = createStore<SessionState>()(initialSession);

/** The session store, read-only for remotes: subscribe or getState. */
export const sessionStore: ReadonlySessionStore = store;

/** Write access for session-writer.ts only; apps use its functions, never this. */
export const sessionWriteAccess = { setState: store.setState, storage: browserStorage };

export function getSession(): SessionState {
  return store.getState();
}

export function getToken(): string | null {
  return store.getState().token;
}

export function getSessionUser(): LoggedInUser | null {
  return store.getState().user;
}

export function getExtraClaims(): ExtraClaims {
  return store.getState().extraClaims;
}

/**
 * The expiry of a JWT in epoch milliseconds, or undefined when it has none or cannot be read.
 * The session ends when this passes (spec 000 §1); the signature is the server's business.
 */
export function tokenExpiresAt(token: string): number | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (char) =>
      char.charCodeAt(0),
    );
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const exp = typeof claims === 'object' && claims !== null ? (claims as { exp?: unknown }).exp : undefined;
    return typeof exp === 'number' ? exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** True when a token is held and its expiry (if any) has not passed. */
export function hasLiveSession(now: number = Date.now()): boolean {
  const { token } = store.getState();
  if (!token) return false;
  const expiresAt = tokenExpiresAt(token);
  return expiresAt === undefined || expiresAt > now;
}
