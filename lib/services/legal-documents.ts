import { cacheTags } from '../cache/tags';
import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as documents from '../repositories/legal-documents';
import { nowIso } from '../time';
import { legalDocumentNames, type LegalDocumentInput } from '../validation/legal-document';
import { audit } from './audit';
import { writeContent } from './content-writes';

/** The privacy policy (`privacy`) or the terms (`term-condition`) in one language; undefined when unknown or unsaved. */
export async function getLegalDocument(db: Db, name: string, lang: string) {
  if (!(legalDocumentNames as readonly string[]).includes(name)) return undefined;
  return documents.findDocument(db, name, lang);
}

/** Every document in every language, for the admin. */
export function listLegalDocuments(db: Db) {
  return documents.listDocuments(db);
}

/** Saves each document version (inserted or replaced by name and language), all or nothing. */
export function saveLegalDocuments(db: Db, user: AdminProfile, items: LegalDocumentInput[]) {
  const keys = items.map((item) => `${item.name}/${item.lang}`);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new InvalidInputError('name', '{document} appears twice', { document: repeated });
  return writeContent(db, [cacheTags.legalDocuments], async (trx) => {
    for (const item of items) {
      const content = sanitizeRichText(item.content);
      if (!content.trim())
        throw new InvalidInputError('content', '{field} of {name}/{lang} is empty once unsafe markup is removed', {
          name: item.name,
          lang: item.lang,
        });
      await documents.upsertDocument(trx, { ...item, content, updateTime: nowIso() });
      await audit(trx, user, 'update', 'legalDocument', `${item.name}/${item.lang}`);
    }
    return documents.listDocuments(trx);
  });
}
