// The production server (`npm start`, `npm run serve`): Next.js behind the page cache, on PORT.
// It replaces `next start`: on SIGTERM or SIGINT it stops accepting connections, lets the requests
// in flight finish, has the site finish its own pending work (lib/shutdown.ts), then exits.
import http from 'node:http';
import path from 'node:path';
import { relayContentChanges } from '../lib/cache/redis-relay';
import { finishPendingWork } from '../lib/shutdown';
import { createPageCache } from './page-cache';

async function main() {
  Object.assign(process.env, { NODE_ENV: 'production' }); // before Next.js and React load their builds
  const { default: next } = await import('next');

  const port = Number(process.env.PORT || 3000);
  const server = http.createServer();
  const app = next({ dev: false, dir: path.resolve(__dirname, '..'), port, hostname: 'localhost', httpServer: server });
  await app.prepare();
  const handle = app.getRequestHandler();

  const redisUrl = process.env.REDIS_URL;
  const stopRelay = redisUrl ? relayContentChanges(redisUrl, process.env.CACHE_PREFIX || 'lawfirm') : () => {};
  const pages = createPageCache({
    handle: (req, res) => handle(req, res),
    limitBytes: Number(process.env.PAGE_CACHE_MB || 64) * 1024 * 1024,
    lifetimeMs: Number(process.env.PAGE_CACHE_SECONDS || 300) * 1000,
    basePath: (process.env.BASE_PATH ?? '/').replace(/\/+$/, ''),
  });
  server.on('request', pages.serve);

  const stop = () => {
    server.close(async () => {
      pages.close();
      stopRelay();
      process.exit((await finishPendingWork()) ? 0 : 1);
    });
    server.closeIdleConnections();
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  server.listen(port, () => console.log(`Serving on http://localhost:${port}`));
}

void main();
