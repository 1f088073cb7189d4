import { languageOf, localeOf, type LangCode } from '@/i18n/locales';
import { localisedPath } from '@/i18n/navigation';
import { assetUrl } from './paths';

/**
 * A public page (`path` from lib/site/paths.ts) in a language: the site's default language
 * unprefixed, others under their locale. `lang` is a version's, as the API gives it: one the
 * product no longer knows is shown in the default language.
 */
export function publicHref(path: string, lang: string, defaultLang: LangCode): string {
  const defaultLocale = localeOf(defaultLang);
  return assetUrl(localisedPath(languageOf(lang)?.urlLocale ?? defaultLocale, path, defaultLocale));
}
