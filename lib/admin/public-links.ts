import { isLangCode, localeOf, defaultUrlLocale } from '@/i18n/locales';
import { assetUrl } from './paths';

/** The public page of an item in its language: English unprefixed, others under their locale. */
export function publicHref(detailPath: string, id: number, lang: string): string {
  const locale = isLangCode(lang) ? localeOf(lang) : defaultUrlLocale;
  return assetUrl(`${locale === defaultUrlLocale ? '' : `/${locale}`}${detailPath}/${id}`);
}
