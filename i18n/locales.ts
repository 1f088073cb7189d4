/**
 * The one place that knows every language the product supports, and every spelling of each: the
 * API/database code (`en_US`), the URL segment (`en`), the HTML `lang`, its name in itself, and
 * how search and dates treat it. The site serves `langCodes` of them.
 */
/** A language the product can serve. */
export interface Language {
  /** The API's and the database's code, as the contract writes it: `en_US`. */
  langCode: string;
  /** The URL prefix, lower-case BCP 47: `zh-hk`. */
  urlLocale: string;
  htmlLang: string;
  /** Its name in itself. */
  langName: string;
  /** Whether search reduces English plurals and possessives to the word (`arbitrations` → `arbitration`). */
  foldsEnglishPlurals: boolean;
  /** The locale its dates and numbers are written in. */
  formatLocale: string;
}

const supportedLanguages: readonly Language[] = [
  { langCode: 'en_US', urlLocale: 'en', htmlLang: 'en', langName: 'English', foldsEnglishPlurals: true, formatLocale: 'en-SG' },
  // English terms are common inside Chinese legal text.
  { langCode: 'zh_CN', urlLocale: 'zh', htmlLang: 'zh-CN', langName: '简体中文', foldsEnglishPlurals: true, formatLocale: 'zh-CN' },
  { langCode: 'zh_HK', urlLocale: 'zh-hk', htmlLang: 'zh-HK', langName: '繁體中文', foldsEnglishPlurals: true, formatLocale: 'zh-HK' },
  { langCode: 'ms_MY', urlLocale: 'ms', htmlLang: 'ms', langName: 'Bahasa Melayu', foldsEnglishPlurals: false, formatLocale: 'ms-MY' },
  { langCode: 'ar_AE', urlLocale: 'ar', htmlLang: 'ar', langName: 'العربية', foldsEnglishPlurals: false, formatLocale: 'ar-AE' },
];

/** The registry's entry for an API code; undefined for a code the product does not know. */
export function languageOf(langCode: string): Language | undefined {
  return supportedLanguages.find((language) => language.langCode === langCode);
}

export const urlLocales = ['en', 'zh'] as const;
export type UrlLocale = (typeof urlLocales)[number];

export const langCodes = ['en_US', 'zh_CN'] as const;
export type LangCode = (typeof langCodes)[number];

export const defaultUrlLocale: UrlLocale = 'en';
export const defaultLangCode: LangCode = 'en_US';

/** The languages a site serves, in order: today English (the default) and Simplified Chinese. */
export const languages: { langCode: LangCode; langName: string }[] = langCodes.map((langCode) => ({
  langCode,
  langName: languageOf(langCode)!.langName,
}));

const servedLanguage = (locale: UrlLocale) => supportedLanguages.find((language) => language.urlLocale === locale)!;

export function isUrlLocale(value: string): value is UrlLocale {
  return (urlLocales as readonly string[]).includes(value);
}

export function isLangCode(value: string): value is LangCode {
  return (langCodes as readonly string[]).includes(value);
}

export function langOf(locale: UrlLocale): LangCode {
  return servedLanguage(locale).langCode as LangCode;
}

export function localeOf(lang: LangCode): UrlLocale {
  return languageOf(lang)!.urlLocale as UrlLocale;
}

export function htmlLangOf(locale: UrlLocale): string {
  return servedLanguage(locale).htmlLang;
}

/** The locale dates and numbers of a page in `locale` are written in. */
export function formatLocaleOf(locale: UrlLocale): string {
  return servedLanguage(locale).formatLocale;
}

const rtlPrefixes = ['he', 'ar', 'fa', 'ku'];

export function directionOf(locale: string): 'rtl' | 'ltr' {
  return rtlPrefixes.some((prefix) => locale.toLowerCase().startsWith(prefix)) ? 'rtl' : 'ltr';
}
