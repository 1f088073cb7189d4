import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { defaultUrlLocale, htmlLangOf, langOf, siteUrlLocales, type UrlLocale } from '@/i18n/locales';
import { absoluteUrl } from './absolute-url';

interface SeoImage {
  /** An upload path (`/api/upload/...`) or an absolute URL. */
  url: string;
  alt?: string;
  width?: number;
  height?: number;
}

export interface PageSeo {
  locale: UrlLocale;
  /** The page's path without the locale prefix, e.g. `/home` or `/news/detail/12`. */
  path: string;
  title: string;
  description: string;
  /**
   * The path of the page in each language it exists in (without prefix). Detail pages pass
   * their real translations (same `no`, other id); leave it out when every language has the
   * same path. A language left out gets no hreflang link.
   */
  versions?: Partial<Record<UrlLocale, string>>;
  image?: SeoImage | null;
  type?: 'website' | 'article' | 'profile';
  publishedTime?: string;
  modifiedTime?: string;
  /** Keeps the page out of search results (e.g. the not-found page). */
  noIndex?: boolean;
  /** Use the title as it is, without the layout's "| firm" suffix. */
  absoluteTitle?: boolean;
}

/** The absolute URL of a picture for sharing cards. */
export function absoluteMedia(url: string): string {
  return /^https?:\/\//i.test(url) ? url : absoluteUrl(url);
}

/** The absolute URL of each served language's version: `{en: ..., 'zh-CN': ..., 'x-default': ...}`. */
export function hreflangAlternates(versions: Partial<Record<UrlLocale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of siteUrlLocales()) {
    const path = versions[locale];
    if (path) languages[htmlLangOf(locale)] = absoluteUrl(getPathname({ locale: locale, href: path }));
  }
  const fallback = versions[defaultUrlLocale()];
  if (fallback) languages['x-default'] = absoluteUrl(getPathname({ locale: defaultUrlLocale(), href: fallback }));
  return languages;
}

/**
 * A page's metadata: title, description, canonical URL, hreflang alternates (each served
 * language's version, x-default), Open Graph and Twitter card.
 */
export function buildMetadata(seo: PageSeo): Metadata {
  const canonical = absoluteUrl(getPathname({ locale: seo.locale, href: seo.path }));
  const versions = seo.versions ?? Object.fromEntries(siteUrlLocales().map((locale) => [locale, seo.path]));
  const images = seo.image
    ? [{ url: absoluteMedia(seo.image.url), alt: seo.image.alt ?? seo.title, width: seo.image.width, height: seo.image.height }]
    : undefined;
  const otherLocales = siteUrlLocales().filter((locale) => locale !== seo.locale && versions[locale]);
  return {
    title: seo.absoluteTitle ? { absolute: seo.title } : seo.title,
    description: seo.description,
    alternates: { canonical, languages: hreflangAlternates(versions) },
    openGraph: {
      type: seo.type ?? 'website',
      url: canonical,
      title: seo.title,
      description: seo.description,
      locale: langOf(seo.locale),
      alternateLocale: otherLocales.map(langOf),
      images,
      ...(seo.type === 'article' ? { publishedTime: seo.publishedTime, modifiedTime: seo.modifiedTime } : {}),
    },
    // The card's title, text and picture are read from Open Graph's when the page names no others.
    twitter: { card: images ? 'summary_large_image' : 'summary' },
    robots: seo.noIndex ? { index: false, follow: true } : undefined,
  };
}
