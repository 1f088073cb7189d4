import { config } from '../config';
import { dataCacheLookups } from '../metrics/instruments';
import { onContentChanged } from './invalidation';
import { SizedLru } from './sized-lru';
import type { CacheTag } from './tags';

interface Entry {
  value: unknown;
  tags: readonly CacheTag[];
  expiresAt: number;
}

const lifetimeMs = config.pageCacheMs;

const entries = new SizedLru<Entry>(config.pageCacheBytes);
const pending = new Map<string, Promise<unknown>>();
// Counts invalidations per tag: a read that began before one of its tags changed is not kept.
const changes = new Map<CacheTag | 'all', number>();

const changeCount = (tags: readonly CacheTag[]) => tags.reduce((sum, tag) => sum + (changes.get(tag) ?? 0), changes.get('all') ?? 0);

onContentChanged(({ tags }) => {
  if (tags === 'all') {
    changes.set('all', (changes.get('all') ?? 0) + 1);
    entries.clear();
  } else {
    for (const tag of tags) changes.set(tag, (changes.get(tag) ?? 0) + 1);
    entries.deleteWhere((entry) => entry.tags.some((tag) => tags.includes(tag)));
  }
  pending.clear();
});

/**
 * A read of public data kept in memory under `name` and its arguments until a save changes one
 * of `tags` (invalidation.ts) or PAGE_CACHE_SECONDS pass, the lifetime of the page cache above it.
 * Callers that ask together share one read. Results are shared: callers must not change them.
 */
export function cachedRead<Args extends unknown[], Result>(
  name: string,
  tags: readonly CacheTag[],
  read: (...args: Args) => Promise<Result>,
): (...args: Args) => Promise<Result> {
  return (...args) => {
    const key = `${name}\n${JSON.stringify(args)}`;
    const held = entries.get(key);
    if (held && Date.now() < held.expiresAt) {
      dataCacheLookups.inc({ result: 'hit' });
      return Promise.resolve(held.value as Result);
    }
    const inFlight = pending.get(key);
    dataCacheLookups.inc({ result: inFlight ? 'shared' : 'miss' });
    if (inFlight) return inFlight as Promise<Result>;
    const before = changeCount(tags);
    const reading = read(...args).then(
      (value) => {
        if (pending.get(key) === reading) pending.delete(key);
        if (changeCount(tags) === before) {
          entries.set(key, { value, tags, expiresAt: Date.now() + lifetimeMs }, JSON.stringify(value)?.length ?? 0);
        }
        return value;
      },
      (error: unknown) => {
        if (pending.get(key) === reading) pending.delete(key);
        throw error;
      },
    );
    pending.set(key, reading);
    return reading;
  };
}
