import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { GlossaryTermTable } from '../db/tables/glossary';

export type GlossaryTermRow = Selectable<GlossaryTermTable>;

/** Every term, in alphabetical order of its key. */
export async function allTerms(db: Db): Promise<GlossaryTermRow[]> {
  return db.selectFrom('glossaryTerm').selectAll().orderBy('termKey').orderBy('id').execute();
}

export async function termById(db: Db, id: number): Promise<GlossaryTermRow | undefined> {
  return db.selectFrom('glossaryTerm').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function termByKey(db: Db, termKey: string): Promise<GlossaryTermRow | undefined> {
  return db.selectFrom('glossaryTerm').selectAll().where('termKey', '=', termKey).executeTakeFirst();
}

export async function insertTerm(db: Db, row: Insertable<GlossaryTermTable>): Promise<number> {
  const { id } = await db.insertInto('glossaryTerm').values(row).returning('id').executeTakeFirstOrThrow();
  return id;
}

export async function updateTerm(db: Db, id: number, changes: Updateable<GlossaryTermTable>): Promise<void> {
  await db.updateTable('glossaryTerm').set(changes).where('id', '=', id).execute();
}

/** Whether term `id` was there to delete. */
export async function deleteTerm(db: Db, id: number): Promise<boolean> {
  const result = await db.deleteFrom('glossaryTerm').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
