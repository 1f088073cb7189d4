import { config, usesPostgres } from '../config';
import { getDb, type Db } from '../db/client';

/** Where a site keeps what it holds: the database, and the folder of uploads not kept in it. */
export type Store = { kind: 'sqlite'; file: string; uploadDir: string } | { kind: 'postgres'; db: Db; uploadDir: string };

/** The store DATABASE_URL and DATA_DIR name. */
export function configuredStore(): Store {
  return usesPostgres()
    ? { kind: 'postgres', db: getDb(), uploadDir: config.uploadDir }
    : { kind: 'sqlite', file: config.sqliteFile, uploadDir: config.uploadDir };
}
