// The Next.js cache of rendered pages and cached data (`cacheHandler` in next.config.ts).
// Every instance keeps the entries it uses in memory (bounded). With REDIS_URL, entries are
// also shared through Redis, and so is the time each tag was last invalidated: every read
// checks its tags there, so a save through any instance is seen by all of them at once.
// Plain JavaScript: Next.js loads this file as it is, outside the bundle.
import Redis from 'ioredis';
import { SizedLru } from './sized-lru.mjs';
import { cachePrefix as prefix, invalidationChannel, pagesInvalidated } from './page-invalidation.mjs';

const entryTtlSeconds = 7 * 24 * 3600;
const memoryLimitBytes = 64 * 1024 * 1024;

// Entries hold Buffers and Maps, which JSON does not keep on its own.
function replacer(key, value) {
  if (value && value.type === 'Buffer' && Array.isArray(value.data)) return { $buffer: Buffer.from(value.data).toString('base64') };
  if (value instanceof Map) return { $map: [...value.entries()] };
  return value;
}

function reviver(key, value) {
  if (value && typeof value.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
  if (value && Array.isArray(value.$map)) return new Map(value.$map);
  return value;
}

function tagsOf(entry, ctx) {
  const header = entry.value?.headers?.['x-next-cache-tags'];
  const pageTags = typeof header === 'string' ? header.split(',') : [];
  return [...new Set([...pageTags, ...(entry.tags || []), ...(ctx?.tags || []), ...(ctx?.softTags || [])])];
}

class LocalTags {
  times = new Map();
  async timesOf(tags) {
    return tags.map((tag) => this.times.get(tag) ?? 0);
  }
  async invalidate(tags, at) {
    for (const tag of tags) this.times.set(tag, at);
  }
}

class RedisShared {
  constructor(url) {
    // Commands wait for the first connection, but never hang a page for long if Redis is gone.
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
    this.redis.on('error', () => {});
  }
  read(key) {
    return this.redis.get(`${prefix}:cache:${key}`);
  }
  write(key, text) {
    return this.redis.set(`${prefix}:cache:${key}`, text, 'EX', entryTtlSeconds);
  }
  async timesOf(tags) {
    if (!tags.length) return [];
    const values = await this.redis.hmget(`${prefix}:cache-tags`, ...tags);
    return values.map((value) => Number(value ?? 0));
  }
  async invalidate(tags, at) {
    if (!tags.length) return;
    await this.redis.hset(`${prefix}:cache-tags`, Object.fromEntries(tags.map((tag) => [tag, at])));
    await this.redis.publish(invalidationChannel, String(at));
  }
}

// Serialised sizes: least recently used entries go first once they pass the limit.
const local = new SizedLru(memoryLimitBytes);
const shared = process.env.REDIS_URL ? new RedisShared(process.env.REDIS_URL) : null;
const localTags = new LocalTags();
const sharedStore = () => shared;
const tagTimes = () => shared ?? localTags;

async function isCurrent(entry, ctx) {
  const times = await tagTimes().timesOf(tagsOf(entry, ctx));
  return times.every((time) => time < entry.lastModified);
}

async function readShared(key) {
  const text = await sharedStore()?.read(key);
  if (!text) return undefined;
  const entry = JSON.parse(text, reviver);
  local.set(key, entry, text.length);
  return entry;
}

export default class CacheHandler {
  async get(key, ctx) {
    try {
      const held = local.get(key);
      if (held && (await isCurrent(held, ctx))) return held;
      local.delete(key);
      // Another instance may have rendered a newer entry since this one was held.
      const fetched = await readShared(key);
      return fetched && (await isCurrent(fetched, ctx)) ? fetched : null;
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      const entry = { value: data, lastModified: Date.now(), tags: ctx?.tags || [] };
      const text = JSON.stringify(entry, replacer);
      local.set(key, JSON.parse(text, reviver), text.length);
      await sharedStore()?.write(key, text);
    } catch {
      // A cache that cannot be written only costs a render next time.
    }
  }

  async revalidateTag(tags) {
    try {
      await tagTimes().invalidate([tags].flat(), Date.now());
    } catch {
      // Entries expire on their own; see entryTtlSeconds.
    } finally {
      // Only once the tag times are written: a page stored before that could be the stale one.
      pagesInvalidated();
    }
  }

  resetRequestCache() {}
}
