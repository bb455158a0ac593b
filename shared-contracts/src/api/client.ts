// The one HTTP client of the suite: the only browser code that calls `fetch`. It fills the path,
// drops empty query parameters, checks the body with the call's request schema (a failing body is
// not sent), adds the bearer token and the extra claims header, sends JSON or multipart, reads JSON
// or blobs, checks the response with the call's zod schema, reports any 401 and turns every failure
// into an ApiError whose message follows the spec's error formatter.
import type { z } from 'zod/mini';
import {
  DEFAULT_ERROR_MESSAGE,
  UNKNOWN_ERROR_MESSAGE,
  errorMessagesOf,
  formatErrorMessage,
} from '../rules/error-message';
import { fieldErrorsOf, validationProblem } from '../rules/field-errors';
import { dropEmptyQueryParams } from '../rules/query-params';
import type { QueryValue } from '../rules/query-params';
import { getExtraClaims as sessionExtraClaims, getToken as sessionToken } from '../session/session-store';
import { fillPath } from './define-call';
import type {
  AnyApiCall,
  BodyOf,
  MultipartValue,
  ParamsOf,
  PathParamNames,
  QueryOf,
  ResponseOf,
} from './define-call';

/** The header that carries the session's extra claims: base64 of their UTF-8 JSON. */
export const EXTRA_CLAIMS_HEADER = 'X-Trucks-Claims';

export interface ApiClientConfig {
  /** The trucks API base from config.json, e.g. '/api/' (or an absolute URL). */
  baseUrl: string;
  /** The trucks-jwt; defaults to the session store's token. */
  getToken?: () => string | null | undefined;
  /** Claims for the X-Trucks-Claims header; defaults to the session store's extra claims. */
  getExtraClaims?: () => Readonly<Record<string, string>> | null | undefined;
  /** Called on every 401 before the call fails (the host ends the session and goes to the root). */
  onUnauthorized?: (error: ApiError) => void;
  /** The fetch to use; the global one by default (tests and node code pass their own). */
  fetch?: typeof fetch;
}

let clientConfig: ApiClientConfig | undefined;

/** Set once by the host from the runtime config (or by a remote running on its own). */
export function configureApiClient(config: ApiClientConfig): void {
  clientConfig = config;
}

export type ApiErrorKind =
  /** The server answered with a non-2xx status. */
  | 'http'
  /** No answer: network down, CORS, DNS (the spec's "response with no status"). */
  | 'network'
  /** Never sent: the body failed the call's request schema; status 400, body a model-state problem. */
  | 'invalid-request'
  /** A 2xx answer whose body does not match the call's schema (money, permissions, the user). */
  | 'invalid-response';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  /** HTTP status; 0 when there was no response. */
  readonly status: number;
  /** The catalogue id of the call, e.g. 'invoices.update'. */
  readonly callId: string;
  /** The parsed error body (JSON, or text), for screens that read more than the message. */
  readonly body: unknown;
  /** Each message the body carries (title/detail/message, errors, model state), for the central handler. */
  readonly messages: readonly string[];
  /** Schema issues of an invalid response or of a body that was not sent. */
  readonly issues: readonly z.core.$ZodIssue[];

  constructor(init: {
    kind: ApiErrorKind;
    status: number;
    callId: string;
    message: string;
    body?: unknown;
    messages?: readonly string[];
    issues?: readonly z.core.$ZodIssue[];
  }) {
    super(init.message);
    this.kind = init.kind;
    this.status = init.status;
    this.callId = init.callId;
    this.body = init.body;
    this.messages = init.messages ?? [];
    this.issues = init.issues ?? [];
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

type ParamsOption<C> = [PathParamNames<C extends { path: infer P extends string } ? P : never>] extends [
  never,
]
  ? { params?: undefined }
  : { params: ParamsOf<C> };
type QueryOption<Q> = [Q] extends [undefined]
  ? { query?: undefined }
  : Record<never, never> extends Q
    ? { query?: Q }
    : { query: Q };
type BodyOption<B> = [B] extends [undefined] ? { body?: undefined } : { body: B };

/** What a call needs: path params when its path has some, its query, its body; a signal to cancel. */
export type CallOptions<C extends AnyApiCall> = ParamsOption<C> &
  QueryOption<QueryOf<C>> &
  BodyOption<BodyOf<C>> & { signal?: AbortSignal };

type CallArguments<C extends AnyApiCall> =
  Record<never, never> extends CallOptions<C> ? [options?: CallOptions<C>] : [options: CallOptions<C>];

/** The URL of a call: base + filled path + the query without its empty parameters. */
export function apiUrl(baseUrl: string, call: AnyApiCall, params?: unknown, query?: unknown): string {
  const path = fillPath(call.path, params as Parameters<typeof fillPath>[1]);
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const search = new URLSearchParams();
  if (query && typeof query === 'object') {
    for (const [key, value] of Object.entries(dropEmptyQueryParams(query as Record<string, QueryValue>))) {
      // Lists travel as repeated keys (statuses=3&statuses=4), the form ASP.NET and Fastify both read.
      for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
    }
  }
  const queryString = search.toString();
  return `${base}${path}${queryString ? `?${queryString}` : ''}`;
}

function encodeClaims(claims: Readonly<Record<string, string>>): string {
  const bytes = new TextEncoder().encode(JSON.stringify(claims));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function multipartBody(body: unknown): FormData {
  const form = new FormData();
  const fields = (body ?? {}) as Record<string, MultipartValue | readonly MultipartValue[]>;
  const fileName = typeof fields.name === 'string' ? fields.name : undefined;
  for (const [key, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      if (item instanceof Blob) {
        // A File keeps its own name; a bare Blob takes the upload's `name` field.
        form.append(
          key,
          item,
          typeof File !== 'undefined' && item instanceof File ? item.name : (fileName ?? key),
        );
      } else {
        form.append(key, String(item));
      }
    }
  }
  return form;
}

async function readErrorBody(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function readBody(call: AnyApiCall, response: Response): Promise<unknown> {
  if (call.responseKind === 'blob') return response.blob();
  if (call.responseKind === 'empty' || response.status === 204) return undefined;
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

/**
 * The body as the call's request schema yields it. A body that fails is not sent: the caller gets
 * the 400 model-state problem the server would answer, so a form shows it on its fields the same way.
 */
function checkedBody(callId: string, schema: z.ZodMiniType, body: unknown): unknown {
  const checked = schema.safeParse(body ?? {});
  if (checked.success) return checked.data;
  const problem = validationProblem(fieldErrorsOf(checked.error));
  throw new ApiError({
    kind: 'invalid-request',
    status: problem.status,
    callId,
    message: formatErrorMessage(problem),
    body: problem,
    messages: errorMessagesOf(problem),
    issues: checked.error.issues,
  });
}

/**
 * Makes one call of the catalogue. Types flow from the catalogue entry: the options require the
 * path params, query and body the call declares, and the promise resolves to its response.
 *
 *   const shipment = await callApi(API.shipments.get, { params: { id }, signal });
 */
export async function callApi<C extends AnyApiCall>(
  call: C,
  ...[options]: CallArguments<C>
): Promise<ResponseOf<C>> {
  if (!clientConfig)
    throw new Error(`The API client is not configured (call ${call.id}): call configureApiClient first`);
  const config = clientConfig;
  const { params, query, signal, ...sent } = (options ?? {}) as {
    params?: unknown;
    query?: unknown;
    body?: unknown;
    signal?: AbortSignal;
  };
  const body = call.requestSchema ? checkedBody(call.id, call.requestSchema, sent.body) : sent.body;

  const headers = new Headers({ Accept: call.responseKind === 'blob' ? '*/*' : 'application/json' });
  const token = (config.getToken ?? sessionToken)();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const claims = (config.getExtraClaims ?? sessionExtraClaims)();
  if (claims && Object.keys(claims).length > 0) headers.set(EXTRA_CLAIMS_HEADER, encodeClaims(claims));

  let requestBody: BodyInit | undefined;
  if (call.requestBody === 'multipart') {
    // fetch sets the multipart Content-Type with its boundary itself.
    requestBody = multipartBody(body);
  } else if (call.requestBody === 'json') {
    headers.set('Content-Type', 'application/json');
    requestBody = JSON.stringify(body ?? {});
  }

  const doFetch = config.fetch ?? fetch;
  let response: Response;
  try {
    response = await doFetch(apiUrl(config.baseUrl, call, params, query), {
      method: call.method,
      headers,
      body: requestBody,
      signal,
    });
  } catch (cause) {
    // A cancelled query is not a failure: let the caller (React Query) see the AbortError itself.
    if (signal?.aborted) throw cause;
    throw new ApiError({ kind: 'network', status: 0, callId: call.id, message: UNKNOWN_ERROR_MESSAGE });
  }

  if (response.status === 404 && call.notFoundAsNull) return null as ResponseOf<C>;

  if (!response.ok) {
    const errorBody = await readErrorBody(response);
    const error = new ApiError({
      kind: 'http',
      status: response.status,
      callId: call.id,
      message: formatErrorMessage(errorBody),
      body: errorBody,
      messages: errorMessagesOf(errorBody),
    });
    if (response.status === 401) config.onUnauthorized?.(error);
    throw error;
  }

  let data: unknown;
  try {
    data = await readBody(call, response);
  } catch {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      callId: call.id,
      message: DEFAULT_ERROR_MESSAGE,
    });
  }
  if (!call.responseSchema) return data as ResponseOf<C>;
  const checked = call.responseSchema.safeParse(data);
  if (!checked.success) {
    throw new ApiError({
      kind: 'invalid-response',
      status: response.status,
      callId: call.id,
      message: DEFAULT_ERROR_MESSAGE,
      body: data,
      issues: checked.error.issues,
    });
  }
  return checked.data as ResponseOf<C>;
}
