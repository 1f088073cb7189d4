import type { Db } from '../db/client';
import { nowIso } from '../time';

const columns = ['id', 'name', 'iconUrl', 'createTime'] as const;

export function listIcons(db: Db) {
  return db.selectFrom('icon').select(columns).orderBy('id', 'desc').execute();
}

export function findIcon(db: Db, id: number) {
  return db.selectFrom('icon').select(columns).where('id', '=', id).executeTakeFirst();
}

export async function insertIcon(db: Db, icon: { name: string | null; iconUrl: string }): Promise<number> {
  const row = await db
    .insertInto('icon')
    .values({ ...icon, createTime: nowIso() })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** True when a row was deleted. */
export async function deleteIcon(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('icon').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
