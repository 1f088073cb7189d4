/**
 * The one place that knows every language the product supports, and every spelling of each: the
 * API/database code (`en_US`), the URL segment (`en`), the HTML `lang`, its name in itself, and
 * how search and dates treat it. `SITE_LANGUAGES` chooses which of them a site serves; nothing
 * else in the code names a language (tests/unit/language-literals.test.ts keeps it so).
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
  /** How many characters a page's description takes: fewer in scripts that say more per character. */
  descriptionLength: number;
  /** What runs a list of titles together in a sentence: `、` in Chinese, `، ` in Arabic. */
  listSeparator: string;
}

/** A language's API code (`en_US`); only the registry's codes are valid. */
export type LangCode = string;
/** A language's URL prefix (`zh-hk`). */
export type UrlLocale = string;

const supportedLanguages: readonly Language[] = [
  {
    langCode: 'en_US',
    urlLocale: 'en',
    htmlLang: 'en',
    langName: 'English',
    foldsEnglishPlurals: true,
    formatLocale: 'en-SG',
    listSeparator: ', ',
    descriptionLength: 160,
  },
  // English terms are common inside Chinese legal text.
  {
    langCode: 'zh_CN',
    urlLocale: 'zh',
    htmlLang: 'zh-CN',
    langName: '简体中文',
    foldsEnglishPlurals: true,
    formatLocale: 'zh-CN',
    listSeparator: '、',
    descriptionLength: 90,
  },
  {
    langCode: 'zh_HK',
    urlLocale: 'zh-hk',
    htmlLang: 'zh-HK',
    langName: '繁體中文',
    foldsEnglishPlurals: true,
    formatLocale: 'zh-HK',
    listSeparator: '、',
    descriptionLength: 90,
  },
  {
    langCode: 'ms_MY',
    urlLocale: 'ms',
    htmlLang: 'ms',
    langName: 'Bahasa Melayu',
    foldsEnglishPlurals: false,
    formatLocale: 'ms-MY',
    listSeparator: ', ',
    descriptionLength: 160,
  },
  {
    langCode: 'ar_AE',
    urlLocale: 'ar',
    htmlLang: 'ar',
    langName: 'العربية',
    foldsEnglishPlurals: false,
    formatLocale: 'ar-AE',
    listSeparator: '، ',
    descriptionLength: 160,
  },
];

/** What a site serves when `SITE_LANGUAGES` is unset. */
export const defaultSiteLanguages = 'en_US,zh_CN';

/** Every language the product supports, whether or not this site serves it. */
export const supportedLangCodes = (): LangCode[] => supportedLanguages.map((language) => language.langCode);

/** The registry's entry for an API code; undefined for a code the product does not know. */
export function languageOf(langCode: string): Language | undefined {
  return supportedLanguages.find((language) => language.langCode === langCode);
}

/** The registry's entry for a URL prefix, served or not (a path's first segment may be one). */
export function languageAt(urlLocale: string): Language | undefined {
  return supportedLanguages.find((language) => language.urlLocale === urlLocale);
}

/**
 * The languages a `SITE_LANGUAGES` value names, in its order. A code the registry lacks, a code
 * named twice or an empty list throws, naming the value.
 */
export function parseSiteLanguages(setting: string | undefined): Language[] {
  const supported = supportedLangCodes().join(', ');
  if (setting !== undefined && !setting.trim()) throw new Error(`is empty: name at least one language (supported: ${supported})`);
  const codes = (setting ?? defaultSiteLanguages).split(',').map((code) => code.trim());
  return codes.map((code, index) => {
    if (!code) throw new Error(`"${setting}" has an empty language code (supported: ${supported})`);
    const language = languageOf(code);
    if (!language) throw new Error(`"${setting}": ${code} is not a language the product supports (supported: ${supported})`);
    if (codes.indexOf(code) !== index) throw new Error(`"${setting}" names ${code} twice`);
    return language;
  });
}

let served: { setting: string | undefined; languages: readonly Language[] } | undefined;

/**
 * The languages this site serves, the default first: `SITE_LANGUAGES` as the server read it.
 * The server checks the setting when it starts (lib/config.ts); client components get the list
 * from the server, since the browser has no such setting.
 */
export function siteLanguages(): readonly Language[] {
  if (typeof window !== 'undefined') throw new Error("The site's languages are read on the server; pass them to client components");
  const setting = process.env.SITE_LANGUAGES;
  if (!served || served.setting !== setting) served = { setting, languages: parseSiteLanguages(setting) };
  return served.languages;
}

export const siteLangCodes = (): LangCode[] => siteLanguages().map((language) => language.langCode);
export const siteUrlLocales = (): UrlLocale[] => siteLanguages().map((language) => language.urlLocale);
export const defaultLangCode = (): LangCode => siteLanguages()[0].langCode;
/** The language served without a prefix. */
export const defaultUrlLocale = (): UrlLocale => siteLanguages()[0].urlLocale;

export function isSiteLangCode(value: string): boolean {
  return siteLanguages().some((language) => language.langCode === value);
}

export function isSiteUrlLocale(value: string): boolean {
  return siteLanguages().some((language) => language.urlLocale === value);
}

const registered = <T>(found: T | undefined, value: string): T => {
  if (!found) throw new Error(`Unknown language: ${value}`);
  return found;
};

export function langOf(locale: UrlLocale): LangCode {
  return registered(languageAt(locale), locale).langCode;
}

export function localeOf(lang: LangCode): UrlLocale {
  return registered(languageOf(lang), lang).urlLocale;
}

export function htmlLangOf(locale: UrlLocale): string {
  return registered(languageAt(locale), locale).htmlLang;
}

/** The locale dates and numbers of a page in `locale` are written in. */
export function formatLocaleOf(locale: UrlLocale): string {
  return registered(languageAt(locale), locale).formatLocale;
}

/** Titles run together as the language of `htmlLang` lists them: `合伙人、争议解决主管`. */
export function listIn(htmlLang: string, items: readonly string[]): string {
  const language = supportedLanguages.find((entry) => entry.htmlLang === htmlLang);
  return items.join(language?.listSeparator ?? ', ');
}

/** Splits text into words, Chinese (which has no spaces between words) as well as spaced scripts. */
export const wordSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const rtlPrefixes = ['he', 'ar', 'fa', 'ku'];

/** The specification's rule: languages starting with he, ar, fa or ku read right to left. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return rtlPrefixes.some((prefix) => locale.toLowerCase().startsWith(prefix)) ? 'rtl' : 'ltr';
}
