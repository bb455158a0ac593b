// The typed builder behind the API catalogue. One definition per call gives the browser client
// (callApi) and the dev-stack trucks API (which registers its routes from the catalogue) the same
// method, path, params, query, body and response types, so they cannot drift.
import type { z } from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How the request body travels: none, JSON, or multipart/form-data (file uploads). */
export type RequestBodyKind = 'none' | 'json' | 'multipart';

/** How the response is read: JSON, a binary file (documents), or nothing (204 / empty body). */
export type ResponseKind = 'json' | 'blob' | 'empty';

/** Which part of the specification a call comes from; 'portal' marks calls the screens need beyond §7. */
export type SpecSource = '000 §7' | '001 §7' | '000 §7, 001 §7' | 'portal';

/** Names of the `{placeholder}` segments of a path template, e.g. 'id' | 'driverId'. */
export type PathParamNames<Path extends string> = Path extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/** The values that fill a path template; numbers are accepted for numeric ids. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string | number };

/** A value a query parameter may carry; arrays are sent as repeated keys (statuses=3&statuses=4). */
export type QueryScalar = string | number | boolean;
export type QueryValue = QueryScalar | readonly QueryScalar[] | null | undefined;

/** A multipart field: text, or a file (Blob or File). */
export type MultipartValue = string | number | boolean | Blob | null | undefined;

/** The types a definition declares; anything left out means "this call has none". */
export interface CallTypes {
  query?: object;
  body?: unknown;
  response?: unknown;
}

type Declared<T, K extends keyof CallTypes, Otherwise> = T extends { [P in K]-?: infer V } ? V : Otherwise;

export interface ApiCall<
  Id extends string = string,
  Path extends string = string,
  Method extends HttpMethod = HttpMethod,
  Query = unknown,
  Body = unknown,
  Response = unknown,
> {
  /** Stable name, '<area>.<action>', used by logs, tests and the dev-stack server. */
  readonly id: Id;
  readonly method: Method;
  /** Relative to the trucks API base ('/api/' behind the gateway), e.g. 'v2/shipments/{id}'. */
  readonly path: Path;
  /** What the call does, in the spec's words where it has them. */
  readonly summary: string;
  readonly source: SpecSource;
  /** True when the spec gives no path ("not shown") and the path is our choice (listed in the README). */
  readonly pathChosen: boolean;
  readonly requestBody: RequestBodyKind;
  readonly responseKind: ResponseKind;
  /** Checked at the boundary where the shape matters for safety (money, permissions, the user). */
  readonly responseSchema?: z.ZodMiniType<Response>;
  /**
   * The body as a zod schema, where a wrong body costs money (booking, offers, tender answers, the
   * invoice update). The client checks it before sending, the dev-stack before its handler runs.
   */
  readonly requestSchema?: z.ZodMiniType<Body>;
  /** A 404 means "none" rather than an error (booked carrier details, spec 001 §7); the client returns null. */
  readonly notFoundAsNull?: boolean;
  /** Carries the declared types to callApi and to the server; never set at run time. */
  readonly types?: {
    params: PathParams<Path>;
    query: Query;
    body: Body;
    response: Response;
  };
}

/** An ApiCall of any shape (for the catalogue's list and for generic code such as the server). */
export type AnyApiCall = ApiCall<string, string, HttpMethod, unknown, unknown, unknown>;

export type ParamsOf<C> = C extends { readonly types?: infer T }
  ? T extends { params: infer P }
    ? P
    : never
  : never;
export type QueryOf<C> = C extends { readonly types?: infer T }
  ? T extends { query: infer Q }
    ? Q
    : never
  : never;
export type BodyOf<C> = C extends { readonly types?: infer T }
  ? T extends { body: infer B }
    ? B
    : never
  : never;
export type ResponseOf<C> = C extends { readonly types?: infer T }
  ? T extends { response: infer R }
    ? R
    : never
  : never;

/** The body a handler reads once the request schema has passed; unknown when the call has none. */
export type CheckedBodyOf<C> = C extends { readonly requestSchema: z.ZodMiniType } ? BodyOf<C> : unknown;

interface CallDefinition<Id extends string, Path extends string, Method extends HttpMethod, Response> {
  id: Id;
  method: Method;
  path: Path;
  summary: string;
  source: SpecSource;
  pathChosen?: boolean;
  requestBody?: RequestBodyKind;
  responseKind?: ResponseKind;
  responseSchema?: z.ZodMiniType<Response>;
  notFoundAsNull?: boolean;
}

type MutuallyAssignable<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** No declared body (a sentinel no real body type equals). */
interface NoDeclaredBody {
  readonly 'this call declares no body': never;
}

/** The body of a call: the declared one, else what its request schema gives, else none. */
type BodyFrom<T extends CallTypes, Schema> =
  Declared<T, 'body', NoDeclaredBody> extends infer B
    ? [B] extends [NoDeclaredBody]
      ? [Schema] extends [z.ZodMiniType]
        ? z.output<Schema>
        : undefined
      : B
    : never;

/**
 * When a call declares its body AND gives a schema, the two must describe the same values: what
 * the schema accepts (input) and what it yields (output) are both mutually assignable with the
 * declared body. Otherwise `requestSchema` is typed as an impossible value, so tsc points at it.
 */
type RequestSchemaAgreement<T extends CallTypes, Schema> = [Schema] extends [z.ZodMiniType]
  ? Declared<T, 'body', NoDeclaredBody> extends infer B
    ? [B] extends [NoDeclaredBody]
      ? unknown
      : MutuallyAssignable<z.output<Schema>, B> extends true
        ? MutuallyAssignable<z.input<Schema>, B> extends true
          ? unknown
          : { requestSchema: { 'requestSchema accepts another input than the declared body': B } }
        : { requestSchema: { 'requestSchema yields another value than the declared body': B } }
    : never
  : unknown;

/** A definition with a request schema gives a call whose `requestSchema` is known to be there. */
type WithRequestSchema<Schema, Body> = [Schema] extends [z.ZodMiniType]
  ? { readonly requestSchema: z.ZodMiniType<Body> }
  : unknown;

/**
 * Declares one call. Curried so the types are written once and id/path/method are inferred:
 *
 *   defineCall<{ query: TenderQuery; response: DataPage<Tender> }>()({
 *     id: 'tenders.list', method: 'GET', path: 'v1/tenders', summary: 'Tenders', source: '000 §7',
 *   })
 *
 * POST, PUT and PATCH send JSON unless `requestBody: 'multipart'` says otherwise; a call with no
 * declared response is typed `void` (set `responseKind: 'empty'` when the server sends no content).
 *
 * A `requestSchema` gives the body its type (`defineCall<{ response: R }>()({ ..., requestSchema:
 * BookShipmentCommandSchema })`), or, when a body is declared too, must agree with it.
 */
export function defineCall<T extends CallTypes = Record<never, never>>() {
  return <
    const Id extends string,
    const Path extends string,
    const Method extends HttpMethod,
    Schema extends z.ZodMiniType | undefined = undefined,
  >(
    definition: CallDefinition<Id, Path, Method, Declared<T, 'response', void>> & {
      requestSchema?: Schema;
    } & RequestSchemaAgreement<T, Schema>,
  ): ApiCall<
    Id,
    Path,
    Method,
    Declared<T, 'query', undefined>,
    BodyFrom<T, Schema>,
    Declared<T, 'response', void>
  > &
    WithRequestSchema<Schema, BodyFrom<T, Schema>> => {
    // GET and DELETE carry no body; the other methods send JSON unless the definition says multipart.
    const defaultBody: RequestBodyKind =
      definition.method === 'GET' || definition.method === 'DELETE' ? 'none' : 'json';
    return {
      id: definition.id,
      method: definition.method,
      path: definition.path,
      summary: definition.summary,
      source: definition.source,
      pathChosen: definition.pathChosen ?? false,
      requestBody: definition.requestBody ?? defaultBody,
      responseKind: definition.responseKind ?? 'json',
      ...(definition.responseSchema ? { responseSchema: definition.responseSchema } : {}),
      ...(definition.requestSchema
        ? { requestSchema: definition.requestSchema as z.ZodMiniType<BodyFrom<T, Schema>> }
        : {}),
      ...(definition.notFoundAsNull ? { notFoundAsNull: true } : {}),
    } as ApiCall<
      Id,
      Path,
      Method,
      Declared<T, 'query', undefined>,
      BodyFrom<T, Schema>,
      Declared<T, 'response', void>
    > &
      WithRequestSchema<Schema, BodyFrom<T, Schema>>;
  };
}

/** Fills a path template: 'v2/shipments/{id}' with { id: 42 } gives 'v2/shipments/42' (values URI-encoded). */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path> | undefined): string {
  return path.replace(/\{([^}]+)\}/g, (_whole, name: string) => {
    const value = (params as Record<string, string | number | undefined> | undefined)?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter '${name}' for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The path as a router pattern ('v2/shipments/{id}' becomes 'v2/shipments/:id'), for the dev-stack server. */
export function toRoutePattern(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
