// How the Next.js cache handler (cache-handler.mjs) tells the page cache in front of Next.js
// (server/page-cache.mjs) that rendered pages may be stale. In one process: a listener on the
// process (the two files may be loaded as separate module instances). Between instances: a
// Redis channel, published after the tag times are written.

const listeners = (globalThis[Symbol.for('lawfirm.page-invalidation')] ??= new Set());

/** Prefix of every Redis key and channel of the cache, so several sites can share one Redis. */
export const cachePrefix = process.env.CACHE_PREFIX || 'lawfirm';
export const invalidationChannel = `${cachePrefix}:pages-invalidated`;

export function onPagesInvalidated(listener) {
  listeners.add(listener);
}

export function pagesInvalidated() {
  for (const listener of listeners) listener();
}
