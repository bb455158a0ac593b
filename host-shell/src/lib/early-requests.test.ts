import { API } from '@trucks/shared-contracts/api/catalogue';
import { apiUrl, callApi, configureApiClient } from '@trucks/shared-contracts/api/client';
import { SESSION_STORAGE_KEY } from '@trucks/shared-contracts/session/session-store';
import {
  CURRENT_USER_PATH,
  DRIVER_SIGN_IN_PATH,
  TOKEN_STORAGE_KEY,
  liveStoredToken,
  resetEarlyRequests,
  startEarlyRequests,
  withEarlyApiResponses,
  withEarlyDocuments,
} from './early-requests';

const NOW = Date.UTC(2026, 0, 1);

function jwt(expiresAt: number): string {
  const payload = btoa(JSON.stringify({ exp: Math.floor(expiresAt / 1000) }));
  return `header.${payload.replace(/=+$/, '')}.signature`;
}

function jsonResponse(body: unknown): Response {
  return { ok: true, status: 200, json: async () => body } as unknown as Response;
}

function environment(token: string | null, search = '') {
  const fetch = jest.fn(async (url: string) => {
    if (url === '/config.json') return jsonResponse({ apiBaseUrl: '/api/' });
    if (url === '/remotes.json') return jsonResponse({ remotes: {} });
    return jsonResponse({ id: 'user' });
  });
  return {
    fetch: fetch as unknown as typeof window.fetch,
    calls: fetch,
    location: { search, hash: '', pathname: '/dashboard' },
    storage: { getItem: (key: string) => (key === TOKEN_STORAGE_KEY ? token : null) },
    now: NOW,
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => resetEarlyRequests());

it('names the same call and storage key as shared-contracts', () => {
  expect(apiUrl('/api/', API.account.currentUser)).toBe(`/api/${CURRENT_USER_PATH}`);
  expect(TOKEN_STORAGE_KEY).toBe(SESSION_STORAGE_KEY);
  expect(apiUrl('/api/', API.account.mobileAuthorizeUser)).toBe(`/api/${DRIVER_SIGN_IN_PATH}`);
});

it('requests config.json, the registry and the current user before the shell asks, each answered once', async () => {
  const token = jwt(NOW + 60_000);
  const env = environment(token);
  startEarlyRequests(env);
  await flush();
  expect(env.calls.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json', '/api/v2/me']);

  const fallback = jest.fn(async () => 'fetched again');
  const fetchJson = withEarlyDocuments(fallback);
  await expect(fetchJson('/config.json')).resolves.toEqual({ apiBaseUrl: '/api/' });
  await expect(fetchJson('/remotes.json')).resolves.toEqual({ remotes: {} });
  await expect(fetchJson('/config.json')).resolves.toBe('fetched again');

  const apiFallback = jest.fn(async () => jsonResponse('from the network'));
  const apiFetch = withEarlyApiResponses(apiFallback as unknown as typeof fetch);
  const headers = new Headers({ Accept: 'application/json', Authorization: `Bearer ${token}` });
  await expect((await apiFetch('/api/v2/me', { method: 'GET', headers })).json()).resolves.toEqual({
    id: 'user',
  });
  expect(apiFallback).not.toHaveBeenCalled();
  await apiFetch('/api/v2/me', { method: 'GET', headers });
  expect(apiFallback).toHaveBeenCalledTimes(1);
});

it('does not answer a request with another token or extra claims from the early one', async () => {
  const token = jwt(NOW + 60_000);
  startEarlyRequests(environment(token));
  await flush();
  const apiFallback = jest.fn(async () => jsonResponse('from the network'));
  const apiFetch = withEarlyApiResponses(apiFallback as unknown as typeof fetch);
  await apiFetch('/api/v2/me', { headers: { Authorization: 'Bearer other' } });
  await apiFetch('/api/v2/me', { headers: { Authorization: `Bearer ${token}`, 'X-Trucks-Claims': 'x' } });
  expect(apiFallback).toHaveBeenCalledTimes(2);
});

it('reads no user without a live token, or when the address carries a sign-in answer', async () => {
  for (const [token, search] of [
    [null, ''],
    [jwt(NOW - 1_000), ''],
    [jwt(NOW + 60_000), '?code=abc'],
    [null, '?driverToken=t&code=abc'],
  ] as const) {
    resetEarlyRequests();
    const env = environment(token, search);
    startEarlyRequests(env);
    await flush();
    expect(env.calls.mock.calls.map(([url]) => url)).toEqual(['/config.json', '/remotes.json']);
  }
});

it('keeps an unreadable token for the session controller to judge', () => {
  expect(liveStoredToken({ getItem: () => 'not-a-jwt' }, NOW)).toBe('not-a-jwt');
  expect(liveStoredToken(undefined, NOW)).toBeUndefined();
});

/**
 * The API client's own driver sign-in (the session controller's call), its fetch the early answers with
 * `network` behind them; the answer's body is not a session, so the call's outcome is not looked at.
 */
async function clientDriverSignIn(network: jest.Mock, driverToken: string, storedToken: string | null) {
  configureApiClient({
    baseUrl: '/api/',
    fetch: withEarlyApiResponses(network as unknown as typeof fetch),
    getToken: () => storedToken,
    getExtraClaims: () => ({}),
  });
  await callApi(API.account.mobileAuthorizeUser, { body: { driverToken } }).catch(() => undefined);
}

const networkAnswer = () =>
  jest.fn(async () => ({ ok: true, status: 200, text: async () => '{}' }) as unknown as Response);

const SIGN_IN_URLS = ['/config.json', '/remotes.json', '/api/v1/auth/mobile_authorize'];

it("exchanges a driver's link for the session at once, and answers the API client's sign-in with it once", async () => {
  const env = environment(null, '?driverToken=from-the-text');
  startEarlyRequests(env);
  await flush();
  expect(env.calls.mock.calls.map(([url]) => url)).toEqual(SIGN_IN_URLS);
  const [, sent] = env.calls.mock.calls[2] as unknown as [string, RequestInit];
  expect(sent).toMatchObject({ method: 'POST', body: '{"driverToken":"from-the-text"}' });

  const network = networkAnswer();
  // Another token is another request.
  await clientDriverSignIn(network, 'other', null);
  expect(network).toHaveBeenCalledTimes(1);
  await clientDriverSignIn(network, 'from-the-text', null);
  expect(network).toHaveBeenCalledTimes(1);
  expect(env.calls).toHaveBeenCalledTimes(3);
  // Once: the next sign-in goes to the network.
  await clientDriverSignIn(network, 'from-the-text', null);
  expect(network).toHaveBeenCalledTimes(2);
});

it("sends a driver's sign-in with the stored token, as the API client does, and reads no user beside it", async () => {
  const stale = jwt(NOW - 1_000);
  const env = environment(stale, '?driverToken=from-the-text');
  startEarlyRequests(env);
  await flush();
  expect(env.calls.mock.calls.map(([url]) => url)).toEqual(SIGN_IN_URLS);
  const network = networkAnswer();
  await clientDriverSignIn(network, 'from-the-text', stale);
  expect(network).not.toHaveBeenCalled();
});
