// What every handler test file sets up the same way: one trucks API for the file, a client signed in
// per role the file names, seeded records handed out so each test gets its own, and a snapshot of the
// store with the 400 check that proves a refused write changed nothing. Jest hooks and expect, so
// only test files import this.
import type { DemoPersona } from '../../../demo-accounts';
import { startTrucksApi } from './trucks-api-harness';
import type { LightMyRequestResponse } from 'fastify';
import type { SignedInClient, TrucksApiHarness } from './trucks-api-harness';

type StartOptions = Parameters<typeof startTrucksApi>[0];

/** Roles as a test file names them ('admin', 'broker'), each a demo persona; 'api' is the server's. */
export type SuiteRoles = Record<string, DemoPersona> & { api?: never };

/** The file's server and its signed-in clients; read them inside tests, once beforeAll has run. */
export type TrucksApiSuite<Roles extends SuiteRoles> = { readonly api: TrucksApiHarness } & {
  readonly [Role in keyof Roles]: SignedInClient;
};

/** Seeding and signing in take seconds on a 2-core machine, longer than jest's 5 s default. */
const START_TIMEOUT_MS = 60_000;

/**
 * Starts the trucks API before the file's tests and closes it after them, signing in one client per
 * role: `const trucks = useTrucksApi({ admin: 'carrier-admin' })`, then `trucks.admin.call(...)`.
 */
export function useTrucksApi<const Roles extends SuiteRoles>(
  roles: Roles,
  options?: StartOptions,
): TrucksApiSuite<Roles> {
  const suite: Record<string, unknown> = {};
  beforeAll(async () => {
    const api = await startTrucksApi(options);
    suite.api = api;
    const entries = Object.entries(roles) as [string, DemoPersona][];
    const clients = await Promise.all(entries.map(([, persona]) => api.signIn(persona)));
    entries.forEach(([role], index) => (suite[role] = clients[index]));
  }, START_TIMEOUT_MS);
  afterAll(() => (suite.api as TrucksApiHarness | undefined)?.close());
  return suite as TrucksApiSuite<Roles>;
}

/**
 * Hands out seeded records, each once per file, so a test that writes never moves another test's
 * data. `pick(candidates, matches)` takes the first candidate not yet handed out that matches.
 */
export function seededRecords<T>(idOf: (record: T) => string, runsOutWith: string) {
  const handedOut = new Set<string>();
  return function pick(candidates: Iterable<T>, matches: (record: T) => boolean = () => true): T {
    for (const record of candidates) {
      if (!handedOut.has(idOf(record)) && matches(record)) {
        handedOut.add(idOf(record));
        return record;
      }
    }
    throw new Error(runsOutWith);
  };
}

/** The store collections a write could touch, as text: equal before and after a refused write. */
export function snapshotOf(...collections: Iterable<unknown>[]): string {
  return JSON.stringify(collections.map((collection) => [...collection]));
}

/** The answer to bad input: 400 with model-state errors, one of them on the field, and no write. */
export async function expectRefusedAsInvalid(
  send: () => Promise<LightMyRequestResponse>,
  field: string,
  stateOf: () => string,
): Promise<void> {
  const before = stateOf();
  const response = await send();
  expect(response.statusCode).toBe(400);
  const body = response.json<{ errors: Record<string, string[]> }>();
  expect(body).toMatchObject({ title: 'One or more validation errors occurred.', status: 400 });
  expect(body.errors[field]).toEqual([expect.any(String)]);
  expect(stateOf()).toBe(before);
}
