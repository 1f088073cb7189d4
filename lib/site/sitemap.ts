import { getPathname } from '@/i18n/navigation';
import { isSiteLangCode, localeOf, siteUrlLocales, type UrlLocale } from '@/i18n/locales';
import { publishedItems, type ItemRow } from './sitemap-items';
import { absoluteUrl } from './absolute-url';
import { legalDocumentVersions } from './legal-documents';
import { legalDocumentNames, sitePaths } from './paths';
import type { SitemapUrl } from './sitemap-xml';
import { hreflangAlternates } from './seo';

function everyLanguage(path: string): Partial<Record<UrlLocale, string>> {
  return Object.fromEntries(siteUrlLocales().map((locale) => [locale, path]));
}

const newestOf = (times: string[]) => times.reduce((latest, time) => (time > latest ? time : latest), '');

function entriesFor(versions: Partial<Record<UrlLocale, string>>, lastModified: string): SitemapUrl[] {
  const alternates = hreflangAlternates(versions);
  return siteUrlLocales()
    .filter((locale) => versions[locale])
    .map((locale) => ({ url: absoluteUrl(getPathname({ locale: locale, href: versions[locale]! })), lastModified, alternates }));
}

/** Detail pages grouped by translation (`no`): each version names the others as alternates. */
function detailEntries(rows: ItemRow[], pathOf: (id: number) => string): SitemapUrl[] {
  const groups = new Map<string, ItemRow[]>();
  for (const row of rows) groups.set(row.no, [...(groups.get(row.no) ?? []), row]);
  return [...groups.values()].flatMap((group) => {
    const versions: Partial<Record<UrlLocale, string>> = {};
    for (const row of group) if (isSiteLangCode(row.lang)) versions[localeOf(row.lang)] ??= pathOf(row.id);
    return entriesFor(versions, newestOf(group.map((row) => row.updateTime)));
  });
}

/**
 * Every public page in both languages, with its hreflang alternates and last change: a list's
 * is its newest item's, the home page's the newest of all.
 */
export async function sitemapEntries(): Promise<SitemapUrl[]> {
  const items = await publishedItems();
  const newest = (...rows: ItemRow[][]) => newestOf(rows.flat().map((row) => row.updateTime));
  const lists: [string, string][] = [
    [sitePaths.home, newest(items.areas, items.lawyers, items.news, items.deals, items.honours)],
    [sitePaths.about, newest(items.honours)],
    [sitePaths.practiceAreas, newest(items.areas)],
    [sitePaths.people, newest(items.lawyers)],
    [sitePaths.news, newest(items.news)],
    [sitePaths.deals, newest(items.deals)],
    [sitePaths.honours, newest(items.honours)],
  ];
  const documents = await Promise.all(legalDocumentNames.map(legalDocumentVersions));
  return [
    ...lists.flatMap(([path, lastModified]) => entriesFor(everyLanguage(path), lastModified)),
    ...detailEntries(items.areas, sitePaths.practiceArea),
    ...detailEntries(items.lawyers, sitePaths.lawyer),
    ...detailEntries(items.news, sitePaths.newsArticle),
    ...detailEntries(items.deals, sitePaths.deal),
    ...detailEntries(items.honours, sitePaths.honour),
    ...documents.flatMap((document) => entriesFor(document.paths, document.updateTime ?? lists[0][1])),
  ];
}
