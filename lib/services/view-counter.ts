import type { Db } from '../db/client';
import { addViews } from '../repositories/publications';
import { batchedCounts } from './batched-counts';

/**
 * Public detail pages count views without a write per read: views are added up in memory and
 * written as `views = views + n` about every two seconds (lib/services/batched-counts.ts).
 */

export type CountedTable = 'article' | 'honour';

const keyOf = (table: CountedTable, id: number) => `${table}:${id}`;

const views = batchedCounts('view counts', async (db, batch) => {
  for (const [key, count] of batch) {
    const [table, id] = key.split(':');
    await addViews(db, table as CountedTable, Number(id), count);
  }
});

/** Counts one view of a row; written at the next flush. */
export function countView(table: CountedTable, id: number): void {
  views.add(keyOf(table, id));
}

/** Views counted in this process and not yet written, to add to a stored count when showing it. */
export function pendingViews(table: CountedTable, id: number): number {
  return views.pending(keyOf(table, id));
}

/** Writes every pending view count now. */
export function flushViews(db?: Db): Promise<void> {
  return views.flush(db);
}
