/**
 * A per-client limit counted in this process's memory, for calls too frequent to count in the
 * database (lib/services/rate-limit.ts writes a row per attempt). The window is fixed: every
 * count starts again when it ends, so memory holds the clients of one window at most, and no
 * more than `maxClients` of them (a client beyond that is refused until the window ends).
 * With several instances, each counts its own share of a client's calls.
 */
export function windowLimit({ limit, windowSeconds, maxClients }: { limit: number; windowSeconds: number; maxClients: number }) {
  let windowStart = Date.now();
  let counts = new Map<string, number>();
  /** Counts a call of the client; true when it is over the limit. */
  return function over(client: string): boolean {
    const now = Date.now();
    if (now - windowStart >= windowSeconds * 1000) {
      counts = new Map();
      windowStart = now;
    }
    const count = counts.get(client) ?? 0;
    if (count === 0 && counts.size >= maxClients) return true;
    counts.set(client, Math.min(count + 1, limit + 1));
    return count + 1 > limit;
  };
}
