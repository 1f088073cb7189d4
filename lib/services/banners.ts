import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as banners from '../repositories/banners';
import type { BannerInput } from '../validation/banner';
import type { WorkflowStatus } from '../validation/workflow';
import { audit } from './audit';
import { writeContent, writeEach } from './content-writes';
import { serverKinds } from './kinds';

const { tags, label, audit: entity } = serverKinds.banner;

/** Visitors' home-page banners: the published ones of one language, pinned first, then newest. */
export function listPublishedBanners(db: Db, lang: string) {
  return banners.listBanners(db, { lang, publishedOnly: true });
}

/** Every banner, or those of one language and/or editorial status, for the admin. */
export function listAllBanners(db: Db, lang?: string, status?: WorkflowStatus) {
  return banners.listBanners(db, { lang, status });
}

/** One banner; undefined when there is none. */
export function getBanner(db: Db, id: number) {
  return banners.findBanner(db, id);
}

function fieldsOf(input: BannerInput): banners.BannerFields {
  return {
    lang: input.lang,
    imgPath: input.imgPath,
    title: input.title || null,
    subTitle: input.subTitle || null,
    linkUrl: input.linkUrl || null,
    top: input.top ?? 0,
  };
}

export function createBanners(db: Db, user: AdminProfile, items: BannerInput[]) {
  return writeEach(db, tags, items, async (trx, item) => {
    const id = await banners.insertBanner(trx, fieldsOf(item));
    await audit(trx, user, 'create', entity, id);
    return (await getBanner(trx, id))!;
  });
}

export function updateBanners(db: Db, user: AdminProfile, items: (BannerInput & { id: number })[]) {
  return writeEach(db, tags, items, async (trx, item) => {
    const { top, ...fields } = fieldsOf(item);
    if (!(await banners.updateBanner(trx, item.id, item.top === undefined ? fields : { ...fields, top }))) {
      throw new NotFoundError(label, item.id);
    }
    await audit(trx, user, 'update', entity, item.id);
    return (await getBanner(trx, item.id))!;
  });
}

export function deleteBanner(db: Db, user: AdminProfile, id: number) {
  return writeContent(db, tags, async (trx) => {
    if (!(await banners.deleteBanner(trx, id))) throw new NotFoundError(label);
    await audit(trx, user, 'delete', entity, id);
  });
}

export function pinBanner(db: Db, user: AdminProfile, id: number, top: 0 | 1) {
  return writeContent(db, tags, async (trx) => {
    if (!(await banners.updateBanner(trx, id, { top }))) throw new NotFoundError(label);
    await audit(trx, user, top ? 'pin' : 'unpin', entity, id);
  });
}
