import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { CatalogType } from '@/lib/db/schema';
import { isLangCode, type LangCode } from '@/i18n/locales';
import { articleVersions, getArticle, listPublishedArticles, type ArticleType } from '@/lib/services/articles';
import { catalogTree, type CatalogNode as CatalogRecord } from '@/lib/services/catalogs';
import { getHonour, honourVersions } from '@/lib/services/honours';
import { pendingViews, type CountedTable } from '@/lib/services/view-counter';
import { cachedRead } from '@/lib/cache/data-cache';
import { summariseArticle, type ArticleSummary } from '@/lib/site/publications';
import type { CatalogNode } from './catalog-filter';

export const ARTICLE_PAGE_SIZE = 9;
export const MAX_ARTICLE_PAGES = 10;

const tagsOf = (type: ArticleType) => [type === CatalogType.NEWS ? cacheTags.news : cacheTags.deals, cacheTags.catalogs] as const;

export interface ListedArticle extends ArticleSummary {
  catalogName: string | null;
}

function plainTree(nodes: CatalogRecord[]): CatalogNode[] {
  return nodes.map((node) => ({ id: node.id, name: node.name, childrenList: plainTree(node.childrenList) }));
}

function namesOf(nodes: CatalogNode[], names = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    names.set(node.id, node.name);
    namesOf(node.childrenList ?? [], names);
  }
  return names;
}

/** The catalog tree of a type in a language (names and nesting only). */
export const catalogsOf = cachedRead('article-catalogs', [cacheTags.catalogs], async (type: ArticleType, lang: LangCode) =>
  plainTree(await catalogTree(getDb(), type, lang)),
);

async function listArticles(type: ArticleType, lang: LangCode, cataId: number | null, count: number) {
  const db = getDb();
  const [page, tree] = await Promise.all([
    listPublishedArticles(db, { type, lang, cataId: cataId ?? undefined, page: { offset: 0, pageSize: count } }),
    catalogTree(db, type, lang),
  ]);
  const names = namesOf(plainTree(tree));
  return {
    articles: page.rows.map((row): ListedArticle => ({ ...summariseArticle(row), catalogName: names.get(row.cataId) ?? null })),
    total: page.totalCount,
  };
}

const newsList = cachedRead('news-list', tagsOf(CatalogType.NEWS), listArticles);
const dealList = cachedRead('deal-list', tagsOf(CatalogType.CASES), listArticles);

/**
 * The first `count` articles of a type in a language, pinned first then newest; `cataId`
 * includes its sub-catalogs. With how many there are in all.
 */
export function articleList(type: ArticleType, lang: LangCode, cataId: number | null, count: number) {
  return (type === CatalogType.NEWS ? newsList : dealList)(type, lang, cataId, count);
}

export interface PublicationDetail {
  id: number;
  no: string;
  lang: LangCode;
  title: string;
  /** Rich text as stored (sanitised on write; sanitised again when shown). */
  content: string | null;
  note: string | null;
  coverUrl: string | null;
  createTime: string;
  updateTime: string;
  catalogName: string | null;
  /** Set for an external article. */
  externalUrl: string | null;
  versions: { id: number; lang: LangCode }[];
}

function languageVersions(id: number, versions: { id: number; lang: string }[]) {
  return versions
    .filter((version) => version.id !== id && isLangCode(version.lang))
    .map((version) => ({ id: version.id, lang: version.lang as LangCode }));
}

async function readArticleDetail(type: ArticleType, id: number): Promise<PublicationDetail | null> {
  const db = getDb();
  const article = await getArticle(db, type, id);
  if (!article || !isLangCode(article.lang)) return null;
  const [versions, tree] = await Promise.all([articleVersions(db, type, article.no), catalogTree(db, type, article.lang)]);
  return {
    id: article.id,
    no: article.no,
    lang: article.lang,
    title: article.title,
    content: article.content,
    note: article.note,
    coverUrl: article.coverUrl || null,
    createTime: article.createTime,
    updateTime: article.updateTime,
    catalogName: namesOf(plainTree(tree)).get(article.cataId) ?? null,
    externalUrl: article.isLink === 1 && article.contentUrl ? article.contentUrl : null,
    versions: languageVersions(article.id, versions),
  };
}

const newsDetail = cachedRead('news-detail', tagsOf(CatalogType.NEWS), readArticleDetail);
const dealDetail = cachedRead('deal-detail', tagsOf(CatalogType.CASES), readArticleDetail);

/** A news article or deal of that type, with its translations; null when unknown or of the other type. */
export function articleDetail(type: ArticleType, id: number) {
  return (type === CatalogType.NEWS ? newsDetail : dealDetail)(type, id);
}

/** An honour with its translations; null when unknown. */
export const honourDetail = cachedRead('honour-detail', [cacheTags.honours], async (id: number): Promise<PublicationDetail | null> => {
  const db = getDb();
  const honour = await getHonour(db, id);
  if (!honour || !isLangCode(honour.lang)) return null;
  return {
    id: honour.id,
    no: honour.no,
    lang: honour.lang,
    title: honour.title,
    content: honour.content,
    note: null,
    coverUrl: honour.coverUrl || null,
    createTime: honour.createTime,
    updateTime: honour.updateTime,
    catalogName: null,
    externalUrl: null,
    versions: languageVersions(honour.id, await honourVersions(db, honour.no)),
  };
});

/**
 * The view count as of now (not cached): stored views plus those counted in this process and
 * not yet written. Detail pages are regenerated every few minutes, so the figure stays current.
 */
export async function currentViews(kind: { type: ArticleType } | 'honour', id: number): Promise<number> {
  const db = getDb();
  const row = kind === 'honour' ? await getHonour(db, id) : await getArticle(db, kind.type, id);
  const table: CountedTable = kind === 'honour' ? 'honour' : 'article';
  return (row?.views ?? 0) + pendingViews(table, id);
}
