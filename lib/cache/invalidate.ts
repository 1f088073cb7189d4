import { revalidateTag } from 'next/cache';
import type { CacheTag } from './tags';

/**
 * Marks cached public data stale after an admin save, so the next visitor sees the change.
 * Outside a Next.js request (scripts, tests) there is no page cache and nothing to do.
 */
export function contentChanged(...tags: CacheTag[]): void {
  for (const tag of tags) {
    try {
      revalidateTag(tag, { expire: 0 });
    } catch {
      // Not inside a Next.js server: no cache exists to invalidate.
    }
  }
}
