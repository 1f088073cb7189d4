/**
 * The one place that knows every spelling of a language: the URL segment (`en`, `zh`),
 * the API/database code (`en_US`, `zh_CN`) and the HTML `lang` attribute.
 */
export const urlLocales = ['en', 'zh'] as const;
export type UrlLocale = (typeof urlLocales)[number];

export const langCodes = ['en_US', 'zh_CN'] as const;
export type LangCode = (typeof langCodes)[number];

export const defaultUrlLocale: UrlLocale = 'en';
export const defaultLangCode: LangCode = 'en_US';

const langByLocale: Record<UrlLocale, LangCode> = { en: 'en_US', zh: 'zh_CN' };
const localeByLang: Record<LangCode, UrlLocale> = { en_US: 'en', zh_CN: 'zh' };
const htmlLangByLocale: Record<UrlLocale, string> = { en: 'en', zh: 'zh-CN' };

export const languages: { langCode: LangCode; langName: string }[] = [
  { langCode: 'en_US', langName: 'English' },
  { langCode: 'zh_CN', langName: '简体中文' },
];

export function isUrlLocale(value: string): value is UrlLocale {
  return (urlLocales as readonly string[]).includes(value);
}

export function isLangCode(value: string): value is LangCode {
  return (langCodes as readonly string[]).includes(value);
}

export function langOf(locale: UrlLocale): LangCode {
  return langByLocale[locale];
}

export function localeOf(lang: LangCode): UrlLocale {
  return localeByLang[lang];
}

export function htmlLangOf(locale: UrlLocale): string {
  return htmlLangByLocale[locale];
}

const rtlPrefixes = ['he', 'ar', 'fa', 'ku'];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return rtlPrefixes.some((prefix) => locale.toLowerCase().startsWith(prefix)) ? 'rtl' : 'ltr';
}
