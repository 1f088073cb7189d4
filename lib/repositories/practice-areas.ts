import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { PracticeAreaTable } from '../db/tables/content';
import { nowIso } from '../time';
import type { EditorialFilter } from './editorial-filter';
import { insertRow, updateRow } from './rows';
import { shownTo, type Reader } from './shown-versions';

const columns = ['id', 'no', 'name', 'introduce', 'iconUrl', 'lang', 'sort', 'createTime', 'updateTime'] as const;

export type FieldValues = Omit<Insertable<PracticeAreaTable>, 'id' | 'createTime' | 'updateTime'>;

export interface FieldFilter extends EditorialFilter {
  lang?: string;
  /** The versions a visitor reading this list is shown. */
  reader?: Reader;
}

function filtered(db: Db, filter: FieldFilter) {
  let query = db.selectFrom('professionalField');
  if (filter.lang) query = query.where('lang', '=', filter.lang);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.publishedOnly) query = query.where('published', '=', 1);
  if (filter.reader) query = query.where(shownTo('professionalField', filter.reader));
  return query;
}

const fields = (db: Db, filter: FieldFilter = {}) => filtered(db, filter).select(columns);

/** Display order: `sort`, then id. */
export function listFields(db: Db, filter: FieldFilter = {}) {
  return fields(db, filter).orderBy('sort').orderBy('id').execute();
}

/** One page; with every language, the versions of an area sit together by position. */
export function pageFields(db: Db, filter: FieldFilter, offset: number, limit: number) {
  return fields(db, filter).orderBy('sort').orderBy('lang').orderBy('id').limit(limit).offset(offset).execute();
}

export async function countFields(db: Db, filter: FieldFilter): Promise<number> {
  const query = filtered(db, filter).select((eb) => eb.fn.countAll<number>().as('count'));
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export function findField(db: Db, id: number, { publishedOnly = false } = {}) {
  return fields(db, { publishedOnly }).where('id', '=', id).executeTakeFirst();
}

export function findFieldByNo(db: Db, no: string, filter: FieldFilter & { lang: string }) {
  return fields(db, filter).where('no', '=', no).executeTakeFirst();
}

/** Every language version of area `no` (with `publishedOnly`, those live for visitors). */
export function findGroup(db: Db, no: string, { publishedOnly = false } = {}) {
  let query = db.selectFrom('professionalField').select(['id', 'no', 'lang', 'name']).where('no', '=', no);
  if (publishedOnly) query = query.where('published', '=', 1);
  return query.orderBy('lang').execute();
}

/** Those of `ids` that exist in language `lang`. */
export async function existingFieldIds(db: Db, ids: number[], lang: string): Promise<number[]> {
  if (!ids.length) return [];
  const rows = await db.selectFrom('professionalField').select('id').where('id', 'in', ids).where('lang', '=', lang).execute();
  return rows.map((row) => row.id);
}

export async function nextSort(db: Db, lang: string): Promise<number> {
  const row = await db
    .selectFrom('professionalField')
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('lang', '=', lang)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export function insertField(db: Db, values: FieldValues): Promise<number> {
  const now = nowIso();
  return insertRow(db, 'professionalField', { ...values, createTime: now, updateTime: now });
}

export async function updateField(db: Db, id: number, changes: Updateable<PracticeAreaTable>): Promise<void> {
  await updateRow(db, 'professionalField', id, { ...changes, updateTime: nowIso() });
}

/** Only the position: a reorder is not an edit of the area. */
export async function setSort(db: Db, id: number, sort: number): Promise<void> {
  await db.updateTable('professionalField').set({ sort }).where('id', '=', id).execute();
}

export async function deleteField(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('professionalField').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

type Position = { id: number; sort: number };

/** The areas just before and after `at` in its language's display order (with `publishedOnly`, among those live for visitors). */
export async function neighboursOf(db: Db, at: Position, filter: FieldFilter & { lang: string }) {
  const side = (direction: 'prev' | 'next') => {
    const before = direction === 'prev';
    return filtered(db, filter)
      .select(['id', 'name'])
      .where((eb) =>
        eb.or([eb('sort', before ? '<' : '>', at.sort), eb.and([eb('sort', '=', at.sort), eb('id', before ? '<' : '>', at.id)])]),
      )
      .orderBy('sort', before ? 'desc' : 'asc')
      .orderBy('id', before ? 'desc' : 'asc')
      .limit(1)
      .executeTakeFirst();
  };
  const [prev, next] = await Promise.all([side('prev'), side('next')]);
  return { prev: prev ?? null, next: next ?? null };
}

export function positionsInLang(db: Db, lang: string): Promise<Position[]> {
  return db.selectFrom('professionalField').select(['id', 'sort']).where('lang', '=', lang).orderBy('sort').orderBy('id').execute();
}
