import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import type { SearchKind } from '../search/kinds';
import type { QueryTerm } from '../search/terms';
import { COUNTED_MATCHES } from '../search/counted';
import { byRelevance, type RankedEntry } from '../search/relevance';
import { countUpToCap, ftsMatch, ftsTerm, quoted, tsQuery } from './search-index';

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
  /** The item's translation group. */
  no: string;
  lang: string;
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
  const rows = await db
    .selectFrom('searchEntry')
    .select(['id', 'kind', 'itemId', 'no', 'lang', 'title', 'body'])
    .where('id', 'in', ids)
    .execute();
  const byId = new Map(rows.map(({ id, ...row }) => [id, { ...row, kind: row.kind as SearchKind }]));
  return { rows: ids.flatMap((id) => byId.get(id) ?? []), totalCount };
}

/** Which of `entries`' groups have a version visitors find in `lang`, as `kind:no`. */
export async function groupsFoundIn(db: Db, lang: string, entries: Pick<FoundEntry, 'kind' | 'no'>[]): Promise<Set<string>> {
  const nos = [...new Set(entries.map((entry) => entry.no))];
  if (!nos.length) return new Set();
  const rows = await db
    .selectFrom('searchEntry')
    .select(['kind', 'no'])
    .where('lang', '=', lang)
    .where('visible', '=', 1)
    .where('no', 'in', nos)
    .execute();
  return new Set(rows.map((row) => `${row.kind}:${row.no}`));
}
