import { getPathname } from '@/i18n/navigation';
import { isSiteLangCode, localeOf, siteUrlLocales, type UrlLocale } from '@/i18n/locales';

/** One language version of an item (the rows that share its `no`). */
export interface ItemVersion {
  id: number;
  lang: string;
}

/**
 * The path (without locale prefix) of each language version of a detail page, for hreflang
 * alternates: `{en: '/news/detail/3', zh: '/news/detail/4'}`. Languages without a version,
 * and those the site does not serve, are left out.
 */
export function detailVersions(versions: ItemVersion[], pathOf: (id: number) => string): Partial<Record<UrlLocale, string>> {
  const paths: Partial<Record<UrlLocale, string>> = {};
  for (const version of versions) {
    if (!isSiteLangCode(version.lang)) continue;
    paths[localeOf(version.lang)] ??= pathOf(version.id);
  }
  return paths;
}

/**
 * Where the language menu of a detail page leads, for each served language: the translation
 * when there is one, else that language's list.
 */
export function alternateHrefs(versions: Partial<Record<UrlLocale, string>>, listPath: string): Record<UrlLocale, string> {
  return Object.fromEntries(siteUrlLocales().map((locale) => [locale, getPathname({ locale, href: versions[locale] ?? listPath })]));
}
