// The production server (`npm start`, `npm run serve`): Next.js behind the page cache, on PORT.
// Replaces `next start`, whose HTTP part it keeps: on SIGTERM or SIGINT it stops accepting
// connections, lets the requests in flight finish, then exits (lib/shutdown.ts adds the site's
// own work to that moment).
import http from 'node:http';
import path from 'node:path';
import { createPageCache } from './page-cache.mjs';

process.env.NODE_ENV = 'production'; // before Next.js and React load their builds
const { default: next } = await import('next');

const port = Number(process.env.PORT || 3000);
const dir = path.resolve(import.meta.dirname, '..');

const server = http.createServer();
let pages;
// Next.js answers page-cache misses here, on loopback, where the whole answer can be read.
const renderer = http.createServer();

// Installed before Next.js starts, so the site's instrumentation sees a graceful stop exists.
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, stop);

const app = next({ dev: false, dir, port, hostname: 'localhost', httpServer: server });
await app.prepare();
const handle = app.getRequestHandler();
renderer.on('request', handle);
await new Promise((resolve) => renderer.listen(0, '127.0.0.1', resolve));
pages = createPageCache({ handle, render: { host: '127.0.0.1', port: renderer.address().port } });
server.on('request', pages.serve);
server.listen(port, () => console.log(`Serving on http://localhost:${port}`));

function stop() {
  server.close(() => {
    pages?.close();
    renderer.close(() => process.exit(0));
    renderer.closeAllConnections();
  });
  server.closeIdleConnections();
}
