import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { Catalog } from '../db/schema';
import type { CatalogTable } from '../db/tables/content';
import { countRows, insertRow, updateRow } from './rows';

const catalogColumns = ['id', 'name', 'no', 'lang', 'type', 'parentId', 'sort'] as const;

export type CatalogRow = Pick<Catalog, (typeof catalogColumns)[number]>;

/** Catalogs in display order (sort, then id), optionally of one type and language. */
export function listCatalogs(db: Db, filter: { type?: number; lang?: string }): Promise<CatalogRow[]> {
  let query = db.selectFrom('catalog').select(catalogColumns);
  if (filter.type !== undefined) query = query.where('type', '=', filter.type);
  if (filter.lang) query = query.where('lang', '=', filter.lang);
  return query.orderBy('sort').orderBy('id').execute();
}

export function findCatalog(db: Db, id: number): Promise<CatalogRow | undefined> {
  return db.selectFrom('catalog').select(catalogColumns).where('id', '=', id).executeTakeFirst();
}

/**
 * The catalog and all catalogs below it, at any depth; with `only`, nothing unless the
 * catalog is of that type and language.
 */
export async function subtreeIds(db: Db, id: number, only?: { type: number; lang: string }): Promise<number[]> {
  const rows = await db
    .withRecursive('subtree(id)', (qb) => {
      let anchor = qb.selectFrom('catalog').select('id').where('id', '=', id);
      if (only) anchor = anchor.where('type', '=', only.type).where('lang', '=', only.lang);
      return anchor.unionAll((inner) =>
        inner.selectFrom('catalog').innerJoin('subtree', 'subtree.id', 'catalog.parentId').select('catalog.id'),
      );
    })
    .selectFrom('subtree')
    .select('id')
    .execute();
  return rows.map((row) => row.id);
}

/** `ids` and the catalogs translating them (the same `no`, in other languages). */
export async function withTranslations(db: Db, ids: number[]): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('catalog as other')
    .innerJoin('catalog as chosen', 'chosen.no', 'other.no')
    .select('other.id')
    .where('chosen.id', 'in', ids)
    .execute();
  return [...new Set([...ids, ...rows.map((row) => row.id)])];
}

/** The name each catalog goes by in `lang`: its translation's (the same `no`), else its own. */
export async function namesIn(db: Db, ids: number[], lang: string): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await db
    .selectFrom('catalog as own')
    .leftJoin('catalog as translated', (join) => join.onRef('translated.no', '=', 'own.no').on('translated.lang', '=', lang))
    .select(['own.id', 'own.name', 'translated.name as translatedName'])
    .where('own.id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.translatedName ?? row.name]));
}

type Place = Pick<CatalogRow, 'type' | 'lang' | 'parentId'>;

/** The children of one parent (or the roots) of one type and language. */
function childrenOf(db: Db, of: Place) {
  const query = db.selectFrom('catalog').where('type', '=', of.type).where('lang', '=', of.lang);
  return of.parentId === null ? query.where('parentId', 'is', null) : query.where('parentId', '=', of.parentId);
}

/** Ids of the catalogs sharing a parent (and type and language), in display order. */
export async function siblingIds(db: Db, of: Place): Promise<number[]> {
  const rows = await childrenOf(db, of).select('id').orderBy('sort').orderBy('id').execute();
  return rows.map((row) => row.id);
}

/** One past the highest sort among the given parent's children. */
export async function nextSort(db: Db, of: Place): Promise<number> {
  const row = await childrenOf(db, of)
    .select((eb) => eb.fn.max('sort').as('max'))
    .executeTakeFirst();
  return row?.max === null || row?.max === undefined ? 1 : Number(row.max) + 1;
}

export function countChildren(db: Db, id: number): Promise<number> {
  return countRows(db, 'catalog', 'parentId', id);
}

export function insertCatalog(db: Db, row: Insertable<CatalogTable>): Promise<number> {
  return insertRow(db, 'catalog', row);
}

export async function updateCatalog(db: Db, id: number, changes: Updateable<CatalogTable>): Promise<void> {
  await updateRow(db, 'catalog', id, changes);
}

export async function deleteCatalog(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('catalog').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
