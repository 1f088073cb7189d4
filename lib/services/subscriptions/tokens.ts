import type { Db } from '../../db/client';
import { sign, signatureMatches, signingKey } from '../link-signing';

const KEY = 'subscriptionLinkKey';
/** An unconfirmed request expires after 7 days. */
export const CONFIRM_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;

// `c` confirms request `id` until `expires`; `p` opens subscriber `id`'s preferences (and unsubscribes).
// Parts are joined without dots: a path with a dot is taken for a file and skips the locale proxy.
type Token = { kind: 'confirm'; id: number } | { kind: 'preferences'; id: number };

async function signed(db: Db, parts: (string | number)[]): Promise<string> {
  return [...parts, sign(await signingKey(db, KEY), parts.join('.'))].join('_');
}

export function confirmToken(db: Db, requestId: number, createTime: string): Promise<string> {
  return signed(db, ['c', requestId, (Date.parse(createTime) + CONFIRM_LIFETIME_MS).toString(36)]);
}

export function preferencesToken(db: Db, subscriberId: number): Promise<string> {
  return signed(db, ['p', subscriberId]);
}

/** What a token opens, or undefined when it is malformed, tampered with or expired. */
export async function readToken(db: Db, token: string, now = Date.now()): Promise<Token | undefined> {
  const match = /^(?:(c)_(\d{1,10})_([0-9a-z]{1,12})|(p)_(\d{1,10}))_([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const [, c, requestId, expires, p, subscriberId, signature] = match;
  const parts = c ? [c, requestId, expires] : [p, subscriberId];
  if (!signatureMatches(await signingKey(db, KEY), parts.join('.'), signature)) return undefined;
  if (c) return parseInt(expires, 36) < now ? undefined : { kind: 'confirm', id: Number(requestId) };
  return { kind: 'preferences', id: Number(subscriberId) };
}
