import { sql, type Expression, type Insertable, type SqlBool } from 'kysely';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import type { SearchEntryTable } from '../db/schema';
import type { SearchKind } from '../search/kinds';
import type { QueryTerm } from '../search/terms';
import { containsText } from './title-search';

export type SearchEntryValues = Omit<Insertable<SearchEntryTable>, 'id'>;

/** Drops the entries of items `itemIds` (of any of `kinds`) and stores `entries` in their place. */
export async function replaceEntries(db: Db, kinds: readonly SearchKind[], itemIds: number[], entries: SearchEntryValues[]): Promise<void> {
  if (itemIds.length) await db.deleteFrom('searchEntry').where('kind', 'in', kinds).where('itemId', 'in', itemIds).execute();
  if (entries.length) await db.insertInto('searchEntry').values(entries).execute();
}

export async function clearEntries(db: Db): Promise<void> {
  await db.deleteFrom('searchEntry').execute();
}

export interface EntryQuery {
  /** Every term must match. */
  terms: QueryTerm[];
  lang: string;
  kinds: readonly SearchKind[];
  offset: number;
  limit: number;
}

export interface FoundEntry {
  kind: SearchKind;
  itemId: number;
  title: string;
  body: string;
}

// Terms hold letters and digits only (lib/search/terms.ts); quoting keeps them literal all the same.
const ftsMatch = (terms: QueryTerm[]) =>
  terms.map(({ term, prefix }) => `"${term.replaceAll('"', '""')}"${prefix ? '*' : ''}`).join(' AND ');
const tsQuery = (terms: QueryTerm[]) =>
  terms.map(({ term, prefix }) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`).join(' & ');

/** What visitors may find: matching entries of the language and kinds, best first (a title match counts most). */
export async function findEntries(db: Db, query: EntryQuery): Promise<{ rows: FoundEntry[]; totalCount: number }> {
  const kinds = sql.join(query.kinds.map((kind) => sql.lit(kind)));
  const page = sql`limit ${query.limit} offset ${query.offset}`;
  let rows, count;
  if (isPostgres(db)) {
    const from = sql`from "searchEntry", to_tsquery('simple', ${tsQuery(query.terms)}) query
      where document @@ query and lang = ${query.lang} and visible = 1 and kind in (${kinds})`;
    [rows, count] = await Promise.all([
      sql<FoundEntry>`select kind, "itemId", title, body ${from} order by ts_rank(document, query) desc, id ${page}`.execute(db),
      sql<{ count: number }>`select count(*) as count ${from}`.execute(db),
    ]);
  } else {
    const from = sql`from searchTerms join searchEntry e on e.id = searchTerms.rowid
      where searchTerms match ${ftsMatch(query.terms)} and e.lang = ${query.lang} and e.visible = 1 and e.kind in (${kinds})`;
    [rows, count] = await Promise.all([
      sql<FoundEntry>`select e.kind, e.itemId, e.title, e.body ${from} order by bm25(searchTerms, 4.0, 1.0), e.id ${page}`.execute(db),
      sql<{ count: number }>`select count(*) as count ${from}`.execute(db),
    ]);
  }
  return { rows: rows.rows, totalCount: Number(count.rows[0]?.count ?? 0) };
}

/**
 * Rows whose `idColumn` is an item of `kind` with `text` in its title (any case), found through
 * the index's trigram index on titles. SQLite's needs three characters; a shorter text is
 * matched on the title itself.
 */
export function titleContains(db: Db, kind: SearchKind, idColumn: string, text: string, titleColumn: string): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  if (isPostgres(db)) {
    return sql<SqlBool>`${id} in (select "itemId" from "searchEntry" where kind = ${kind} and ${containsText('title', text)})`;
  }
  if ([...text].length < 3) return containsText(titleColumn, text);
  return sql<SqlBool>`${id} in (select itemId from searchEntry where kind = ${kind}
    and id in (select rowid from searchTitle where searchTitle match ${`"${text.replaceAll('"', '""')}"`}))`;
}
