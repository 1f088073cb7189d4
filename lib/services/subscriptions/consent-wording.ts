import { knownLangCode } from '../../../i18n/locales';
import { mailWords } from '../../mail/words';

/**
 * Where each version of the consent sentence (`consentVersion`, lib/validation/subscription.ts)
 * is written: its key in the catalogues' `Alerts`. A new wording gets a key of its own beside the
 * old, so each consent record still shows the words its reader agreed to.
 */
const sentenceOf = { '2026-11-28': 'consent' } as const satisfies Record<string, 'consent'>;

/** The consent sentence of `version` as a reader of `lang` read it (its link as plain words); null for an unknown version. */
export async function consentSentence(version: string | null, lang: string): Promise<string | null> {
  const key = version ? sentenceOf[version as keyof typeof sentenceOf] : undefined;
  if (!key) return null;
  const { words } = await mailWords(knownLangCode(lang));
  return words.markup(key, { link: (chunks) => chunks });
}
