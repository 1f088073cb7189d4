import { sql } from 'kysely';
import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import { CatalogType } from '../db/schema';
import { COUNTED_MATCHES, countStopped } from '../search/counted';
import type { SearchKind } from '../search/kinds';
import { linkedTo, type LinkSource } from './content-links';
import type { EditorialFilter } from './editorial-filter';
import { countIndexedMatches, firstIndexedItems, noStartsWith, titleContains, titleIndexed } from './search-filters';
import { countUpToCap } from './search-index';
import { containsText } from './title-search';
import { shownTo, type Reader } from './shown-versions';
import { shelfTable, type Shelf } from './translation-groups';

/** Articles of one type, or honours: listed pinned first, then newest. */
export interface PublicationShelf extends Shelf {
  table: 'article' | 'honour';
  /** The columns a response carries. */
  columns: readonly string[];
}

/** The columns every publication's response ends with, after its own. */
export const publicationTrailingColumns = ['top', 'createTime', 'updateTime', 'views', 'operatorName'] as const;

export interface PublicationFilter extends EditorialFilter {
  lang?: string;
  no?: string;
  /** The start of `no`, any case (through the search index). */
  noPrefix?: string;
  /** Substring of the title, any case. */
  title?: string;
  /**
   * Only articles in these catalogs (an empty list matches nothing). The catalogs must be of
   * the shelf's type and the filter's language: writes keep every article in a catalog of
   * its own type and language, so the query then filters on cataId alone and is answered
   * from the catalog index, however many articles there are.
   */
  cataIds?: number[];
  /** Only rows whose group names this lawyer group. */
  lawyerNo?: string;
  /** Only rows whose group names this practice-area group. */
  practiceNo?: string;
  /** The versions a visitor reading this list is shown (in place of `lang` and `publishedOnly`). */
  reader?: Reader;
  /** Newest first, pinned or not (the lists on a lawyer's or practice area's page); else pinned first. */
  newestFirst?: boolean;
}

interface PublicationColumns {
  title: string;
  status: string;
  published: number;
  top: number;
  views: number;
  cataId: number;
  createTime: string;
  operatorName: string | null;
}

/** How the search index and the links name the shelf's items. */
function searchKindOf(shelf: PublicationShelf): SearchKind & LinkSource {
  if (shelf.table === 'honour') return 'honour';
  return shelf.type === CatalogType.NEWS ? 'news' : 'deal';
}

function table(db: Db, shelf: PublicationShelf) {
  return shelfTable<PublicationColumns>(db, shelf);
}

function rows(db: Db, shelf: PublicationShelf) {
  const t = table(db, shelf);
  const query = t.db.selectFrom(t.name);
  return shelf.type === undefined ? query : query.where('type', '=', shelf.type);
}

/**
 * The rows the filter keeps. `titleOnRows`: the title is matched on each row instead of through
 * the search index, for a title the index finds too often to read each match (SQLite).
 */
function filtered(db: Db, shelf: PublicationShelf, filter: PublicationFilter, titleOnRows = false) {
  let query;
  if (filter.cataIds) {
    const t = table(db, shelf);
    query = t.db.selectFrom(t.name).where('cataId', 'in', filter.cataIds);
  } else {
    query = rows(db, shelf);
    if (filter.lang) query = query.where('lang', '=', filter.lang);
  }
  if (filter.no) query = query.where('no', '=', filter.no);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.publishedOnly) query = query.where('published', '=', 1);
  if (filter.reader) query = query.where(shownTo(shelf.table, filter.reader));
  if (filter.lawyerNo) query = query.where(linkedTo(searchKindOf(shelf), `${shelf.table}.no`, 'lawyer', filter.lawyerNo));
  if (filter.practiceNo) query = query.where(linkedTo(searchKindOf(shelf), `${shelf.table}.no`, 'practiceArea', filter.practiceNo));
  if (filter.noPrefix) query = query.where(noStartsWith(db, searchKindOf(shelf), 'id', filter.noPrefix));
  if (filter.title) {
    query = query.where(
      titleOnRows ? containsText('title', filter.title) : titleContains(db, searchKindOf(shelf), 'id', filter.title, 'title'),
    );
  }
  return query;
}

const responseColumns = (shelf: PublicationShelf) => shelf.columns as unknown as readonly 'id'[];

/** Pinned first, then newest; or newest first, pinned or not. */
const inListOrder = <Query extends ReturnType<typeof rows>>(query: Query, newestFirst = false) =>
  (newestFirst ? query : query.orderBy('top', 'desc')).orderBy('createTime', 'desc').orderBy('id', 'desc');

function listed(db: Db, shelf: PublicationShelf, filter: PublicationFilter, titleOnRows = false) {
  return inListOrder(filtered(db, shelf, filter, titleOnRows), filter.newestFirst);
}

type PageRequest = { offset: number; pageSize: number };

/**
 * One page, pinned first then newest, and the number of rows matching the filter: up to
 * COUNTED_MATCHES when it searches a title or a `no` prefix.
 */
export async function listPage<Row>(
  db: Db,
  shelf: PublicationShelf,
  filter: PublicationFilter,
  page: PageRequest,
): Promise<{ rows: Row[]; totalCount: number }> {
  if (filter.cataIds?.length === 0) return { rows: [], totalCount: 0 };
  const searched = searches(filter);
  if (searched && !isPostgres(db)) return sqliteSearchedPage(db, shelf, filter, page);
  // PostgreSQL counts on another connection while it walks the list's index for the page, which costs
  // less than sorting every match. It keeps the title in the index even when common: its planner
  // misjudges a title matched on each row.
  const count = searched && searchedOnly(filter) ? countIndexedMatches(db, searchKindOf(shelf), filter) : countOf(db, shelf, filter);
  return pageCounted(db, shelf, filter, page, count);
}

/** Whether the filter searches the index (a title, a `no` prefix): its count then stops at COUNTED_MATCHES. */
const searches = ({ title, noPrefix }: PublicationFilter) => Boolean(title || noPrefix);

/** Whether the filter names nothing but what the search index holds (a title, a `no` prefix), as `filtered` reads it. */
const searchedOnly = ({ title, noPrefix, newestFirst: _order, ...others }: PublicationFilter) =>
  Object.values(others).every((value) => !value);

async function pageCounted<Row>(
  db: Db,
  shelf: PublicationShelf,
  filter: PublicationFilter,
  page: PageRequest,
  count: number | Promise<number>,
  titleOnRows = false,
): Promise<{ rows: Row[]; totalCount: number }> {
  const [list, totalCount] = await Promise.all([
    listed(db, shelf, filter, titleOnRows).select(responseColumns(shelf)).limit(page.pageSize).offset(page.offset).execute(),
    count,
  ]);
  return { rows: list as Row[], totalCount };
}

/** The rows matching the filter: up to COUNTED_MATCHES when it searches a title or a `no` prefix. */
async function countOf(db: Db, shelf: PublicationShelf, filter: PublicationFilter): Promise<number> {
  const query = filtered(db, shelf, filter);
  if (searches(filter)) return countUpToCap(db, sql`${query.select(sql.lit(1).as('one'))} as filtered`);
  const { count } = await query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * SQLite, a list searched through the index: its first COUNTED_MATCHES matches are read from the
 * index (on each row for a text the index does not hold). Fewer: they are every match, and the
 * page is read from them. As many: the title is matched on each row while the list's own index is
 * walked, which stops once the page is read.
 */
async function sqliteSearchedPage<Row>(
  db: Db,
  shelf: PublicationShelf,
  filter: PublicationFilter,
  page: PageRequest,
): Promise<{ rows: Row[]; totalCount: number }> {
  const ids = await firstMatches(db, shelf, filter);
  if (countStopped(ids.length)) return pageCounted<Row>(db, shelf, filter, page, COUNTED_MATCHES, true);
  if (!ids.length) return { rows: [], totalCount: 0 };
  // By id alone: with the shelf's type too, SQLite would read the type's index instead.
  const t = table(db, shelf);
  const list = await inListOrder(t.db.selectFrom(t.name).where('id', 'in', ids), filter.newestFirst)
    .select(responseColumns(shelf))
    .limit(page.pageSize)
    .offset(page.offset)
    .execute();
  return { rows: list as Row[], totalCount: ids.length };
}

/** Up to COUNTED_MATCHES ids of rows the filter keeps, in no order. */
async function firstMatches(db: Db, shelf: PublicationShelf, filter: PublicationFilter): Promise<number[]> {
  if (filter.title && !titleIndexed(db, filter.title)) {
    return (await filtered(db, shelf, filter).select('id').limit(COUNTED_MATCHES).execute()).map((row) => row.id);
  }
  if (searchedOnly(filter)) return firstIndexedItems(db, searchKindOf(shelf), filter);
  const others = filtered(db, shelf, { ...filter, title: undefined, noPrefix: undefined }).select(sql.lit(1).as('one'));
  return firstIndexedItems(db, searchKindOf(shelf), filter, (itemId) => others.where('id', '=', itemId));
}

/** One row by id; with `publishedOnly`, only when its text is live for visitors. */
export async function findById<Row>(db: Db, shelf: PublicationShelf, id: number, { publishedOnly = false } = {}): Promise<Row | undefined> {
  let query = rows(db, shelf).select(responseColumns(shelf)).where('id', '=', id);
  if (publishedOnly) query = query.where('published', '=', 1);
  return (await query.executeTakeFirst()) as Row | undefined;
}

/** Sets `top` on every version of group `no`; returns how many rows changed. */
export async function setTopOfGroup(db: Db, shelf: PublicationShelf, no: string, top: 0 | 1, operatorName: string): Promise<number> {
  const t = table(db, shelf);
  let query = t.db.updateTable(t.name).set({ top, operatorName }).where('no', '=', no);
  if (shelf.type !== undefined) query = query.where('type', '=', shelf.type);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Deletes every version of group `no`; returns how many rows went. */
export async function deleteGroup(db: Db, shelf: PublicationShelf, no: string): Promise<number> {
  const t = table(db, shelf);
  let query = t.db.deleteFrom(t.name).where('no', '=', no);
  if (shelf.type !== undefined) query = query.where('type', '=', shelf.type);
  const result = await query.executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Adds counted views in one statement per row. */
export async function addViews(db: Db, tableName: PublicationShelf['table'], id: number, count: number): Promise<void> {
  const t = table(db, { table: tableName, columns: [] });
  await t.db
    .updateTable(t.name)
    .set((eb) => ({ views: eb('views', '+', count) }))
    .where('id', '=', id)
    .execute();
}
