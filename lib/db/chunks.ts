/**
 * The most values one `IN (…)` list of a statement takes. Each value is a bound parameter: SQLite
 * allows 999 of them per statement where it was built before 3.32 (32,766 since), PostgreSQL
 * 65,535; half the oldest limit leaves room for the statement's other parameters.
 */
export const IN_LIST_MAX = 500;

/**
 * Runs `read` on `values` in slices of at most IN_LIST_MAX, one after another (inside a
 * transaction the statements share one connection), and joins what they return.
 */
export async function inChunks<V, R>(values: readonly V[], read: (chunk: V[]) => Promise<readonly R[]>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += IN_LIST_MAX) results.push(...(await read(values.slice(start, start + IN_LIST_MAX))));
  return results;
}
