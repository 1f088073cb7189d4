import { sql, type Insertable, type RawBuilder } from 'kysely';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import type { SearchEntryTable } from '../db/tables/content-records';
import type { SearchKind } from '../search/kinds';
import type { QueryTerm } from '../search/terms';
import { COUNTED_MATCHES } from '../search/counted';

/*
 * The search index (`searchEntry`): its entries written and cleared, and how a query names them
 * on each database. Visitors' search reads it in search-results.ts, the lists' filters in
 * search-filters.ts.
 */

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

// Terms hold letters and digits only (lib/search/terms.ts); quoting keeps them literal all the same.
export const quoted = (word: string) => `"${word.replaceAll('"', '""')}"`;
export const ftsTerm = ({ term, prefix }: QueryTerm) => `${quoted(term)}${prefix ? '*' : ''}`;
export const tsQuery = (terms: QueryTerm[]) =>
  sql`to_tsquery('simple', ${terms.map(({ term, prefix }) => `'${term.replaceAll('\\', '\\\\').replaceAll("'", "''")}'${prefix ? ':*' : ''}`).join(' & ')})`;

/**
 * An FTS5 query: every one of `phrases` in the words of visible entries of `kinds` in `lang`
 * (the words of the search-scope migration's `scope` column: `newsenus`).
 */
export function ftsMatch(phrases: string[], kinds: readonly SearchKind[], langs: string | readonly string[]): string {
  const scopes = kinds.flatMap((kind) => [langs].flat().map((lang) => `"${kind}${lang.replace('_', '').toLowerCase()}"`));
  return `{titleTerms bodyTerms} : (${phrases.join(' AND ')}) AND scope : (${scopes.join(' OR ')})`;
}

/** How many rows `rows` (a select's `from … where …`) holds, up to COUNTED_MATCHES: the database stops reading there. */
export async function countUpToCap(db: Db, rows: RawBuilder<unknown>): Promise<number> {
  const { rows: counted } = await sql<{ count: number | string }>`select count(*) as count from (select 1 from ${rows}
    limit ${COUNTED_MATCHES}) matches`.execute(db);
  return Number(counted[0]!.count);
}
