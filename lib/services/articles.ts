import { badRequest } from '../api/errors';
import { contentChanged } from '../cache/invalidation';
import { cacheTags } from '../cache/tags';
import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import { CatalogType, type CatalogTypeValue } from '../db/schema';
import type { AdminProfile } from '../repositories/admin-users';
import * as articles from '../repositories/articles';
import type { ArticleView } from '../repositories/articles';
import { findCatalog, subtreeIds } from '../repositories/catalogs';
import type { ArticleInput } from '../validation/article';
import * as groups from './publications';
import type { PageRequest, PublicationKind } from './publications';
import { saveVersions, type PlannedVersion } from './translation-groups';

export type { ArticleView };
export type ArticleType = CatalogTypeValue;

const kinds: Record<ArticleType, PublicationKind> = {
  [CatalogType.NEWS]: { shelf: articles.articleShelf(CatalogType.NEWS), label: 'News article', entity: 'news' },
  [CatalogType.CASES]: { shelf: articles.articleShelf(CatalogType.CASES), label: 'Case analysis', entity: 'case-analysis' },
};

const tagOf = (type: ArticleType) => (type === CatalogType.NEWS ? cacheTags.news : cacheTags.deals);

/** Staff's list: every language unless `lang` is given; `title` is a case-insensitive substring. */
export function listArticles(
  db: Db,
  type: ArticleType,
  filter: { lang?: string; no?: string; title?: string },
  page: PageRequest,
) {
  return groups.listPublications<ArticleView>(db, kinds[type], filter, page);
}

/**
 * Visitors' list in one language, pinned first then newest. `cataId` includes the
 * catalog's sub-catalogs at any depth; a catalog of another type or language lists nothing.
 */
export async function listPublishedArticles(
  db: Db,
  options: { type: ArticleType; lang: string; cataId?: number; no?: string; page: PageRequest },
) {
  const cataIds =
    options.cataId === undefined ? undefined : await subtreeIds(db, options.cataId, { type: options.type, lang: options.lang });
  return groups.listPublications<ArticleView>(
    db,
    kinds[options.type],
    { lang: options.lang, no: options.no, cataIds },
    options.page,
  );
}

/** One article of the type by id, as staff edit it; undefined when unknown or of the other type. */
export function getArticle(db: Db, type: ArticleType, id: number): Promise<ArticleView | undefined> {
  return groups.findPublication<ArticleView>(db, kinds[type], id);
}

/** One article for a visitor's detail page: counts the view (written in the background). */
export function readArticle(db: Db, type: ArticleType, id: number): Promise<ArticleView | undefined> {
  return groups.readPublication<ArticleView>(db, kinds[type], id);
}

/** Every language version of group `no` ({id, lang, title}): the language switcher's targets. */
export function articleVersions(db: Db, type: ArticleType, no: string) {
  return articles.articleVersions(db, type, no);
}

/** The catalog must exist, hold articles of this type, and be in the article's language. */
async function checkCatalog(db: Db, type: ArticleType, { item, index }: PlannedVersion<ArticleInput>): Promise<void> {
  const catalog = await findCatalog(db, item.cataId);
  if (!catalog) throw badRequest(`[${index}].cataId: catalog ${item.cataId} does not exist`);
  if (catalog.type !== type) {
    throw badRequest(`[${index}].cataId: catalog ${item.cataId} is a ${catalog.type === CatalogType.NEWS ? 'news' : 'cases'} catalog`);
  }
  if (catalog.lang !== item.lang) throw badRequest(`[${index}].cataId: catalog ${item.cataId} is in ${catalog.lang}, not ${item.lang}`);
}

/** Optional text on update: absent keeps the stored value; '' and null empty it. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

async function writeArticle(
  db: Db,
  type: ArticleType,
  operatorName: string,
  { item, no, existing }: PlannedVersion<ArticleInput>,
  now: string,
): Promise<number> {
  const fields = {
    title: item.title,
    content: item.content === undefined ? undefined : sanitizeRichText(item.content) || null,
    cataId: item.cataId,
    contentUrl: optional(item.contentUrl),
    coverUrl: item.coverUrl,
    isLink: item.isLink,
    lang: item.lang,
    note: optional(item.note),
    top: item.top,
    operatorName,
    updateTime: now,
  };
  if (existing) {
    await articles.updateArticle(db, existing.id, fields);
    return existing.id;
  }
  return articles.insertArticle(db, {
    ...fields,
    content: fields.content ?? null,
    contentUrl: fields.contentUrl ?? null,
    note: fields.note ?? null,
    top: item.top ?? 0,
    type,
    no,
    views: 0,
    createTime: now,
  });
}

/**
 * Creates (`create`) or updates (`update`) the language versions in `items`, all in one
 * transaction; returns the saved articles. See saveVersions for how groups are formed.
 */
export async function saveArticles(
  db: Db,
  user: AdminProfile,
  type: ArticleType,
  items: ArticleInput[],
  mode: 'create' | 'update',
): Promise<ArticleView[]> {
  const kind = kinds[type];
  const ids = await saveVersions(db, {
    ...kind,
    user,
    mode,
    items,
    check: (trx, version) => checkCatalog(trx, type, version),
    write: (trx, version, now) => writeArticle(trx, type, user.userName, version, now),
  });
  contentChanged(tagOf(type));
  return Promise.all(ids.map(async (id) => (await getArticle(db, type, id))!));
}

/** Pins (`top` 1) or unpins every language version of group `no`. */
export async function setArticleTop(db: Db, user: AdminProfile, type: ArticleType, no: string, top: 0 | 1): Promise<void> {
  await groups.setGroupTop(db, user, kinds[type], no, top);
  contentChanged(tagOf(type));
}

/** Deletes every language version of group `no`. */
export async function deleteArticles(db: Db, user: AdminProfile, type: ArticleType, no: string): Promise<void> {
  await groups.deleteGroup(db, user, kinds[type], no);
  contentChanged(tagOf(type));
}
