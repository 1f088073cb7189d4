import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/** The tables whose language versions go through drafts, review and publishing. */
const workflowTables = ['article', 'honour', 'banner', 'professionalField', 'lawyer', 'legalDocument'];

/**
 * The editorial workflow. Each language version (row) keeps what visitors see in its own
 * columns, with `published` 1 while that text is live; a change not yet published is kept in
 * `revision` and named by `draftRevisionId`. Every save stores a revision. Existing rows are
 * published at version 1, so the site looks the same after the migration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of workflowTables) {
    await db.schema
      .alterTable(table)
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('published'))
      .execute();
    await db.schema.alterTable(table).addColumn('publishAt', 'text').execute();
    await db.schema.alterTable(table).addColumn('unpublishAt', 'text').execute();
    await db.schema
      .alterTable(table)
      .addColumn('version', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable(table)
      .addColumn('published', 'integer', (col) => col.notNull().defaultTo(1))
      .execute();
    await db.schema.alterTable(table).addColumn('draftRevisionId', 'integer').execute();
    await db.schema.alterTable(table).addColumn('reviewNote', 'text').execute();
    await db.schema.createIndex(`${table}_status`).on(table).column('status').execute();
  }

  await (
    isPostgres(db)
      ? db.schema.createTable('revision').addColumn('id', 'serial', (col) => col.primaryKey())
      : db.schema.createTable('revision').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
  )
    .addColumn('entity', 'text', (col) => col.notNull())
    .addColumn('itemId', 'integer', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('version', 'integer', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('publishAt', 'text')
    .addColumn('unpublishAt', 'text')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('data', 'text', (col) => col.notNull())
    .addColumn('userId', 'integer')
    .addColumn('userName', 'text')
    .addColumn('comment', 'text')
    .addColumn('createTime', 'text', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('revision_item').on('revision').columns(['entity', 'itemId', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('revision').execute();
  for (const table of workflowTables) {
    await db.schema.dropIndex(`${table}_status`).execute();
    for (const column of ['reviewNote', 'draftRevisionId', 'published', 'version', 'unpublishAt', 'publishAt', 'status']) {
      await db.schema.alterTable(table).dropColumn(column).execute();
    }
  }
}
