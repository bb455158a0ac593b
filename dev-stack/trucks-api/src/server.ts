// The local trucks API: every call of the shared catalogue, over the seeded in-memory store.
// Routes are registered FROM the catalogue (one handler per catalogue id), so the server and the
// browser client cannot drift; a catalogue call without a handler answers 501 and fails the tests.
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { API_CALLS } from '@trucks/shared-contracts/api/catalogue';
import { toRoutePattern } from '@trucks/shared-contracts/api/define-call';
import type { AnyApiCall } from '@trucks/shared-contracts/api/define-call';
import { seedStore } from './seed/seed';
import type { SeedOptions } from './seed/seed';
import type { TrucksStore } from './store/store';
import {
  bearerToken,
  createTrucksTokenService,
  secretFromEnvironment,
  TrucksTokenError,
} from './auth/trucks-token';
import type { TrucksTokenRejection, TrucksTokenService } from './auth/trucks-token';
import { createIdTokenVerifier } from './auth/idp-token';
import type { IdTokenVerifierOptions } from './auth/idp-token';
import { ApiProblem, unauthorizedProblem, zodProblem } from './http/problem';
import { createFaultBook, FaultSchema, isLoopback } from './http/faults';
import type { FaultBook } from './http/faults';
import { FileReply } from './handlers/handler-types';
import type {
  CallContext,
  CallHandler,
  CallId,
  HandlerServices,
  UploadedFile,
} from './handlers/handler-types';
import { TRUCKS_API_HANDLERS } from './handlers/all-handlers';
import { requireCallAccess } from './handlers/call-access';
import { registerApiDocumentation } from './http/api-docs';

/** Calls that run without a trucks-jwt: they are how one gets one. */
const PUBLIC_CALLS: ReadonlySet<string> = new Set([
  'auth.login',
  'auth.authorizeUser',
  'auth.mobileAuthorizeUser',
  'auth.requestPasswordReset',
  'auth.resetPassword',
]);

/** What a 401 says about the refused trucks-jwt: the host logs it, a developer reads it. */
const TOKEN_REJECTION_DETAIL: Record<TrucksTokenRejection, string> = {
  missing: 'The trucks-jwt is missing.',
  expired: 'The trucks-jwt has expired.',
  invalid: 'The trucks-jwt is not valid.',
  'wrong-audience': 'The trucks-jwt is for another audience.',
};

export interface TrucksApiOptions {
  seed?: SeedOptions;
  /** Secret of the trucks-jwt; defaults to TRUCKS_JWT_SECRET or a random one. */
  jwtSecret?: Uint8Array;
  /** The IdP: public origin, internal URL, and (tests) a local key set. */
  idp?: Partial<IdTokenVerifierOptions>;
  now?: () => Date;
  logger?: boolean;
  /** Handlers to use instead of the real ones (tests of the registration itself). */
  handlers?: Partial<Record<CallId, CallHandler<CallId>>>;
}

export interface TrucksApi {
  app: FastifyInstance;
  store: TrucksStore;
  tokens: TrucksTokenService;
  faults: FaultBook;
  /** Catalogue ids that have no handler (answer 501). */
  missingHandlers: string[];
  /** Milliseconds spent seeding. */
  seedMs: number;
}

/** The catalogue path of a call without version noise, as used by fault keys: 'GET v2/shipments'. */
function routeKey(call: Pick<AnyApiCall, 'method' | 'path'>): string {
  return `${call.method} ${call.path}`;
}

/**
 * The gateway may forward '/api/v2/shipments' or '/v2/shipments': both reach the same route.
 * Strips one leading '/api' segment.
 */
function withoutApiPrefix(url: string): string {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?') ? url.slice(4) || '/' : url;
}

export async function buildTrucksApi(options: TrucksApiOptions = {}): Promise<TrucksApi> {
  const seedStarted = performance.now();
  const store = seedStore(options.seed);
  const seedMs = performance.now() - seedStarted;
  const now = options.now ?? (() => new Date());
  const tokens = createTrucksTokenService(
    options.jwtSecret ?? secretFromEnvironment(process.env.TRUCKS_JWT_SECRET),
    now,
  );
  const verifyIdToken = createIdTokenVerifier({
    publicOrigin: options.idp?.publicOrigin ?? process.env.PUBLIC_ORIGIN ?? 'https://localhost:8443',
    internalUrl:
      options.idp?.internalUrl ??
      process.env.IDP_INTERNAL_URL ??
      `http://127.0.0.1:${process.env.IDP_PORT ?? '4002'}`,
    ...(options.idp?.keysFor ? { keysFor: options.idp.keysFor } : {}),
  });
  const services: HandlerServices = { tokens, verifyIdToken, now };
  const faults = createFaultBook();

  const app = Fastify({
    logger: options.logger ?? false,
    rewriteUrl: (request) => withoutApiPrefix(request.url ?? '/'),
    bodyLimit: 25 * 1024 * 1024,
  });
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 5 } });

  // Server-Timing: how long this API took on a request, so a browser benchmark can tell the API's share
  // of a step from the portal's (Resource Timing's serverTiming, same origin through the gateway).
  const startedAt = new WeakMap<FastifyRequest, number>();
  app.addHook('onRequest', async (request) => {
    startedAt.set(request, performance.now());
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const started = startedAt.get(request);
    if (started !== undefined)
      reply.header('Server-Timing', `app;desc="trucks API";dur=${(performance.now() - started).toFixed(1)}`);
    return payload;
  });

  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof ApiProblem)
      return reply.status(error.status).type('application/problem+json').send(error.body);
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty body where one is needed, a too-large upload: bad input.
      return reply
        .status(400)
        .type('application/problem+json')
        .send({
          title: 'One or more validation errors occurred.',
          status: 400,
          errors: { body: [(error as Error).message] },
        });
    }
    app.log.error(error);
    return reply
      .status(500)
      .type('application/problem+json')
      .send({ title: 'Internal Server Error', status: 500, detail: (error as Error).message });
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .status(404)
      .type('application/problem+json')
      .send({ title: 'Not Found', status: 404, detail: `No route ${request.method} ${request.url}.` }),
  );

  app.get('/health', async () => ({ status: 'ok', shipments: store.shipments.size }));
  registerApiDocumentation(app);

  registerFaultRoutes(app, faults);

  const handlers: Partial<Record<string, CallHandler<CallId>>> = {
    ...(TRUCKS_API_HANDLERS as Partial<Record<string, CallHandler<CallId>>>),
    ...options.handlers,
  };
  const missingHandlers: string[] = [];

  for (const call of API_CALLS) {
    const handler = handlers[call.id];
    if (!handler) missingHandlers.push(call.id);
    const key = routeKey(call);
    app.route({
      method: call.method,
      url: `/${toRoutePattern(call.path)}`,
      handler: async (request: FastifyRequest, reply: FastifyReply) => {
        const fault = faults.take(key);
        if (fault?.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
        if (fault?.status) {
          return reply
            .status(fault.status)
            .type('application/problem+json')
            .send({ title: 'Injected fault', status: fault.status, detail: `Fault injected for ${key}.` });
        }

        let user: CallContext['user'];
        if (!PUBLIC_CALLS.has(call.id)) {
          try {
            const claims = await tokens.verify(bearerToken(request.headers.authorization));
            user = store.users.get(claims.id);
            if (!user) throw unauthorizedProblem('The signed-in user no longer exists.');
          } catch (error) {
            if (error instanceof TrucksTokenError)
              throw unauthorizedProblem(TOKEN_REJECTION_DETAIL[error.reason]);
            throw error;
          }
        }
        if (!handler) {
          throw new ApiProblem({
            title: 'Not Implemented',
            status: 501,
            detail: `The dev-stack has no handler for ${call.id}.`,
          });
        }

        const { body, files } =
          call.requestBody === 'multipart' && request.isMultipart()
            ? await readMultipart(request)
            : { body: request.body, files: [] };
        const params = request.params as Record<string, string>;
        // The role's scope, as a real API's: a call the role may not make at all is 403, before its body is judged.
        if (user) requireCallAccess(call.id as CallId, user, { params, body, store });
        const context: CallContext = {
          params,
          query: (request.query ?? {}) as Record<string, unknown>,
          body: call.requestSchema ? checkedBody(call.requestSchema, body) : body,
          files,
          user,
          store,
          services,
          request,
        };
        const answer = await handler(context);
        if (answer instanceof FileReply) {
          return reply
            .type(answer.contentType)
            .header('content-disposition', `inline; filename="${answer.fileName.replace(/"/g, '')}"`)
            .send(Buffer.from(answer.bytes));
        }
        if (call.responseKind === 'empty' || answer === undefined) return reply.status(204).send();
        return reply.send(answer);
      },
    });
  }

  return { app, store, tokens, faults, missingHandlers, seedMs };
}

/** Faults for drills: loopback only, judged by the socket, never by a forwarded header. */
function registerFaultRoutes(app: FastifyInstance, faults: FaultBook): void {
  const loopbackOnly = (request: FastifyRequest) => {
    if (!isLoopback(request.socket.remoteAddress)) {
      throw new ApiProblem({
        title: 'Forbidden',
        status: 403,
        detail: 'Faults can be set from this machine only.',
      });
    }
  };
  app.get('/__faults', async (request) => {
    loopbackOnly(request);
    return faults.list();
  });
  app.put('/__faults', async (request) => {
    loopbackOnly(request);
    const parsed = FaultSchema.safeParse(request.body);
    if (!parsed.success) {
      throw new ApiProblem({
        title: 'One or more validation errors occurred.',
        status: 400,
        errors: Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.') || 'body', [i.message]])),
      });
    }
    faults.set(parsed.data);
    return faults.list();
  });
  app.delete('/__faults', async (request) => {
    loopbackOnly(request);
    const route = (request.query as Record<string, unknown>).route;
    faults.clear(typeof route === 'string' ? route : undefined);
    return faults.list();
  });
}

/**
 * A call with a request schema (booking, offers, tender answers, the invoice update) has its body
 * checked before the handler runs, which then reads what the schema yielded. A failing body gets
 * 400 with the field errors and reaches no handler, so it changes nothing. The schema is typed as the
 * catalogue holds it (zod/mini), not as a classic zod schema.
 */
function checkedBody(schema: NonNullable<AnyApiCall['requestSchema']>, body: unknown): unknown {
  const checked = schema.safeParse(body ?? {});
  if (!checked.success) throw zodProblem(checked.error);
  return checked.data;
}

async function readMultipart(
  request: FastifyRequest,
): Promise<{ body: Record<string, string>; files: UploadedFile[] }> {
  const body: Record<string, string> = {};
  const files: UploadedFile[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files.push({
        field: part.fieldname,
        fileName: part.filename,
        contentType: part.mimetype,
        bytes: await part.toBuffer(),
      });
    } else {
      body[part.fieldname] = String(part.value);
    }
  }
  return { body, files };
}

/** Starts the API on 127.0.0.1:${TRUCKS_API_PORT:-4001}; prints how long the start took. */
export async function main(): Promise<TrucksApi> {
  const started = performance.now();
  const api = await buildTrucksApi({ logger: process.env.TRUCKS_API_LOG === '1' });
  const port = Number(process.env.TRUCKS_API_PORT ?? 4001);
  await api.app.listen({ host: '127.0.0.1', port });
  const startMs = Math.round(performance.now() - started);
  console.log(
    `trucks-api listening on http://127.0.0.1:${port} (seed ${Math.round(api.seedMs)} ms, start ${startMs} ms, ${api.missingHandlers.length} calls without handler)`,
  );
  return api;
}
