import type { Db } from '../db/client';
import * as hits from '../repositories/rate-limits';

/**
 * Windowed counters kept in the database, so every instance of the site counts the same
 * events. `isOver` reads; `record` counts one more event.
 */
export interface RateRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export const loginRule: RateRule = { scope: 'login-failure', limit: 5, windowSeconds: 15 * 60 };
export const contactRule: RateRule = { scope: 'contact', limit: 5, windowSeconds: 10 * 60 };

export async function isOver(db: Db, rule: RateRule, key: string): Promise<boolean> {
  return (await hits.countHits(db, rule.scope, key, rule.windowSeconds)) >= rule.limit;
}

export async function record(db: Db, rule: RateRule, key: string): Promise<void> {
  await hits.addHit(db, rule.scope, key);
}

/**
 * Counts an attempt before it is made, and tells whether it is one too many. Counting first
 * holds the limit against a burst sent at once: each attempt sees every one before it.
 * `withdraw` takes the attempt back (it succeeded, or it was refused without being made).
 */
export async function countAttempt(db: Db, rule: RateRule, key: string): Promise<{ over: boolean; withdraw: () => Promise<void> }> {
  const id = await hits.addHit(db, rule.scope, key);
  const over = (await hits.countHits(db, rule.scope, key, rule.windowSeconds)) > rule.limit;
  return { over, withdraw: () => hits.deleteHit(db, id) };
}

export async function reset(db: Db, rule: RateRule, key: string): Promise<void> {
  await hits.clearHits(db, rule.scope, key);
}
