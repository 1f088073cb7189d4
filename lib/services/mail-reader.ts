import type { Db } from '../db/client';
import { mailWords } from '../mail/words';
import { findConfig } from '../repositories/portal-config';

/** Who a mail in `lang` is written for: its words, and the firm's name as the site configures it (else the catalogue's). */
export async function mailReader(db: Db, lang: string) {
  const { words, fallbackFirm } = mailWords(lang);
  return { lang, words, firm: (await findConfig(db, lang))?.name?.trim() || fallbackFirm };
}
