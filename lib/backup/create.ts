import fs from 'node:fs/promises';
import path from 'node:path';
import { privateFolderMode } from '../private-files';
import { uploadFilePath } from '../storage/uploads';
import { archiveName } from './archives';
import { uploadEntry } from './entries';
import { archivePostgres } from './postgres-dump';
import { archiveSqlite } from './sqlite-snapshot';
import type { Store } from './store';
import { fileExists } from './file-exists';
import { writeTarGz } from './tar-writer';

/**
 * Writes one archive of everything the site holds into `dir` and returns its path: the database
 * as one consistent state, then the uploads its rows name (files are written before their row,
 * and never changed, so each is complete).
 */
export async function createBackup(store: Store, dir: string, signal?: AbortSignal): Promise<string> {
  await fs.mkdir(dir, { recursive: true, mode: privateFolderMode });
  const target = path.join(dir, archiveName(new Date()));
  await writeTarGz(target, async (archive) => {
    const folderUploads =
      store.kind === 'sqlite' ? await archiveSqlite(store.file, archive, dir) : await archivePostgres(store.db, archive, signal);
    for (const fileId of folderUploads) {
      signal?.throwIfAborted();
      const file = uploadFilePath(fileId, store.uploadDir);
      // A row whose file is missing is archived as the site has it: without the file.
      if (await fileExists(file)) await archive.addFile(uploadEntry(fileId), file);
    }
  });
  return target;
}
