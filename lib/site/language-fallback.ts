import { permanentRedirect, redirect } from 'next/navigation';
import { directionOf, langOf, languageOf, type UrlLocale } from '@/i18n/locales';
import { getPathname } from '@/i18n/navigation';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { fallbackLanguage } from '@/lib/services/language-config';
import type { ItemVersion } from './translations';

/** The language shown where a reader's has no version (GET /api/admin/language-config), or null. */
export const languageFallback = cachedRead('language-fallback', [cacheTags.languageConfig], () => fallbackLanguage(getDb()));

/** An item shown in the fallback language under a reader's URL: the language it is really in. */
export interface ShownInFallback {
  htmlLang: string;
  dir: 'ltr' | 'rtl';
  /** The original's own page, for the canonical link. */
  locale: UrlLocale;
}

/**
 * An item asked for under another language's prefix: its translation in the page's language
 * (308); else, where other languages' items are shown, the version a reader of that language
 * is shown (the fallback language's, else the source: lib/repositories/shown-versions.ts), here
 * (returned) or at its address (307); else that language's list (307: a translation may come
 * later).
 */
export async function otherLanguageItem(
  locale: UrlLocale,
  item: ItemVersion & { versions: ItemVersion[] },
  detailPath: (id: number) => string,
  listPath: string,
): Promise<ShownInFallback> {
  const translation = item.versions.find((version) => version.lang === langOf(locale))?.id;
  if (translation) permanentRedirect(getPathname({ locale, href: detailPath(translation) }));
  const fallback = await languageFallback();
  if (!fallback) redirect(getPathname({ locale, href: listPath }));
  const all = [item, ...item.versions];
  const shown =
    all.find((version) => version.lang === fallback) ?? all.reduce((first, version) => (version.id < first.id ? version : first));
  if (shown.id !== item.id) redirect(getPathname({ locale, href: detailPath(shown.id) }));
  const { htmlLang, urlLocale } = languageOf(item.lang)!;
  return { htmlLang, dir: directionOf(htmlLang), locale: urlLocale };
}
