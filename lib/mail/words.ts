import type { Messages } from 'next-intl';
import { catalogueOf } from '../../i18n/catalogues';
import { localeOf } from '../../i18n/locales';
import { fillTemplate } from '../fill-template';
import type { MessageParams } from '../errors';

type AlertWord = keyof Messages['Alerts'];

/**
 * The words of the alert e-mails in `lang` (messages: `Alerts`; they name values as `{firm}` and
 * use no other message syntax), and the firm's name for when the site configuration has none.
 */
export function mailWords(lang: string) {
  const messages = catalogueOf(localeOf(lang));
  const words = (key: AlertWord, params: MessageParams = {}) => fillTemplate(messages.Alerts[key], params);
  return { words, fallbackFirm: messages.Site.fallbackName };
}

export type MailWords = ReturnType<typeof mailWords>['words'];
