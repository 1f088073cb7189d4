import type { Db } from '../db/client';
import { nowIso } from '../time';

export interface NewSession {
  tokenHash: string;
  id: string;
  userId: number;
  userAgent: string | null;
  address: string | null;
  expiresAt: string;
}

export async function insertSession(db: Db, session: NewSession): Promise<void> {
  const now = nowIso();
  await db
    .insertInto('adminSession')
    .values({ ...session, createTime: now, lastUsedAt: now })
    .execute();
}

export async function markSessionUsed(db: Db, tokenHash: string, address: string): Promise<void> {
  await db.updateTable('adminSession').set({ lastUsedAt: nowIso(), address }).where('tokenHash', '=', tokenHash).execute();
}

/** A user's live sessions, the most recently used first. */
export function listLiveSessions(db: Db, userId: number) {
  return db
    .selectFrom('adminSession')
    .select(['id', 'tokenHash', 'userAgent', 'address', 'createTime', 'lastUsedAt'])
    .where('userId', '=', userId)
    .where('expiresAt', '>', nowIso())
    .orderBy('lastUsedAt', 'desc')
    .execute();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('adminSession').where('tokenHash', '=', tokenHash).execute();
}

/** Deletes one of a user's sessions by its public id; false when the user has no such session. */
export async function deleteUserSessionById(db: Db, userId: number, id: string): Promise<boolean> {
  const result = await db.deleteFrom('adminSession').where('userId', '=', userId).where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('adminSession').where('userId', '=', userId);
  if (exceptTokenHash) query = query.where('tokenHash', '!=', exceptTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('adminSession').where('expiresAt', '<=', nowIso()).execute();
}
