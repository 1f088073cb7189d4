import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { processBridge } from '../process-bridge';
import { onContentChanged, otherInstanceChanged } from './invalidation';
import type { CacheTag } from './tags';

/**
 * Carries content changes between instances through a Redis channel: each change made here is
 * published, and each one published by another instance is told to this instance's caches. After
 * any gap in hearing the others (a lost connection), everything cached here is dropped. Its
 * connection also keeps the counts that limits share between instances (lib/services/window-limit.ts).
 */
export function relayContentChanges(url: string, prefix: string): () => void {
  const channel = `${prefix}:content-changed`;
  const instance = randomUUID();
  const publisher = new Redis(url, { maxRetriesPerRequest: 1, commandTimeout: 1000 });
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  // A lost Redis costs freshness across instances, never an answer: errors are not thrown here.
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  subscriber.on('ready', () => otherInstanceChanged('all'));
  subscriber.on('message', (_channel: string, text: string) => {
    const message = parse(text);
    if (message && message.from !== instance) otherInstanceChanged(message.tags);
  });
  void subscriber.subscribe(channel).catch(() => {});
  processBridge.redisStatus = () => subscriber.status;
  processBridge.sharedCount = async (key, seconds) => {
    const replies = await publisher.multi().incr(`${prefix}:${key}`).expire(`${prefix}:${key}`, seconds).exec();
    return Number(replies?.[0]?.[1]);
  };

  const stopListening = onContentChanged(({ tags, fromOtherInstance }) => {
    if (!fromOtherInstance) void publisher.publish(channel, JSON.stringify({ from: instance, tags })).catch(() => {});
  });
  return () => {
    processBridge.redisStatus = undefined;
    processBridge.sharedCount = undefined;
    stopListening();
    publisher.disconnect();
    subscriber.disconnect();
  };
}

function parse(text: string): { from: string; tags: CacheTag[] | 'all' } | null {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
