import { getPathname } from '@/i18n/navigation';
import { isSiteLangCode, languageAt, localeOf, siteUrlLocales, type UrlLocale } from '@/i18n/locales';
import { languageFallback } from './language-fallback';

/** One language version of an item (the rows that share its `no`). */
export interface ItemVersion {
  id: number;
  lang: string;
}

/**
 * The path (without locale prefix) of each language version of a detail page, for hreflang
 * alternates: `{en: '/news/detail/3', zh: '/news/detail/4'}`, the first version (the source)
 * first. Languages without a version, and those the site does not serve, are left out.
 */
export function detailVersions(versions: ItemVersion[], pathOf: (id: number) => string): Partial<Record<UrlLocale, string>> {
  const paths: Partial<Record<UrlLocale, string>> = {};
  for (const version of [...versions].sort((one, other) => one.id - other.id)) {
    if (!isSiteLangCode(version.lang)) continue;
    paths[localeOf(version.lang)] ??= pathOf(version.id);
  }
  return paths;
}

/** Where the language menu leads for one language, and the language it shows there when not its own. */
export interface MenuTarget {
  href: string;
  /** The fallback language's own name, when that language has no version and the fallback's is shown. */
  shownIn?: string;
}

/**
 * Where the language menu of a detail page leads, for each served language: the translation
 * when there is one; else, where other languages' items are shown, the version a reader of
 * that language is shown (the fallback language's, else the source, listed first by
 * detailVersions) under that language's address; else that language's list.
 */
export async function alternateHrefs(
  versions: Partial<Record<UrlLocale, string>>,
  listPath: string,
): Promise<Partial<Record<UrlLocale, MenuTarget>>> {
  const fallback = await languageFallback();
  const [source] = Object.keys(versions) as UrlLocale[];
  const shownLocale = fallback && versions[localeOf(fallback)] ? localeOf(fallback) : source;
  const shown = fallback && shownLocale ? { path: versions[shownLocale]!, langName: languageAt(shownLocale)!.langName } : undefined;
  return Object.fromEntries(
    siteUrlLocales().map((locale) => {
      const own = versions[locale];
      if (own) return [locale, { href: getPathname({ locale, href: own }) }];
      if (shown) return [locale, { href: getPathname({ locale, href: shown.path }), shownIn: shown.langName }];
      return [locale, { href: getPathname({ locale, href: listPath }) }];
    }),
  );
}
