import { defaultUrlLocale, type UrlLocale } from './locales';

/**
 * The path of a page in a language, as i18n/routing.ts lays them out (`localePrefix: 'as-needed'`):
 * the default language unprefixed, the others under their locale. Written here rather than taken
 * from next-intl's createNavigation, whose module brings next-intl's client link and message
 * formatter into every page's JavaScript even when only this function is used.
 */
export function localisedPath(locale: UrlLocale, href: string, defaultLocale: UrlLocale): string {
  if (locale === defaultLocale) return href;
  return href === '/' ? `/${locale}` : `/${locale}${href}`;
}

/** `localisedPath` for the languages the server serves (server code only). */
export function getPathname({ locale, href }: { locale: UrlLocale; href: string }): string {
  return localisedPath(locale, href, defaultUrlLocale());
}
