// The Next.js cache of rendered pages and cached data (`cacheHandler` in next.config.ts).
// With REDIS_URL every instance shares one cache and one record of invalidated tags, so a save
// through any instance is seen by all of them at once. Without it, a bounded in-process cache.
// Plain JavaScript: Next.js loads this file as it is, outside the bundle.
import Redis from 'ioredis';

const prefix = process.env.CACHE_PREFIX || 'lawfirm';
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

class MemoryStore {
  entries = new Map();
  size = 0;
  tagTimes = new Map();

  async read(key) {
    const text = this.entries.get(key);
    if (text === undefined) return undefined;
    this.entries.delete(key);
    this.entries.set(key, text);
    return text;
  }

  async write(key, text) {
    const previous = this.entries.get(key);
    if (previous !== undefined) this.size -= previous.length;
    this.entries.delete(key);
    this.entries.set(key, text);
    this.size += text.length;
    for (const [oldest, value] of this.entries) {
      if (this.size <= memoryLimitBytes) break;
      this.entries.delete(oldest);
      this.size -= value.length;
    }
  }

  async tagTimesOf(tags) {
    return tags.map((tag) => this.tagTimes.get(tag) ?? 0);
  }

  async invalidate(tags, at) {
    for (const tag of tags) this.tagTimes.set(tag, at);
  }
}

class RedisStore {
  constructor(url) {
    this.redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false });
    this.redis.on('error', () => {});
  }

  async read(key) {
    return (await this.redis.get(`${prefix}:cache:${key}`)) ?? undefined;
  }

  async write(key, text) {
    await this.redis.set(`${prefix}:cache:${key}`, text, 'EX', entryTtlSeconds);
  }

  async tagTimesOf(tags) {
    if (!tags.length) return [];
    const values = await this.redis.hmget(`${prefix}:cache-tags`, ...tags);
    return values.map((value) => Number(value ?? 0));
  }

  async invalidate(tags, at) {
    if (tags.length) await this.redis.hset(`${prefix}:cache-tags`, Object.fromEntries(tags.map((tag) => [tag, at])));
  }
}

let shared;
function store() {
  shared ??= process.env.REDIS_URL ? new RedisStore(process.env.REDIS_URL) : new MemoryStore();
  return shared;
}

export default class CacheHandler {
  async get(key, ctx) {
    try {
      const text = await store().read(key);
      if (text === undefined) return null;
      const entry = JSON.parse(text, reviver);
      const times = await store().tagTimesOf(tagsOf(entry, ctx));
      if (times.some((time) => time >= entry.lastModified)) return null;
      return entry;
    } catch {
      return null;
    }
  }

  async set(key, data, ctx) {
    try {
      const entry = { value: data, lastModified: Date.now(), tags: ctx?.tags || [] };
      await store().write(key, JSON.stringify(entry, replacer));
    } catch {
      // A cache that cannot be written only costs a render next time.
    }
  }

  async revalidateTag(tags) {
    try {
      await store().invalidate([tags].flat(), Date.now());
    } catch {
      // Entries expire on their own; see entryTtlSeconds.
    }
  }

  resetRequestCache() {}
}
