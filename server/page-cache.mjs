// A cache of whole public pages, public API reads and the build's static files in front of
// Next.js. Next.js already keeps rendered pages, but serving one of them still runs its request
// pipeline, which on this hardware costs several milliseconds a page (a route handler more, with
// its query), and it compresses every static file again for every visitor; here a stored answer
// is sent from memory, compressed once.
//
// Correctness rests on two rules:
// - A public page depends on nothing but its URL, the inputs of the locale proxy and the
//   content: no public page reads cookies or headers, and no visitor is signed in there. So the
//   key is the URL with the NEXT_LOCALE cookie, Accept-Language and the forwarded protocol, and
//   every 200 HTML page is kept, those Next.js renders per request for their query string (the
//   filtered lists) included. A public API read (`/api/user/…`) depends on its URL (less the
//   cache-busting parameters it ignores) and its `lang` header, which the key also holds; it is kept when it answers 200 with JSON, unless it says
//   `Cache-Control: no-store` (a detail call that counts a view). Files under /_next/static/
//   are named by their content and kept by URL and protocol alone. Redirects, errors and
//   not-found pages are not kept; the rest of the API, the back office, uploads and
//   client-navigation payloads never pass through here.
// - Whenever Next.js's cache handler invalidates a tag, anywhere (lib/cache/page-invalidation.mjs),
//   every stored page and API answer is dropped, and one whose render began before that is not
//   stored. The build's files are kept apart: a save changes none of them.
import http from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import Redis from 'ioredis';
import { invalidationChannel, onPagesInvalidated } from '../lib/cache/page-invalidation.mjs';
import { SizedLru } from '../lib/cache/sized-lru.mjs';
import { inlineScriptHashes, withScriptHashes } from './script-policy.mjs';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 } };

const limitBytes = Number(process.env.PAGE_CACHE_MB || 64) * 1024 * 1024;
// Pages and API answers are also asked afresh after this long, as Next.js's own `revalidate`
// (300 s on detail pages) intends: view counts move without any save.
const maxAgeMs = Number(process.env.PAGE_CACHE_SECONDS || 300) * 1000;
const basePath = (process.env.BASE_PATH ?? '/').replace(/\/+$/, '');
const clientNavigationHeaders = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
const conditionalHeaders = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range'];
// Hop-by-hop headers and those this cache sets itself.
const unstoredHeaders = new Set(['connection', 'keep-alive', 'transfer-encoding', 'date', 'content-length', 'content-encoding', 'etag', 'x-nextjs-cache']);

/**
 * What a request may be answered with from the cache: 'page' (a browser's first load of a
 * public page), 'api' (a public API read), 'asset' (a file of the build under /_next/static/,
 * named by its content, so never stale), or null.
 */
function kindOf(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (clientNavigationHeaders.some((name) => name in req.headers) || 'range' in req.headers) return null;
  const url = new URL(req.url, 'http://site');
  if (url.searchParams.has('_rsc')) return null;
  if (basePath && !url.pathname.startsWith(basePath)) return null;
  const path = url.pathname.slice(basePath.length) || '/';
  if (path.startsWith('/_next/static/')) return 'asset';
  if (path.startsWith('/api/user/')) return 'api';
  return /^\/(api|_next|admin)(\/|-|$)/.test(path) || path.includes('.') ? null : 'page';
}

// The API ignores these (DESIGN.md); clients add a new value to every call.
const cacheBustingParams = ['t', '_t', 'timestamp'];

/** The URL of an API read as the API sees it: without its cache-busting parameters. */
function apiUrlOf(url) {
  const parsed = new URL(url, 'http://site');
  for (const name of cacheBustingParams) parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * What the answer depends on. The forwarded protocol is in every key: over HTTPS, answers carry
 * HSTS. A page also depends on the locale proxy's inputs, an API read on its `lang` header, and a
 * file on its path alone (its query changes nothing).
 */
function keyOf(kind, req) {
  const { headers } = req;
  const protocol = headers['x-forwarded-proto'] ?? '';
  if (kind === 'asset') return `${new URL(req.url, 'http://site').pathname}\n${protocol}`;
  if (kind === 'api') return [apiUrlOf(req.url), protocol, headers.lang ?? ''].join('\n');
  const locale = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(headers.cookie ?? '')?.[1] ?? '';
  return [req.url, protocol, locale, headers['accept-language'] ?? ''].join('\n');
}

/**
 * Pages are kept whatever their Cache-Control says: Next.js marks a page it renders per request
 * `no-store` for browsers, though a public page depends on nothing but what the key holds.
 */
function isKept(kind, answer) {
  if (answer.status !== 200) return false;
  if (kind === 'asset') return true;
  const type = String(answer.headers['content-type'] ?? '');
  if (kind === 'page') return type.startsWith('text/html');
  return type.startsWith('application/json') && !/no-store|private/.test(String(answer.headers['cache-control'] ?? ''));
}

/** Fonts and pictures are compressed already. */
function isCompressible(headers) {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/.test(String(headers['content-type'] ?? ''));
}

function preferredEncoding(req) {
  const accepted = String(req.headers['accept-encoding'] ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, quality]) => !quality || !/^q=0(\.0*)?$/.test(quality.trim()))
    .map(([name]) => name.toLowerCase());
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

/**
 * `render` is a loopback address where Next.js answers directly: a miss is asked there, so the
 * whole answer (status, headers, body) can be read before it is sent on.
 */
export function createPageCache({ handle, render }) {
  // Pages and API answers, dropped on every invalidation; the build's files, never stale.
  const stored = new SizedLru(limitBytes);
  const files = new SizedLru(limitBytes);
  const storeOf = (kind) => (kind === 'asset' ? files : stored);
  const rendering = new Map();
  const agent = new http.Agent({ keepAlive: true });
  let generation = 0;

  const invalidate = () => {
    generation += 1;
    stored.clear();
  };
  onPagesInvalidated(invalidate);
  const subscriber = process.env.REDIS_URL ? subscribe(process.env.REDIS_URL, invalidate) : null;

  function ask(req) {
    return new Promise((resolve, reject) => {
      const headers = { ...req.headers, 'accept-encoding': 'identity' };
      // The whole answer, always: it is stored, and visitors who join this render did not ask
      // conditionally. A 200 answers a conditional GET just as well.
      for (const name of conditionalHeaders) delete headers[name];
      headers['x-forwarded-for'] ??= req.socket.remoteAddress ?? '';
      const request = http.request({ ...render, agent, method: 'GET', path: req.url, headers }, (answer) => {
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
        answer.on('error', reject);
      });
      request.on('error', reject);
      request.end();
    });
  }

  async function prepare(answer, kept) {
    const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !unstoredHeaders.has(name)));
    const isHtml = String(headers['content-type'] ?? '').startsWith('text/html');
    const policy = headers['content-security-policy'];
    if (isHtml && policy) headers['content-security-policy'] = withScriptHashes(String(policy), inlineScriptHashes(answer.body.toString('utf8')));
    if (!kept || !isCompressible(headers)) return { status: answer.status, headers, bodies: { identity: answer.body }, bytes: answer.body.length };
    const [zipped, compressed] = await Promise.all([gzip(answer.body), brotli(answer.body, brotliOptions)]);
    const bodies = { identity: answer.body, gzip: zipped, br: compressed };
    return { status: answer.status, headers, bodies, bytes: answer.body.length + zipped.length + compressed.length };
  }

  async function renderPage(kind, key, req) {
    const startedAt = generation;
    const answer = await ask(req);
    const kept = isKept(kind, answer);
    const page = await prepare(answer, kept);
    // Files never go stale; a page or API answer begun before an invalidation may have.
    if (kept && (kind === 'asset' || startedAt === generation)) {
      storeOf(kind).set(key, { ...page, expiresAt: kind === 'asset' ? Infinity : Date.now() + maxAgeMs }, page.bytes);
    }
    return page;
  }

  /** One render at a time per key: visitors arriving together share it. */
  function pageFor(kind, req) {
    const key = keyOf(kind, req);
    const held = storeOf(kind).get(key);
    if (held && Date.now() < held.expiresAt) return { page: held, hit: true };
    let pending = rendering.get(key);
    if (!pending) {
      pending = renderPage(kind, key, req).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return { page: pending, hit: false };
  }

  function send(req, res, page, hit) {
    const encoding = page.bodies.br ? preferredEncoding(req) : 'identity';
    const body = page.bodies[encoding];
    const headers = { ...page.headers, 'content-length': body.length, 'x-page-cache': hit ? 'HIT' : 'MISS' };
    if (encoding !== 'identity') headers['content-encoding'] = encoding;
    res.writeHead(page.status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  return {
    async serve(req, res) {
      const kind = kindOf(req);
      if (!kind) return handle(req, res);
      const { page, hit } = pageFor(kind, req);
      let ready;
      try {
        ready = await page;
      } catch {
        // The loopback render failed (the process is stopping, say): let Next.js answer itself.
        return handle(req, res);
      }
      send(req, res, ready, hit);
    },
    close() {
      agent.destroy();
      subscriber?.disconnect();
    },
  };
}

/** Every instance drops its pages when any of them invalidates, and after any gap in hearing so. */
function subscribe(url, invalidate) {
  const subscriber = new Redis(url, { maxRetriesPerRequest: null });
  subscriber.on('error', () => {});
  subscriber.on('ready', invalidate);
  subscriber.on('message', invalidate);
  void subscriber.subscribe(invalidationChannel).catch(() => {});
  return subscriber;
}
