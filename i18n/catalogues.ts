import type { Messages } from 'next-intl';
import type { UrlLocale } from './locales';

/**
 * The words of a language, by its URL prefix: its catalogue `messages/<urlLocale>.json`, so a
 * language of the registry (i18n/locales.ts) has one without a line here. Pages load theirs
 * through i18n/request.ts, server code outside a page (the e-mails) here; both the same way.
 * tests/unit/message-catalogues.test.ts fails for a language with no catalogue or a missing key.
 */
export async function catalogueOf(locale: UrlLocale): Promise<Messages> {
  const catalogue: { default: Messages } = await import(`../messages/${locale}.json`);
  return catalogue.default;
}
