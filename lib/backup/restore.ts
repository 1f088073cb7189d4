import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { migrateTo, migrateToLatest } from '../db/migrate';
import { rebuildSearchIndex } from '../services/search-index';
import { migrations } from '../db/migrations';
import { privateFileMode } from '../private-files';
import { uploadFilePath } from '../storage/uploads';
import { BackupError } from './backup-error';
import { kindOfEntry, type EntryKind } from './entries';
import type { Manifest } from './manifest';
import { startPostgresLoad } from './postgres-load';
import { openArchive, readAll, type OpenedArchive } from './read-archive';
import { rowsOfJsonLines } from './rows-json';
import { checkSqliteFile } from './sqlite-check';
import type { Store } from './store';
import { existingContent } from './target-state';
import type { TarEntry } from './tar-reader';

export interface RestoreSummary {
  database: Manifest['database'];
  /** When the archive was taken. */
  createTime: string;
  uploads: number;
}

/**
 * Brings the store back to the state an archive holds. Refuses a store that holds anything unless
 * `force`, and an archive that is not one of this site's. Everything is read, checked and staged
 * beside the store before it replaces what was there; on PostgreSQL the rows go in one transaction.
 */
export async function restoreBackup(archive: string, store: Store, options: { force?: boolean } = {}): Promise<RestoreSummary> {
  if (!fs.existsSync(archive)) throw new BackupError(`${archive}: no such file`);
  const opened = await openArchive(archive);
  checkCompatible(archive, opened.manifest, store);
  const existing = await existingContent(store);
  if (existing.length && !options.force) {
    throw new BackupError(`the target is not empty (${existing.join(', ')}): restore into a fresh one, or use --force to replace it`);
  }

  await fs.promises.mkdir(path.dirname(store.uploadDir), { recursive: true });
  const staging = await fs.promises.mkdtemp(path.join(path.dirname(store.uploadDir), '.restore-'));
  try {
    const stagedUploads = path.join(staging, 'uploads');
    const uploads =
      store.kind === 'sqlite'
        ? await restoreSqlite(opened, store.file, staging, stagedUploads)
        : await restorePostgres(opened, store, stagedUploads);
    await fs.promises.rm(store.uploadDir, { recursive: true, force: true });
    if (uploads) await fs.promises.rename(stagedUploads, store.uploadDir);
    return { database: opened.manifest.database, createTime: opened.manifest.createTime, uploads };
  } finally {
    await fs.promises.rm(staging, { recursive: true, force: true });
  }
}

function checkCompatible(archive: string, manifest: Manifest, store: Store): void {
  if (manifest.database !== store.kind) {
    throw new BackupError(`${archive} holds a ${manifest.database} database, but the site is set up for ${store.kind} (DATABASE_URL)`);
  }
  const unknown = manifest.migrations.find((name) => !(name in migrations));
  if (unknown) throw new BackupError(`${archive} was taken by a newer version of the site (migration ${unknown}): update the site first`);
}

async function restoreSqlite({ entries }: OpenedArchive, file: string, staging: string, stagedUploads: string): Promise<number> {
  const stagedDb = path.join(staging, 'site.db');
  let hasDb = false;
  const uploads = await stageEntries(entries, stagedUploads, async (entry, kind) => {
    if (kind.kind !== 'sqlite') return false;
    await pipeline(entry.content, fs.createWriteStream(stagedDb, { mode: privateFileMode }));
    hasDb = true;
    return true;
  });
  if (!hasDb || !(await checkSqliteFile(stagedDb))) throw new BackupError('the archive holds no sound SQLite database');
  for (const suffix of ['', '-wal', '-shm']) await fs.promises.rm(file + suffix, { force: true });
  await fs.promises.mkdir(path.dirname(file), { recursive: true });
  await fs.promises.rename(stagedDb, file);
  return uploads;
}

async function restorePostgres(
  { manifest, entries }: OpenedArchive,
  store: Store & { kind: 'postgres' },
  stagedUploads: string,
): Promise<number> {
  await migrateTo(store.db, manifest.migrations.at(-1)!);
  const uploads = await store.db.transaction().execute(async (trx) => {
    const load = startPostgresLoad(trx);
    await load.clear();
    const staged = await stageEntries(entries, stagedUploads, async (entry, kind) => {
      if (kind.kind !== 'table') return false;
      await load.load(kind.table, rowsOfJsonLines((await readAll(entry.content)).toString('utf8')));
      return true;
    });
    await load.finish();
    return staged;
  });
  await migrateToLatest(store.db);
  await rebuildSearchIndex(store.db);
  return uploads;
}

/**
 * Reads every entry after the manifest: uploads are staged (and checked against the SHA-256 their
 * name carries), the database's own entries go to `handle`. Returns how many uploads were staged.
 */
async function stageEntries(
  entries: AsyncIterable<TarEntry>,
  stagedUploads: string,
  handle: (entry: TarEntry, kind: EntryKind) => Promise<boolean>,
): Promise<number> {
  let uploads = 0;
  for await (const entry of entries) {
    const kind = kindOfEntry(entry.name);
    if (kind.kind === 'upload') {
      await stageUpload(entry, kind.fileId, stagedUploads);
      uploads++;
    } else if (!(await handle(entry, kind))) {
      throw new BackupError(`the archive holds an unexpected entry: ${entry.name}`);
    }
  }
  return uploads;
}

async function stageUpload(entry: TarEntry, fileId: string, stagedUploads: string): Promise<void> {
  const target = uploadFilePath(fileId, stagedUploads);
  await fs.promises.mkdir(path.dirname(target), { recursive: true });
  const hash = createHash('sha256');
  await pipeline(
    entry.content,
    async function* (chunks: AsyncIterable<Buffer>) {
      for await (const chunk of chunks) {
        hash.update(chunk);
        yield chunk;
      }
    },
    fs.createWriteStream(target),
  );
  if (hash.digest('hex') !== fileId.slice(0, 64)) throw new BackupError(`the archive is damaged: upload ${fileId} does not match its hash`);
}
