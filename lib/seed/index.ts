import type { Db } from '../db/client';

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const row = await db.selectFrom('portalConfig').select('lang').executeTakeFirst();
  return !row;
}

export async function seedDemoContent(_db: Db): Promise<void> {}
