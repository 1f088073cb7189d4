import type { Insertable, Selectable } from 'kysely';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';

export type RevisionRow = Selectable<Database['revision']>;

const summaryColumns = [
  'id',
  'entity',
  'itemId',
  'lang',
  'version',
  'status',
  'publishAt',
  'unpublishAt',
  'title',
  'userId',
  'userName',
  'comment',
  'createTime',
  'restoredFrom',
  'bySchedule',
] as const;

export async function insertRevision(db: Db, revision: Insertable<Database['revision']>): Promise<number> {
  const row = await db.insertInto('revision').values(revision).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The revisions of one version, newest first, without their data. */
export function listRevisions(db: Db, entity: string, itemId: number) {
  return db
    .selectFrom('revision')
    .select(summaryColumns)
    .where('entity', '=', entity)
    .where('itemId', '=', itemId)
    .orderBy('id', 'desc')
    .execute();
}

/** The `count` revisions of the same version before `revision`, newest first, without their data. */
export function revisionsBefore(db: Db, revision: Pick<RevisionRow, 'entity' | 'itemId' | 'id'>, count: number) {
  return db
    .selectFrom('revision')
    .select(summaryColumns)
    .where('entity', '=', revision.entity)
    .where('itemId', '=', revision.itemId)
    .where('id', '<', revision.id)
    .orderBy('id', 'desc')
    .limit(count)
    .execute();
}

export function findRevision(db: Db, id: number): Promise<RevisionRow | undefined> {
  return db.selectFrom('revision').selectAll().where('id', '=', id).executeTakeFirst();
}

/** The data and schedule of several revisions by id. */
export async function revisionsById(db: Db, ids: number[]) {
  if (!ids.length) return new Map<number, Pick<RevisionRow, 'data' | 'publishAt' | 'unpublishAt'>>();
  const rows = await db.selectFrom('revision').select(['id', 'data', 'publishAt', 'unpublishAt']).where('id', 'in', ids).execute();
  return new Map(rows.map(({ id, ...revision }) => [id, revision]));
}
