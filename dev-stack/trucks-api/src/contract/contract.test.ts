// The contract test: EVERY call of the shared catalogue, called on the real server with seeded ids
// and valid input, answers the catalogue's declared type: its zod schema where it has one, and
// always the structural check derived from its TypeScript type. A call without a handler or
// without an example here fails, so the dev-stack cannot fall behind the catalogue unnoticed.
import { API_CALLS } from '@trucks/shared-contracts/api/catalogue';
import type { AnyApiCall } from '@trucks/shared-contracts/api/define-call';
import type { DemoPersona } from '../../../demo-accounts';
import { startTrucksApi } from '../test-support/trucks-api-harness';
import type { SignedInClient, TrucksApiHarness } from '../test-support/trucks-api-harness';
import { createShapeChecker } from './response-shapes';
import type { ShapeChecker } from './response-shapes';
import type { ContractExample, ExampleContext } from './example-types';
import { CONTRACT_EXAMPLES } from './contract-examples';

let api: TrucksApiHarness;
let shapes: ShapeChecker;
let context: ExampleContext;

beforeAll(async () => {
  shapes = createShapeChecker();
  api = await startTrucksApi();
  const clients = new Map<DemoPersona, Promise<SignedInClient>>();
  context = {
    api,
    store: api.store,
    as: (persona) => {
      let client = clients.get(persona);
      if (!client) {
        client = api.signIn(persona);
        clients.set(persona, client);
      }
      return client;
    },
  };
}, 60_000);

afterAll(() => api?.close());

test('the catalogue and the declared response types list the same calls', () => {
  expect([...shapes.callIds].sort()).toEqual(API_CALLS.map((c) => c.id).sort());
});

test('every catalogue call has a handler', () => {
  expect(api.missingHandlers).toEqual([]);
});

test('every catalogue call has a contract example', () => {
  expect(API_CALLS.map((c) => c.id).filter((id) => !CONTRACT_EXAMPLES[id])).toEqual([]);
});

describe.each(API_CALLS.map((call) => [call.id, call] as const))('%s', (_id, call) => {
  test('answers the declared type', async () => {
    const example = CONTRACT_EXAMPLES[call.id];
    if (!example) throw new Error(`No contract example for ${call.id}: add one to the examples of its area.`);
    const response = await callWith(call, example);
    const expectedStatus =
      example.status ?? (call.responseKind === 'empty' || shapes.isVoid(call.id) ? 204 : 200);
    expect({
      status: response.statusCode,
      body: expectedStatus === response.statusCode ? '' : response.body.slice(0, 400),
    }).toEqual({ status: expectedStatus, body: '' });

    if (call.responseKind === 'blob') {
      expect(response.headers['content-type']).toMatch(/^(application\/pdf|image\/)/);
      expect(response.rawPayload.length).toBeGreaterThan(0);
      return;
    }
    if (expectedStatus === 204) {
      expect(response.body).toBe('');
      return;
    }
    const answer: unknown = response.json();
    if (call.responseSchema) {
      const parsed = call.responseSchema.safeParse(answer);
      expect(
        parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      ).toEqual([]);
    }
    expect(shapes.problems(call.id, answer)).toEqual([]);
  });
});

async function callWith(call: AnyApiCall, example: ContractExample) {
  const input = (await example.input?.(context)) ?? {};
  const persona = example.persona ?? 'carrier-admin';
  if (persona === 'public') return api.call(call, input);
  return (await context.as(persona)).call(call, input);
}
