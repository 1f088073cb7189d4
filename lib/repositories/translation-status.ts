import { sql, type Insertable, type Kysely, type Selectable } from 'kysely';
import { inChunks } from '../db/chunks';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import type { TranslationStatusFilter } from '../validation/translations';

/** The translation desk's kept rows (see the source-fingerprint migration). */
export type StatusRow = Selectable<Database['translationStatus']>;
type StaleGroup = Selectable<Database['translationStatusStale']>;

const refreshLockKey = 727_2017;

/**
 * Lets one refresh of the desk run at a time (PostgreSQL; on SQLite a transaction has the one
 * connection to itself). Held until the caller's transaction ends; keyed by schema, so test runs
 * sharing a database do not wait on each other.
 */
export async function lockStatusRefresh(db: Db): Promise<void> {
  if (isPostgres(db)) await sql`select pg_advisory_xact_lock(${refreshLockKey}, hashtext(current_schema()))`.execute(db);
}

export async function anyStale(db: Db): Promise<boolean> {
  return !!(await db.selectFrom('translationStatusStale').select('no').limit(1).executeTakeFirst());
}

/**
 * Takes up to `limit` stale groups off the list. On PostgreSQL it skips the marks a writer still
 * holds: their write is uncommitted, and its commit leaves the mark for the next refresh.
 */
export async function claimStale(db: Db, limit: number): Promise<StaleGroup[]> {
  let oldest = db.selectFrom('translationStatusStale').select(['tableName', 'no']).orderBy('tableName').orderBy('no').limit(limit);
  if (isPostgres(db)) oldest = oldest.forUpdate().skipLocked();
  const claimed = await oldest.execute();
  for (const [tableName, nos] of byTable(claimed))
    await inChunks(nos, async (chunk) => {
      await db.deleteFrom('translationStatusStale').where('tableName', '=', tableName).where('no', 'in', chunk).execute();
      return [];
    });
  return claimed;
}

/** The claimed groups' keys, by content table. */
export function byTable(groups: readonly StaleGroup[]): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const { tableName, no } of groups) tables.set(tableName, [...(tables.get(tableName) ?? []), no]);
  return tables;
}

type AnyDb = Kysely<Record<string, Record<string, unknown>>>;

/** Marks every group of `table` (whose versions share `key`) stale. */
export async function markEveryGroupStale(db: Db, table: string, key: string): Promise<void> {
  const groups = (db as unknown as AnyDb)
    .selectFrom(table)
    .select([sql.lit(table).as('tableName'), sql.ref(key).as('no')])
    .distinct()
    // A WHERE before SQLite's ON CONFLICT, which it would otherwise read as a join's.
    .where(key, 'is not', null);
  await db
    .insertInto('translationStatusStale')
    .columns(['tableName', 'no'])
    .expression(groups as never)
    .onConflict((conflict) => conflict.columns(['tableName', 'no']).doNothing())
    .execute();
}

export async function clearStatus(db: Db): Promise<void> {
  await db.deleteFrom('translationStatus').execute();
}

// Nine columns a row: well under SQLite's oldest limit of 999 parameters a statement.
const ROWS_PER_INSERT = 100;

/** Puts `rows` in place of the kept rows of groups `nos` of `kind`. */
export async function replaceStatusRows(db: Db, kind: string, nos: string[], rows: Insertable<Database['translationStatus']>[]) {
  await inChunks(nos, async (chunk) => {
    await db.deleteFrom('translationStatus').where('kind', '=', kind).where('no', 'in', chunk).execute();
    return [];
  });
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT)
    await db
      .insertInto('translationStatus')
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .execute();
}

interface StatusQuery {
  kind?: string;
  lang?: string;
  /** The languages the reader of the desk may see (a translator's); absent: every language. */
  langs?: readonly string[];
  status?: TranslationStatusFilter;
  no?: string;
  nos?: string[];
}

function filtered(db: Db, query: StatusQuery) {
  let rows = db.selectFrom('translationStatus');
  // Written out, not bound, so both databases see the to-do index's condition and read that index.
  if (query.status && query.status !== 'current') rows = rows.where(sql<boolean>`status <> 'current'`);
  if (query.status === 'missing' || query.status === 'outdated' || query.status === 'current')
    rows = rows.where('status', '=', query.status);
  if (query.kind) rows = rows.where('kind', '=', query.kind);
  if (query.lang) rows = rows.where('lang', '=', query.lang);
  if (query.langs) rows = rows.where('lang', 'in', query.langs.length ? [...query.langs] : ['']);
  if (query.no !== undefined) rows = rows.where('no', '=', query.no);
  // A page of a list screen's groups: the API takes 100 at most.
  if (query.nos) rows = rows.where('no', 'in', query.nos);
  return rows;
}

/** A position in `order` (kinds, languages), for sorting in their order rather than by name. */
const positionIn = (column: 'kind' | 'lang', order: readonly string[]) =>
  sql<number>`case ${sql.ref(column)} ${sql.join(
    order.map((value, index) => sql`when ${sql.lit(value)} then ${sql.lit(index)}`),
    sql` `,
  )} else ${sql.lit(order.length)} end`;

/** One page of the kept rows, newest source change first, then in the order of `kinds` and `langs`; and how many match. */
export async function readStatusPage(
  db: Db,
  query: StatusQuery,
  page: { offset: number; pageSize: number },
  order: { kinds: readonly string[]; langs: readonly string[] },
): Promise<{ rows: StatusRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    filtered(db, query)
      .selectAll()
      .orderBy('sourceUpdatedAt', 'desc')
      .orderBy(positionIn('kind', order.kinds))
      .orderBy('no')
      .orderBy(positionIn('lang', order.langs))
      .limit(page.pageSize)
      .offset(page.offset)
      .execute(),
    filtered(db, query)
      .select((eb) => eb.fn.countAll<number>().as('total'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(counted.total) };
}

/** How many rows are missing and how many outdated, by language (of `kind`, or of every kind). */
export function countToDo(db: Db, kind?: string): Promise<{ lang: string; status: string; count: number }[]> {
  return filtered(db, { kind, status: 'todo' })
    .select(['lang', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .groupBy(['lang', 'status'])
    .execute();
}
