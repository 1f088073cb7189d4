import fs from 'node:fs/promises';
import { sql } from 'kysely';
import type { Db } from '../db/client';
import { fileExists } from './file-exists';
import type { Store } from './store';
import { tableNames, tables } from './tables';

/** What the target of a restore already holds, in words; empty when there is nothing to lose. */
export async function existingContent(store: Store): Promise<string[]> {
  const found: string[] = [];
  if (store.kind === 'sqlite' && (await fileExists(store.file))) found.push(`database file ${store.file}`);
  if (store.kind === 'postgres') found.push(...(await tablesWithRows(store.db)).map((table) => `table ${table}`));
  if ((await fs.readdir(store.uploadDir).catch(() => [])).length) found.push(`uploads in ${store.uploadDir}`);
  return found;
}

async function tablesWithRows(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables where table_schema = current_schema()`.execute(db);
  const present = new Set(rows.map((row) => row.name));
  const withRows: string[] = [];
  for (const table of tableNames.filter((name) => present.has(name) && !tables[name].filledByMigrations)) {
    if (
      await db
        .selectFrom(table)
        .select(sql`1`.as('one'))
        .limit(1)
        .executeTakeFirst()
    )
      withRows.push(table);
  }
  return withRows;
}
