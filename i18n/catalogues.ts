import type { Messages } from 'next-intl';
import ar from '../messages/ar.json';
import en from '../messages/en.json';
import ms from '../messages/ms.json';
import zhHk from '../messages/zh-hk.json';
import zh from '../messages/zh.json';
import type { UrlLocale } from './locales';

// For server code outside a page (the alert e-mails); pages load their one catalogue through i18n/request.ts.
const catalogues: Record<UrlLocale, Messages> = { en, zh, 'zh-hk': zhHk, ms, ar };

/** The words of a language, by its URL prefix. */
export const catalogueOf = (locale: UrlLocale): Messages => catalogues[locale];
