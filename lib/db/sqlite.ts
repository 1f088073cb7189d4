import fs from 'node:fs';
import path from 'node:path';
import { Kysely, SqliteDialect } from 'kysely';
import { createPrivateFile } from '../private-files';
import type { Database } from './schema';
import { withStatementCache } from './statement-cache';

/** Opens (and creates) the SQLite database `file`, readable by its owner only. */
export function openSqlite(file: string): Kysely<Database> {
  // Required lazily so a PostgreSQL deployment never loads the native SQLite module.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const BetterSqlite3 = require('better-sqlite3') as typeof import('better-sqlite3');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  // SQLite creates the write-ahead log and its shared memory with the database file's permissions.
  createPrivateFile(file);
  const sqlite = new BetterSqlite3(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 10000');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}
