import { knownLangCode } from '../../i18n/locales';
import type { Db } from '../db/client';
import { mailWords } from '../mail/words';
import { findConfig } from '../repositories/portal-config';

/**
 * Who a mail in `lang` (a subscriber's or member of staff's, as stored) is written for: its words,
 * and the firm as the site configures it in that language: its name (else the catalogue's), logo
 * and postal address.
 */
export async function mailReader(db: Db, lang: string) {
  const reader = knownLangCode(lang);
  const { words, fallbackFirm } = await mailWords(reader);
  const config = await findConfig(db, reader);
  return {
    lang: reader,
    words,
    firm: config?.name?.trim() || fallbackFirm,
    logo: config?.iconUrl || null,
    address: config?.address?.trim() || null,
  };
}
