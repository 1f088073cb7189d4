import type { Db } from '../../db/client';
import { subscribersWaitingForDigest, takeDigestItems } from '../../repositories/alert-items';
import { enqueueMail } from '../../repositories/outbound-mail';
import { findSubscriber } from '../../repositories/subscribers';

const HOUR_MS = 60 * 60 * 1000;
// Mondays at 09:00 in Singapore, which is UTC+8 all year: Mondays at 01:00 UTC.
const DIGEST_HOUR_UTC = 1;

/** The latest Monday 09:00 Singapore time at or before `now`. */
export function lastDigestTime(now: Date): Date {
  const shifted = new Date(now.getTime() - DIGEST_HOUR_UTC * HOUR_MS);
  const daysSinceMonday = (shifted.getUTCDay() + 6) % 7;
  const monday = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate() - daysSinceMonday);
  return new Date(monday + DIGEST_HOUR_UTC * HOUR_MS);
}

class NothingToSend extends Error {}

/**
 * Queues one digest for each subscriber with items announced before the last Monday 09:00 and not
 * yet sent. The items are taken by a conditional update in the digest's transaction, so of
 * several instances only one queues it; one that stopped half-way leaves the rest for the next run.
 */
export async function queueDueDigests(db: Db, now = new Date()): Promise<number> {
  const before = lastDigestTime(now).toISOString();
  let queued = 0;
  for (const subscriberId of await subscribersWaitingForDigest(db, before)) {
    const done = await db
      .transaction()
      .execute(async (trx) => {
        const reader = await findSubscriber(trx, subscriberId);
        if (reader?.state !== 'active') {
          // Nobody to send to any more: the items are dropped (mail 0).
          await takeDigestItems(trx, subscriberId, before, 0);
          return false;
        }
        const { email, lang } = reader;
        const mailId = await enqueueMail(trx, { kind: 'digest', email, subscriberId, articleId: null, lang, payload: null });
        if ((await takeDigestItems(trx, subscriberId, before, mailId)).length === 0) throw new NothingToSend();
        return true;
      })
      .catch((error: unknown) => {
        if (error instanceof NothingToSend) return false;
        throw error;
      });
    if (done) queued++;
  }
  return queued;
}
