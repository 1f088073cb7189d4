import { permanentRedirect, redirect } from 'next/navigation';
import { getPathname } from '@/i18n/navigation';
import { isSiteLangCode, langOf, localeOf, siteUrlLocales, type UrlLocale } from '@/i18n/locales';

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

/**
 * An item asked for under another language's prefix: its translation in the page's language
 * (308), else that language's list (307: a translation may come later). The language menu's
 * links lead here until the page's JavaScript names the exact translation.
 */
export function toTranslation(locale: UrlLocale, versions: ItemVersion[], detailPath: (id: number) => string, listPath: string): never {
  const translation = versions.find((version) => version.lang === langOf(locale))?.id;
  if (translation) permanentRedirect(getPathname({ locale, href: detailPath(translation) }));
  redirect(getPathname({ locale, href: listPath }));
}
