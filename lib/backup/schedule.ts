import { getDb, type Db } from '../db/client';
import { log } from '../log';
import { beforeShutdown } from '../shutdown';
import { nowIso } from '../time';
import { pruneArchives } from './archives';
import { createBackup } from './create';
import { configuredStore, type Store } from './store';

const FIRST_CHECK_MS = 60_000;
const CHECK_EVERY_MS = 60 * 60_000;

/**
 * Takes today's backup unless an instance sharing the database already has (the first to insert
 * the day's row takes it), then keeps the newest `keep` archives of `dir`. Returns the archive
 * written, or null when today's was another's. A failed backup gives the day back for a retry.
 */
export async function takeDailyBackup(db: Db, store: Store, dir: string, keep: number, signal?: AbortSignal): Promise<string | null> {
  const day = nowIso().slice(0, 10);
  const claim = await db
    .insertInto('backupRun')
    .values({ day, createTime: nowIso() })
    .onConflict((oc) => oc.column('day').doNothing())
    .executeTakeFirst();
  if (!Number(claim.numInsertedOrUpdatedRows)) return null;
  try {
    const archive = await createBackup(store, dir, signal);
    await pruneArchives(dir, keep);
    return archive;
  } catch (error) {
    await db.deleteFrom('backupRun').where('day', '=', day).execute();
    throw error;
  }
}

/** Checks every hour whether today's backup is due (started by the server when BACKUP_DIR is set). */
export function startDailyBackups(dir: string, keep: number): void {
  const stopping = new AbortController();
  let running: Promise<void> | undefined;
  const check = () => {
    running ??= takeDailyBackup(getDb(), configuredStore(), dir, keep, stopping.signal)
      .then((archive) => {
        if (archive) log.info({ archive }, 'backup written');
      })
      .catch((err: unknown) => {
        if (!stopping.signal.aborted) log.error({ err }, 'backup failed');
      })
      .finally(() => (running = undefined));
  };
  const first = setTimeout(check, FIRST_CHECK_MS).unref();
  const hourly = setInterval(check, CHECK_EVERY_MS).unref();
  // A backup in flight at shutdown is abandoned: its partial archive is removed and the day retried.
  beforeShutdown(async () => {
    clearTimeout(first);
    clearInterval(hourly);
    stopping.abort();
    await running;
  });
}
