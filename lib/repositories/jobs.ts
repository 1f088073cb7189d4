import { sql, type Kysely } from 'kysely';
import type { Db } from '../db/client';
import type { JobTable } from '../db/tables/content';

/** Jobs, offices and languages spoken have the same shape: a name by language, in a staff-chosen order. */
export type LabelTable = 'job' | 'office' | 'spokenLanguage';

export interface Label {
  id: number;
  /** Names the same entry in every language. */
  no: string;
  lang: string;
  name: string;
  sort: number;
}

/** The table typed as `label`; the real name goes into the SQL. */
function labels(db: Db, table: LabelTable) {
  return { db: db as unknown as Kysely<{ label: JobTable }>, name: table as 'label' };
}

const columns = ['id', 'no', 'lang', 'name', 'sort'] as const;

export function listLabels(db: Db, table: LabelTable, lang?: string): Promise<Label[]> {
  const t = labels(db, table);
  let query = t.db.selectFrom(t.name).select(columns);
  if (lang) query = query.where('lang', '=', lang);
  return query.orderBy('lang').orderBy('sort').orderBy('id').execute();
}

export function findLabel(db: Db, table: LabelTable, id: number): Promise<Label | undefined> {
  const t = labels(db, table);
  return t.db.selectFrom(t.name).select(columns).where('id', '=', id).executeTakeFirst();
}

/** Those of `ids` that exist in language `lang`. */
export async function existingLabelIds(db: Db, table: LabelTable, ids: number[], lang: string): Promise<number[]> {
  if (!ids.length) return [];
  const t = labels(db, table);
  const rows = await t.db.selectFrom(t.name).select('id').where('id', 'in', ids).where('lang', '=', lang).execute();
  return rows.map((row) => row.id);
}

async function nextSort(db: Db, table: LabelTable, lang: string): Promise<number> {
  const t = labels(db, table);
  const row = await t.db
    .selectFrom(t.name)
    .select((eb) => eb.fn.max('sort').as('max'))
    .where('lang', '=', lang)
    .executeTakeFirst();
  return Number(row?.max ?? 0) + 1;
}

export async function insertLabel(db: Db, table: LabelTable, label: Omit<Label, 'id' | 'sort'> & { sort?: number }): Promise<number> {
  const t = labels(db, table);
  const sort = label.sort ?? (await nextSort(db, table, label.lang));
  const row = await t.db
    .insertInto(t.name)
    .values({ no: label.no, lang: label.lang, name: label.name, sort })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateLabel(db: Db, table: LabelTable, id: number, changes: Partial<Omit<Label, 'id'>>): Promise<void> {
  const t = labels(db, table);
  await t.db.updateTable(t.name).set(changes).where('id', '=', id).execute();
}

export async function deleteLabel(db: Db, table: LabelTable, id: number): Promise<boolean> {
  const t = labels(db, table);
  const result = await t.db.deleteFrom(t.name).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** What a list keeps beside each name: an office's postal address, a job title's feminine form. */
export const labelDetails = { office: 'address', job: 'feminineName' } as const;

export type DetailTable = keyof typeof labelDetails;

/** The tables' detail columns typed as one `detail` column; the real names go into the SQL. */
function details(db: Db, table: DetailTable) {
  return {
    db: db as unknown as Kysely<{ label: { id: number; detail: string | null } }>,
    name: table as 'label',
    column: labelDetails[table],
  };
}

/** The detail of labels `ids` of `table`, by id. */
export async function detailsOf(db: Db, table: DetailTable, ids: number[]): Promise<Map<number, string | null>> {
  if (!ids.length) return new Map();
  const t = details(db, table);
  const rows = await t.db
    .selectFrom(t.name)
    .select(['id', sql.ref<string | null>(t.column).as('detail')])
    .where('id', 'in', ids)
    .execute();
  return new Map(rows.map((row) => [row.id, row.detail]));
}

export async function setDetail(db: Db, table: DetailTable, id: number, value: string | null): Promise<void> {
  const t = details(db, table);
  await t.db
    .updateTable(t.name)
    .set({ [t.column]: value } as { detail: string | null })
    .where('id', '=', id)
    .execute();
}
