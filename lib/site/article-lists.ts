import type { LangCode } from '@/i18n/locales';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { articleTypeOf, type ArticleKind } from '@/lib/content/publication-kind';
import { getDb } from '@/lib/db/client';
import { listPublishedArticles } from '@/lib/services/articles';
import { catalogNamesIn, catalogTree } from '@/lib/services/catalogs';
import type { LinkFilterInput } from '@/lib/services/content-links';
import type { PageRequest } from '@/lib/services/page-request';
import type { CatalogNode } from '@/lib/validation/catalog';
import { cachedArticleRead } from './article-cache';
import { summariseArticle, type ArticleSummary } from './publications';
import { readerOf, shownIn } from './readers';

export const ARTICLE_PAGE_SIZE = 9;

export interface ListedArticle extends ArticleSummary {
  catalogName: string | null;
}

/** The name of every catalog in the trees, by id. */
export function catalogNames(nodes: CatalogNode[], names = new Map<number, string>()): Map<number, string> {
  for (const node of nodes) {
    names.set(node.id, node.name);
    catalogNames(node.childrenList, names);
  }
  return names;
}

/** The catalog tree of an article kind in a language. */
export const catalogsOf = cachedRead('article-catalogs', [cacheTags.catalogs], (kind: ArticleKind, lang: LangCode) =>
  catalogTree(getDb(), articleTypeOf[kind], lang),
);

/** What a list of articles may be narrowed to: a catalog (with its sub-catalogs), a lawyer, a practice area (ids in the list's language). */
export interface ArticleFilter extends LinkFilterInput {
  cataId?: number;
  /** Newest first, pinned or not: the lists beside a lawyer or practice area. */
  newestFirst?: boolean;
}

/** A page of the articles of a kind in a language matching the filter, pinned first then newest, with how many there are in all. */
export const articleList = cachedArticleRead('list', async (kind, lang: LangCode, filter: ArticleFilter, paging: PageRequest) => {
  const type = articleTypeOf[kind];
  const reader = await readerOf(lang);
  const page = await listPublishedArticles(getDb(), { type, ...reader, ...filter, page: paging });
  const names = await catalogNamesIn(
    getDb(),
    page.rows.map((row) => row.cataId),
    lang,
  );
  return {
    articles: page.rows.map((row): ListedArticle => ({
      ...summariseArticle(row),
      ...shownIn(row.lang, lang),
      catalogName: names.get(row.cataId) ?? null,
    })),
    total: page.totalCount,
  };
});

/** The newest articles of a kind in a language matching the filter, pinned first: the home, lawyer and practice-area pages' lists. */
export async function latestArticles(
  kind: ArticleKind,
  lang: LangCode,
  count: number,
  filter: ArticleFilter = {},
): Promise<ArticleSummary[]> {
  return (await articleList(kind, lang, filter, { offset: 0, pageSize: count })).articles;
}
