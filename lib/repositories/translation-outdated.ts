import type { Updateable } from 'kysely';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';

/** Changes the recorded source of version `itemId` of `entity` (a row already there). */
export async function updateTranslationSource(
  db: Db,
  entity: string,
  itemId: number,
  changes: Pick<Updateable<Database['translationSource']>, 'sourceRevisionId' | 'textHash' | 'liveTextHash' | 'updateTime'>,
): Promise<void> {
  await db.updateTable('translationSource').set(changes).where('entity', '=', entity).where('itemId', '=', itemId).execute();
}
