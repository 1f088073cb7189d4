import type { LangCode } from '@/i18n/locales';
import { cacheTags } from '@/lib/cache/tags';
import { cachedRead } from './cache';
import type { LegalDocumentName } from './paths';

export interface LegalDocumentPage {
  name: LegalDocumentName;
  title: string;
  /** Sanitised rich text. */
  content: string;
  updateTime: string;
}

/** The privacy policy or the terms and conditions in a language; null when not written yet. */
export const legalDocument = cachedRead(
  'legal-document',
  [cacheTags.legalDocuments],
  async (_lang: LangCode, _name: LegalDocumentName): Promise<LegalDocumentPage | null> => {
    return null;
  },
);
