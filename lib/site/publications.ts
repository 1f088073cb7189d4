import type { LangCode } from '@/i18n/locales';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import type { ArticleView } from '@/lib/services/articles';
import { listPublishedHonours, type HonourView } from '@/lib/services/honours';
import type { LinkFilterInput } from '@/lib/services/content-links';
import type { PageRequest } from '@/lib/services/page-request';
import { linkedTags } from './article-cache';
import { readerOf, shownIn } from './readers';
import { summary } from './text';

/** An honour as a card shows it. */
export interface HonourSummary {
  id: number;
  no: string;
  title: string;
  coverUrl: string | null;
  createTime: string;
  excerpt: string;
  pinned: boolean;
  /** The HTML `lang` of an item shown in another language, having no version in the list's. */
  shownIn?: string;
}

/** An article as a card shows it (the shape of components/site/articles/article-card.tsx). */
export interface ArticleSummary extends HonourSummary {
  /** Set for an external article: cards link there instead of to the detail page. */
  externalUrl: string | null;
}

function summarise(row: HonourView | ArticleView, excerpt: string): HonourSummary {
  return {
    id: row.id,
    no: row.no,
    title: row.title,
    coverUrl: row.coverUrl || null,
    createTime: row.createTime,
    excerpt,
    pinned: row.top === 1,
  };
}

export function summariseArticle(article: ArticleView): ArticleSummary {
  return {
    ...summarise(article, summary(article.note || article.content, 180)),
    externalUrl: article.isLink === 1 && article.contentUrl ? article.contentUrl : null,
  };
}

/** How many honours one page of the honours list shows. */
export const HONOUR_PAGE_SIZE = 12;

/** A page of the firm's honours in one language naming the lawyer or practice area given, pinned first then newest, and how many in all. */
export const honourList = cachedRead(
  'honours',
  [cacheTags.honours, ...linkedTags],
  async (lang: LangCode, filter: LinkFilterInput & { newestFirst?: boolean }, paging: PageRequest) => {
    const page = await listPublishedHonours(getDb(), { ...(await readerOf(lang)), ...filter }, paging);
    const honours = page.rows.map((honour) => ({ ...summarise(honour, summary(honour.content, 160)), ...shownIn(honour.lang, lang) }));
    return { honours, total: page.totalCount };
  },
);

/** The newest honours of a language naming the lawyer or practice area given, pinned first: the home, about and lawyer pages' selections. */
export async function latestHonours(
  lang: LangCode,
  count: number,
  filter: LinkFilterInput & { newestFirst?: boolean } = {},
): Promise<HonourSummary[]> {
  return (await honourList(lang, filter, { offset: 0, pageSize: count })).honours;
}
