// What the contract test needs to call one catalogue entry: who calls, with what, and what status
// the call should answer. Inputs are built from the seeded store or found through other calls, never
// hard-coded ids, so they survive a change of the seed.
import type { DemoPersona } from '../../../demo-accounts';
import type { CallInput, SignedInClient, TrucksApiHarness } from '../test-support/trucks-api-harness';
import type { TrucksStore } from '../store/store';

export interface ExampleContext {
  api: TrucksApiHarness;
  store: TrucksStore;
  /** A client signed in as that persona (one per persona, reused). */
  as(persona: DemoPersona): Promise<SignedInClient>;
}

export interface ContractExample {
  /** Who makes the call; 'public' for the sign-in calls that run without a token. Default carrier-admin. */
  persona?: DemoPersona | 'public';
  input?: (context: ExampleContext) => CallInput | Promise<CallInput>;
  /** Expected status; defaults to 200, or 204 when the catalogue declares no content. */
  status?: number;
}

export type ContractExamples = Record<string, ContractExample>;

/** The first value that matches, or a clear failure naming what the seed lacks. */
export function seeded<T>(values: Iterable<T>, what: string, matches: (value: T) => boolean = () => true): T {
  for (const value of values) if (matches(value)) return value;
  throw new Error(`The seed has no ${what}`);
}
