/**
 * The one place that knows every language the product supports, and every spelling of each: the
 * API/database code (`en_US`), the URL segment (`en`), the HTML `lang`, its name in itself, and
 * how search and dates treat it. `SITE_LANGUAGES` chooses which of them a site serves; nothing
 * else in the code names a language (tests/unit/language-literals.test.ts keeps it so).
 */
/** What the registry says of each language; `Language` is the same with its codes typed. */
interface LanguageEntry {
  /** The API's and the database's code, as the contract writes it: `en_US`. */
  langCode: string;
  /** The URL prefix, lower-case BCP 47: `zh-hk`; its catalogue is `messages/<urlLocale>.json`. */
  urlLocale: string;
  htmlLang: string;
  /** Its name in itself. */
  langName: string;
  /** Its name in itself where its variety goes without saying: the back office's switch offers one Chinese, `中文`. */
  shortName?: string;
  /**
   * Its name in other languages, by their URL prefix: `{ zh: '繁体中文', en: 'Traditional Chinese' }`
   * (the back office names content languages in its own two; `nameIn`). In itself it is named by
   * `langName`; in a language named nowhere here, by the browser (`Intl.DisplayNames`).
   */
  names: Readonly<Record<string, string>>;
  /** Whether search reduces English plurals and possessives to the word (`arbitrations` → `arbitration`). */
  foldsEnglishPlurals: boolean;
  /** The locale its dates and numbers are written in. */
  formatLocale: string;
  /** How many characters a page's description takes: fewer in scripts that say more per character. */
  descriptionLength: number;
  /** What runs a list of titles together in a sentence: `、` in Chinese, `، ` in Arabic. */
  listSeparator: string;
}

const supportedLanguages = [
  {
    langCode: 'en_US',
    urlLocale: 'en',
    htmlLang: 'en',
    langName: 'English',
    names: { zh: '英文' },
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
    shortName: '中文',
    names: { en: 'Simplified Chinese' },
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
    names: { zh: '繁体中文', en: 'Traditional Chinese' },
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
    names: { zh: '马来文', en: 'Malay' },
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
    names: { zh: '阿拉伯文', en: 'Arabic' },
    foldsEnglishPlurals: false,
    formatLocale: 'ar-AE',
    listSeparator: '، ',
    descriptionLength: 160,
  },
] as const satisfies readonly LanguageEntry[];

/** A language's API code (`en_US`): a union of the registry's, so a code it lacks does not compile. */
export type LangCode = (typeof supportedLanguages)[number]['langCode'];
/** A language's URL prefix (`zh-hk`), one of the registry's. */
export type UrlLocale = (typeof supportedLanguages)[number]['urlLocale'];

/** A language the product can serve. */
export interface Language extends LanguageEntry {
  langCode: LangCode;
  urlLocale: UrlLocale;
}

const registry: readonly Language[] = supportedLanguages;

/** What a site serves when `SITE_LANGUAGES` is unset. */
export const defaultSiteLanguages = 'en_US,zh_CN';

/** Every language the product supports, whether or not this site serves it. */
export const supportedLangCodes = (): LangCode[] => registry.map((language) => language.langCode);

/** The registry's entry for an API code; undefined for a code the product does not know. */
export function languageOf(langCode: string): Language | undefined {
  return registry.find((language) => language.langCode === langCode);
}

/** The registry's entry for a URL prefix, served or not (a path's first segment may be one). */
export function languageAt(urlLocale: string): Language | undefined {
  return registry.find((language) => language.urlLocale === urlLocale);
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

/** Whether `value` (read from an address, a form or storage) is one of `codes`; narrows it to their type. */
export function isOneOf<Code extends string>(codes: readonly Code[], value: string | null | undefined): value is Code {
  return codes.some((code) => code === value);
}

/** Whether the product knows `value` as an API code: where a code comes in from outside, this narrows it. */
export function isLangCode(value: string): value is LangCode {
  return languageOf(value) !== undefined;
}

export function isSiteLangCode(value: string): value is LangCode {
  return siteLanguages().some((language) => language.langCode === value);
}

export function isSiteUrlLocale(value: string): value is UrlLocale {
  return siteLanguages().some((language) => language.urlLocale === value);
}

const registered = <T>(found: T | undefined, value: string): T => {
  if (!found) throw new Error(`Unknown language: ${value}`);
  return found;
};

/**
 * The registry's code for `value`, a code read back from storage (the database): it was a valid
 * one when written. Throws for one the registry lacks (a language since taken out of the product).
 */
export function knownLangCode(value: string): LangCode {
  return registered(languageOf(value), value).langCode;
}

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

/**
 * A language's name in the language of `reader` (the back office's: 英文 for `en_US` in `zh`): its
 * own name in itself, else the registry's `names`, else the browser's; undefined for a code the
 * registry lacks.
 */
export function nameIn(langCode: string, reader: UrlLocale): string | undefined {
  const language = languageOf(langCode);
  if (!language || language.urlLocale === reader) return language?.langName;
  return (
    language.names[reader] ?? new Intl.DisplayNames([htmlLangOf(reader)], { type: 'language' }).of(language.htmlLang) ?? language.langName
  );
}

/** The name the back office's language switch gives a language: its own, short (`中文`, `English`). */
export function shortNameOf(locale: UrlLocale): string {
  const language = registered(languageAt(locale), locale);
  return language.shortName ?? language.langName;
}

/** Titles run together as the language of `htmlLang` lists them: `合伙人、争议解决主管`. */
export function listIn(htmlLang: string, items: readonly string[]): string {
  const language = registry.find((entry) => entry.htmlLang === htmlLang);
  return items.join(language?.listSeparator ?? ', ');
}

/** Splits text into words, Chinese (which has no spaces between words) as well as spaced scripts. */
export const wordSegmenter = new Intl.Segmenter('zh', { granularity: 'word' });

const rtlPrefixes = ['he', 'ar', 'fa', 'ku'];

/** The specification's rule: languages starting with he, ar, fa or ku read right to left. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  return rtlPrefixes.some((prefix) => locale.toLowerCase().startsWith(prefix)) ? 'rtl' : 'ltr';
}
