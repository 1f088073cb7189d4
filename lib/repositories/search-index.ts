import { sql, type Expression, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
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

/** Lets the query planner know the rebuilt index (which of its paths suits a common or a rare word). */
export async function analyzeEntries(db: Db): Promise<void> {
  await sql`analyze ${sql.table('searchEntry')}`.execute(db);
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

/**
 * How many of each kind's matches are ranked by relevance: the newest this many. A common word
 * in a large site then costs what a rare one does; results past them follow, newest first.
 */
export const RANKED_PER_KIND = 50;
/** Matches are counted up to this many (`totalCount` says no more): twenty pages of ten. */
const COUNTED_MATCHES = 200;

// Terms hold letters and digits only (lib/search/terms.ts); quoting keeps them literal all the same.
const ftsTerms = (terms: QueryTerm[]) =>
  terms.map(({ term, prefix }) => `"${term.replaceAll('"', '""')}"${prefix ? '*' : ''}`).join(' AND ');
const tsQuery = (terms: QueryTerm[]) =>
  sql`to_tsquery('simple', ${terms.map(({ term, prefix }) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`).join(' & ')})`;

/**
 * An FTS5 query: `terms` in the words of visible entries of `kinds` in `lang` (the words of the
 * migration's `scope` column: `newsenus`).
 */
function ftsMatch(terms: QueryTerm[], kinds: readonly SearchKind[], lang: string): string {
  const scopes = kinds.map((kind) => `"${kind}${lang.replace('_', '').toLowerCase()}"`);
  return `{titleTerms bodyTerms} : (${ftsTerms(terms)}) AND scope : (${scopes.join(' OR ')})`;
}

const idsOf = (db: Db) => async (statement: RawBuilder<{ id: number }>) => (await statement.execute(db)).rows.map((row) => row.id);

const notIn = (ids: number[]) => (ids.length ? sql`not in (${sql.join(ids)})` : sql`is not null`);

/** The entry ids a query matches, on each database's index. */
interface Matches {
  /** The newest RANKED_PER_KIND of each kind, best first. */
  ranked(): Promise<number[]>;
  /** The others, newest first. */
  rest(ranked: number[], offset: number, limit: number): Promise<number[]>;
  /** How many there are, up to COUNTED_MATCHES. */
  count(): Promise<number>;
}

function postgresMatches(db: Db, query: EntryQuery): Matches {
  const words = tsQuery(query.terms);
  const kinds = sql.join(query.kinds.map((kind) => sql.lit(kind)));
  const matching = sql`document @@ ${words} and lang = ${query.lang} and visible = 1`;
  const ids = idsOf(db);
  return {
    ranked() {
      const newest = query.kinds.map(
        (kind) =>
          sql`(select id, document from "searchEntry" where ${matching} and kind = ${kind} order by id desc limit ${RANKED_PER_KIND})`,
      );
      // Normalization 1 divides by 1 + log(length): of two titles with the word, the shorter ranks first, as with bm25.
      return ids(sql`select id from (${sql.join(newest, sql` union all `)}) newest order by ts_rank(document, ${words}, 1) desc, id`);
    },
    rest: (ranked, offset, limit) =>
      ids(sql`select id from "searchEntry" where ${matching} and kind in (${kinds}) and id ${notIn(ranked)}
        order by id desc limit ${limit} offset ${offset}`),
    count: async () =>
      (
        await sql<{ count: number }>`select count(*) as count
          from (select 1 from "searchEntry" where ${matching} and kind in (${kinds}) limit ${COUNTED_MATCHES}) matches`.execute(db)
      ).rows[0]!.count,
  };
}

function sqliteMatches(db: Db, query: EntryQuery): Matches {
  const ids = idsOf(db);
  const every = ftsMatch(query.terms, query.kinds, query.lang);
  return {
    ranked() {
      // Each kind through FTS5's own newest-first order; bm25 only for those (title words weigh 4).
      const newest = query.kinds.map(
        (kind) => sql`select * from (select rowid as id, bm25(searchTerms, 4.0, 1.0, 0.0) as score from searchTerms
          where searchTerms match ${ftsMatch(query.terms, [kind], query.lang)} order by rowid desc limit ${RANKED_PER_KIND})`,
      );
      return ids(sql`select id from (${sql.join(newest, sql` union all `)}) order by score, id`);
    },
    rest: (ranked, offset, limit) =>
      ids(sql`select rowid as id from searchTerms where searchTerms match ${every} and rowid ${notIn(ranked)}
        order by rowid desc limit ${limit} offset ${offset}`),
    count: async () =>
      (
        await sql<{ count: number }>`select count(*) as count from (select 1 from searchTerms where searchTerms match ${every}
        limit ${COUNTED_MATCHES})`.execute(db)
      ).rows[0]!.count,
  };
}

/**
 * What visitors may find: matching entries of the language and kinds, best first (a title match
 * counts most) among the newest RANKED_PER_KIND of each kind, then the older ones newest first.
 * The work does not grow with the number of matches, except to reach a deep page.
 */
export async function findEntries(db: Db, query: EntryQuery): Promise<{ rows: FoundEntry[]; totalCount: number }> {
  const matches = isPostgres(db) ? postgresMatches(db, query) : sqliteMatches(db, query);
  const [ranked, totalCount] = await Promise.all([matches.ranked(), matches.count()]);
  let ids = ranked.slice(query.offset, query.offset + query.limit);
  if (ids.length < query.limit && totalCount > ranked.length) {
    ids = ids.concat(await matches.rest(ranked, Math.max(0, query.offset - ranked.length), query.limit - ids.length));
  }
  if (!ids.length) return { rows: [], totalCount };
  const rows = await db.selectFrom('searchEntry').select(['id', 'kind', 'itemId', 'title', 'body']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map(({ id, ...row }) => [id, { ...row, kind: row.kind as SearchKind }]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), totalCount: Number(totalCount) };
}

/**
 * Rows whose `idColumn` is a visible item of `kind` in `lang` whose indexed words hold every one
 * of `terms`, as the site search matches them (a word also matches the start of a longer one).
 * No terms: no row.
 */
export function hasWords(db: Db, kind: SearchKind, lang: string, idColumn: string, terms: QueryTerm[]): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  if (!terms.length) return sql<SqlBool>`1 = 0`;
  if (isPostgres(db)) {
    return sql<SqlBool>`${id} in (select "itemId" from "searchEntry" where kind = ${kind} and lang = ${lang} and visible = 1 and document @@ ${tsQuery(terms)})`;
  }
  return sql<SqlBool>`${id} in (select e.itemId from searchTerms cross join searchEntry e on e.id = searchTerms.rowid
    where searchTerms match ${ftsMatch(terms, [kind], lang)})`;
}

/** Rows whose `idColumn` is an item of `kind` whose translation-group key starts with `prefix` (any case). */
export function noStartsWith(db: Db, kind: SearchKind, idColumn: string, prefix: string): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  const from = prefix.toLowerCase();
  // Past every key starting with `from`: the keys compare as their UTF-8 bytes.
  const to = `${from}\u{10FFFF}`;
  if (isPostgres(db)) {
    return sql<SqlBool>`${id} in (select "itemId" from "searchEntry" where kind = ${kind} and no collate "C" >= ${from} and no collate "C" < ${to})`;
  }
  return sql<SqlBool>`${id} in (select itemId from searchEntry where kind = ${kind} and no >= ${from} and no < ${to})`;
}

/** Two Chinese characters: a pair the index holds as a title term wherever it stands in a title. */
const chinesePair = /^\p{Script=Han}{2}$/u;

/**
 * Rows whose `idColumn` is an item of `kind` with `text` in its title (any case), found through
 * the index: two Chinese characters as a title term, else the trigram index on titles. SQLite's
 * needs three characters; a shorter text is matched on the title itself.
 */
export function titleContains(db: Db, kind: SearchKind, idColumn: string, text: string, titleColumn: string): Expression<SqlBool> {
  const id = sql.ref(idColumn);
  const pair = chinesePair.test(text);
  if (isPostgres(db)) {
    const match = pair ? sql`document @@ to_tsquery('simple', ${`'${text}':A`})` : containsText('title', text);
    return sql<SqlBool>`${id} in (select "itemId" from "searchEntry" where kind = ${kind} and ${match})`;
  }
  // From the full-text tables to the entries: read the other way, SQLite walks every entry of the kind.
  if (pair) {
    return sql<SqlBool>`${id} in (select e.itemId from searchTerms cross join searchEntry e on e.id = searchTerms.rowid
      where searchTerms match ${`{titleTerms} : "${text}"`} and e.kind = ${kind})`;
  }
  if ([...text].length < 3) return containsText(titleColumn, text);
  return sql<SqlBool>`${id} in (select e.itemId from searchTitle cross join searchEntry e on e.id = searchTitle.rowid
    where searchTitle match ${`"${text.replaceAll('"', '""')}"`} and e.kind = ${kind})`;
}
