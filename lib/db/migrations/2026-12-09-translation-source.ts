import type { Kysely } from 'kysely';

/**
 * Where each translated language version came from: the version of its group it was translated
 * from (`sourceId`, in `sourceLang`), the revision of that version it was saved beside, and
 * fingerprints of the source's text then (the text staff saw, and the text visitors saw). A
 * version is out of date once its source is published with text matching neither. Rewritten by
 * every save of the version, and by "still current"; a version without a row is an original.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('translationSource')
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('itemId', 'integer', (col) => col.notNull())
    .addColumn('sourceLang', 'text', (col) => col.notNull())
    .addColumn('sourceId', 'integer', (col) => col.notNull())
    .addColumn('sourceRevisionId', 'integer')
    .addColumn('textHash', 'text', (col) => col.notNull())
    .addColumn('liveTextHash', 'text')
    .addColumn('updateTime', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('translation_source_pk', ['entity', 'itemId'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('translationSource').execute();
}
