import type { Db } from '../db/client';
import { CatalogType, type CatalogTypeValue } from '../db/schema';
import { InvalidInputError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as articles from '../repositories/articles';
import type { ArticleView } from '../repositories/articles';
import { findCatalog, subtreeIds, withTranslations } from '../repositories/catalogs';
import type { ArticleInput } from '../validation/article';
import type { WithLinks } from './content-links';
import * as groups from './publications';
import type { PageRequest } from './page-request';
import type { PublicationCollection, StaffListFilter } from './publications';
import { serverKinds } from './kinds';
import type { PlannedVersion } from './translation-groups';

export type { ArticleView };

/** An article with the lawyers and practice areas its group names. */
export type LinkedArticle = WithLinks<ArticleView>;
export type ArticleType = CatalogTypeValue;

const collections: Record<ArticleType, PublicationCollection> = {
  [CatalogType.NEWS]: groups.collectionOf(serverKinds.news, articles.articleShelf(CatalogType.NEWS)),
  [CatalogType.DEALS]: groups.collectionOf(serverKinds.deal, articles.articleShelf(CatalogType.DEALS)),
};

/**
 * Staff's list of every row: every language unless `lang` is given; `title` is a
 * case-insensitive substring, `noPrefix` the start of `no`; `status` keeps the rows in that
 * editorial status.
 */
export function listArticles(db: Db, type: ArticleType, filter: StaffListFilter, page: PageRequest) {
  return groups.listPublications<ArticleView>(db, collections[type], filter, page);
}

/**
 * Visitors' list in one language (published rows only; with a fallback, see VisitorFilter),
 * pinned first then newest. `cataId` includes the catalog's sub-catalogs at any depth, and their
 * translations where other languages' articles are shown; a catalog of another type or language
 * lists nothing. `lawyerId` and `practiceAreaId` keep the articles naming them (see
 * listPublishedPublications).
 */
export async function listPublishedArticles(
  db: Db,
  options: { type: ArticleType; cataId?: number; no?: string; page: PageRequest } & groups.VisitorFilter,
) {
  const { type, cataId, page, ...filter } = options;
  const subtree = cataId === undefined ? undefined : await subtreeIds(db, cataId, { type, lang: options.lang });
  const cataIds = subtree && filter.fallback ? await withTranslations(db, subtree) : subtree;
  return groups.listPublishedPublications<ArticleView>(db, collections[type], { ...filter, cataIds }, page);
}

/** One article of the type by id, as staff edit it; undefined when unknown or of the other type. */
export function getArticle(db: Db, type: ArticleType, id: number): Promise<LinkedArticle | undefined> {
  return groups.findPublication<ArticleView>(db, collections[type], id);
}

/** One published article of the type for a visitor; undefined when unknown, not published or of the other type. */
export function getPublishedArticle(db: Db, type: ArticleType, id: number): Promise<LinkedArticle | undefined> {
  return groups.findPublishedPublication<ArticleView>(db, collections[type], id);
}

/** One published article for a visitor's detail call: counts the view (written in the background). */
export function readArticle(db: Db, type: ArticleType, id: number): Promise<LinkedArticle | undefined> {
  return groups.readPublication<ArticleView>(db, collections[type], id);
}

/** The published language versions of group `no` ({id, lang, title}): the language switcher's targets. */
export function publishedArticleVersions(db: Db, type: ArticleType, no: string) {
  return articles.publishedArticleVersions(db, type, no);
}

/** The catalog must exist, hold articles of this type, and be in the article's language. */
async function checkCatalog(db: Db, type: ArticleType, { item, index }: PlannedVersion<ArticleInput>): Promise<void> {
  const field = `[${index}].cataId`;
  const catalog = await findCatalog(db, item.cataId);
  if (!catalog) throw new InvalidInputError(field, '{field}: catalog {cataId} does not exist', { cataId: item.cataId });
  if (catalog.type !== type) {
    const template =
      catalog.type === CatalogType.NEWS ? '{field}: catalog {cataId} is a news catalog' : '{field}: catalog {cataId} is a cases catalog';
    throw new InvalidInputError(field, template, { cataId: item.cataId });
  }
  if (catalog.lang !== item.lang)
    throw new InvalidInputError(field, '{field}: catalog {cataId} is in {catalogLang}, not {lang}', {
      cataId: item.cataId,
      catalogLang: catalog.lang,
      lang: item.lang,
    });
}

/** Optional text on update: absent keeps the stored value; '' and null empty it. */
const optional = (value: string | null | undefined) => (value === undefined ? undefined : value || null);

function writeArticle(
  db: Db,
  type: ArticleType,
  operatorName: string,
  version: PlannedVersion<ArticleInput>,
  now: string,
): Promise<number> {
  const { item } = version;
  const fields = {
    ...groups.publicationFields(item, operatorName, now),
    cataId: item.cataId,
    contentUrl: optional(item.contentUrl),
    isLink: item.isLink,
    note: optional(item.note),
  };
  return groups.writePublication(version, fields, now, {
    update: (id, changes) => articles.updateArticle(db, id, changes),
    insert: (row) => articles.insertArticle(db, { ...row, contentUrl: row.contentUrl ?? null, note: row.note ?? null, type }),
  });
}

/**
 * Creates (`create`) or updates (`update`) the language versions in `items`, all in one
 * transaction; returns the saved articles. See saveVersions for how groups are formed.
 */
export function saveArticles(
  db: Db,
  user: AdminProfile,
  type: ArticleType,
  items: ArticleInput[],
  mode: 'create' | 'update',
): Promise<LinkedArticle[]> {
  return groups.savePublications(db, collections[type], {
    user,
    mode,
    items,
    check: (trx, version) => checkCatalog(trx, type, version),
    write: (trx, version, now) => writeArticle(trx, type, user.userName, version, now),
  });
}

/** Pins (`top` 1) or unpins every language version of group `no`. */
export async function setArticleTop(db: Db, user: AdminProfile, type: ArticleType, no: string, top: 0 | 1): Promise<void> {
  await groups.setGroupTop(db, user, collections[type], no, top);
}

/** Deletes every language version of group `no`. */
export async function deleteArticles(db: Db, user: AdminProfile, type: ArticleType, no: string): Promise<void> {
  await groups.deleteGroup(db, user, collections[type], no);
}
