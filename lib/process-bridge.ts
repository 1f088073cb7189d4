import { EventEmitter } from 'node:events';

/**
 * What the production server (server/) and the Next.js bundle share in one process. The server
 * loads its modules itself (tsx), and Next.js bundles its own copy of each module into each of
 * its server bundles: a value made at a module's top level would exist once per copy, so the
 * server would not find the API Next.js built, a save inside a page's bundle would not reach the
 * server's page cache, and the tasks to finish before shutting down would be scattered. These
 * values are therefore made once for the process, on globalThis under one Symbol.for key, which
 * every copy of this module finds.
 */
interface ProcessBridge {
  /** The API app as Next.js built it (lib/api/published.ts). */
  api?: (request: Request) => Response | Promise<Response>;
  /** Where every copy of lib/cache/invalidation.ts emits and hears content changes. */
  contentChanges: EventEmitter;
  /** The work to finish before the process ends (lib/shutdown.ts). */
  shutdownTasks: Set<() => Promise<unknown>>;
  /** Where the production server is in its life (lib/services/readiness.ts). */
  phase: 'starting' | 'serving' | 'draining';
  /** The state of the connection that hears other instances' changes, where REDIS_URL is set (lib/cache/redis-relay.ts). */
  redisStatus?: () => string;
  /** Adds one to `key`'s count, kept `seconds`, on the Redis every instance shares (lib/cache/redis-relay.ts); the new count. */
  sharedCount?: (key: string, seconds: number) => Promise<number>;
}

const bridgeKey = Symbol.for('lawfirm.process-bridge');

export const processBridge: ProcessBridge = ((globalThis as { [bridgeKey]?: ProcessBridge })[bridgeKey] ??= {
  contentChanges: new EventEmitter().setMaxListeners(0),
  shutdownTasks: new Set(),
  phase: 'serving',
});
