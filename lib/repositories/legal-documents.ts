import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { LegalDocumentTable } from '../db/schema';

const columns = ['id', 'name', 'lang', 'title', 'content', 'updateTime'] as const;

export function listDocuments(db: Db) {
  return db.selectFrom('legalDocument').select(columns).orderBy('name').orderBy('lang').execute();
}

export function findDocument(db: Db, name: string, lang: string) {
  return db.selectFrom('legalDocument').select(columns).where('name', '=', name).where('lang', '=', lang).executeTakeFirst();
}

/** Inserts the document's version in its language, or replaces it. */
export async function upsertDocument(db: Db, row: Omit<Insertable<LegalDocumentTable>, 'id'>): Promise<void> {
  await db
    .insertInto('legalDocument')
    .values(row)
    .onConflict((conflict) =>
      conflict.columns(['name', 'lang']).doUpdateSet({ title: row.title, content: row.content, updateTime: row.updateTime }),
    )
    .execute();
}
