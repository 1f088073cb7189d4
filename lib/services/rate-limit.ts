import type { Db } from '../db/client';
import * as hits from '../repositories/rate-limits';

/**
 * Windowed counters kept in the database, so every instance of the site counts the same
 * events.
 */
export interface RateRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export const contactRule: RateRule = { scope: 'contact', limit: 5, windowSeconds: 10 * 60 };

/**
 * Counts an attempt before it is made, and tells whether it is one too many. Counting first
 * holds the limit against a burst sent at once: each attempt sees every one before it.
 * `withdraw` takes the attempt back (it succeeded, or it was refused without being made).
 * Attempts older than the window no longer count, and are deleted here so the table stays small.
 */
export async function countAttempt(db: Db, rule: RateRule, key: string): Promise<{ over: boolean; withdraw: () => Promise<void> }> {
  await hits.deleteHitsOlderThan(db, rule.scope, rule.windowSeconds);
  const id = await hits.addHit(db, rule.scope, key);
  const over = (await hits.countHits(db, rule.scope, key, rule.windowSeconds)) > rule.limit;
  return { over, withdraw: () => hits.deleteHit(db, id) };
}

/** `countAttempt` under several keys at once (an account and a client): over when any one is. */
export async function countAttempts(db: Db, rule: RateRule, keys: string[]): Promise<{ over: boolean; withdraw: () => Promise<void> }> {
  const attempts: Awaited<ReturnType<typeof countAttempt>>[] = [];
  for (const key of keys) attempts.push(await countAttempt(db, rule, key));
  return {
    over: attempts.some((attempt) => attempt.over),
    withdraw: async () => {
      for (const attempt of attempts) await attempt.withdraw();
    },
  };
}

export async function reset(db: Db, rule: RateRule, key: string): Promise<void> {
  await hits.clearHits(db, rule.scope, key);
}
