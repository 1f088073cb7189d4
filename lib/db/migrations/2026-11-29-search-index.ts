import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { trigramOps } from './trigram';

// Test files and instances migrate their own schemas at once; one creates the shared extension.
const extensionLockKey = 727_2002;

/**
 * The site search's index: one row per article, honour, lawyer and practice area with its words
 * as terms (lib/search/terms.ts), full-text indexed for visitors' searches and trigram-indexed
 * on the title for the back office's substring search. The services keep it current in each
 * save's transaction; lib/services/search-index.ts fills it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('searchEntry')
    .addColumn('id', postgres ? 'serial' : 'integer', (col) => (postgres ? col.primaryKey() : col.primaryKey().autoIncrement()))
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('itemId', 'integer', (col) => col.notNull())
    .addColumn('lang', 'text', (col) => col.notNull())
    .addColumn('visible', 'integer', (col) => col.notNull().defaultTo(1))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('titleTerms', 'text', (col) => col.notNull())
    .addColumn('bodyTerms', 'text', (col) => col.notNull())
    .addUniqueConstraint('search_entry_item', ['kind', 'itemId'])
    .execute();
  if (postgres) await postgresIndexes(db);
  else await sqliteIndexes(db);
}

async function postgresIndexes(db: Kysely<any>): Promise<void> {
  await sql`alter table "searchEntry" add column document tsvector generated always as (
    setweight(to_tsvector('simple'::regconfig, "titleTerms"), 'A') || setweight(to_tsvector('simple'::regconfig, "bodyTerms"), 'B')
  ) stored`.execute(db);
  await sql`create index search_entry_document on "searchEntry" using gin (document)`.execute(db);
  await sql`select pg_advisory_xact_lock(${extensionLockKey})`.execute(db);
  await sql`create extension if not exists pg_trgm with schema public`.execute(db);
  await sql`create index search_entry_title on "searchEntry" using gin (lower(title) ${await trigramOps(db)})`.execute(db);
}

async function sqliteIndexes(db: Kysely<any>): Promise<void> {
  await sql`create virtual table searchTerms using fts5(titleTerms, bodyTerms, content='searchEntry', content_rowid='id', tokenize='unicode61 remove_diacritics 0')`.execute(
    db,
  );
  await sql`create virtual table searchTitle using fts5(title, content='searchEntry', content_rowid='id', tokenize='trigram')`.execute(db);
  // The full-text tables follow searchEntry's rows, in the same transaction as the change.
  await sql`create trigger search_entry_insert after insert on searchEntry begin
    insert into searchTerms (rowid, titleTerms, bodyTerms) values (new.id, new.titleTerms, new.bodyTerms);
    insert into searchTitle (rowid, title) values (new.id, new.title);
  end`.execute(db);
  await sql`create trigger search_entry_delete after delete on searchEntry begin
    insert into searchTerms (searchTerms, rowid, titleTerms, bodyTerms) values ('delete', old.id, old.titleTerms, old.bodyTerms);
    insert into searchTitle (searchTitle, rowid, title) values ('delete', old.id, old.title);
  end`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop table searchTerms`.execute(db);
    await sql`drop table searchTitle`.execute(db);
  }
  await db.schema.dropTable('searchEntry').execute();
}
