// The HTML cache in front of Next.js: whole public pages, public API reads, resized pictures and
// the build's static files, answered from memory and compressed for all visitors at once. Next.js
// renders every public page per request (from the data cache, lib/cache/data-cache.ts); its
// request pipeline still costs several milliseconds a page on small hardware, and it would
// compress every static file again for every visitor.
//
// Correctness rests on two rules:
// - A public page depends on nothing but its URL and the content: no public page reads cookies
//   or headers, and no visitor is signed in there (a lint rule and
//   tests/server/public-pages-vary.test.ts hold this), and the URL decides the language (proxy.ts).
//   So the key is the URL with the forwarded protocol; the site's root (`/`), the one address whose
//   language the locale proxy chooses, adds its inputs, the NEXT_LOCALE cookie and Accept-Language
//   (tests/server/url-language.test.ts). A public API read (`/api/user/…`) depends
//   on its URL (less the cache-busting parameters it ignores) and its `lang` header; it is kept
//   when it answers 200 with JSON, unless it says `Cache-Control: no-store` (a detail call that
//   counts a view). Files under /_next/static/ are named by their content and kept by path and
//   protocol. So are resized pictures (`/img/…`, `/_next/image`: uploads named by their hash, or
//   the build's own images), kept by URL and the formats the browser takes (the optimiser picks
//   one by Accept), so that a page's dozen pictures do not each pass through Next.js. Redirects,
//   errors, not-found pages, previews and a reader's own pages (subscription links) are not kept, though a preview's policy is narrowed to
//   its scripts as a kept page's is; the rest of the API, the back office, uploads and
//   client-navigation payloads never pass through here.
// - Whenever content changes, on any instance (lib/cache/invalidation.ts), every stored page and
//   API answer is dropped, and one whose render began before that is not stored. Files are kept
//   apart: a save changes none of them.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import inject from 'light-my-request';
import { onContentChanged } from '../lib/cache/invalidation';
import { SizedLru } from '../lib/cache/sized-lru';
import { pageCacheLookups, renders } from '../lib/metrics/instruments';
import { acceptedEncodings } from './accept-encoding';
import type { Handler } from './handler';
import { isNotFoundRoute, notFoundUrlFor } from './not-found-page';
import { isPersonalPath, isPreviewPath } from './preview-path';
import { inlineScriptHashes, withScriptHashes } from './script-policy';

type Kind = 'page' | 'preview' | 'api' | 'asset' | 'picture';
type Encoding = 'identity' | 'gzip' | 'br';
type Headers = Record<string, string | string[] | number | undefined>;

interface Answer {
  status: number;
  headers: Headers;
  body: Buffer;
}

interface Prepared {
  status: number;
  headers: Headers;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  bytes: number;
}

interface Stored extends Prepared {
  expiresAt: number;
}

export interface PageCacheOptions {
  /** Next.js's request handler: it answers misses and everything this cache does not keep. */
  handle: Handler;
  limitBytes: number;
  /** Pages and API answers are asked afresh after this long, so view counts move without a save. */
  lifetimeMs: number;
  /** BASE_PATH without its trailing slash ('' at the root). */
  basePath: string;
}

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
const quickBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 7 } };
const bestBrotli = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } };

const clientNavigationHeaders = ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-router-segment-prefetch', 'next-action'];
const conditionalHeaders = ['if-none-match', 'if-modified-since', 'if-match', 'if-unmodified-since', 'if-range'];
// Hop-by-hop headers and those this cache sets itself.
const unstoredHeaders = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'date',
  'content-length',
  'content-encoding',
  'etag',
  'x-nextjs-cache',
]);
// The API ignores these (DESIGN.md); clients add a new value to every call.
const cacheBustingParams = ['t', '_t', 'timestamp'];

/** The request's path below the base path. */
function pathOf(req: IncomingMessage, basePath: string): string {
  return new URL(req.url ?? '/', 'http://site').pathname.slice(basePath.length) || '/';
}

/** What a request may be answered with from the cache, or null when it always goes to Next.js. */
function kindOf(req: IncomingMessage, basePath: string): Kind | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (clientNavigationHeaders.some((name) => name in req.headers) || 'range' in req.headers) return null;
  const url = new URL(req.url ?? '/', 'http://site');
  if (url.searchParams.has('_rsc')) return null;
  if (basePath && !url.pathname.startsWith(basePath)) return null;
  const path = pathOf(req, basePath);
  if (path.startsWith('/_next/static/')) return 'asset';
  if (path.startsWith('/img/') || path === '/_next/image') return 'picture';
  if (path.startsWith('/api/user/')) return 'api';
  if (isPreviewPath(path) || isPersonalPath(path)) return 'preview';
  return /^\/(api|_next|admin)(\/|-|$)/.test(path) || path.includes('.') ? null : 'page';
}

/** The URL of an API read as the API sees it: without its cache-busting parameters. */
function apiUrlOf(url: string): string {
  const parsed = new URL(url, 'http://site');
  for (const name of cacheBustingParams) parsed.searchParams.delete(name);
  return `${parsed.pathname}${parsed.search}`;
}

/**
 * What the answer depends on. The forwarded protocol is in every key: over HTTPS, answers carry
 * HSTS. A page depends on its URL alone, but for the site's root, which also depends on the
 * locale proxy's inputs (proxy.ts: only `/` chooses its language by the NEXT_LOCALE cookie, then
 * Accept-Language); an API read depends on its `lang` header, a resized picture on the formats
 * the browser takes (the optimiser picks one by Accept), and a file on its path alone (its query
 * changes nothing).
 */
function keyOf(kind: Kind, req: IncomingMessage, basePath: string): string {
  const { headers } = req;
  const url = req.url ?? '/';
  const protocol = String(headers['x-forwarded-proto'] ?? '');
  if (kind === 'asset') return `${new URL(url, 'http://site').pathname}\n${protocol}`;
  if (kind === 'api') return [apiUrlOf(url), protocol, String(headers.lang ?? '')].join('\n');
  if (kind === 'picture') return [url, protocol, headers.accept ?? ''].join('\n');
  if (pathOf(req, basePath) !== '/') return [url, protocol].join('\n');
  const locale = /(?:^|;\s*)NEXT_LOCALE=([^;]*)/.exec(headers.cookie ?? '')?.[1] ?? '';
  return [url, protocol, locale, headers['accept-language'] ?? ''].join('\n');
}

/**
 * Pages are kept whatever their Cache-Control says: Next.js marks a page it renders per request
 * `no-store` for browsers, though a public page depends on nothing but what the key holds.
 */
function isKept(kind: Kind, answer: Answer): boolean {
  // A preview shows the latest save to whoever holds its link: never kept.
  if (answer.status !== 200 || kind === 'preview') return false;
  if (kind === 'asset') return true;
  const type = String(answer.headers['content-type'] ?? '');
  if (kind === 'page') return type.startsWith('text/html');
  if (kind === 'picture') return type.startsWith('image/');
  return type.startsWith('application/json') && !/no-store|private/.test(String(answer.headers['cache-control'] ?? ''));
}

/** Fonts and pictures are compressed already. */
function isCompressible(headers: Headers): boolean {
  return /^(text\/|application\/(json|javascript|manifest\+json)|image\/svg)/.test(String(headers['content-type'] ?? ''));
}

function preferredEncoding(req: IncomingMessage): Encoding {
  const accepted = acceptedEncodings(req.headers['accept-encoding']);
  if (accepted.includes('br')) return 'br';
  if (accepted.includes('gzip')) return 'gzip';
  return 'identity';
}

async function prepare(answer: Answer, kept: boolean): Promise<Prepared> {
  const headers = Object.fromEntries(Object.entries(answer.headers).filter(([name]) => !unstoredHeaders.has(name)));
  const isHtml = String(headers['content-type'] ?? '').startsWith('text/html');
  const policy = headers['content-security-policy'];
  if (isHtml && policy)
    headers['content-security-policy'] = withScriptHashes(String(policy), inlineScriptHashes(answer.body.toString('utf8')));
  // Next.js forbids storing a page it renders per request; this cache is what stores it, and a
  // browser may keep it for Back and Forward as long as it asks again before reusing it.
  if (isHtml && kept) headers['cache-control'] = 'public, max-age=0, must-revalidate';
  if (!kept || !isCompressible(headers))
    return { status: answer.status, headers, bodies: { identity: answer.body }, bytes: answer.body.length };
  const [zipped, compressed] = await Promise.all([gzip(answer.body), brotli(answer.body, quickBrotli)]);
  return {
    status: answer.status,
    headers,
    bodies: { identity: answer.body, gzip: zipped, br: compressed },
    bytes: answer.body.length + zipped.length + compressed.length,
  };
}

/**
 * Brotli's best takes about ten times its quality 7 (85 ms against 8 for the home page): the
 * visitor whose request filled the cache waits for the quick one, and every later visitor gets the
 * best, made meanwhile off the main thread. It is about 10 % smaller, which brings the home page
 * under 14.6 kB, what a new connection delivers in its first round trip (TCP's initial window of
 * ten segments): on a phone's slow network, one round trip less before anything shows.
 */
async function compressBest(page: Prepared): Promise<void> {
  const best = await brotli(page.bodies.identity, bestBrotli);
  if (page.bodies.br && best.length < page.bodies.br.length) page.bodies.br = best;
}

function send(req: IncomingMessage, res: ServerResponse, page: Prepared, hit: boolean): void {
  const encoding = page.bodies.br ? preferredEncoding(req) : 'identity';
  const body = page.bodies[encoding] ?? page.bodies.identity;
  const headers: Headers = { ...page.headers, 'content-length': body.length, 'x-page-cache': hit ? 'HIT' : 'MISS' };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  res.writeHead(page.status, headers as Record<string, string | string[] | number>);
  res.end(req.method === 'HEAD' ? undefined : body);
}

export function createPageCache({ handle, limitBytes, lifetimeMs, basePath }: PageCacheOptions) {
  // Pages and API answers, dropped on every change; files named by their content (the build's,
  // resized uploads), never stale.
  const stored = new SizedLru<Stored>(limitBytes);
  const files = new SizedLru<Stored>(limitBytes);
  const isFile = (kind: Kind) => kind === 'asset' || kind === 'picture';
  const storeOf = (kind: Kind) => (isFile(kind) ? files : stored);
  const rendering = new Map<string, Promise<Prepared>>();
  let generation = 0;

  const stopListening = onContentChanged(() => {
    generation += 1;
    stored.clear();
  });

  /** Next.js's whole answer to the request (or for `url` in its place), read in memory: it is stored, then sent. */
  async function ask(req: IncomingMessage, url = req.url ?? '/'): Promise<Answer> {
    const headers: Headers = { ...req.headers, 'accept-encoding': 'identity' };
    // The whole answer, always: it is stored, and visitors who join this render did not ask
    // conditionally. A 200 answers a conditional GET just as well.
    for (const name of conditionalHeaders) delete headers[name];
    // The not-found page's language comes from its path alone: the locale proxy must not redirect it.
    if (url !== req.url) for (const name of ['cookie', 'accept-language']) delete headers[name];
    const remoteAddress = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] ??= remoteAddress;
    const answer = await inject(handle, { method: 'GET', url, headers: headers as Record<string, string>, remoteAddress });
    return { status: answer.statusCode, headers: answer.headers, body: answer.rawPayload };
  }

  /** A page's answer; for an unknown page, the not-found page in its language, with 404. */
  async function askPage(req: IncomingMessage): Promise<Answer> {
    const path = pathOf(req, basePath);
    const answer = isNotFoundRoute(path) ? null : await ask(req);
    if (answer && answer.status !== 404) return answer;
    return { ...(await ask(req, notFoundUrlFor(path, basePath))), status: 404 };
  }

  async function render(kind: Kind, key: string, req: IncomingMessage): Promise<Prepared> {
    const startedAt = generation;
    const timing = renders.startTimer({ kind });
    const answer = kind === 'page' ? await askPage(req) : await ask(req);
    timing();
    const kept = isKept(kind, answer);
    const page = await prepare(answer, kept);
    // Files never go stale; a page or API answer begun before a change may have.
    if (kept && (isFile(kind) || startedAt === generation)) {
      storeOf(kind).set(key, { ...page, expiresAt: isFile(kind) ? Infinity : Date.now() + lifetimeMs }, page.bytes);
      if (page.bodies.br) void compressBest(page).catch(() => undefined);
    }
    return page;
  }

  /** One render at a time per key: visitors arriving together share it. */
  function pageFor(kind: Kind, req: IncomingMessage): { page: Prepared | Promise<Prepared>; hit: boolean } {
    const key = keyOf(kind, req, basePath);
    const held = storeOf(kind).get(key);
    const fresh = held && Date.now() < held.expiresAt ? held : undefined;
    pageCacheLookups.inc({ kind, result: fresh ? 'hit' : 'miss' });
    if (fresh) return { page: fresh, hit: true };
    let pending = rendering.get(key);
    if (!pending) {
      pending = render(kind, key, req).finally(() => rendering.delete(key));
      rendering.set(key, pending);
    }
    return { page: pending, hit: false };
  }

  return {
    async serve(req: IncomingMessage, res: ServerResponse): Promise<void> {
      const kind = kindOf(req, basePath);
      if (!kind) return handle(req, res);
      const { page, hit } = pageFor(kind, req);
      let ready: Prepared;
      try {
        ready = await page;
      } catch {
        // The render failed outside Next.js's own error handling: let Next.js answer itself.
        return handle(req, res);
      }
      send(req, res, ready, hit);
    },
    close: stopListening,
  };
}
