import { languageOf, type LangCode } from '@/i18n/locales';
import { localisedPath } from '@/i18n/navigation';
import { assetUrl } from './paths';

/** The public page of an item in its language: the site's default language unprefixed, others under their locale. */
export function publicHref(detailPath: string, id: number, lang: LangCode, defaultLang: LangCode): string {
  const locale = (code: LangCode) => languageOf(code)?.urlLocale ?? '';
  return assetUrl(localisedPath(locale(lang), `${detailPath}/${id}`, locale(defaultLang)));
}
