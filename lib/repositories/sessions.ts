import type { Db } from '../db/client';
import { nowIso } from '../time';

export async function insertSession(db: Db, tokenHash: string, userId: number, expiresAt: string): Promise<void> {
  await db.insertInto('adminSession').values({ tokenHash, userId, createTime: nowIso(), expiresAt }).execute();
}

/** The live session's user for a token hash; expired sessions are not returned. */
export function findLiveSession(db: Db, tokenHash: string) {
  return db
    .selectFrom('adminSession')
    .select(['userId', 'expiresAt'])
    .where('tokenHash', '=', tokenHash)
    .where('expiresAt', '>', nowIso())
    .executeTakeFirst();
}

export async function deleteSession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('adminSession').where('tokenHash', '=', tokenHash).execute();
}

export async function deleteUserSessions(db: Db, userId: number, exceptTokenHash?: string): Promise<void> {
  let query = db.deleteFrom('adminSession').where('userId', '=', userId);
  if (exceptTokenHash) query = query.where('tokenHash', '!=', exceptTokenHash);
  await query.execute();
}

export async function deleteExpiredSessions(db: Db): Promise<void> {
  await db.deleteFrom('adminSession').where('expiresAt', '<=', nowIso()).execute();
}
