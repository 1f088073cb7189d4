import type { Kysely } from 'kysely';

/**
 * Web Vitals of real visits, kept as counts per histogram bucket: one row per day, page type,
 * language, metric, device class and bucket, so storage is bounded whatever the traffic.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('webVitalBucket')
    .addColumn('day', 'text', (col) => col.notNull())
    .addColumn('pageType', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('metric', 'text', (col) => col.notNull())
    .addColumn('device', 'text', (col) => col.notNull())
    .addColumn('bucket', 'integer', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('web_vital_bucket_pk', ['day', 'pageType', 'lang', 'metric', 'device', 'bucket'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('webVitalBucket').execute();
}
