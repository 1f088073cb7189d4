import { languageOf, type LangCode } from '@/i18n/locales';
import type { Reader } from '@/lib/services/language-config';
import { languageFallback } from './language-fallback';

/** A reader of `lang`, shown other languages' versions where the site's setting says so. */
export async function readerOf(lang: LangCode): Promise<Reader> {
  return { lang, fallback: await languageFallback() };
}

/** An item of a list in `lang` whose version is in `itemLang`: marked with that language's HTML `lang` when it differs. */
export function shownIn(itemLang: string, lang: LangCode): { shownIn?: string } {
  const language = itemLang === lang ? undefined : languageOf(itemLang);
  return language ? { shownIn: language.htmlLang } : {};
}
