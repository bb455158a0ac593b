// For tests of every app: the trucks API as a table of answers per catalogue call, behind the real
// client. The component, callApi (URL, headers, errors, 401 hook, zod checks) and React Query all run
// for real; only the network is replaced. Requests are matched with the catalogue's own path templates.
import { API_CALLS } from '@trucks/shared-contracts/api/catalogue';
import { configureApiClient } from '@trucks/shared-contracts/api/client';
import type { ApiClientConfig } from '@trucks/shared-contracts/api/client';
import type { AnyApiCall, ResponseOf } from '@trucks/shared-contracts/api/define-call';

export interface RecordedRequest {
  callId: string;
  method: string;
  path: string;
  params: Record<string, string>;
  /** The query as sent (repeated keys become arrays). */
  query: Record<string, string | string[]>;
  /** The parsed JSON body, the FormData of a multipart call, or undefined. */
  body: unknown;
  headers: Headers;
}

/** @public An answer: a status and a JSON body (an error body for non-2xx), optionally after a delay. */
export interface Reply {
  status: number;
  body?: unknown;
  delayMs?: number;
}

type Answer<C extends AnyApiCall> =
  ResponseOf<C> | Reply | ((request: RecordedRequest) => ResponseOf<C> | Reply);

const isReply = (value: unknown): value is Reply =>
  typeof value === 'object' &&
  value !== null &&
  'status' in value &&
  Object.keys(value).every((key) => ['status', 'body', 'delayMs'].includes(key));

function templateMatcher(call: AnyApiCall): RegExp {
  const pattern = call.path
    .split('/')
    .map((segment) =>
      segment.replace(/\{([^}]+)\}|[^{}]+/g, (part, name?: string) =>
        name ? `(?<${name.replace(/\W/g, '_')}>[^/]+)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&'),
      ),
    )
    .join('/');
  return new RegExp(`^${pattern}$`);
}

export interface ApiDouble {
  /** Answer every request of `call` with `answer` (a response, a Reply, or a function of the request). */
  on<C extends AnyApiCall>(call: C, answer: Answer<C>): ApiDouble;
  /** The requests made so far, optionally of one call. */
  requests(call?: AnyApiCall): RecordedRequest[];
  /** The fetch behind the client, for code that takes a fetch. */
  fetch: typeof fetch;
}

/**
 * Configures the shared API client to answer from this table. An unanswered call fails the test with
 * its id (a 501 and a console error), so a screen never silently reads nothing.
 */
export function installApiDouble(config: Partial<ApiClientConfig> = {}): ApiDouble {
  const answers = new Map<string, Answer<AnyApiCall>>();
  const recorded: RecordedRequest[] = [];
  const base = 'http://trucks.test/api/';
  // Fewer placeholders first, as the server's router prefers static segments: GET
  // v1/carriers/eld-integration-settings is that call, not carriers.get with id 'eld-integration-settings'.
  const placeholders = (call: AnyApiCall) => call.path.split('{').length;
  const routes = API_CALLS.map((call) => ({ call, matcher: templateMatcher(call) })).sort(
    (a, b) => placeholders(a.call) - placeholders(b.call),
  );

  const fakeFetch: typeof fetch = async (input, init) => {
    // Relative URLs ('/api/...', as the host's config.json gives) resolve against the double's origin.
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      base,
    );
    const method = (init?.method ?? 'GET').toUpperCase();
    const path = url.pathname.slice(new URL(base).pathname.length);
    const route = routes.find(({ call, matcher }) => call.method === method && matcher.test(path));
    if (!route)
      return new Response(JSON.stringify({ title: `No catalogue call for ${method} ${path}` }), {
        status: 404,
      });
    const query: Record<string, string | string[]> = {};
    for (const key of new Set(url.searchParams.keys())) {
      const values = url.searchParams.getAll(key);
      query[key] = values.length > 1 ? values : values[0]!;
    }
    const rawBody = init?.body;
    const body = typeof rawBody === 'string' ? (JSON.parse(rawBody) as unknown) : (rawBody ?? undefined);
    const request: RecordedRequest = {
      callId: route.call.id,
      method,
      path,
      params: { ...(route.matcher.exec(path)?.groups ?? {}) },
      query,
      body,
      headers: new Headers(init?.headers),
    };
    recorded.push(request);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = answers.get(route.call.id);
    if (answer === undefined) {
      console.error(`api-double: no answer for ${route.call.id} (${method} ${path})`);
      return new Response(JSON.stringify({ title: `No answer for ${route.call.id}` }), { status: 501 });
    }
    const value =
      typeof answer === 'function' ? (answer as (request: RecordedRequest) => unknown)(request) : answer;
    const reply: Reply = isReply(value) ? value : { status: 200, body: value };
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    if (reply.status === 204 || reply.body === undefined)
      return new Response(null, { status: reply.status === 200 ? 204 : reply.status });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json' },
    });
  };

  configureApiClient({ baseUrl: base, fetch: fakeFetch, ...config });
  const double: ApiDouble = {
    on(call, answer) {
      answers.set(call.id, answer as Answer<AnyApiCall>);
      return double;
    },
    requests(call) {
      return call ? recorded.filter((request) => request.callId === call.id) : [...recorded];
    },
    fetch: fakeFetch,
  };
  return double;
}
