import type { Kysely } from 'kysely';
import type { Db } from '../db/client';

/**
 * Rows that form translation groups (versions sharing `no`): articles of one type, honours,
 * or catalogs. `type` narrows the article table to news or deals.
 */
export interface Shelf {
  table: 'article' | 'honour' | 'catalog';
  type?: number;
}

export interface GroupMember {
  id: number;
  no: string;
  lang: string;
}

/** The columns every shelf table has, under one table name the queries below can be typed with. */
interface ShelfColumns {
  id: number;
  type: number;
  no: string;
  lang: string;
}

/** The shelf's table, typed as `item`; the real name goes into the SQL. */
export function shelfTable<Columns = ShelfColumns>(db: Db, shelf: Shelf) {
  const typed = db as unknown as Kysely<{ item: Columns & ShelfColumns }>;
  return { db: typed, name: shelf.table as 'item' };
}

function members(db: Db, shelf: Shelf) {
  const table = shelfTable(db, shelf);
  const query = table.db.selectFrom(table.name).select(['id', 'no', 'lang']);
  return shelf.type === undefined ? query : query.where('type', '=', shelf.type);
}

export function findMember(db: Db, shelf: Shelf, id: number): Promise<GroupMember | undefined> {
  return members(db, shelf).where('id', '=', id).executeTakeFirst();
}

/** Every version of group `no`, ordered by language. */
export function findGroup(db: Db, shelf: Shelf, no: string): Promise<GroupMember[]> {
  return members(db, shelf).where('no', '=', no).orderBy('lang').orderBy('id').execute();
}
