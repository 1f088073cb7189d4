import type { Db } from '../db/client';

export async function readSetting(db: Db, name: string): Promise<string | undefined> {
  const row = await db.selectFrom('siteSetting').select('value').where('name', '=', name).executeTakeFirst();
  return row?.value;
}

export async function writeSetting(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('siteSetting')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doUpdateSet({ value }))
    .execute();
}

/** Stores `value` unless the setting exists (the first of several instances wins). */
export async function insertSettingIfAbsent(db: Db, name: string, value: string): Promise<void> {
  await db
    .insertInto('siteSetting')
    .values({ name, value })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
}
