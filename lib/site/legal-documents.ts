import { langOf, siteUrlLocales, type LangCode, type UrlLocale } from '@/i18n/locales';
import { cacheTags } from '@/lib/cache/tags';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { getDb } from '@/lib/db/client';
import { getPublishedLegalDocument } from '@/lib/services/legal-documents';
import { cachedRead } from '@/lib/cache/data-cache';
import { sitePaths, type LegalDocumentName } from './paths';

export interface LegalDocumentPage {
  name: LegalDocumentName;
  title: string;
  /** Sanitised rich text. */
  content: string;
  updateTime: string;
}

/** The privacy policy or the terms and conditions in a language; null when not written or not published. */
export const legalDocument = cachedRead(
  'legal-document',
  [cacheTags.legalDocuments],
  async (lang: LangCode, name: LegalDocumentName): Promise<LegalDocumentPage | null> => {
    const document = await getPublishedLegalDocument(getDb(), name, lang);
    if (!document) return null;
    return { name, title: document.title, content: sanitizeRichText(document.content), updateTime: document.updateTime };
  },
);

/** The document's page in each language it is written in, with its last change. */
export async function legalDocumentVersions(
  name: LegalDocumentName,
): Promise<{ paths: Partial<Record<UrlLocale, string>>; updateTime?: string }> {
  const locales = siteUrlLocales();
  const documents = await Promise.all(locales.map((locale) => legalDocument(langOf(locale), name)));
  const written = locales.filter((_, index) => documents[index]);
  return {
    paths: Object.fromEntries(written.map((locale) => [locale, sitePaths.doc(name)])),
    updateTime: documents.reduce<string | undefined>(
      (latest, document) => (document && (!latest || document.updateTime > latest) ? document.updateTime : latest),
      undefined,
    ),
  };
}
