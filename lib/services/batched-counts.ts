import { getDb, type Db } from '../db/client';
import { log } from '../log';
import { beforeShutdown } from '../shutdown';

const FLUSH_AFTER_MS = 2000;

export interface BatchedCounts {
  /** Counts `count` more under a key; written at the next flush. */
  add(key: string, count?: number): void;
  /** What this process counted under a key and has not written yet. */
  pending(key: string): number;
  /** Writes every pending count now, in one transaction; on failure the counts stay pending. */
  flush(db?: Db): Promise<void>;
}

/**
 * Counts added up in memory and written together about every two seconds (and on demand), so a
 * request that counts something makes no write of its own. `write` adds each count to what is
 * stored (`n = n + count`): counts from several instances add up, since each writes only its
 * own. A hard kill loses at most the last interval's counts.
 */
export function batchedCounts(what: string, write: (db: Db, batch: [key: string, count: number][]) => Promise<void>): BatchedCounts {
  const pending = new Map<string, number>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  function flush(db: Db = getDb()): Promise<void> {
    if (timer) {
      clearTimeout(timer);
      timer = undefined;
    }
    running = running.then(async () => {
      if (!pending.size) return;
      const batch = [...pending];
      pending.clear();
      try {
        await db.transaction().execute((trx) => write(trx, batch));
      } catch (error) {
        for (const [key, count] of batch) pending.set(key, (pending.get(key) ?? 0) + count);
        throw error;
      }
    });
    const done = running;
    // The chain continues after a failure; the caller still hears about it.
    running = running.catch(() => {});
    return done;
  }

  function add(key: string, count = 1): void {
    pending.set(key, (pending.get(key) ?? 0) + count);
    if (!timer) {
      timer = setTimeout(() => {
        timer = undefined;
        flush().catch((err) => log.warn({ err }, `${what} not written; kept for the next flush`));
      }, FLUSH_AFTER_MS);
      timer.unref();
    }
  }

  // A process that winds down normally, or is stopped by a signal, writes what it counted: once,
  // since a failed write keeps the counts pending and a second try would keep the process alive.
  process.once('beforeExit', () => {
    if (pending.size) flush().catch(() => {});
  });
  beforeShutdown(() => flush());

  return { add, pending: (key) => pending.get(key) ?? 0, flush };
}
