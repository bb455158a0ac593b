// The documents and the session the shell needs before its first paint, requested by the entry
// (main.tsx) while the bootstrap chunk and the shared libraries are still downloading, instead of
// after all of them have run: config.json and the registry at once, the current user as soon as
// config.json names the API. The shell takes each answer once, through the same code paths as an
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
/** shared-contracts' SESSION_STORAGE_KEY (tested against it). */
export const TOKEN_STORAGE_KEY = 'trucks-jwt';

interface EarlyApiRequest {
  url: string;
  authorization: string;
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

/** The stored trucks-jwt when it has not expired (a token past its `exp` is not worth a request). */
export function liveStoredToken(
  storage: Pick<Storage, 'getItem'> | undefined,
  now: number,
): string | undefined {
  let token: string | null | undefined;
  try {
    token = storage?.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return undefined;
  }
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

/** Whether the entry may read the user early: a plain page load with a stored session. */
function wantsCurrentUser(location: Pick<Location, 'search' | 'hash' | 'pathname'>): boolean {
  const search = new URLSearchParams(location.search);
  const answer = new URLSearchParams(location.hash.replace(/^#/, ''));
  const fromProvider = ['code', 'error', 'id_token'].some((key) => search.has(key) || answer.has(key));
  return !fromProvider && !search.has('driverToken') && location.pathname !== '/forgot-password';
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

  const token = liveStoredToken(environment.storage, environment.now);
  if (!token || !wantsCurrentUser(environment.location)) return;
  const authorization = `Bearer ${token}`;
  const user = config.then((document) => {
    const apiBaseUrl = (document as { apiBaseUrl?: unknown }).apiBaseUrl;
    if (typeof apiBaseUrl !== 'string') throw new Error('config.json has no apiBaseUrl');
    const url = `${apiBaseUrl.endsWith('/') ? apiBaseUrl : `${apiBaseUrl}/`}${CURRENT_USER_PATH}`;
    const response = environment.fetch(url, {
      method: 'GET',
      headers: { Accept: 'application/json', Authorization: authorization },
    });
    state.api.push({ url, authorization, response });
    return response;
  });
  user.catch(() => undefined);
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

/** The early request sent Accept and Authorization only: any other header (claims) is another request. */
function onlyPlainHeaders(headers: Headers): boolean {
  return [...headers.keys()].every((name) => name === 'accept' || name === 'authorization');
}

/**
 * The API client's fetch: the entry's current-user request answers the client's identical request
 * (same URL, GET, same bearer token, no other claims), once; every other call goes to `fallback`.
 */
export function withEarlyApiResponses(fallback: Fetch = browserFetch): Fetch {
  return (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : undefined;
    const method = (init?.method ?? 'GET').toUpperCase();
    if (early && url !== undefined && method === 'GET' && !init?.body) {
      const headers = new Headers(init?.headers);
      const authorization = headers.get('Authorization');
      const index = onlyPlainHeaders(headers)
        ? early.api.findIndex((request) => request.url === url && request.authorization === authorization)
        : -1;
      if (index >= 0) {
        const [match] = early.api.splice(index, 1);
        return match!.response;
      }
    }
    return fallback(input, init);
  };
}
