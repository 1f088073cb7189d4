import { Migrator } from 'kysely';
import type { Db } from './client';
import { migrations } from './migrations';

/** Brings the schema up to date. Kysely's migrator takes a lock, so concurrent starts run it once. */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error;
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
