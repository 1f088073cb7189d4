import { getPathname } from '@/i18n/navigation';
import { isLangCode, localeOf, urlLocales, type UrlLocale } from '@/i18n/locales';

/** One language version of an item (the rows that share its `no`). */
export interface ItemVersion {
  id: number;
  lang: string;
}

/**
 * The path (without locale prefix) of each language version of a detail page, for hreflang
 * alternates: `{en: '/news/detail/3', zh: '/news/detail/4'}`. Languages without a version
 * are left out.
 */
export function detailVersions(versions: ItemVersion[], pathOf: (id: number) => string): Partial<Record<UrlLocale, string>> {
  const paths: Partial<Record<UrlLocale, string>> = {};
  for (const version of versions) {
    if (!isLangCode(version.lang)) continue;
    paths[localeOf(version.lang)] ??= pathOf(version.id);
  }
  return paths;
}

/**
 * Where the language switcher of a detail page leads: the translation in the other language
 * when there is one, else that language's list.
 */
export function alternateHref(current: UrlLocale, versions: Partial<Record<UrlLocale, string>>, listPath: string): string {
  const target = urlLocales.find((locale) => locale !== current) ?? current;
  return getPathname({ locale: target, href: versions[target] ?? listPath });
}
