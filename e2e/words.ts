import { htmlLangOf, nameIn, shortNameOf, type UrlLocale } from '../i18n/locales';
import { accountText } from '../lib/admin/i18n/account';
import { articlesText } from '../lib/admin/i18n/articles';
import { bannerText } from '../lib/admin/i18n/banner';
import { commonText } from '../lib/admin/i18n/common';
import { historyText } from '../lib/admin/i18n/history';
import { jobsText } from '../lib/admin/i18n/jobs';
import type { AdminLocale } from '../lib/admin/i18n/locale';
import { languageConfigText } from '../lib/admin/i18n/language-config';
import { versionsText } from '../lib/admin/i18n/language-versions';
import { linksText } from '../lib/admin/i18n/links';
import { listsText } from '../lib/admin/i18n/lists';
import { messagesText } from '../lib/admin/i18n/messages';
import { peopleText } from '../lib/admin/i18n/people';
import { practiceAreaText } from '../lib/admin/i18n/practice-areas';
import { shellText } from '../lib/admin/i18n/shell';
import { siteText } from '../lib/admin/i18n/site';
import { staffText } from '../lib/admin/i18n/staff';
import { subscribersText } from '../lib/admin/i18n/subscribers';
import { translationsText } from '../lib/admin/i18n/translations';
import { vitalsText } from '../lib/admin/i18n/vitals';
import { workflowText } from '../lib/admin/i18n/workflow';
import { adminKinds } from '../lib/admin/kinds';
import { renderMessage } from '../lib/api/messages/render';
import { createTranslator } from 'next-intl';
import { fillTemplate } from '../lib/fill-template';
import arCatalogue from '../messages/ar.json';
import enCatalogue from '../messages/en.json';
import msCatalogue from '../messages/ms.json';
import zhHkCatalogue from '../messages/zh-hk.json';
import zhCatalogue from '../messages/zh.json';

/**
 * The words the specs click and read, from where the app takes them: the back office's from its
 * dictionaries (lib/admin/i18n), the site's from its catalogues (messages/), the API's messages
 * as the server renders them. A spec that reads them here keeps passing when a label is reworded.
 */
const dictionaries = {
  account: accountText,
  articles: articlesText,
  banner: bannerText,
  common: commonText,
  history: historyText,
  jobs: jobsText,
  languageConfig: languageConfigText,
  versions: versionsText,
  links: linksText,
  lists: listsText,
  messages: messagesText,
  people: peopleText,
  practiceAreas: practiceAreaText,
  shell: shellText,
  site: siteText,
  staff: staffText,
  subscribers: subscribersText,
  translations: translationsText,
  vitals: vitalsText,
  workflow: workflowText,
};

export type { AdminLocale };

type Dictionaries = typeof dictionaries;
export type AdminWords = { [Section in keyof Dictionaries]: Dictionaries[Section]['zh'] };

function wordsIn(locale: AdminLocale): AdminWords {
  return Object.fromEntries(Object.entries(dictionaries).map(([section, dictionary]) => [section, dictionary[locale]])) as AdminWords;
}

/** The back office's words in each of its languages: `admin.zh.common.save` is 保存. */
export const admin: Record<AdminLocale, AdminWords> = { zh: wordsIn('zh'), en: wordsIn('en') };

/** The validation message of a required field (lib/admin/i18n/locale.ts configures zod with it). */
export const requiredText: Record<AdminLocale, string> = { zh: '此项为必填项', en: 'This field is required' };

/** The site's catalogues, by URL prefix: `site.en.Navigation.people`. */
export const site = { en: enCatalogue, zh: zhCatalogue, 'zh-hk': zhHkCatalogue, ms: msCatalogue, ar: arCatalogue };

/** Fills `{name}` placeholders as the app does: fill(admin.zh.common.total, { total: 3 }). */
export const fill = fillTemplate;

/** A language's name in a reader's language (英文, Simplified Chinese; in itself, English), as the back office and the language menu write it. */
export const languageName = (langCode: string, reader: UrlLocale): string => nameIn(langCode, reader) ?? langCode;

/** The back office's language switch's name for a language: 中文, English. */
export const switchName = (locale: AdminLocale): string => shortNameOf(locale);

/** An API message as the server says it in a back-office language (the English template is its key). */
export const apiMessage = (template: string, locale: AdminLocale, params?: Record<string, string | number>): string =>
  renderMessage({ template, params }, locale);

/** A text as a RegExp matches it, character for character. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the whole of a text, exactly. */
export const exactly = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}$`);

/** Matches a text that starts with `text`. */
export const startingWith = (text: string): RegExp => new RegExp(`^${escapeRegExp(text)}`);

/**
 * Matches a template with any value in each placeholder: `共 {total} 条` matches 共 3 条. With
 * `whole`, the text must be all of it.
 */
export function templatePattern(template: string, whole = false): RegExp {
  const source = template
    .split(/\{\w+\}/)
    .map(escapeRegExp)
    .join('.+?');
  return new RegExp(whole ? `^${source}$` : source);
}

/** A back-office template about a language version, filled with the language's name: 添加简体中文版本. */
export const forLang = (template: string, langCode: string, locale: AdminLocale): string =>
  fill(template, { lang: languageName(langCode, locale) });

/** What the back office calls a kind of content (新闻, News), as its lists and filters name it. */
export const kindLabel = (kind: keyof typeof adminKinds, locale: AdminLocale): string => adminKinds[kind].label[locale];

/**
 * The tag of an item shown in another language than the list's (components/site/original-language-tag.tsx):
 * that language's name in the reader's, as the browser's Intl names it, Chinese by its script.
 */
export function originalLanguageTag(htmlLang: string, readerUrlLocale: UrlLocale): string {
  const script: Record<string, string> = { 'zh-CN': 'zh-Hans', 'zh-HK': 'zh-Hant' };
  const reader = htmlLangOf(readerUrlLocale);
  return new Intl.DisplayNames([reader], { type: 'language' }).of(script[htmlLang] ?? htmlLang) ?? htmlLang;
}

type SiteLocale = keyof typeof site;
type Translate = (key: string, values?: Record<string, string | number>) => string;

/**
 * A site message as the site words it, ICU numbers and plurals included (next-intl's own
 * formatter): siteMessage('en', 'Search.manyResultsFor', { total: 200, q: 'wombat' }).
 */
export function siteMessage(locale: SiteLocale, key: string, values?: Record<string, string | number>): string {
  const translate = createTranslator({ locale, messages: site[locale] as never }) as unknown as Translate;
  return translate(key, values);
}
