import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import type { LegalDocumentInput } from '../../validation/legal-document';
import type { WorkflowInput } from '../../validation/workflow';
import { listLegalDocuments, saveLegalDocuments } from '../legal-documents';
import { presentItems, saveThroughWorkflow } from './items';
import { editorialKinds } from './kinds';

const kind = editorialKinds.legal;
const sameDocument = (a: { name: string; lang: string }) => (b: { name: string; lang: string }) => a.name === b.name && a.lang === b.lang;

/** Every legal document version with its editorial state, for staff. */
export async function listLegalDocumentsForStaff(db: Db) {
  return presentItems(db, kind, await listLegalDocuments(db));
}

/** Saves document versions (found by name and language) through the workflow; answers every version after the save. */
export async function saveLegalDocumentVersions(db: Db, user: AdminProfile, items: (LegalDocumentInput & WorkflowInput)[]) {
  await saveThroughWorkflow(db, user, kind, {
    items,
    existingId: async (trx, item) => (await listLegalDocuments(trx)).find(sameDocument(item))?.id,
    save: async (trx, list) => {
      const saved = await saveLegalDocuments(trx, user, list);
      return list.map((item) => saved.find(sameDocument(item))!);
    },
  });
  return listLegalDocumentsForStaff(db);
}
