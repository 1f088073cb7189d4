import { sql } from 'kysely';
import type { Db } from '../db/client';
import { nowIso } from '../time';

/** A lawyer names an office by its text; renaming the office renames it on their profiles. */
export async function renameLawyerOffice(db: Db, lang: string, from: string, to: string): Promise<void> {
  await db.updateTable('lawyer').set({ office: to, updateTime: nowIso() }).where('lang', '=', lang).where('office', '=', from).execute();
}

/** The name of office `id`, for a filter that was given an office id. */
export async function officeName(db: Db, id: number): Promise<string | undefined> {
  const row = await db.selectFrom('office').select('name').where('id', '=', id).executeTakeFirst();
  return row?.name;
}

/** The postal address of the office named `name` (any case) in language `lang`; null when it has none. */
export async function officeAddressByName(db: Db, lang: string, name: string): Promise<string | null> {
  const row = await db
    .selectFrom('office')
    .select('address')
    .where('lang', '=', lang)
    .where(sql<boolean>`lower(${sql.ref('name')}) = lower(${name})`)
    .orderBy('id')
    .executeTakeFirst();
  return row?.address ?? null;
}
