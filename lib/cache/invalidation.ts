import { processBridge } from '../process-bridge';
import type { CacheTag } from './tags';

/**
 * The one way the site forgets cached content. A save calls `contentChanged` with the tags of
 * what it changed; the data cache (data-cache.ts) drops the reads carrying those tags, and the
 * server's page cache drops every stored page and API answer. With several instances, the
 * server relays the change through Redis (redis-relay.ts), and every instance hears it here.
 * The listeners meet on the process's one emitter (lib/process-bridge.ts).
 */
export type ContentChange = { tags: readonly CacheTag[] | 'all'; fromOtherInstance: boolean };

const bus = processBridge.contentChanges;

/** Tells every cache of every instance that content with these tags changed. */
export function contentChanged(...tags: CacheTag[]): void {
  bus.emit('change', { tags, fromOtherInstance: false } satisfies ContentChange);
}

/** A change heard from another instance, or a gap in hearing them (`'all'`). */
export function otherInstanceChanged(tags: readonly CacheTag[] | 'all'): void {
  bus.emit('change', { tags, fromOtherInstance: true } satisfies ContentChange);
}

export function onContentChanged(listener: (change: ContentChange) => void): () => void {
  bus.on('change', listener);
  return () => bus.off('change', listener);
}
