import type { LangCode } from '@/i18n/locales';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { parseKinds, type SearchKind } from '@/lib/search/kinds';
import { MAX_QUERY_LENGTH, searchSite, type SearchHit } from '@/lib/services/search';
import { languageFallback } from './language-fallback';
import { searchResultPaths } from './paths';
import { shownIn } from './readers';

export const SEARCH_PAGE_SIZE = 10;

export interface SearchResult extends SearchHit {
  /** The result's page, without the locale prefix. */
  path: string;
  /** The HTML `lang` of a version in another language than the page's (an untranslated item). */
  shownIn?: string;
}

export interface SearchQuery {
  q: string;
  /** One kind, or every kind. */
  type?: SearchKind;
  page: number;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? '';

/** The search page's query from its URL; an unknown kind shows every kind, a long query is cut. */
export function parseSearchQuery(params: Record<string, string | string[] | undefined>): SearchQuery {
  const q = first(params.q).replaceAll('\u0000', '').trim().slice(0, MAX_QUERY_LENGTH);
  const kinds = parseKinds(first(params.type));
  const page = Number(first(params.page));
  return { q, type: kinds?.length === 1 ? kinds[0] : undefined, page: Number.isInteger(page) && page > 1 ? Math.min(page, 1000) : 1 };
}

const tags = [
  cacheTags.languageConfig,
  cacheTags.lawyers,
  cacheTags.practiceAreas,
  cacheTags.news,
  cacheTags.deals,
  cacheTags.honours,
  cacheTags.jobs,
  cacheTags.offices,
];

/** One page of results for a non-empty query, best first, and how many there are. */
export const siteSearch = cachedRead(
  'search',
  tags,
  async (lang: LangCode, query: SearchQuery): Promise<{ results: SearchResult[]; total: number }> => {
    const { rows, total } = await searchSite(getDb(), {
      q: query.q,
      type: query.type,
      lang,
      paging: { offset: (query.page - 1) * SEARCH_PAGE_SIZE, pageSize: SEARCH_PAGE_SIZE },
      fallback: await languageFallback(),
    });
    return {
      results: rows.map((row) => ({ ...row, ...shownIn(row.lang, lang), path: searchResultPaths[row.type](row.id) })),
      total,
    };
  },
);
