import type { Db } from '../db/client';
import type { BannerTable } from '../db/schema';
import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../time';
import { insertRow, updateRow } from './rows';

const columns = ['id', 'lang', 'imgPath', 'title', 'subTitle', 'top', 'linkUrl', 'createTime', 'updateTime'] as const;

export type BannerFields = Omit<Insertable<BannerTable>, 'id' | 'createTime' | 'updateTime'>;

/** Pinned first, then newest. */
export function listBanners(db: Db, lang?: string) {
  let query = db.selectFrom('banner').select(columns);
  if (lang) query = query.where('lang', '=', lang);
  return query.orderBy('top', 'desc').orderBy('createTime', 'desc').orderBy('id', 'desc').execute();
}

export function findBanner(db: Db, id: number) {
  return db.selectFrom('banner').select(columns).where('id', '=', id).executeTakeFirst();
}

export function insertBanner(db: Db, banner: BannerFields): Promise<number> {
  const now = nowIso();
  return insertRow(db, 'banner', { ...banner, createTime: now, updateTime: now });
}

/** True when the banner exists. */
export function updateBanner(db: Db, id: number, changes: Updateable<BannerTable>): Promise<boolean> {
  return updateRow(db, 'banner', id, { ...changes, updateTime: nowIso() });
}

export async function deleteBanner(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('banner').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
