import fs from 'node:fs/promises';
import path from 'node:path';
import { createPrivateFile } from '../private-files';
import { BackupError } from './backup-error';
import { fileExists } from './file-exists';
import { manifestBytes, manifestName } from './manifest';
import { sqliteEntry } from './entries';
import type { TarWriter } from './tar-writer';

/**
 * Copies the SQLite database through SQLite's online backup API while the site keeps writing,
 * and adds it to the archive. Returns the uploads its rows keep in the folder.
 */
export async function archiveSqlite(file: string, archive: TarWriter, workDir: string): Promise<string[]> {
  if (!(await fileExists(file))) throw new BackupError(`there is no database at ${file} (DATA_DIR)`);
  const { default: Sqlite } = await import('better-sqlite3');
  const snapshot = path.join(workDir, `.snapshot-${process.pid}-${Date.now()}.db`);
  const source = new Sqlite(file, { readonly: true, fileMustExist: true });
  try {
    // SQLite would create the copy readable by everyone: it is created first, for the owner only.
    createPrivateFile(snapshot);
    // All pages in one step, so one read transaction sees one state: a backup copied in steps
    // restarts whenever another connection writes between them, and a busy site may never let it end.
    await source.backup(snapshot, { progress: () => 0x7fffffff });
  } finally {
    source.close();
  }
  try {
    const copy = new Sqlite(snapshot);
    // The copy is one file: no write-ahead log beside it in the archive (the site turns WAL on as it opens).
    copy.pragma('journal_mode = DELETE');
    const migrations = copy.prepare('select name from kysely_migration order by name').pluck().all() as string[];
    const folderUploads = copy.prepare('select fileId from uploadedFile where content is null order by fileId').pluck().all() as string[];
    copy.close();
    await archive.addBytes(manifestName, manifestBytes('sqlite', migrations));
    await archive.addFile(sqliteEntry, snapshot);
    return folderUploads;
  } finally {
    await fs.rm(snapshot, { force: true });
  }
}
