import { getPathname } from '@/i18n/navigation';
import { langCodes, localeOf, urlLocales, type UrlLocale } from '@/i18n/locales';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { CatalogType } from '@/lib/db/schema';
import { listPublishedArticles } from '@/lib/services/articles';
import { listHonours } from '@/lib/services/honours';
import { searchLawyers } from '@/lib/services/lawyers';
import { listPracticeAreas } from '@/lib/services/professional-fields';
import { cachedRead } from '@/lib/cache/data-cache';
import { absoluteUrl } from './absolute-url';
import { legalDocumentVersions } from './legal-documents';
import { legalDocumentNames, sitePaths } from './paths';
import type { SitemapUrl } from './sitemap-xml';
import { hreflangAlternates } from './seo';

/** One item of a detail page: its translation group, language and last change. */
interface ItemRow {
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

/** Every public item of every language, per kind of detail page. */
const publicItems = cachedRead('sitemap-items', itemTags, async () => {
  const db = getDb();
  const perLanguage = await Promise.all(
    langCodes.map(async (lang) => {
      const [areas, lawyers, news, deals, honours] = await Promise.all([
        listPracticeAreas(db, lang),
        searchLawyers(db, { lang, paging: allPages }),
        listPublishedArticles(db, { type: CatalogType.NEWS, lang, page: allPages }),
        listPublishedArticles(db, { type: CatalogType.DEALS, lang, page: allPages }),
        listHonours(db, { lang }, allPages),
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

function everyLanguage(path: string): Partial<Record<UrlLocale, string>> {
  return Object.fromEntries(urlLocales.map((locale) => [locale, path]));
}

const newestOf = (times: string[]) => times.reduce((latest, time) => (time > latest ? time : latest), '');

function entriesFor(versions: Partial<Record<UrlLocale, string>>, lastModified: string): SitemapUrl[] {
  const alternates = hreflangAlternates(versions);
  return urlLocales
    .filter((locale) => versions[locale])
    .map((locale) => ({ url: absoluteUrl(getPathname({ locale: locale, href: versions[locale]! })), lastModified, alternates }));
}

/** Detail pages grouped by translation (`no`): each version names the others as alternates. */
function detailEntries(rows: ItemRow[], pathOf: (id: number) => string): SitemapUrl[] {
  const groups = new Map<string, ItemRow[]>();
  for (const row of rows) groups.set(row.no, [...(groups.get(row.no) ?? []), row]);
  return [...groups.values()].flatMap((group) => {
    const versions: Partial<Record<UrlLocale, string>> = {};
    for (const row of group) versions[localeOf(row.lang as (typeof langCodes)[number])] ??= pathOf(row.id);
    return entriesFor(versions, newestOf(group.map((row) => row.updateTime)));
  });
}

/**
 * Every public page in both languages, with its hreflang alternates and last change: a list's
 * is its newest item's, the home page's the newest of all.
 */
export async function sitemapEntries(): Promise<SitemapUrl[]> {
  const items = await publicItems();
  const newest = (...rows: ItemRow[][]) => newestOf(rows.flat().map((row) => row.updateTime));
  const lists: [string, string][] = [
    [sitePaths.home, newest(items.areas, items.lawyers, items.news, items.deals, items.honours)],
    [sitePaths.about, newest(items.honours)],
    [sitePaths.expertises, newest(items.areas)],
    [sitePaths.people, newest(items.lawyers)],
    [sitePaths.news, newest(items.news)],
    [sitePaths.deals, newest(items.deals)],
    [sitePaths.honours, newest(items.honours)],
  ];
  const documents = await Promise.all(legalDocumentNames.map(legalDocumentVersions));
  return [
    ...lists.flatMap(([path, lastModified]) => entriesFor(everyLanguage(path), lastModified)),
    ...detailEntries(items.areas, sitePaths.expertise),
    ...detailEntries(items.lawyers, sitePaths.lawyer),
    ...detailEntries(items.news, sitePaths.newsArticle),
    ...detailEntries(items.deals, sitePaths.deal),
    ...detailEntries(items.honours, sitePaths.honour),
    ...documents.flatMap((document) => entriesFor(document.paths, document.updateTime ?? lists[0][1])),
  ];
}
