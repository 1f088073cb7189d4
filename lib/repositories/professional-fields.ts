import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { ProfessionalFieldTable } from '../db/schema';
import { nowIso } from '../time';
import { insertRow, updateRow } from './rows';

const columns = ['id', 'no', 'name', 'introduce', 'iconUrl', 'lang', 'sort', 'createTime', 'updateTime'] as const;

export type FieldValues = Omit<Insertable<ProfessionalFieldTable>, 'id' | 'createTime' | 'updateTime'>;

function fields(db: Db, lang?: string) {
  const query = db.selectFrom('professionalField').select(columns);
  return lang ? query.where('lang', '=', lang) : query;
}

/** Display order: `sort`, then id. */
export function listFields(db: Db, lang?: string) {
  return fields(db, lang).orderBy('sort').orderBy('id').execute();
}

/** One page; with every language, the versions of an area sit together by position. */
export function pageFields(db: Db, lang: string | undefined, offset: number, limit: number) {
  return fields(db, lang).orderBy('sort').orderBy('lang').orderBy('id').limit(limit).offset(offset).execute();
}

export async function countFields(db: Db, lang?: string): Promise<number> {
  let query = db.selectFrom('professionalField').select((eb) => eb.fn.countAll<number>().as('count'));
  if (lang) query = query.where('lang', '=', lang);
  return Number((await query.executeTakeFirstOrThrow()).count);
}

export function findField(db: Db, id: number) {
  return fields(db).where('id', '=', id).executeTakeFirst();
}

export function findFieldByNo(db: Db, no: string, lang: string) {
  return fields(db, lang).where('no', '=', no).executeTakeFirst();
}

/** Every language version of area `no`. */
export function findGroup(db: Db, no: string) {
  return db.selectFrom('professionalField').select(['id', 'no', 'lang', 'name']).where('no', '=', no).orderBy('lang').execute();
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

export async function updateField(db: Db, id: number, changes: Updateable<ProfessionalFieldTable>): Promise<void> {
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

/** The areas just before and after `at` in its language's display order. */
export async function neighboursOf(db: Db, at: Position, lang: string) {
  const side = (direction: 'prev' | 'next') => {
    const before = direction === 'prev';
    return db
      .selectFrom('professionalField')
      .select(['id', 'name'])
      .where('lang', '=', lang)
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
