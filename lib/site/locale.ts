import { hasLocale } from 'next-intl';
import { setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { siteRouting } from '@/i18n/routing';
import { defaultUrlLocale, langOf, type LangCode, type UrlLocale } from '@/i18n/locales';

/**
 * The locale of a public page from its params: unknown ones are not found. Also tells
 * next-intl the locale, so the page renders statically (no headers or cookies read).
 */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<{ locale: UrlLocale; lang: LangCode }> {
  const { locale } = await params;
  if (!hasLocale(siteRouting().locales, locale)) notFound();
  setRequestLocale(locale);
  return { locale, lang: langOf(locale) };
}

/**
 * The locale the layout renders in. A segment that is no locale (a file name such as
 * `/favicon.ico` reaches here) renders in the default language; its page then answers
 * not-found inside the site's layout.
 */
export async function layoutLocale(params: Promise<{ locale: string }>): Promise<{ locale: UrlLocale; lang: LangCode }> {
  const { locale: requested } = await params;
  const locale = hasLocale(siteRouting().locales, requested) ? requested : defaultUrlLocale();
  setRequestLocale(locale);
  return { locale, lang: langOf(locale) };
}

/**
 * A positive integer id from a path segment, or undefined (the page then shows not-found).
 * Ids stop at the integer columns' range: PostgreSQL refuses larger ones with an error.
 */
export function idOf(segment: string): number | undefined {
  if (!/^\d{1,10}$/.test(segment)) return undefined;
  const id = Number(segment);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
