// The production server (`npm start`, `npm run serve`): Next.js behind the page cache, on PORT of
// HOST (unset: every interface), with API calls answered by the API directly (api-dispatch.ts).
// It replaces `next start`. It is ready for visitors (GET /api/health/ready) once home has rendered
// in each language. On SIGTERM or SIGINT it is ready no more but keeps serving for
// SHUTDOWN_DRAIN_SECONDS, so that balancers notice; then it stops accepting connections, lets the
// requests in flight finish, has the site finish its own pending work (lib/shutdown.ts), and exits.
// Started as `node --require tsx/cjs server/index.ts` (why: lean-start.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import { isIPv6 } from 'node:net';
import path from 'node:path';
import inject from 'light-my-request';
import { startDailyBackups } from '../lib/backup/schedule';
import { relayContentChanges } from '../lib/cache/redis-relay';
import { checkConfig, config, ConfigError, usesPostgres } from '../lib/config';
import { serverStarted, setServerPhase } from '../lib/server-phase';
import { finishPendingWork } from '../lib/shutdown';
import { dispatchApi } from './api-dispatch';
import { sourceMapsOff, startNext } from './lean-start';
import { createPageCache } from './page-cache';
import { boundingAcceptLanguage } from './accept-language';
import { closingWhileDraining } from './draining';
import { measured } from './measured';
import { refusingTrace } from './refused-methods';
import { warmUp } from './warm-up';

/**
 * Creates the demo content in a process of its own (server/first-start.ts) when this start may
 * have to: an empty database is only known for sure by opening it, so on SQLite a missing
 * database file says so and on PostgreSQL the process always runs (and finds the work done).
 */
function firstStart(): void {
  if (!config.seedDemo || (!usesPostgres() && fs.existsSync(config.sqliteFile))) return;
  const script = path.join(__dirname, 'first-start.ts');
  const { status, signal } = spawnSync(process.execPath, ['--require', 'tsx/cjs', script], { stdio: 'inherit' });
  if (status !== 0) throw new Error(`the first start's work failed (${signal ?? `exit code ${status}`})`);
}

/** How long requests in flight may take to finish once the server is told to stop. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  setServerPhase('starting');
  sourceMapsOff();
  checkConfig();
  Object.assign(process.env, { NODE_ENV: 'production' }); // before Next.js and React load their builds
  firstStart();

  const { port, host } = config;
  const server = http.createServer();
  // Longer than clients and nginx keep an idle connection (nginx: 60 s), so the server never
  // closes one just as a client sends on it, which the client sees as ECONNRESET.
  server.keepAliveTimeout = 65_000;
  const dir = path.resolve(__dirname, '..');
  const handle = await startNext({ dir, distDir: config.nextDistDir, port, hostname: 'localhost' });
  // Next.js loads the API's route on its first call, which publishes the API (lib/api/published.ts);
  // calls before that would go through Next.js.
  await inject(handle, { method: 'GET', url: `${config.basePath}/api/health` });
  const answer = dispatchApi(config.basePath, handle);

  const stopRelay = config.redisUrl ? relayContentChanges(config.redisUrl, config.cachePrefix) : () => {};
  const pages = createPageCache({
    handle: answer,
    limitBytes: config.pageCacheBytes,
    lifetimeMs: config.pageCacheMs,
    basePath: config.basePath,
  });
  server.on('request', measured(closingWhileDraining(refusingTrace(boundingAcceptLanguage(pages.serve))), config.basePath));
  if (config.backupDir) startDailyBackups(config.backupDir, config.backupKeep);

  const close = () => {
    server.close(async () => {
      pages.close();
      stopRelay();
      process.exit((await finishPendingWork()) ? 0 : 1);
    });
    server.closeIdleConnections();
    // A client that holds a connection open (a response it never reads, a keep-alive it never
    // closes) would otherwise keep the server for the whole keep-alive time.
    setTimeout(() => server.closeAllConnections(), SHUTDOWN_GRACE_MS).unref();
  };
  const stop = () => {
    setServerPhase('draining');
    setTimeout(close, config.shutdownDrainMs);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  const shownHost = !host ? 'localhost' : isIPv6(host) ? `[${host}]` : host;
  await new Promise<void>((listening) => server.listen({ port, host }, listening));
  console.log(`Serving on http://${shownHost}:${port}`);
  await warmUp(pages.serve, config.basePath);
  serverStarted();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
