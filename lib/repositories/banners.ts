import type { Db } from '../db/client';
import type { BannerTable } from '../db/tables/content';
import type { Insertable, Updateable } from 'kysely';
import { nowIso } from '../time';
import type { EditorialFilter } from './editorial-filter';
import { insertRow, updateRow } from './rows';

const columns = ['id', 'lang', 'imgPath', 'title', 'subTitle', 'top', 'linkUrl', 'createTime', 'updateTime'] as const;

export type BannerFields = Omit<Insertable<BannerTable>, 'id' | 'createTime' | 'updateTime'>;

export interface BannerFilter extends EditorialFilter {
  lang?: string;
}

/** Pinned first, then newest. */
export function listBanners(db: Db, filter: BannerFilter) {
  let query = db.selectFrom('banner').select(columns);
  if (filter.lang) query = query.where('lang', '=', filter.lang);
  if (filter.status) query = query.where('status', '=', filter.status);
  if (filter.publishedOnly) query = query.where('published', '=', 1);
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
