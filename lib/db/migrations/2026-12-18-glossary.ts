import type { Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * The firm's glossary: terms of the site's default language, each with its rendering per
 * language (a JSON object by language code) or marked not to be translated, and a note for
 * translators. `termKey` (the term folded to lower case, spaces single) keeps a term from being
 * entered twice in another case.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const table = isPostgres(db)
    ? db.schema.createTable('glossaryTerm').addColumn('id', 'serial', (col) => col.primaryKey())
    : db.schema.createTable('glossaryTerm').addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement());
  await table
    .addColumn('term', 'text', (col) => col.notNull())
    .addColumn('termKey', 'text', (col) => col.notNull().unique())
    .addColumn('doNotTranslate', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('renderings', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('createTime', 'text', (col) => col.notNull())
    .addColumn('updateTime', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('glossaryTerm').execute();
}
