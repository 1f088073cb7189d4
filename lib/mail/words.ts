import { createTranslator } from 'next-intl';
import { catalogueOf } from '../../i18n/catalogues';
import { localeOf, type LangCode } from '../../i18n/locales';

/**
 * The words of the e-mails in `lang` (messages: `Alerts`), formatted by next-intl from the same
 * ICU messages as the site's pages, and the firm's name for when the site configuration has none.
 */
export async function mailWords(lang: LangCode) {
  const locale = localeOf(lang);
  const messages = await catalogueOf(locale);
  return { words: createTranslator({ locale, messages, namespace: 'Alerts' }), fallbackFirm: messages.Site.fallbackName };
}

export type MailWords = Awaited<ReturnType<typeof mailWords>>['words'];
