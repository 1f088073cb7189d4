import { sql, type Expression, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import type { SearchKind } from '../search/kinds';
import type { QueryTerm } from '../search/terms';
import { COUNTED_MATCHES } from '../search/counted';
import { countUpToCap, ftsMatch, ftsTerm, tsQuery } from './search-index';
import { containsText } from './title-search';

/*
 * The back office's filters of a list through the search index: a title holding some text, a
 * translation-group key's start, a lawyer's keywords. Each is a condition on the list's own rows.
 */

/**
 * Rows whose `idColumn` is a visible item of `kind` in one of `langs` whose indexed words hold
 * every one of `terms`, as the site search matches them (a word also matches the start of a
 * longer one). No terms: no row.
 */
export function hasWords(db: Db, kind: SearchKind, langs: readonly string[], idColumn: string, terms: QueryTerm[]): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  if (!terms.length || !langs.length) return sql<SqlBool>`1 = 0`;
  if (isPostgres(db)) {
    return sql<SqlBool>`${id} in (select "itemId" from "searchEntry" where kind = ${kind} and lang in (${sql.join(langs)}) and visible = 1 and document @@ ${tsQuery(terms)})`;
  }
  return sql<SqlBool>`${id} in (select e.itemId from searchTerms cross join searchEntry e on e.id = searchTerms.rowid
    where searchTerms match ${ftsMatch(terms.map(ftsTerm), [kind], langs)})`;
}

/**
 * Keys starting with `prefix` (any case): from it to past every key it begins, as UTF-8 bytes
 * compare (on PostgreSQL, in the C collation its index has).
 */
function keyStartsWith(db: Db, prefix: string) {
  const no = isPostgres(db) ? sql`no collate "C"` : sql`no`;
  const from = prefix.toLowerCase();
  return sql`${no} >= ${from} and ${no} < ${`${from}\u{10FFFF}`}`;
}

/** Two Chinese characters: a pair the index holds as a title term wherever it stands in a title. */
const chinesePair = /^\p{Script=Han}{2}$/u;

/** Whether the index finds `text` in titles: SQLite's needs two Chinese characters or three characters or more. */
export const titleIndexed = (db: Db, text: string) => isPostgres(db) || chinesePair.test(text) || [...text].length >= 3;

/** PostgreSQL, on `searchTitle` (migration 2026-12-08-title-lookup): titles holding `text`. */
const postgresTitleHas = (text: string) =>
  chinesePair.test(text) ? sql`words @@ to_tsquery('simple', ${`'${text}'`})` : containsText('title', text);

/** `from … where …` of the index's entries of `kind`, with `title` in their title when given (`titleIndexed`). */
function kindEntries(db: Db, kind: SearchKind, title?: string): RawBuilder<unknown> {
  if (isPostgres(db)) return sql`"searchTitle" where kind = ${kind}${title ? sql` and ${postgresTitleHas(title)}` : sql``}`;
  if (!title) return sql`searchEntry where kind = ${kind}`;
  // From the full-text tables to the entries: read the other way, SQLite walks every entry of the kind.
  if (chinesePair.test(title)) {
    return sql`searchTerms cross join searchEntry e on e.id = searchTerms.rowid
      where searchTerms match ${`{titleTerms} : "${title}"`} and e.kind = ${kind}`;
  }
  return sql`searchTitle cross join searchEntry e on e.id = searchTitle.rowid
    where searchTitle match ${`"${title.replaceAll('"', '""')}"`} and e.kind = ${kind}`;
}

interface IndexedFilter {
  title?: string;
  noPrefix?: string;
}

/**
 * `from … where …` of the index's entries of `kind` with `title` in their title and a key starting
 * with `noPrefix`, each when given. On PostgreSQL, the narrow copy of titles and keys: checking a
 * matched title reads it instead of the wide entries.
 */
function indexedItems(db: Db, kind: SearchKind, { title, noPrefix }: IndexedFilter): RawBuilder<unknown> {
  const entries = kindEntries(db, kind, title);
  return noPrefix ? sql`${entries} and ${keyStartsWith(db, noPrefix)}` : entries;
}

const itemIn = (db: Db, kind: SearchKind, idColumn: string, filter: IndexedFilter) =>
  sql<SqlBool>`${sql.ref(idColumn)} in (select "itemId" from ${indexedItems(db, kind, filter)})`;

/** Rows whose `idColumn` is an item of `kind` whose translation-group key starts with `prefix` (any case). */
export function noStartsWith(db: Db, kind: SearchKind, idColumn: string, prefix: string): Expression<SqlBool> {
  return itemIn(db, kind, idColumn, { noPrefix: prefix });
}

/**
 * How many items of `kind` have `title` in their title (`titleIndexed`) and a key starting with
 * `noPrefix` (at least one of them given), up to COUNTED_MATCHES, counted on the index alone. The
 * index holds one entry for each of the kind's items, so this is the count of titleContains and
 * noStartsWith, without reading the items' own (wide) rows.
 */
export function countIndexedMatches(db: Db, kind: SearchKind, filter: IndexedFilter): Promise<number> {
  return countUpToCap(db, indexedItems(db, kind, filter));
}

/**
 * SQLite: the first COUNTED_MATCHES items (in no order) of `kind` with `title` in their title
 * (`titleIndexed`) and a key starting with `noPrefix`, read from the index's matches and stopping
 * there. `kept`, when given, is a select of an item's own row by its id that must find it (the
 * list's other filters), checked on each match read.
 */
export async function firstIndexedItems(
  db: Db,
  kind: SearchKind,
  filter: IndexedFilter,
  kept?: (itemId: Expression<number>) => Expression<unknown>,
): Promise<number[]> {
  const items = indexedItems(db, kind, filter);
  const matching = kept ? sql`${items} and exists ${kept(sql.ref('itemId'))}` : items;
  const { rows } = await sql<{ itemId: number }>`select "itemId" from ${matching} limit ${COUNTED_MATCHES}`.execute(db);
  return rows.map((row) => row.itemId);
}

/**
 * Rows whose `idColumn` is an item of `kind` with `text` in its title (any case), found through
 * the index: two Chinese characters as a title term, else the trigram index on titles. A text
 * SQLite's index does not hold is matched on the title itself.
 */
export function titleContains(db: Db, kind: SearchKind, idColumn: string, text: string, titleColumn: string): Expression<SqlBool> {
  return titleIndexed(db, text) ? itemIn(db, kind, idColumn, { title: text }) : containsText(titleColumn, text);
}
