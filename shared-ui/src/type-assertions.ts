// Helpers of the type tests (*.test-d.ts(x), checked by `tsc`, never run): `expectType<Equal<A, B>>(true)`
// compiles only when A and B are the same type. A wrong use is written under `// @ts-expect-error`:
// if the types ever accept it, tsc reports the unused directive and the typecheck fails.
export type Equal<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;

export function expectType<T extends true>(_proof: T): void {}
