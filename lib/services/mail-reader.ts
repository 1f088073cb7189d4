import { knownLangCode } from '../../i18n/locales';
import type { Db } from '../db/client';
import { mailWords } from '../mail/words';
import { findConfig } from '../repositories/portal-config';

/**
 * Who a mail in `lang` (a subscriber's or member of staff's, as stored) is written for: its words,
 * and the firm's name as the site configures it (else the catalogue's).
 */
export async function mailReader(db: Db, lang: string) {
  const reader = knownLangCode(lang);
  const { words, fallbackFirm } = await mailWords(reader);
  return { lang: reader, words, firm: (await findConfig(db, reader))?.name?.trim() || fallbackFirm };
}
