import { PostgresAdapter, type Kysely } from 'kysely';

export function isPostgres<T>(db: Kysely<T>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}
