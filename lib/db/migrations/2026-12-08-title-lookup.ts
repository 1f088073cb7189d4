import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../dialect';
import { trigramOps } from './trigram';

/**
 * PostgreSQL: the back office's title and key filters read a narrow copy of each index entry
 * (`searchTitle`: kind, item, title, key and the title's words) instead of the entries themselves.
 * A title matched by its trigrams must be checked on its row: 1,000 matching titles among 10,000
 * entries sat on 667 pages of the wide entries (body and document), and sit on under 200 of this
 * table's (count 1.4 → 0.4 ms). A trigger copies the entries each statement adds, and a
 * deleted entry takes its copy with it. SQLite's trigram table (migration 2026-11-29-search-index)
 * is already this narrow.
 */
export async function up(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create table "searchTitle" (
    "entryId" integer primary key references "searchEntry" (id) on delete cascade,
    kind text not null,
    "itemId" integer not null,
    title text not null,
    no text not null,
    words tsvector not null
  )`.execute(db);
  const copied = (from: string) =>
    sql`insert into "searchTitle" select id, kind, "itemId", title, no, to_tsvector('simple', "titleTerms") from ${sql.table(from)}`;
  await sql`create function search_title_copy() returns trigger language plpgsql as $$
    begin
      ${copied('added')};
      return null;
    end $$`.execute(db);
  await sql`create trigger search_entry_title_copy after insert on "searchEntry"
    referencing new table as added for each statement execute function search_title_copy()`.execute(db);
  await copied('searchEntry').execute(db);

  await sql`create unique index search_title_item on "searchTitle" (kind, "itemId")`.execute(db);
  await sql`create index search_title_no on "searchTitle" (kind, no collate "C")`.execute(db);
  await sql`create index search_title_text on "searchTitle" using gin (lower(title) ${await trigramOps(db)})
    with (fastupdate = off)`.execute(db);
  await sql`create index search_title_words on "searchTitle" using gin (words) with (fastupdate = off)`.execute(db);
  await sql`drop index search_entry_title`.execute(db);
  await sql`drop index search_entry_no`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`drop trigger search_entry_title_copy on "searchEntry"`.execute(db);
  await sql`drop function search_title_copy()`.execute(db);
  await sql`drop table "searchTitle"`.execute(db);
  await sql`create index search_entry_title on "searchEntry" using gin (lower(title) ${await trigramOps(db)})
    with (fastupdate = off)`.execute(db);
  await sql`create index search_entry_no on "searchEntry" (kind, no collate "C")`.execute(db);
}
