import type { Db } from '../db/client';
import { isoSecondsAgo, nowIso } from '../time';

export async function countHits(db: Db, scope: string, key: string, windowSeconds: number): Promise<number> {
  const row = await db
    .selectFrom('rateLimitHit')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('createTime', '>', isoSecondsAgo(windowSeconds))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function addHit(db: Db, scope: string, key: string): Promise<number> {
  const row = await db.insertInto('rateLimitHit').values({ scope, key, createTime: nowIso() }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function deleteHit(db: Db, id: number): Promise<void> {
  await db.deleteFrom('rateLimitHit').where('id', '=', id).execute();
}

export async function clearHits(db: Db, scope: string, key: string): Promise<void> {
  await db.deleteFrom('rateLimitHit').where('scope', '=', scope).where('key', '=', key).execute();
}

export async function deleteHitsOlderThan(db: Db, scope: string, seconds: number): Promise<void> {
  await db.deleteFrom('rateLimitHit').where('scope', '=', scope).where('createTime', '<=', isoSecondsAgo(seconds)).execute();
}
