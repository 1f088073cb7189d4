import { unstable_cache } from 'next/cache';
import { ApiError } from '@/lib/api/errors';
import type { CacheTag } from '@/lib/cache/tags';

/**
 * A read of public data kept in Next.js's data cache under `name` and its arguments, until an
 * admin save invalidates one of `tags` (lib/cache/invalidate.ts). Pages built from cached
 * reads are themselves cached, and carry the same tags.
 * Results must be plain JSON: return null, not undefined, for "nothing".
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return unstable_cache(read, ['site', name], { tags: [...tags] });
}

/** A service read that answers "not found" with an ApiError, giving null instead. */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}
