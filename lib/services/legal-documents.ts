import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as documents from '../repositories/legal-documents';
import { nowIso } from '../time';
import { legalDocumentNames, type LegalDocumentInput } from '../validation/legal-document';
import type { WorkflowStatus } from '../validation/workflow';
import { audit } from './audit';
import { writeContent } from './content-writes';
import { serverKinds } from './kinds';

const { tags, audit: entity } = serverKinds.legal;

/**
 * The privacy policy (`privacy`) or the terms (`term-condition`) in one language, for
 * visitors; undefined when unknown, unsaved or not published.
 */
export async function getPublishedLegalDocument(db: Db, name: string, lang: string) {
  if (!(legalDocumentNames as readonly string[]).includes(name)) return undefined;
  return documents.findDocument(db, name, lang, { publishedOnly: true });
}

/** One document version by id, for the editor; undefined when there is none. */
export function getLegalDocumentById(db: Db, id: number) {
  return documents.findDocumentById(db, id);
}

/** Every document in every language (or those in one editorial status), for the admin. */
export function listLegalDocuments(db: Db, status?: WorkflowStatus) {
  return documents.listDocuments(db, status);
}

/** Saves each document version (inserted or replaced by name and language), all or nothing. */
export function saveLegalDocuments(db: Db, user: AdminProfile, items: LegalDocumentInput[]) {
  const keys = items.map((item) => `${item.name}/${item.lang}`);
  const repeated = keys.find((key, index) => keys.indexOf(key) !== index);
  if (repeated) throw new InvalidInputError('name', '{document} appears twice', { document: repeated });
  return writeContent(db, tags, async (trx) => {
    for (const item of items) {
      const content = sanitizeRichText(item.content);
      if (!content.trim())
        throw new InvalidInputError('content', '{field} of {name}/{lang} is empty once unsafe markup is removed', {
          name: item.name,
          lang: item.lang,
        });
      await documents.upsertDocument(trx, { ...item, content, updateTime: nowIso() });
      await audit(trx, user, 'update', entity, `${item.name}/${item.lang}`);
    }
    return documents.listDocuments(trx);
  });
}
