import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * What keeps a search's work bounded however large the site grows (scripts/bench/search.mts),
 * and the translation-group key in the index for the back office's `no` filter:
 * - `no` (lower case), kept by lib/services/search-index.ts and filled here for the rows there
 *   already are, with an index for prefix matches;
 * - SQLite: the full-text table also indexes each entry's kind, language and visibility (the
 *   generated column `scope`), so a query narrows to one kind of one language inside FTS5, in the
 *   index's newest-first order, without reading the entries themselves;
 * - PostgreSQL: an index walking one kind of one language newest first, and GIN indexes that
 *   take each save at once (without a pending list, which every query would read through).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('searchEntry')
    .addColumn('no', 'text', (col) => col.notNull().defaultTo(''))
    .execute();
  for (const [table, kinds] of [
    ['article', ['news', 'deal']],
    ['honour', ['honour']],
    ['lawyer', ['lawyer']],
    ['professionalField', ['practice']],
  ] as const) {
    await sql`update ${sql.table('searchEntry')} set ${sql.ref('no')} = coalesce((select lower(${sql.ref(`${table}.no`)})
      from ${sql.table(table)} where ${sql.ref(`${table}.id`)} = ${sql.ref('searchEntry.itemId')}), '')
      where kind in (${sql.join(kinds.map((kind) => sql.lit(kind)))})`.execute(db);
  }
  if (isPostgres(db)) await postgres(db);
  else await sqlite(db);
}

async function postgres(db: Kysely<any>): Promise<void> {
  await sql`create index search_entry_no on "searchEntry" (kind, no collate "C")`.execute(db);
  await sql`create index search_entry_newest on "searchEntry" (kind, lang, id)`.execute(db);
  for (const index of ['search_entry_document', 'search_entry_title']) {
    await sql`alter index ${sql.id(index)} set (fastupdate = off)`.execute(db);
    await sql`select gin_clean_pending_list(${index}::regclass)`.execute(db);
  }
}

// Column names are this file's constants.
function sqliteTriggers(columns: string[]) {
  const list = sql.raw(columns.join(', '));
  const values = (row: 'new' | 'old') => sql.raw(columns.map((column) => `${row}.${column}`).join(', '));
  return [
    sql`create trigger search_entry_insert after insert on searchEntry begin
      insert into searchTerms (rowid, ${list}) values (new.id, ${values('new')});
      insert into searchTitle (rowid, title) values (new.id, new.title);
    end`,
    sql`create trigger search_entry_delete after delete on searchEntry begin
      insert into searchTerms (searchTerms, rowid, ${list}) values ('delete', old.id, ${values('old')});
      insert into searchTitle (searchTitle, rowid, title) values ('delete', old.id, old.title);
    end`,
  ];
}

async function recreateSqliteTerms(db: Kysely<any>, columns: string[]): Promise<void> {
  await sql`drop trigger search_entry_insert`.execute(db);
  await sql`drop trigger search_entry_delete`.execute(db);
  await sql`drop table searchTerms`.execute(db);
  await sql`create virtual table searchTerms using fts5(${sql.raw(columns.join(', '))},
    content='searchEntry', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`.execute(db);
  for (const trigger of sqliteTriggers(columns)) await trigger.execute(db);
  await sql`insert into searchTerms (searchTerms) values ('rebuild')`.execute(db);
}

async function sqlite(db: Kysely<any>): Promise<void> {
  await sql`create index search_entry_no on searchEntry (kind, no)`.execute(db);
  // One word, `newsenus` (`newsenushidden` for what visitors cannot open): a query's scope filter
  // (lib/repositories/search-index.ts) is then one more phrase, whose bm25 weight is counted once.
  await sql`alter table searchEntry add column scope text generated always as
    (kind || replace(lang, '_', '') || case when visible = 1 then '' else 'hidden' end) virtual`.execute(db);
  await recreateSqliteTerms(db, ['titleTerms', 'bodyTerms', 'scope']);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index search_entry_newest`.execute(db);
    for (const index of ['search_entry_document', 'search_entry_title'])
      await sql`alter index ${sql.id(index)} reset (fastupdate)`.execute(db);
  } else {
    await recreateSqliteTerms(db, ['titleTerms', 'bodyTerms']);
    await sql`alter table searchEntry drop column scope`.execute(db);
  }
  await sql`drop index search_entry_no`.execute(db);
  await db.schema.alterTable('searchEntry').dropColumn('no').execute();
}
