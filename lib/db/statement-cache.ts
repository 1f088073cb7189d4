import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** How many distinct statements are kept compiled: every query the site runs, and some room. */
const KEPT_STATEMENTS = 500;

/**
 * `sqlite` as Kysely's dialect takes it, handing back the compiled statement of a query it has
 * seen (compiling one costs about as much as running a small query). Statements are reused only
 * when idle; SQLite recompiles one by itself after a schema change.
 */
export function withStatementCache(sqlite: Database): SqliteDatabase {
  const kept = new Map<string, Statement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      const statement = kept.get(sql);
      if (statement && !statement.busy) {
        // Kept in order of use: the least recently used goes first.
        kept.delete(sql);
        kept.set(sql, statement);
        return statement;
      }
      const compiled = sqlite.prepare(sql);
      if (!statement) kept.set(sql, compiled);
      if (kept.size > KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
      return compiled;
    },
  };
}
