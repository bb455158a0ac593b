export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

/** What stays of a query once empty values are dropped. */
export type CleanQuery<Q> = { [K in keyof Q]?: Exclude<Q[K], null | undefined> };

/**
 * Drops query parameters that are empty, undefined or null (spec 000 §5, 001 §5). An empty list is
 * empty too; false and 0 are values and stay.
 */
export function dropEmptyQueryParams<Q extends Record<string, QueryValue>>(query: Q): CleanQuery<Q> {
  const clean: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    clean[key] = value;
  }
  return clean as CleanQuery<Q>;
}
