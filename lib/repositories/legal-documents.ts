import type { Insertable } from 'kysely';
import type { Db } from '../db/client';
import type { LegalDocumentTable } from '../db/tables/content';

const columns = ['id', 'name', 'lang', 'title', 'content', 'updateTime'] as const;

/** Every document in every language; with `status`, only those in that editorial status. */
export function listDocuments(db: Db, status?: string) {
  let query = db.selectFrom('legalDocument').select(columns);
  if (status) query = query.where('status', '=', status);
  return query.orderBy('name').orderBy('lang').execute();
}

/** Document `name` in `lang`; with `publishedOnly`, only when it is live for visitors. */
export function findDocument(db: Db, name: string, lang: string, { publishedOnly = false } = {}) {
  let query = db.selectFrom('legalDocument').select(columns).where('name', '=', name).where('lang', '=', lang);
  if (publishedOnly) query = query.where('published', '=', 1);
  return query.executeTakeFirst();
}

export function findDocumentById(db: Db, id: number) {
  return db.selectFrom('legalDocument').select(columns).where('id', '=', id).executeTakeFirst();
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
