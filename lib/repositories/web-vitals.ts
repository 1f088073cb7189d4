import type { Db } from '../db/client';
import type { WebVitalBucket } from '../db/schema';

// Seven values a row: well under the bound parameters of SQLite and PostgreSQL.
const ROWS_PER_STATEMENT = 500;

/** Adds counts to their buckets (`count = count + n`), so instances writing at once lose none. */
export async function addBucketCounts(db: Db, rows: WebVitalBucket[]): Promise<void> {
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    await db
      .insertInto('webVitalBucket')
      .values(rows.slice(start, start + ROWS_PER_STATEMENT))
      .onConflict((conflict) =>
        conflict
          .columns(['day', 'pageType', 'lang', 'metric', 'device', 'bucket'])
          .doUpdateSet((eb) => ({ count: eb('webVitalBucket.count', '+', eb.ref('excluded.count')) })),
      )
      .execute();
  }
}

export async function deleteDaysBefore(db: Db, day: string): Promise<void> {
  await db.deleteFrom('webVitalBucket').where('day', '<', day).execute();
}

/** Counts per day, page type, metric and bucket from `fromDay` on, both languages together; of one device class when given. */
export async function bucketCountsSince(db: Db, fromDay: string, device?: string) {
  let query = db
    .selectFrom('webVitalBucket')
    .select(['day', 'pageType', 'metric', 'bucket'])
    .select((eb) => eb.fn.sum<number>('count').as('count'))
    .where('day', '>=', fromDay);
  if (device) query = query.where('device', '=', device);
  const rows = await query.groupBy(['day', 'pageType', 'metric', 'bucket']).execute();
  return rows.map((row) => ({ ...row, count: Number(row.count) }));
}
