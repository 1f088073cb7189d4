import { log } from '../log';
import { processBridge } from '../process-bridge';

interface WindowRule {
  /** Names the count on the Redis the instances share. */
  scope: string;
  limit: number;
  windowSeconds: number;
  maxClients: number;
}

/**
 * A per-client limit for calls too frequent to count in the database (lib/services/rate-limit.ts
 * writes a row per attempt). The window is fixed: every count starts again when it ends. With
 * REDIS_URL the instances count together on Redis, in windows aligned to the clock; without it,
 * or while Redis does not answer, each counts in its own memory, which holds the clients of one
 * window at most and no more than `maxClients` of them (a client beyond that is refused until
 * the window ends).
 */
export function windowLimit({ scope, limit, windowSeconds, maxClients }: WindowRule) {
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  function overHere(client: string): boolean {
    const now = Date.now();
    if (now - windowStart >= windowSeconds * 1000) {
      counts = new Map();
      windowStart = now;
    }
    const count = counts.get(client) ?? 0;
    if (count === 0 && counts.size >= maxClients) return true;
    counts.set(client, Math.min(count + 1, limit + 1));
    return count + 1 > limit;
  }

  /** Counts a call of the client; true when it is over the limit. */
  return async function over(client: string): Promise<boolean> {
    const shared = processBridge.sharedCount;
    if (!shared) return overHere(client);
    const window = Math.floor(Date.now() / (windowSeconds * 1000));
    try {
      return (await shared(`limit:${scope}:${window}:${client}`, windowSeconds)) > limit;
    } catch (err) {
      log.warn({ err, scope }, 'a shared limit could not be counted on Redis; counting here');
      return overHere(client);
    }
  };
}
