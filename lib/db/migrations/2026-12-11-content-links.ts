import type { Kysely } from 'kysely';

/**
 * The lawyers and practice areas a news article, deal or honour names. A link joins two
 * translation groups (`no` to `targetNo`), so it holds for every language version of both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('contentLink')
    .addColumn('source', 'text', (col) => col.notNull())
    .addColumn('no', 'text', (col) => col.notNull())
    .addColumn('target', 'text', (col) => col.notNull())
    .addColumn('targetNo', 'text', (col) => col.notNull())
    .addColumn('sort', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('content_link_pk', ['source', 'no', 'target', 'targetNo'])
    .execute();
  await db.schema.createIndex('content_link_target').on('contentLink').columns(['target', 'targetNo', 'source', 'no']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('contentLink').execute();
}
