// How the production server loads Next.js: as Next.js's own standalone server (the server.js of
// `output: 'standalone'`) does, rather than through `next()`, which also loads what serving a
// finished build does not need. The server is started with `node --require tsx/cjs`: tsx's
// CommonJS hook, not its ESM loader (`--import tsx`), whose hooks run on a thread of their own
// with a heap of its own. Where the memory went before and goes now: docs/BENCHMARKS.md.
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';

export type NextHandler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

/**
 * Source maps off: tsx turns them on for the whole process, and Node.js then reads and keeps the
 * map of every module that names one, Next.js's compiled files and the build's chunks included
 * (about 40 MB). Stack traces then show the compiled positions; `node --enable-source-maps`
 * keeps the maps on.
 */
export function sourceMapsOff(): void {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? '').split(/\s+/)];
  if (!flags.includes('--enable-source-maps')) process.setSourceMapsEnabled(false);
}

/**
 * Next.js's request handler for the build in `dir`/`distDir`.
 *
 * `__NEXT_PRIVATE_STANDALONE_CONFIG` holds the configuration the build resolved (its
 * required-server-files.json), as Next.js's standalone server.js sets it: Next.js then takes it
 * as it is instead of loading next.config.ts, which means compiling it with SWC (a native module
 * of some 40 MB, kept loaded) and running it with next-intl's plugin and everything it imports.
 * What next.config.ts says is fixed when the site is built anyway (BASE_PATH, headers, rewrites,
 * images), so the build's copy is the same configuration.
 */
export async function startNext(options: { dir: string; distDir: string; port: number; hostname: string }): Promise<NextHandler> {
  const serverFiles = path.join(options.dir, options.distDir, 'required-server-files.json');
  const { config: builtConfig } = JSON.parse(fs.readFileSync(serverFiles, 'utf8')) as { config: unknown };
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(builtConfig);
  // What `next()` runs for a custom server's prepare(), less the wrapper and its config loading.
  const { getRequestHandlers } = await import('next/dist/server/lib/start-server.js');
  const { requestHandler } = await getRequestHandlers({
    dir: options.dir,
    port: options.port,
    isDev: false,
    onDevServerCleanup: undefined,
    hostname: options.hostname,
    minimalMode: false,
    quiet: true,
  });
  return requestHandler as NextHandler;
}
