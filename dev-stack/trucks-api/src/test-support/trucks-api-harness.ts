// The trucks API as tests use it: a real server (Fastify inject, no network), a local identity
// provider (an RSA key and its JWKS, standing in for oidc-provider), and clients signed in as a demo
// persona through the real "Authorize user" exchange, so every test crosses the same auth path as
// the portal.
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import type { CryptoKey, JSONWebKeySet, JWK } from 'jose';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { fillPath } from '@trucks/shared-contracts/api/define-call';
import type { AnyApiCall } from '@trucks/shared-contracts/api/define-call';
import { DEMO_ACCOUNTS } from '../../../demo-accounts';
import type { DemoAccount, DemoPersona } from '../../../demo-accounts';
import { buildTrucksApi } from '../server';
import type { TrucksApi, TrucksApiOptions } from '../server';
import { issuerOf, PORTAL_CLIENT_ID } from '../auth/idp-token';
import type { IdpPolicy } from '../auth/idp-token';

export const TEST_PUBLIC_ORIGIN = 'https://localhost:8443';
/** A fixed day, so seeded dates (and the ids tests pick) do not move with the calendar. */
export const TEST_REFERENCE_DATE = new Date('2026-03-02T00:00:00Z');

export interface IdTokenClaims {
  sub: string;
  preferred_username?: string;
  email?: string;
  name?: string;
}

export interface IdTokenOptions {
  policy?: IdpPolicy;
  /** Defaults to the policy's issuer; tests set another to prove it is refused. */
  issuer?: string;
  audience?: string;
  /** Seconds from now; negative for a token that has expired. */
  expiresInSeconds?: number;
}

/** An identity provider in a test: one RSA key per process, its JWKS, and a signer of ID tokens. */
interface LocalIdentityProvider {
  jwks: JSONWebKeySet;
  signIdToken(claims: IdTokenClaims, options?: IdTokenOptions): Promise<string>;
}

async function createLocalIdentityProvider(
  publicOrigin = TEST_PUBLIC_ORIGIN,
): Promise<LocalIdentityProvider> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  const publicJwk: JWK = {
    ...(await exportJWK(publicKey)),
    kid: 'test-signing-key',
    alg: 'RS256',
    use: 'sig',
  };
  return {
    jwks: { keys: [publicJwk] },
    signIdToken: (claims, options = {}) => signIdToken(privateKey, publicOrigin, claims, options),
  };
}

/** Signs with any key, e.g. a stranger's, to prove forged tokens fail. */
export async function signIdToken(
  key: CryptoKey,
  publicOrigin: string,
  claims: IdTokenClaims,
  options: IdTokenOptions = {},
): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-signing-key' })
    .setIssuer(options.issuer ?? issuerOf(publicOrigin, options.policy ?? 'b2c_1_signin'))
    .setAudience(options.audience ?? PORTAL_CLIENT_ID)
    .setSubject(claims.sub)
    .setIssuedAt(now - 5)
    .setExpirationTime(now + (options.expiresInSeconds ?? 3600))
    .sign(key);
}

export function demoAccount(persona: DemoPersona): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.persona === persona);
  if (!account) throw new Error(`No demo account for ${persona}`);
  return account;
}

export function idTokenClaimsOf(account: DemoAccount): IdTokenClaims {
  return {
    sub: account.id,
    preferred_username: account.username,
    email: account.email,
    name: `${account.firstName} ${account.lastName}`,
  };
}

/** What a test passes to call one catalogue entry. */
export interface CallInput {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | readonly (string | number)[] | undefined>;
  body?: unknown;
  /** A multipart body, already encoded (see multipartBody). */
  multipart?: { payload: Buffer; contentType: string };
  headers?: Record<string, string>;
}

/** A signed-in user: inject with its trucks-jwt. */
export interface SignedInClient {
  account: DemoAccount;
  accessToken: string;
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** Calls a catalogue entry by its definition: method and path come from the catalogue. */
  call(call: AnyApiCall, input?: CallInput): Promise<LightMyRequestResponse>;
}

export interface TrucksApiHarness extends TrucksApi {
  idp: LocalIdentityProvider;
  signIn(persona: DemoPersona): Promise<SignedInClient>;
  /** Calls a catalogue entry with no token, or with the token given. */
  call(call: AnyApiCall, input?: CallInput & { accessToken?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function startTrucksApi(options: Omit<TrucksApiOptions, 'idp'> = {}): Promise<TrucksApiHarness> {
  const idp = await createLocalIdentityProvider();
  const localKeys = createLocalJWKSet(idp.jwks);
  const api = await buildTrucksApi({
    ...options,
    seed: { referenceDate: TEST_REFERENCE_DATE, ...options.seed },
    idp: { publicOrigin: TEST_PUBLIC_ORIGIN, internalUrl: 'http://127.0.0.1:9', keysFor: () => localKeys },
  });
  await api.app.ready();

  const call = (definition: AnyApiCall, input: CallInput & { accessToken?: string } = {}) =>
    api.app.inject(injectionFor(definition, input, input.accessToken));

  const signIn = async (persona: DemoPersona): Promise<SignedInClient> => {
    const account = demoAccount(persona);
    const identityToken = await idp.signIdToken(idTokenClaimsOf(account));
    const response = await api.app.inject({
      method: 'POST',
      url: '/v1/auth/authorize',
      payload: { identityToken },
    });
    if (response.statusCode !== 200)
      throw new Error(`Sign-in as ${persona} failed: ${response.statusCode} ${response.body}`);
    const { accessToken } = response.json<{ accessToken: string }>();
    const withToken = (options: InjectOptions): InjectOptions => ({
      ...options,
      headers: { ...options.headers, authorization: `Bearer ${accessToken}` },
    });
    return {
      account,
      accessToken,
      inject: (options) => api.app.inject(withToken(options)),
      call: (definition, input = {}) => api.app.inject(injectionFor(definition, input, accessToken)),
    };
  };

  return { ...api, idp, signIn, call, close: () => api.app.close() };
}

function injectionFor(call: AnyApiCall, input: CallInput, accessToken: string | undefined): InjectOptions {
  const headers: Record<string, string> = { ...input.headers };
  if (accessToken) headers.authorization = `Bearer ${accessToken}`;
  const options: InjectOptions = {
    method: call.method,
    url: `/${fillPath(call.path, input.params as never)}`,
    headers,
  };
  const query = queryOf(input.query);
  if (query) options.query = query;
  if (input.multipart) {
    options.payload = input.multipart.payload;
    headers['content-type'] = input.multipart.contentType;
  } else if (input.body !== undefined) {
    options.payload = input.body as InjectOptions['payload'];
  }
  return options;
}

/** Query values as light-my-request takes them: arrays become repeated keys, like the client sends. */
function queryOf(query: CallInput['query']): Record<string, string | string[]> | undefined {
  if (!query) return undefined;
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    out[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return out;
}

/** Encodes a multipart/form-data body with text fields and files, as a browser FormData would. */
export function multipartBody(
  fields: Record<string, string>,
  files: { field: string; fileName: string; contentType: string; bytes: Uint8Array }[],
): { payload: Buffer; contentType: string } {
  const boundary = `----trucks-test-${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.fileName}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
    );
    chunks.push(Buffer.from(file.bytes));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
