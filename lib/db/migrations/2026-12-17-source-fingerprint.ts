import { sql, type Kysely } from 'kysely';
import { createStatusTriggers, dropStatusTriggers } from './translation-status-triggers';

/**
 * The translation desk kept in the database instead of worked out on every read, which compared
 * every translation's recorded source fingerprint (`translationSource`) with a fingerprint of its
 * source's live text, all versions' words in memory, on each call (and the side menu asks on
 * every screen). Now a write marks its group stale (triggers, so every way of writing counts:
 * saves, publishing on time, restores, imports, seeds), and the stale groups are worked out again
 * (lib/services/translation-status.ts), fingerprinting only their versions, before the desk is
 * read: its lists and counts are reads of `translationStatus`. With no languages recorded yet for
 * the rows, the first refresh works out every existing group: the server runs it when it starts
 * (lib/bootstrap.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('translationStatus')
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('no', 'text', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('id', 'integer')
    .addColumn('sourceLang', 'text')
    .addColumn('sourceId', 'integer')
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('sourceUpdatedAt', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('translation_status_pk', ['kind', 'no', 'lang'])
    .execute();
  // Newest source change first. What is to do (missing or outdated, few beside the current rows)
  // has indexes of its own: newest first, a language's (the counts' links), and the counts of a kind.
  await sql`create index translation_status_time on "translationStatus" ("sourceUpdatedAt")`.execute(db);
  const toDo = (name: string, columns: string[]) =>
    sql`create index ${sql.id(name)} on "translationStatus" (${sql.join(columns.map((column) => sql.ref(column)))})
      where status <> 'current'`.execute(db);
  await toDo('translation_status_to_do', ['sourceUpdatedAt']);
  await toDo('translation_status_to_do_lang', ['lang', 'status', 'sourceUpdatedAt']);
  await toDo('translation_status_to_do_kind', ['kind', 'lang', 'status']);
  // A group's versions of one type of article, without reading through every article of the type.
  await sql`create index article_group on article (type, no, lang)`.execute(db);
  await db.schema
    .createTable('translationStatusStale')
    .addColumn('tableName', 'text', (col) => col.notNull())
    .addColumn('no', 'text', (col) => col.notNull())
    .addPrimaryKeyConstraint('translation_status_stale_pk', ['tableName', 'no'])
    .execute();
  await createStatusTriggers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await dropStatusTriggers(db);
  await sql`drop index article_group`.execute(db);
  await db.schema.dropTable('translationStatusStale').execute();
  await db.schema.dropTable('translationStatus').execute();
  // The languages the rows were worked out for (lib/services/translation-status.ts).
  await db.deleteFrom('siteSetting').where('name', '=', 'translationStatusLangs').execute();
}
