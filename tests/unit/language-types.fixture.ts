/**
 * Compiled by the types check of `npm run lint` (tsconfig.json takes every .ts file), which
 * `npm test` counts as a test; never run. A language's codes are the registry's
 * (i18n/locales.ts), and next-intl's `Locale` is its URL prefixes (global.d.ts). Each
 * `@ts-expect-error` marks a line that must not compile: were a type to fall back to `string`
 * (or next-intl's `Locale` to `any`), the marked line would compile and tsc would report the
 * unused directive.
 */
import type { Locale } from 'next-intl';
import { localeOf, type LangCode, type UrlLocale } from '@/i18n/locales';

export const codes: LangCode[] = ['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE'];
// @ts-expect-error not a language of the registry
export const unknownCode: LangCode = 'en_GB';
// @ts-expect-error a URL prefix is not an API code
export const prefixForCode: LangCode = 'zh';

export const prefixes: UrlLocale[] = ['en', 'zh', 'zh-hk', 'ms', 'ar'];
// @ts-expect-error prefixes are lower-case
export const upperCasePrefix: UrlLocale = 'zh-HK';

export const nextIntlLocale: Locale = 'zh-hk';
// @ts-expect-error an API code is not a URL prefix
export const codeForLocale: Locale = 'zh_HK';
// @ts-expect-error an object is no locale (it was, while AppConfig named a routing that did not exist)
export const objectForLocale: Locale = { urlLocale: 'en' };

// @ts-expect-error a function of the registry's codes takes no other
export const unknownLocale = localeOf('fr_FR');

/** A table by language names every language: adding one to the registry fails where one is missing. */
export const everyLanguage: Record<LangCode, string> = { en_US: 'en', zh_CN: 'zh', zh_HK: 'zh-hk', ms_MY: 'ms', ar_AE: 'ar' };
// @ts-expect-error Arabic, Malay and Traditional Chinese are missing
export const someLanguages: Record<LangCode, string> = { en_US: 'en', zh_CN: 'zh' };
