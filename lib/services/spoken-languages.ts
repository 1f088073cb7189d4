import { cacheTags } from '../cache/tags';
import type { Db } from '../db/client';
import { labelService } from './jobs';

/** The languages a lawyer may speak, named per language and kept like job titles. */
export const spokenLanguages = labelService({
  table: 'spokenLanguage',
  title: 'Language spoken',
  tags: [cacheTags.spokenLanguages, cacheTags.lawyers],
  // A lawyer's search entry does not name the languages they speak.
  linkedLawyers: async () => [],
});

/** The languages spoken of one language, in staff order (the people filter's choices). */
export function listSpokenLanguages(db: Db, lang: string) {
  return spokenLanguages.list(db, lang);
}
