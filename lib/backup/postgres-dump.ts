import { sql } from 'kysely';
import type { Db } from '../db/client';
import { tableEntry } from './entries';
import { manifestBytes, manifestName } from './manifest';
import { rowsToJsonLines } from './rows-json';
import { tableNames, tables } from './tables';
import type { TarWriter } from './tar-writer';

const DEFAULT_BATCH = 500;

/**
 * Adds every row of every table to the archive as JSON lines, all read in one REPEATABLE READ
 * transaction: one state of the database, whatever the site writes meanwhile. Returns the uploads
 * its rows keep in the folder.
 */
export async function archivePostgres(db: Db, archive: TarWriter, signal?: AbortSignal): Promise<string[]> {
  return db
    .transaction()
    .setIsolationLevel('repeatable read')
    .setAccessMode('read only')
    .execute(async (trx) => {
      const { rows } = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(trx);
      await archive.addBytes(
        manifestName,
        manifestBytes(
          'postgres',
          rows.map((row) => row.name),
        ),
      );
      const folderUploads: string[] = [];
      for (const table of tableNames) {
        const { key, batch = DEFAULT_BATCH } = tables[table];
        for (let part = 0; ; part++) {
          signal?.throwIfAborted();
          const ordered = key.reduce((query, column) => query.orderBy(column as never), (trx as Db).selectFrom(table).selectAll());
          const page: Record<string, unknown>[] = await ordered
            .limit(batch)
            .offset(part * batch)
            .execute();
          if (!page.length) break;
          await archive.addBytes(tableEntry(table, part), rowsToJsonLines(page));
          if (table === 'uploadedFile') folderUploads.push(...page.filter((row) => row.content === null).map((row) => String(row.fileId)));
          if (page.length < batch) break;
        }
      }
      return folderUploads;
    });
}
