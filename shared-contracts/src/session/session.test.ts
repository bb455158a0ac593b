import {
  SESSION_STORAGE_KEY,
  getExtraClaims,
  getSessionUser,
  getToken,
  hasLiveSession,
  sessionStore,
  tokenExpiresAt,
} from './session-store';
import { endSession, setSessionUser, startSession } from './session-writer';
import type { LoggedInUser } from '../domain/user';

// Node has no localStorage: give the store a Storage backed by a Map, as a browser would.
const stored = new Map<string, string>();
beforeAll(() => {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    value: {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    },
  });
});
afterAll(() => {
  Reflect.deleteProperty(globalThis, 'localStorage');
});

function jwt(claims: object): string {
  const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
  return `${encode({ alg: 'RS256' })}.${encode(claims)}.signature`;
}

const user = { id: 'U-1', firstName: 'Ann', permissions: ['CarrierPortal'] } as LoggedInUser;

describe('the session store', () => {
  beforeEach(() => endSession());

  it("keeps the token in browser storage under 'trucks-jwt' and publishes it", () => {
    startSession({ token: 'jwt-1', user, extraClaims: { mobile: '1' } });
    expect(SESSION_STORAGE_KEY).toBe('trucks-jwt');
    expect(stored.get('trucks-jwt')).toBe('jwt-1');
    expect(getToken()).toBe('jwt-1');
    expect(getSessionUser()).toBe(user);
    expect(getExtraClaims()).toEqual({ mobile: '1' });
  });

  it('tells subscribers (useSession re-renders) when the user changes', () => {
    startSession({ token: 'jwt-1', user: null });
    const seen: (string | undefined)[] = [];
    const unsubscribe = sessionStore.subscribe((state) => seen.push(state.user?.firstName));
    setSessionUser(user);
    unsubscribe();
    expect(seen).toEqual(['Ann']);
  });

  it('forgets the token everywhere on endSession (logout, expiry, 401)', () => {
    startSession({ token: 'jwt-1', user });
    endSession();
    expect(stored.has('trucks-jwt')).toBe(false);
    expect(getToken()).toBeNull();
    expect(getSessionUser()).toBeNull();
  });

  it("ends when the token's expiry passes (spec 000 §1)", () => {
    const expiresAt = Date.UTC(2030, 0, 1);
    startSession({ token: jwt({ sub: 'U-1', exp: expiresAt / 1000 }), user });
    expect(tokenExpiresAt(getToken() ?? '')).toBe(expiresAt);
    expect(hasLiveSession(expiresAt - 1)).toBe(true);
    expect(hasLiveSession(expiresAt + 1)).toBe(false);
  });

  it('reads no expiry from a token that is not a JWT', () => {
    expect(tokenExpiresAt('opaque-token')).toBeUndefined();
    expect(tokenExpiresAt('a.%%%.c')).toBeUndefined();
  });
});
