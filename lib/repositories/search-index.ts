import { sql, type Expression, type Insertable, type RawBuilder, type SqlBool } from 'kysely';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import type { SearchEntryTable } from '../db/schema';
import type { SearchKind } from '../search/kinds';
import type { QueryTerm } from '../search/terms';
import { COUNTED_MATCHES } from '../search/counted';
import { byRelevance, type RankedEntry } from '../search/relevance';
import { containsText } from './title-search';

export type SearchEntryValues = Omit<Insertable<SearchEntryTable>, 'id'>;

/**
 * Drops the entries of items `itemIds` (of any of `kinds`) and stores `entries` in their place.
 * Entries are only ever inserted and deleted, never updated: the full-text tables (SQLite) and the
 * narrow title copy (PostgreSQL, migration 2026-12-08-title-lookup) follow inserts and deletes.
 */
export async function replaceEntries(db: Db, kinds: readonly SearchKind[], itemIds: number[], entries: SearchEntryValues[]): Promise<void> {
  const replaced = itemIds.length
    ? await db
        .selectFrom('searchEntry')
        .select(['id', 'kind', 'itemId'])
        .where('kind', 'in', kinds)
        .where('itemId', 'in', itemIds)
        .execute()
    : [];
  if (replaced.length) await db.deleteFrom('searchEntry').where('kind', 'in', kinds).where('itemId', 'in', itemIds).execute();
  // An item keeps its entry's id: results rank newer entries first, and a save (a draft's, say)
  // does not make an item newer.
  const idOf = new Map(replaced.map((entry) => [`${entry.kind} ${entry.itemId}`, entry.id]));
  const withIds = entries.map((entry) => ({ ...entry, id: idOf.get(`${entry.kind} ${entry.itemId}`) }));
  const [kept, added] = [withIds.filter((entry) => entry.id !== undefined), entries.filter((_, index) => withIds[index].id === undefined)];
  if (kept.length) await db.insertInto('searchEntry').values(kept).execute();
  if (added.length) await db.insertInto('searchEntry').values(added).execute();
}

export async function clearEntries(db: Db): Promise<void> {
  await db.deleteFrom('searchEntry').execute();
}

/**
 * Readies a rebuilt index: the query planner learns it (which of its paths suits a common or a
 * rare word), and SQLite's full-text indexes are merged into one segment each, which a query
 * then reads instead of one per batch written.
 */
export async function settleEntries(db: Db): Promise<void> {
  await sql`analyze ${sql.table('searchEntry')}`.execute(db);
  if (isPostgres(db)) {
    await sql`analyze ${sql.table('searchTitle')}`.execute(db);
    return;
  }
  for (const table of ['searchTerms', 'searchTitle'])
    await sql`insert into ${sql.table(table)} (${sql.ref(table)}) values ('optimize')`.execute(db);
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
/** The longest word start with an index of its own (migration 2026-12-07-search-prefixes). */
const LONGEST_INDEXED_START = 4;
/** A longer start becomes the words it begins when there are no more than this many. */
const MOST_WORDS_OF_A_START = 8;

// Terms hold letters and digits only (lib/search/terms.ts); quoting keeps them literal all the same.
const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;
const ftsTerm = ({ term, prefix }: QueryTerm) => `${quoted(term)}${prefix ? '*' : ''}`;
const tsQuery = (terms: QueryTerm[]) =>
  sql`to_tsquery('simple', ${terms.map(({ term, prefix }) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`).join(' & ')})`;

/**
 * An FTS5 query: every one of `phrases` in the words of visible entries of `kinds` in `lang`
 * (the words of the search-scope migration's `scope` column: `newsenus`).
 */
function ftsMatch(phrases: string[], kinds: readonly SearchKind[], langs: string | readonly string[]): string {
  const scopes = kinds.flatMap((kind) => [langs].flat().map((lang) => `"${kind}${lang.replace('_', '').toLowerCase()}"`));
  return `{titleTerms bodyTerms} : (${phrases.join(' AND ')}) AND scope : (${scopes.join(' OR ')})`;
}

/**
 * The FTS5 phrases of `terms`, a long word start written as the few indexed words it begins
 * (`arbitration` → `"arbitration" OR "arbitrations"`): FTS5 would otherwise merge their whole
 * lists before reading the newest. Null when a start begins no word: nothing can match.
 */
async function ftsPhrases(db: Db, terms: QueryTerm[]): Promise<string[] | null> {
  const phrases: string[] = [];
  for (const term of terms) {
    if (!term.prefix || [...term.term].length <= LONGEST_INDEXED_START) {
      phrases.push(ftsTerm(term));
      continue;
    }
    const { rows } = await sql<{ term: string }>`select term from searchVocabulary
      where term >= ${term.term} and term < ${`${term.term}\u{10FFFF}`} limit ${MOST_WORDS_OF_A_START + 1}`.execute(db);
    if (!rows.length) return null;
    phrases.push(rows.length > MOST_WORDS_OF_A_START ? ftsTerm(term) : `(${rows.map((row) => quoted(row.term)).join(' OR ')})`);
  }
  return phrases;
}

const idsOf = (db: Db) => async (statement: RawBuilder<{ id: number }>) => (await statement.execute(db)).rows.map((row) => row.id);
const entriesOf = async (db: Db, statement: RawBuilder<RankedEntry>) => (await statement.execute(db)).rows;

const notIn = (ids: number[]) => (ids.length ? sql`not in (${sql.join(ids)})` : sql`is not null`);

/** How many rows `rows` (a select's `from … where …`) holds, up to COUNTED_MATCHES: the database stops reading there. */
export async function countUpToCap(db: Db, rows: RawBuilder<unknown>): Promise<number> {
  const { rows: counted } = await sql<{ count: number | string }>`select count(*) as count from (select 1 from ${rows}
    limit ${COUNTED_MATCHES}) matches`.execute(db);
  return Number(counted[0]!.count);
}

/** The entry ids a query matches, on each database's index. */
interface Matches {
  /** The newest RANKED_PER_KIND of each kind, with their titles' words; `common`: the query matches COUNTED_MATCHES or more. */
  newest(common: boolean): Promise<RankedEntry[]>;
  /** The others, newest first. */
  rest(newest: number[], offset: number, limit: number): Promise<number[]>;
  /** How many there are, up to COUNTED_MATCHES. */
  count(): Promise<number>;
}

function postgresMatches(db: Db, query: EntryQuery): Matches {
  const words = tsQuery(query.terms);
  const kinds = sql.join(query.kinds.map((kind) => sql.lit(kind)));
  const visibleIn = sql`lang = ${query.lang} and visible = 1`;
  const matching = sql`document @@ ${words} and ${visibleIn}`;
  const ids = idsOf(db);
  return {
    // One subquery for every kind, planned once: a union of one per kind took longer to plan than to
    // run. (One pass for every kind, each kind's newest picked after, sorts every match: slower for a
    // common Chinese word, which a kind's newest-first index finds in its first few hundred rows.)
    // A common query walks that index, which reaches a kind's newest matches within its first few
    // hundred entries: through the words' index PostgreSQL reads and sorts every match, and it
    // takes a common word start (`ship:*`) for a rare one. `coalesce` keeps the words' index out.
    // A rarer query goes through the words' index, which holds few entries for it. (A kind holding
    // few of a common query's matches is walked to its end: 8 ms for every kind at full size.)
    newest: (common) =>
      entriesOf(
        db,
        sql<RankedEntry>`select newest.id, newest."titleTerms" from (values ${sql.join(query.kinds.map((kind) => sql`(${kind})`))}) as wanted (kind)
          cross join lateral (select id, "titleTerms" from "searchEntry"
            where ${common ? sql`coalesce(document @@ ${words}, false) and ${visibleIn}` : matching} and kind = wanted.kind
            order by id desc limit ${RANKED_PER_KIND}) newest`,
      ),
    rest: (newest, offset, limit) =>
      ids(sql`select id from "searchEntry" where ${matching} and kind in (${kinds}) and id ${notIn(newest)}
        order by id desc limit ${limit} offset ${offset}`),
    // `kind || ''` and `lang || ''` keep the (kind, lang, id) index out of the count: with it, PostgreSQL
    // first lists every entry of the language; with the words' index alone it stops at COUNTED_MATCHES.
    count: () =>
      countUpToCap(
        db,
        sql`"searchEntry" where document @@ ${words} and lang || '' = ${query.lang} and visible = 1 and kind || '' in (${kinds})`,
      ),
  };
}

function sqliteMatches(db: Db, query: EntryQuery, phrases: string[]): Matches {
  const ids = idsOf(db);
  const every = ftsMatch(phrases, query.kinds, query.lang);
  return {
    newest() {
      // Each kind through FTS5's own newest-first order.
      const newest = query.kinds.map(
        (kind) => sql`select * from (select rowid as id from searchTerms
          where searchTerms match ${ftsMatch(phrases, [kind], query.lang)} order by rowid desc limit ${RANKED_PER_KIND})`,
      );
      return entriesOf(
        db,
        sql<RankedEntry>`select e.id, e.titleTerms from (${sql.join(newest, sql` union all `)}) newest
        cross join searchEntry e on e.id = newest.id`,
      );
    },
    rest: (newest, offset, limit) =>
      ids(sql`select rowid as id from searchTerms where searchTerms match ${every} and rowid ${notIn(newest)}
        order by rowid desc limit ${limit} offset ${offset}`),
    count: () => countUpToCap(db, sql`searchTerms where searchTerms match ${every}`),
  };
}

async function matchesOf(db: Db, query: EntryQuery): Promise<Matches | null> {
  if (isPostgres(db)) return postgresMatches(db, query);
  const phrases = await ftsPhrases(db, query.terms);
  return phrases && sqliteMatches(db, query, phrases);
}

/**
 * What visitors may find: matching entries of the language and kinds, best first among the
 * newest RANKED_PER_KIND of each kind, then the older ones newest first. The work does not grow
 * with the number of matches, except to reach a deep page.
 */
export async function findEntries(db: Db, query: EntryQuery): Promise<{ rows: FoundEntry[]; totalCount: number }> {
  const matches = await matchesOf(db, query);
  if (!matches) return { rows: [], totalCount: 0 };
  const totalCount = await matches.count();
  const newest = await matches.newest(totalCount >= COUNTED_MATCHES);
  const best = byRelevance(newest, query.terms).map((entry) => entry.id);
  let ids = best.slice(query.offset, query.offset + query.limit);
  if (ids.length < query.limit && totalCount > newest.length) {
    ids = ids.concat(await matches.rest(best, Math.max(0, query.offset - newest.length), query.limit - ids.length));
  }
  if (!ids.length) return { rows: [], totalCount };
  const rows = await db.selectFrom('searchEntry').select(['id', 'kind', 'itemId', 'title', 'body']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map(({ id, ...row }) => [id, { ...row, kind: row.kind as SearchKind }]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), totalCount };
}

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
