import type { Db } from '../db/client';
import { isPostgres } from '../db/dialect';
import { CatalogType } from '../db/schema';
import type { SearchKind } from '../search/kinds';
import type { EditorialFilter } from './editorial-filter';
import { countIndexedMatches, noStartsWith, titleContains } from './search-index';
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

/** How the search index names the shelf's items. */
function searchKindOf(shelf: PublicationShelf): SearchKind {
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

function filtered(db: Db, shelf: PublicationShelf, filter: PublicationFilter) {
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
  if (filter.noPrefix) query = query.where(noStartsWith(db, searchKindOf(shelf), 'id', filter.noPrefix));
  if (filter.title) query = query.where(titleContains(db, searchKindOf(shelf), 'id', filter.title, 'title'));
  return query;
}

const responseColumns = (shelf: PublicationShelf) => shelf.columns as unknown as readonly 'id'[];

/** Pinned first, then newest. */
function listed(db: Db, shelf: PublicationShelf, filter: PublicationFilter) {
  return filtered(db, shelf, filter).orderBy('top', 'desc').orderBy('createTime', 'desc').orderBy('id', 'desc');
}

/** One page, pinned first then newest, and the number of rows matching the filter. */
export async function listPage<Row>(
  db: Db,
  shelf: PublicationShelf,
  filter: PublicationFilter,
  page: { offset: number; pageSize: number },
): Promise<{ rows: Row[]; totalCount: number }> {
  if (filter.cataIds?.length === 0) return { rows: [], totalCount: 0 };
  const throughIndex = Boolean(filter.title || filter.noPrefix);
  if (throughIndex && !isPostgres(db)) return pageOfMatches(db, shelf, filter, page);
  const [list, totalCount] = await Promise.all([
    listed(db, shelf, filter).select(responseColumns(shelf)).limit(page.pageSize).offset(page.offset).execute(),
    throughIndex && searchedOnly(filter) ? countIndexedMatches(db, searchKindOf(shelf), filter) : countOf(db, shelf, filter),
  ]);
  return { rows: list as Row[], totalCount };
}

/** Whether the filter names nothing but what the search index holds (a title, a `no` prefix), as `filtered` reads it. */
const searchedOnly = ({ title, noPrefix, ...others }: PublicationFilter) => Object.values(others).every((value) => !value);

async function countOf(db: Db, shelf: PublicationShelf, filter: PublicationFilter): Promise<number> {
  const { count } = await filtered(db, shelf, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(count);
}

/**
 * A page of a list filtered through SQLite's search index: the matching ids read once in list
 * order, counted and cut to the page here, where a count and a page would each search the index
 * one after the other. PostgreSQL counts on another connection while it walks the list's index
 * for the page, which costs less than sorting every match.
 */
async function pageOfMatches<Row>(
  db: Db,
  shelf: PublicationShelf,
  filter: PublicationFilter,
  page: { offset: number; pageSize: number },
): Promise<{ rows: Row[]; totalCount: number }> {
  const ids = (await listed(db, shelf, filter).select('id').execute()).map((row) => row.id);
  const pageIds = ids.slice(page.offset, page.offset + page.pageSize);
  if (!pageIds.length) return { rows: [], totalCount: ids.length };
  // By id alone: with the shelf's type too, SQLite would read the type's index instead.
  const t = table(db, shelf);
  const found = await t.db.selectFrom(t.name).select(responseColumns(shelf)).where('id', 'in', pageIds).execute();
  const byId = new Map(found.map((row) => [row.id, row as Row]));
  return { rows: pageIds.flatMap((id) => byId.get(id) ?? []), totalCount: ids.length };
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
