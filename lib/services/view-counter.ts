import { getDb, type Db } from '../db/client';
import { log } from '../log';
import { addViews } from '../repositories/publications';
import { beforeShutdown } from '../shutdown';

/**
 * Public detail pages count views without a write per read: views are added up in memory
 * and written as `views = views + n` about every two seconds (and on demand). Counts from
 * several instances add up correctly, since each adds only its own. A hard kill loses at
 * most the last interval's counts.
 */

export type CountedTable = 'article' | 'honour';

const FLUSH_AFTER_MS = 2000;

const pending = new Map<string, number>();
let timer: NodeJS.Timeout | undefined;
let running: Promise<void> = Promise.resolve();

const keyOf = (table: CountedTable, id: number) => `${table}:${id}`;

/** Counts one view of a row; written at the next flush. */
export function countView(table: CountedTable, id: number): void {
  const key = keyOf(table, id);
  pending.set(key, (pending.get(key) ?? 0) + 1);
  if (!timer) {
    timer = setTimeout(() => {
      timer = undefined;
      flushViews().catch((err) => log.warn({ err }, 'view counts not written; kept for the next flush'));
    }, FLUSH_AFTER_MS);
    timer.unref();
  }
}

/** Views counted in this process and not yet written, to add to a stored count when showing it. */
export function pendingViews(table: CountedTable, id: number): number {
  return pending.get(keyOf(table, id)) ?? 0;
}

/** Writes every pending count now, in one transaction; on failure the counts stay pending. */
export function flushViews(db: Db = getDb()): Promise<void> {
  if (timer) {
    clearTimeout(timer);
    timer = undefined;
  }
  running = running.then(async () => {
    if (!pending.size) return;
    const batch = [...pending];
    pending.clear();
    try {
      await db.transaction().execute(async (trx) => {
        for (const [key, count] of batch) {
          const [table, id] = key.split(':');
          await addViews(trx, table as CountedTable, Number(id), count);
        }
      });
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

// A process that winds down normally, or is stopped by a signal, writes what it counted.
process.on('beforeExit', () => {
  if (pending.size) flushViews().catch(() => {});
});
beforeShutdown(() => flushViews());
