import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { PortalConfigTable } from '../db/tables/content';

export function listConfigs(db: Db) {
  return db.selectFrom('portalConfig').selectAll().orderBy('lang').execute();
}

export function findConfig(db: Db, lang: string) {
  return db.selectFrom('portalConfig').selectAll().where('lang', '=', lang).executeTakeFirst();
}

/** Inserts the language's row, or replaces it. */
export async function upsertConfig(db: Db, row: Insertable<PortalConfigTable>): Promise<void> {
  const { lang, ...changes } = row;
  await db
    .insertInto('portalConfig')
    .values(row)
    .onConflict((conflict) => conflict.column('lang').doUpdateSet(changes))
    .execute();
}
