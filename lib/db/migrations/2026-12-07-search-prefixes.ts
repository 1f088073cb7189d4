import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';

/**
 * SQLite: word starts (`arb`, `priv`) read from indexes of their own instead of merging the list
 * of every word that starts so, and the index's vocabulary as a table, through which
 * lib/repositories/search-index.ts turns a longer start (`arbitration`) into the few words it
 * begins. PostgreSQL's GIN index walks prefixes in order already.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await recreateTerms(db, ", prefix='2 3 4'");
  await sql`create virtual table searchVocabulary using fts5vocab(searchTerms, 'row')`.execute(db);
}

// The triggers of migration 2026-12-05-search-scope write to the table by name and stay as they are.
async function recreateTerms(db: Kysely<any>, options: string): Promise<void> {
  await sql`drop table searchTerms`.execute(db);
  await sql`create virtual table searchTerms using fts5(titleTerms, bodyTerms, scope,
    content='searchEntry', content_rowid='id', tokenize='unicode61 remove_diacritics 0'${sql.raw(options)})`.execute(db);
  await sql`insert into searchTerms (searchTerms) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (isPostgres(db)) return;
  await sql`drop table searchVocabulary`.execute(db);
  await recreateTerms(db, '');
}
