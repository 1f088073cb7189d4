import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import Sqlite from 'better-sqlite3';
import { Kysely, sql, SqliteDialect } from 'kysely';
import type { Store } from '@/lib/backup/store';
import type { Db } from '@/lib/db/client';
import { isPostgres } from '@/lib/db/dialect';
import { OwnSchemaPostgresDialect } from '@/lib/db/own-schema-dialect';
import type { Database } from '@/lib/db/schema';
import { uploadFilePath } from '@/lib/storage/uploads';

/** A fresh place to restore into, of the kind the test runs on, and a database handle on it. */
export interface FreshStore {
  store: Store;
  db: Db;
  /** Lets go of the database, as a stopped site would before a restore replaces its file. */
  disconnect(): Promise<void>;
  close(): Promise<void>;
}

export async function freshStore(target: 'sqlite' | 'postgres'): Promise<FreshStore> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lawfirm-restore-'));
  const uploadDir = path.join(dataDir, 'uploads');
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  if (target === 'sqlite') {
    const file = path.join(dataDir, 'site.db');
    let db: Db | undefined;
    const disconnect = async () => {
      await db?.destroy();
      db = undefined;
    };
    return {
      store: { kind: 'sqlite', file, uploadDir },
      // Opened on first use: the restore puts the file there.
      get db() {
        db ??= new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(file) }) });
        return db;
      },
      disconnect,
      async close() {
        await disconnect();
        removeDir();
      },
    };
  }
  const base = process.env.TEST_DATABASE_URL!;
  const schema = `r_${randomBytes(6).toString('hex')}`;
  const { Pool } = await import('pg');
  const admin = new Pool({ connectionString: base, max: 1 });
  await admin.query(`create schema ${schema}`);
  const pool = new Pool({ connectionString: base, options: `-c search_path=${schema}`, max: 4 });
  const db = new Kysely<Database>({ dialect: new OwnSchemaPostgresDialect({ pool }) });
  return {
    store: { kind: 'postgres', db, uploadDir },
    db,
    async disconnect() {},
    async close() {
      await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
      removeDir();
    },
  };
}

/**
 * Every row of every table (the migrator's own and the search index aside: the index is rebuilt
 * from the others, and its rows and internal pages differ between builds), sorted, and the bytes
 * of every upload.
 */
export interface Contents {
  tables: Record<string, unknown[]>;
  uploads: Record<string, Buffer>;
  /** The files of the uploads folder, by name. */
  folder: string[];
}

export async function contentsOf(db: Db, uploadDir: string): Promise<Contents> {
  const names = await tableNamesOf(db);
  const tables: Record<string, unknown[]> = {};
  for (const name of names) {
    const rows = await db
      .selectFrom(name as 'article')
      .selectAll()
      .execute();
    tables[name] = rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  }
  const uploads: Record<string, Buffer> = {};
  for (const row of await db.selectFrom('uploadedFile').select(['fileId', 'content']).execute()) {
    uploads[row.fileId] = row.content ? Buffer.from(row.content) : fs.readFileSync(uploadFilePath(row.fileId, uploadDir));
  }
  const folder = fs.existsSync(uploadDir)
    ? (fs.readdirSync(uploadDir, { recursive: true }) as string[]).filter((name) => name.includes('.')).sort()
    : [];
  return { tables, uploads, folder };
}

async function tableNamesOf(db: Db): Promise<string[]> {
  const query = isPostgres(db)
    ? sql<{ name: string }>`select table_name as name from information_schema.tables
        where table_schema = current_schema() and table_name not like 'kysely_migration%' and table_name not like 'search%'`
    : sql<{ name: string }>`select name from sqlite_master
        where type = 'table' and name not like 'sqlite_%' and name not like 'kysely_migration%' and name not like 'search%'`;
  const { rows } = await query.execute(db);
  return rows.map((row) => row.name).sort();
}
