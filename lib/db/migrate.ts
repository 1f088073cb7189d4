import { Migrator, sql } from 'kysely';
import type { Db } from './client';
import { isPostgres } from './dialect';
import { migrations } from './migrations';

/** Kysely's migrator over our migrations, keeping its own tables in our schema. */
export async function createMigrator(db: Db): Promise<Migrator> {
  // On PostgreSQL the migrator must look for its tables in our own schema only: otherwise the
  // tables of another schema in the same database (a parallel test run) count as ours.
  const schema = isPostgres(db) ? (await sql<{ name: string }>`select current_schema() as name`.execute(db)).rows[0]?.name : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

/** Brings the schema up to date. Kysely's migrator takes a lock, so concurrent starts run it once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  return appliedBy((await createMigrator(db)).migrateToLatest());
}

/** Brings the schema to exactly the named migration (restoring a backup taken at that point). */
export async function migrateTo(db: Db, name: string): Promise<string[]> {
  return appliedBy((await createMigrator(db)).migrateTo(name));
}

async function appliedBy(run: ReturnType<Migrator['migrateToLatest']>): Promise<string[]> {
  const { error, results } = await run;
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
