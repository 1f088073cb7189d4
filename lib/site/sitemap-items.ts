import { siteLangCodes } from '@/i18n/locales';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { CatalogType } from '@/lib/db/schema';
import { listPublishedArticles } from '@/lib/services/articles';
import { listPublishedHonours } from '@/lib/services/honours';
import { searchPublishedLawyers } from '@/lib/services/lawyers';
import { listPublishedPracticeAreas } from '@/lib/services/practice-areas';

/** One item of a detail page: its translation group, language and last change. */
export interface ItemRow {
  id: number;
  no: string;
  lang: string;
  updateTime: string;
}

// The sitemap lists at most this many items of each kind per language.
const most = 5000;
const allPages = { pageNo: 1, pageSize: most, offset: 0 };

const itemTags = [
  cacheTags.practiceAreas,
  cacheTags.lawyers,
  cacheTags.news,
  cacheTags.deals,
  cacheTags.honours,
  cacheTags.catalogs,
] as const;

const pick = (row: ItemRow): ItemRow => ({ id: row.id, no: row.no, lang: row.lang, updateTime: row.updateTime });

/** Every published item of every language, per kind of detail page: the sitemap's detail pages. */
export const publishedItems = cachedRead('sitemap-items', itemTags, async () => {
  const db = getDb();
  const perLanguage = await Promise.all(
    siteLangCodes().map(async (lang) => {
      const [areas, lawyers, news, deals, honours] = await Promise.all([
        listPublishedPracticeAreas(db, { lang, fallback: null }),
        searchPublishedLawyers(db, { reader: { lang, fallback: null }, paging: allPages }),
        listPublishedArticles(db, { type: CatalogType.NEWS, lang, fallback: null, page: allPages }),
        listPublishedArticles(db, { type: CatalogType.DEALS, lang, fallback: null, page: allPages }),
        listPublishedHonours(db, { lang, fallback: null }, allPages),
      ]);
      return {
        areas: areas.map(pick),
        lawyers: lawyers.rows.map(pick),
        // External articles link elsewhere; their pages are not for search engines.
        news: news.rows.filter((row) => row.isLink !== 1).map(pick),
        deals: deals.rows.filter((row) => row.isLink !== 1).map(pick),
        honours: honours.rows.map(pick),
      };
    }),
  );
  const join = (kind: keyof (typeof perLanguage)[number]) => perLanguage.flatMap((lists) => lists[kind]);
  return { areas: join('areas'), lawyers: join('lawyers'), news: join('news'), deals: join('deals'), honours: join('honours') };
});
