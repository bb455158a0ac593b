// The spec's enumerations are `const` objects (not TypeScript `enum`s) so they erase to plain objects,
// tree-shake, and can feed zod (`z.enum(ShipmentStatus)`) for checks at the API boundary.

/** The union of an enum object's values, e.g. `ValueOf<typeof ShipmentStatus>` is -1 | 0 | ... | 8. */
export type ValueOf<T> = T[keyof T];

/**
 * A chip colour as antd's `Tag` understands it (preset status colours and palette names).
 * shared-contracts has no React or antd dependency, so the names are listed here, not imported.
 */
export type ChipColor =
  | 'default'
  | 'success'
  | 'processing'
  | 'warning'
  | 'error'
  | 'green'
  | 'blue'
  | 'red'
  | 'orange'
  | 'gold'
  | 'purple'
  | 'cyan'
  | 'geekblue'
  | 'magenta'
  | 'volcano'
  | 'lime';

/** Every value of an enum object, in declaration order (for selects, filters and tests). */
export function enumValues<E extends Record<string, string | number>>(enumObject: E): ValueOf<E>[] {
  return Object.values(enumObject) as ValueOf<E>[];
}

/** Decomposes a bit-flag mask into the flags it holds, in ascending order. */
export function flagsOf<E extends Record<string, number>>(enumObject: E, mask: number): ValueOf<E>[] {
  return (Object.values(enumObject) as ValueOf<E>[]).filter((flag) => (mask & flag) === flag && flag !== 0);
}

/** Combines bit flags into one mask; the inverse of `flagsOf`. */
export function maskOf(flags: readonly number[]): number {
  return flags.reduce((mask, flag) => mask | flag, 0);
}
