// The documents and the session the shell needs before its first paint, requested by the entry
// (main.tsx) while the bootstrap chunk and the shared libraries are still downloading, instead of
// after all of them have run: config.json and the registry at once, and as soon as config.json names
// the API the current user (a stored live session) or the driver's sign-in (a driver's link from a text
// message: the exchange of its ?driverToken= for the session, which otherwise waited for the shell's
// first render). The shell takes each answer once, through the same code paths as an
// ordinary request (fetchJson, the API client's fetch); anything the entry did not start, or started
// differently (another registry URL, another token), is fetched as usual.
//
// No shared module is imported here: main.tsx runs before federation has loaded any of them.
import type { FetchNoStoreJson } from './no-store-json';

const EARLY_CONFIG_URL = '/config.json';
/** Where the gateway serves the registry; used only when config.json names this very URL. */
const EARLY_REGISTRY_URL = '/remotes.json';
/** The current-user call of the API catalogue (`API.account.currentUser`, tested against it). */
export const CURRENT_USER_PATH = 'v2/me';
/** The driver's sign-in call of the API catalogue (`API.account.mobileAuthorizeUser`, tested against it). */
export const DRIVER_SIGN_IN_PATH = 'v1/auth/mobile_authorize';
/** The address parameter of a driver's link (spec 000 §4); the session controller's DRIVER_TOKEN_PARAM. */
export const DRIVER_TOKEN_PARAMETER = 'driverToken';
/** shared-contracts' SESSION_STORAGE_KEY (tested against it). */
export const TOKEN_STORAGE_KEY = 'trucks-jwt';

interface EarlyApiRequest {
  url: string;
  method: 'GET' | 'POST';
  /** The Authorization header sent, or null. */
  authorization: string | null;
  /** The JSON body sent (POST), or null. */
  body: string | null;
  response: Promise<Response>;
}

interface EarlyState {
  documents: Map<string, Promise<unknown>>;
  api: EarlyApiRequest[];
}

let early: EarlyState | undefined;

type Fetch = typeof fetch;

function noStoreJson(fetchImpl: Fetch, url: string): Promise<unknown> {
  return fetchImpl(url, { cache: 'no-store', headers: { Accept: 'application/json' } }).then((response) => {
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    return response.json();
  });
}

/** The stored trucks-jwt, live or not: what the API client's session store starts with. */
function storedToken(storage: Pick<Storage, 'getItem'> | undefined): string | undefined {
  try {
    return storage?.getItem(TOKEN_STORAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/** The stored trucks-jwt when it has not expired (a token past its `exp` is not worth a request). */
export function liveStoredToken(
  storage: Pick<Storage, 'getItem'> | undefined,
  now: number,
): string | undefined {
  const token = storedToken(storage);
  if (!token) return undefined;
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as {
      exp?: unknown;
    };
    if (typeof payload.exp === 'number' && payload.exp * 1000 <= now) return undefined;
  } catch {
    // Not a readable JWT: let the session controller decide, as it would without this module.
  }
  return token;
}

/** An answer from the identity provider in the address: the session controller's to take. */
function fromProvider(location: Pick<Location, 'search' | 'hash'>): boolean {
  const search = new URLSearchParams(location.search);
  const answer = new URLSearchParams(location.hash.replace(/^#/, ''));
  return ['code', 'error', 'id_token'].some((key) => search.has(key) || answer.has(key));
}

/** Whether the entry may read the user early: a plain page load with a stored session. */
function wantsCurrentUser(location: Pick<Location, 'search' | 'hash' | 'pathname'>): boolean {
  const search = new URLSearchParams(location.search);
  return (
    !fromProvider(location) && !search.has(DRIVER_TOKEN_PARAMETER) && location.pathname !== '/forgot-password'
  );
}

/** The driver token of a driver's link, when the entry may exchange it early. */
function driverTokenOf(location: Pick<Location, 'search' | 'hash'>): string | undefined {
  if (fromProvider(location)) return undefined;
  return new URLSearchParams(location.search).get(DRIVER_TOKEN_PARAMETER) || undefined;
}

export interface EarlyRequestEnvironment {
  fetch: Fetch;
  location: Pick<Location, 'search' | 'hash' | 'pathname'>;
  storage: Pick<Storage, 'getItem'> | undefined;
  now: number;
}

/**
 * The browser's fetch, looked up at each call (tests replace it). The entry runs before the API client
 * exists (it is a shared module, not loaded yet), and the client takes these answers through
 * withEarlyApiResponses, so token, claims and 401 handling still happen in the client.
 */
// eslint-disable-next-line no-restricted-globals -- see above
const browserFetch: Fetch = (input, init) => fetch(input, init);

function browserEnvironment(): EarlyRequestEnvironment {
  let storage: Storage | undefined;
  try {
    storage = window.localStorage;
  } catch {
    storage = undefined;
  }
  return { fetch: browserFetch, location: window.location, storage, now: Date.now() };
}

/** Starts the early requests (once per page). Called by main.tsx before it imports the bootstrap. */
export function startEarlyRequests(environment: EarlyRequestEnvironment = browserEnvironment()): void {
  if (early) return;
  const state: EarlyState = { documents: new Map(), api: [] };
  early = state;
  const config = noStoreJson(environment.fetch, EARLY_CONFIG_URL);
  state.documents.set(EARLY_CONFIG_URL, config);
  state.documents.set(EARLY_REGISTRY_URL, noStoreJson(environment.fetch, EARLY_REGISTRY_URL));
  // Unhandled here by design: the shell handles each failure when it takes the answer.
  for (const pending of state.documents.values()) pending.catch(() => undefined);

  const apiUrl = (path: string) =>
    config.then((document) => {
      const apiBaseUrl = (document as { apiBaseUrl?: unknown }).apiBaseUrl;
      if (typeof apiBaseUrl !== 'string') throw new Error('config.json has no apiBaseUrl');
      return `${apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`}${path}`;
    });
  const send = (request: Omit<EarlyApiRequest, 'response' | 'url'>, path: string) => {
    const sent = apiUrl(path).then((url) => {
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (request.authorization) headers.Authorization = request.authorization;
      if (request.body !== null) headers['Content-Type'] = 'application/json';
      const response = environment.fetch(url, {
        method: request.method,
        headers,
        ...(request.body !== null ? { body: request.body } : {}),
      });
      state.api.push({ ...request, url, response });
      return response;
    });
    sent.catch(() => undefined);
  };

  // A driver's link: its token is exchanged for the session whatever is stored (the controller does so),
  // with the stored token as the API client sends it, so the client's request is this very one.
  const driverToken = driverTokenOf(environment.location);
  if (driverToken) {
    const stored = storedToken(environment.storage);
    const body = JSON.stringify({ driverToken });
    send({ method: 'POST', authorization: stored ? `Bearer ${stored}` : null, body }, DRIVER_SIGN_IN_PATH);
    return;
  }
  const token = liveStoredToken(environment.storage, environment.now);
  if (!token || !wantsCurrentUser(environment.location)) return;
  send({ method: 'GET', authorization: `Bearer ${token}`, body: null }, CURRENT_USER_PATH);
}

/** Forgets every early request (tests). */
export function resetEarlyRequests(): void {
  early = undefined;
}

/** fetchJson that answers a document the entry already requested (once), else asks `fallback`. */
export function withEarlyDocuments(fallback: FetchNoStoreJson): FetchNoStoreJson {
  return (url) => {
    const pending = early?.documents.get(url);
    if (!pending) return fallback(url);
    early?.documents.delete(url);
    return pending;
  };
}

/** The early requests sent Accept, Authorization and Content-Type only: any other header (claims) is another request. */
function onlyPlainHeaders(headers: Headers): boolean {
  return [...headers.keys()].every((name) => ['accept', 'authorization', 'content-type'].includes(name));
}

/**
 * The API client's fetch: an early request answers the client's identical request (same URL and method,
 * same bearer token or none, the same JSON body, no other claims), once; every other call goes to
 * `fallback`.
 */
export function withEarlyApiResponses(fallback: Fetch = browserFetch): Fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = init?.body ?? null;
    if (early && url !== undefined && (body === null || typeof body === 'string')) {
      const headers = new Headers(init?.headers);
      const authorization = headers.get('Authorization');
      const index = onlyPlainHeaders(headers)
        ? early.api.findIndex(
            (request) =>
              request.url === url &&
              request.method === method &&
              request.authorization === authorization &&
              request.body === body,
          )
        : -1;
      if (index >= 0) {
        const [match] = early.api.splice(index, 1);
        return match!.response;
      }
    }
    return fallback(input, init);
  };
}
