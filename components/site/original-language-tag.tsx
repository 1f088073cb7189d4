import { getLocale } from 'next-intl/server';
import { directionOf, htmlLangOf } from '@/i18n/locales';

/** Names Chinese by its script, as readers tell the two apart. */
const displayedAs: Record<string, string> = { 'zh-CN': 'zh-Hans', 'zh-HK': 'zh-Hant' };

/** The attributes of text shown in another language than the page's: its own `lang` and direction. */
export function ownLanguage(htmlLang: string | undefined): { lang?: string; dir?: 'ltr' | 'rtl' } {
  return htmlLang ? { lang: htmlLang, dir: directionOf(htmlLang) } : {};
}

/**
 * Marks an item shown in another language than the list's: that language's name, in the reader's.
 * Async rather than a hook, so that static parts can hold it (static-part/static-part.tsx).
 */
export async function OriginalLanguageTag({ htmlLang }: { htmlLang: string }) {
  const reader = htmlLangOf(await getLocale());
  const name = new Intl.DisplayNames([reader], { type: 'language' }).of(displayedAs[htmlLang] ?? htmlLang) ?? htmlLang;
  return (
    <span className="original-tag" data-testid="original-language">
      {name}
    </span>
  );
}
