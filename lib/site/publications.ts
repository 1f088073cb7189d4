import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { CatalogType } from '@/lib/db/schema';
import type { LangCode } from '@/i18n/locales';
import { listPublishedArticles, type ArticleType, type ArticleView } from '@/lib/services/articles';
import { listHonours } from '@/lib/services/honours';
import { cachedRead } from '@/lib/cache/data-cache';
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
}

/** An article as a card shows it (the shape of components/site/articles/article-card.tsx). */
export interface ArticleSummary extends HonourSummary {
  /** Set for an external article: cards link there instead of to the detail page. */
  externalUrl: string | null;
}

const articleTags = [cacheTags.news, cacheTags.deals, cacheTags.catalogs] as const;

export function summariseArticle(article: ArticleView): ArticleSummary {
  return {
    id: article.id,
    no: article.no,
    title: article.title,
    coverUrl: article.coverUrl || null,
    createTime: article.createTime,
    excerpt: summary(article.note || article.content, 180),
    pinned: article.top === 1,
    externalUrl: article.isLink === 1 && article.contentUrl ? article.contentUrl : null,
  };
}

/** The newest articles of a type in one language, pinned first. */
export const latestArticles = cachedRead('latest-articles', articleTags, async (type: ArticleType, lang: LangCode, count: number) => {
  const page = await listPublishedArticles(getDb(), { type, lang, page: { offset: 0, pageSize: count } });
  return page.rows.map(summariseArticle);
});

export const latestNews = (lang: LangCode, count: number) => latestArticles(CatalogType.NEWS, lang, count);
export const latestDeals = (lang: LangCode, count: number) => latestArticles(CatalogType.CASES, lang, count);

/** The firm's honours in one language, pinned first then newest. */
export const honourList = cachedRead('honours', [cacheTags.honours], async (lang: LangCode, count: number) => {
  const page = await listHonours(getDb(), { lang }, { offset: 0, pageSize: count });
  return page.rows.map(
    (honour): HonourSummary => ({
      id: honour.id,
      no: honour.no,
      title: honour.title,
      coverUrl: honour.coverUrl || null,
      createTime: honour.createTime,
      excerpt: summary(honour.content, 160),
      pinned: honour.top === 1,
    }),
  );
});
