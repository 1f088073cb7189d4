import { sql } from 'kysely';
import type { Db } from './client';
import { isPostgres } from './dialect';

const startupLockKey = 727_2001;

/**
 * Runs `work` while holding a lock every instance of the site shares, so instances that start
 * together create the first administrator and the demo content once. On SQLite one process owns
 * the file, and the work runs as it is.
 */
export async function withStartupLock(db: Db, work: (db: Db) => Promise<void>): Promise<void> {
  if (!isPostgres(db)) return work(db);
  await db.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${startupLockKey})`.execute(connection);
    try {
      await work(connection);
    } finally {
      await sql`select pg_advisory_unlock(${startupLockKey})`.execute(connection);
    }
  });
}
