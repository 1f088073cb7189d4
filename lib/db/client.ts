import { Kysely } from 'kysely';
import { config, usesPostgres } from '../config';
import { OwnSchemaPostgresDialect } from './own-schema-dialect';
import type { Database } from './schema';
import { openSqlite } from './sqlite';

export type Db = Kysely<Database>;

let instance: Db | undefined;
let postgresPool: import('pg').Pool | undefined;

/** The process's database handle, opened on first use from DATABASE_URL / DATA_DIR. */
export function getDb(): Db {
  instance ??= usesPostgres() ? openPostgres(config.databaseUrl) : openSqlite(config.sqliteFile);
  return instance;
}

/** Runs `work` in a transaction, or in the caller's when `db` already is one (a save inside a larger save). */
export function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  return db.isTransaction ? work(db) : db.transaction().execute(work);
}

/** The PostgreSQL connections of this process: open, idle, and queries waiting for one; null on SQLite. */
export function poolUse(): { total: number; idle: number; waiting: number } | null {
  if (!instance || !postgresPool) return null;
  return { total: postgresPool.totalCount, idle: postgresPool.idleCount, waiting: postgresPool.waitingCount };
}

export async function closeDb(): Promise<void> {
  const db = instance;
  instance = undefined;
  postgresPool = undefined;
  await db?.destroy();
}

function openPostgres(connectionString: string): Db {
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- required lazily, so a SQLite deployment never loads it
  const pg = require('pg') as typeof import('pg');
  // COUNT(*) and other BIGINT results arrive as numbers, as they do from SQLite.
  pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));
  const pool = new pg.Pool({ connectionString, max: config.postgresPoolSize });
  postgresPool = pool;
  // A client losing its server must not crash the process, idle (the pool's error) or checked out
  // (the client's own error, besides the failed query); the query in flight or the next one reports it.
  pool.on('error', () => {});
  pool.on('connect', (client) => client.on('error', () => {}));
  return new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
}
