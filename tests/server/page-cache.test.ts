import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RunningServer } from '../support/server';
import { callSite, newsArticle, newsCatalogId, signInAdmin } from '../support/site-api';
import { startSite } from '../faults/support/site';

/**
 * The page cache in front of Next.js (server/page-cache.ts), on a production server: what a
 * visitor gets from it is what Next.js would have answered, and a save shows at once.
 */
let server: RunningServer;

const maxAgeSeconds = 5;

beforeAll(async () => {
  server = await startSite(3841, { PAGE_CACHE_SECONDS: String(maxAgeSeconds) });
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });

test('a public page is answered from the cache after its first visitor, with the same page', async () => {
  const first = await get('/about');
  const firstHtml = await first.text();
  const second = await get('/about');
  expect(first.status).toBe(200);
  expect(second.status).toBe(200);
  expect(second.headers.get('x-page-cache')).toBe('HIT');
  expect(await second.text()).toBe(firstHtml);
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(second.headers.get('content-type')).toMatch(/^text\/html/);
});

/** The bytes as they travelled, without the decoding fetch would do. */
function raw(
  path: string,
  encoding: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status?: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .request(`${server.url}${path}`, { method, headers: { ...headers, 'accept-encoding': encoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject)
      .end();
  });
}

test('compressed answers decode to the same page, and HEAD has the headers without a body', async () => {
  await raw('/zh/about', 'identity');
  const plain = await raw('/zh/about', 'identity');
  const br = await raw('/zh/about', 'gzip, deflate, br');
  const gz = await raw('/zh/about', 'gzip');
  expect(plain.headers['x-page-cache']).toBe('HIT');
  expect(plain.headers['content-encoding']).toBeUndefined();
  expect(br.headers['content-encoding']).toBe('br');
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(br.body.length).toBeLessThan(plain.body.length / 4);
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(zlib.gunzipSync(gz.body).equals(plain.body)).toBe(true);
  expect(Number(br.headers['content-length'])).toBe(br.body.length);

  const head = await raw('/zh/about', 'identity', 'HEAD');
  expect(Number(head.headers['content-length'])).toBe(plain.body.length);
  expect(head.body.length).toBe(0);
});

test('after the visitor who filled the cache, the page travels compressed smaller, decoding to the same page', async () => {
  const path = '/zh/home?visit=compression';
  const first = await raw(path, 'br');
  expect(first.headers['x-page-cache']).toBe('MISS');
  const plain = zlib.brotliDecompressSync(first.body);
  let later = await raw(path, 'br');
  for (let tries = 0; later.body.length >= first.body.length && tries < 50; tries++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    later = await raw(path, 'br');
  }
  expect(later.headers['x-page-cache']).toBe('HIT');
  expect(later.body.length).toBeLessThan(first.body.length * 0.95);
  expect(zlib.brotliDecompressSync(later.body).equals(plain)).toBe(true);
  expect(Number(later.headers['content-length'])).toBe(later.body.length);
});

test('a save in the back office shows on the cached lists and home page at once', async () => {
  const token = await signInAdmin(server.url);
  const cataId = await newsCatalogId(server.url, token);
  const lists = ['/news', `/news?cataId=${cataId}`, '/home'];
  for (const path of lists) {
    await get(path);
    expect((await get(path)).headers.get('x-page-cache')).toBe('HIT');
  }
  const title = `Cache check ${Date.now()}`;
  const saved = await callSite(server.url, 'POST', '/api/admin/latest-news', { token, body: [newsArticle(cataId, title)] });
  expect(saved.status).toBe(200);
  for (const path of lists) {
    const response = await get(path);
    expect(response.headers.get('x-page-cache')).toBe('MISS');
    // The home page lists pinned news first, so the new article need not be on it.
    if (path !== '/home') expect(await response.text()).toContain(title);
  }
});

test("the root still sends a visitor to their language; every other page is one copy, whatever the visitor's language", async () => {
  await get('/home');
  expect((await get('/home')).headers.get('x-page-cache')).toBe('HIT');
  // The URL decides the language: a visitor whose cookie or browser says Chinese gets the same English page.
  const chinese: Record<string, string>[] = [{ cookie: 'NEXT_LOCALE=zh' }, { 'accept-language': 'zh-CN,zh;q=0.9' }];
  for (const headers of chinese) {
    const page = await get('/home', headers);
    expect([page.status, page.headers.get('x-page-cache')]).toEqual([200, 'HIT']);
  }
  const byCookie = await get('/', { cookie: 'NEXT_LOCALE=zh' });
  expect(byCookie.status).toBe(307);
  expect(byCookie.headers.get('location')).toMatch(/\/zh$/);
  const byBrowser = await get('/', { 'accept-language': 'zh-CN,zh;q=0.9' });
  expect(byBrowser.status).toBe(307);
  expect(byBrowser.headers.get('location')).toMatch(/\/zh$/);
});

test('client navigation, not-found pages, the back office and its API bypass it', async () => {
  await get('/people');
  const navigation = await get('/people', { rsc: '1' });
  expect(navigation.headers.get('content-type') ?? '').not.toMatch(/^text\/html/);
  expect(navigation.headers.get('x-page-cache')).toBeNull();

  for (let i = 0; i < 2; i++) {
    const missing = await get('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-page-cache')).toBe('MISS');
  }
  const token = await signInAdmin(server.url);
  expect((await get('/api/admin/latest-news', { authorization: token })).headers.get('x-page-cache')).toBeNull();
  expect((await get('/admin-login')).headers.get('x-page-cache')).toBeNull();
});

test('a public API read is answered from the cache per language, and a save shows in it at once', async () => {
  const english = await (await get('/api/user/latest-news')).json();
  const cached = await get('/api/user/latest-news');
  expect(cached.headers.get('x-page-cache')).toBe('HIT');
  expect(cached.headers.get('content-type')).toMatch(/^application\/json/);
  expect(await cached.json()).toEqual(english);

  // A cache-busting parameter, which the API ignores, finds the same answer; so does another
  // browser language or locale cookie, which the API does not read.
  const busted = await get(`/api/user/latest-news?_t=${Date.now()}`);
  expect(busted.headers.get('x-page-cache')).toBe('HIT');
  expect(await busted.json()).toEqual(english);
  const otherBrowser = await get('/api/user/latest-news', { 'accept-language': 'zh-CN', cookie: 'NEXT_LOCALE=zh' });
  expect(otherBrowser.headers.get('x-page-cache')).toBe('HIT');
  expect(await otherBrowser.json()).toEqual(english);

  const chinese = await get('/api/user/latest-news', { lang: 'zh_CN' });
  expect(chinese.headers.get('x-page-cache')).toBe('MISS');
  const chineseBody = await chinese.json();
  expect(chineseBody.result.map((row: { lang: string }) => row.lang)).toEqual(chineseBody.result.map(() => 'zh_CN'));
  expect((await get('/api/user/latest-news', { lang: 'xx' })).status).toBe(400);

  const token = await signInAdmin(server.url);
  const list = `/api/user/latest-news?cataId=${await newsCatalogId(server.url, token)}&pageSize=100`;
  await get(list);
  expect((await get(list)).headers.get('x-page-cache')).toBe('HIT');
  const title = `API cache check ${Date.now()}`;
  const saved = await callSite(server.url, 'POST', '/api/admin/latest-news', {
    token,
    body: [newsArticle(await newsCatalogId(server.url, token), title)],
  });
  expect(saved.status).toBe(200);
  const fresh = await get(list);
  expect(fresh.headers.get('x-page-cache')).toBe('MISS');
  expect((await fresh.json()).result.map((row: { title: string }) => row.title)).toContain(title);
});

test('a resized picture is answered from memory after its first request, one per format the browser takes, through saves', async () => {
  const picture = /\/img\/640\/[0-9a-f]{16}\.[a-z]+/.exec(await (await get('/home')).text())![0];
  const modern = { accept: 'image/avif,image/webp,image/apng,*/*;q=0.8' };
  const first = await get(picture, modern);
  const firstBytes = Buffer.from(await first.arrayBuffer());
  const second = await get(picture, modern);
  expect(first.status).toBe(200);
  expect(second.headers.get('x-page-cache')).toBe('HIT');
  expect(second.headers.get('content-type')).toBe('image/avif');
  expect(second.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
  expect(second.headers.get('content-security-policy')).toBe(first.headers.get('content-security-policy'));
  expect(Buffer.from(await second.arrayBuffer()).equals(firstBytes)).toBe(true);

  const webpOnly = await get(picture, { accept: 'image/webp,*/*' });
  expect(webpOnly.headers.get('x-page-cache')).toBe('MISS');
  expect(webpOnly.headers.get('content-type')).toBe('image/webp');
  expect((await get(picture, { accept: 'image/webp,*/*' })).headers.get('content-type')).toBe('image/webp');

  for (let i = 0; i < 2; i++) expect((await get('/img/640/0000000000000000.webp', modern)).headers.get('x-page-cache')).toBe('MISS');

  const token = await signInAdmin(server.url);
  const saved = await callSite(server.url, 'POST', '/api/admin/latest-news', {
    token,
    body: [newsArticle(await newsCatalogId(server.url, token), `Picture cache check ${Date.now()}`)],
  });
  expect(saved.status).toBe(200);
  const afterSave = await get(picture, modern);
  expect(afterSave.headers.get('x-page-cache')).toBe('HIT');
  expect(Buffer.from(await afterSave.arrayBuffer()).equals(firstBytes)).toBe(true);
});

test("a preview, in either language, is never kept, and its policy allows its own inline scripts by hash, not 'unsafe-inline'", async () => {
  const token = await signInAdmin(server.url);
  for (const lang of ['en_US', 'zh_CN']) {
    const catalogs = await callSite(server.url, 'GET', `/api/admin/catalog?type=0&lang=${lang}`, { token });
    const title = `Preview policy check ${Date.now()}`;
    const draft = { ...newsArticle(catalogs.body.result[0].id, title), lang, status: 'draft' };
    const saved = await callSite(server.url, 'POST', '/api/admin/latest-news', { token, body: [draft] });
    expect(saved.status).toBe(200);
    const link = await callSite(server.url, 'GET', `/api/admin/preview-link?entity=latest-news&id=${saved.body.result[0].id}`, { token });
    for (let i = 0; i < 2; i++) {
      const preview = await get(link.body.result.url);
      expect(preview.status).toBe(200);
      expect(preview.headers.get('x-page-cache')).not.toBe('HIT');
      const html = await preview.text();
      expect(html).toContain(title);
      const inlineScripts = [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*\btype=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, text]) => text);
      expect(inlineScripts.length).toBeGreaterThan(0);
      const scriptSources = preview.headers
        .get('content-security-policy')!
        .split(';')
        .map((directive) => directive.trim().split(/\s+/))
        .find(([name]) => name === 'script-src')!;
      expect(scriptSources).not.toContain("'unsafe-inline'");
      for (const text of inlineScripts) expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
    }
  }
});

test('a detail call that counts a view is never answered from the cache', async () => {
  const { result } = await (await get('/api/user/latest-news')).json();
  const id = result[0].id;
  const first = await get(`/api/user/latest-news/${id}`);
  const second = await get(`/api/user/latest-news/${id}`);
  expect(second.headers.get('cache-control')).toBe('no-store');
  expect(second.headers.get('x-page-cache')).toBe('MISS');
  expect((await second.json()).result.views).toBe((await first.json()).result.views + 1);
});

test("the build's files are kept by their path, through saves: scripts compressed once, pictures as they are", async () => {
  const home = await get('/home');
  const html = await home.text();
  const script = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html)![1];
  // The build's own picture (the home-screen icon), compressed already like any picture or font.
  const media = path.resolve(__dirname, '../..', process.env.NEXT_DIST_DIR || '.next', 'static/media');
  const picture = `/_next/static/media/${fs.readdirSync(media).find((name) => name.endsWith('.png'))}`;
  // A conditional first request gets the whole file, and so does everyone after it. (Not through
  // fetch, which adds Cache-Control: no-cache to a conditional request.)
  const conditional = await raw(script, 'identity', 'GET', { 'if-modified-since': new Date(Date.now() + 86_400_000).toUTCString() });
  expect(conditional.status).toBe(200);
  expect(conditional.body.length).toBeGreaterThan(100);
  const plain = await raw(script, 'identity');
  const br = await raw(script, 'br', 'GET');
  expect(plain.headers['x-page-cache']).toBe('HIT');
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
  expect(plain.headers['cache-control']).toMatch(/immutable/);

  await raw(picture, 'br');
  const png = await raw(picture, 'br');
  expect(png.headers['x-page-cache']).toBe('HIT');
  expect(png.headers['content-encoding']).toBeUndefined();
  expect(png.body.subarray(1, 4).toString('latin1')).toBe('PNG');
  expect((await get('/_next/static/chunks/no-such-file.js')).status).toBe(404);

  // A query does not make another copy, and a save, which changes no file, drops none.
  expect((await raw(`${script}?v=${Date.now()}`, 'identity')).headers['x-page-cache']).toBe('HIT');
  await get('/about');
  const token = await signInAdmin(server.url);
  const saved = await callSite(server.url, 'POST', '/api/admin/latest-news', {
    token,
    body: [newsArticle(await newsCatalogId(server.url, token), `File cache check ${Date.now()}`)],
  });
  expect(saved.status).toBe(200);
  expect((await get('/about')).headers.get('x-page-cache')).toBe('MISS');
  const afterSave = await raw(script, 'identity');
  expect(afterSave.headers['x-page-cache']).toBe('HIT');
  expect(afterSave.body.equals(plain.body)).toBe(true);

  // Kept per protocol: behind an HTTPS proxy the same file still carries HSTS.
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const overHttps = await get(script, { 'x-forwarded-proto': 'https' });
  expect(overHttps.headers.get('strict-transport-security')).toMatch(/max-age=/);
});

test('a stored page is asked afresh once it is PAGE_CACHE_SECONDS old, so view counts move without a save', async () => {
  await get('/expertises');
  expect((await get('/expertises')).headers.get('x-page-cache')).toBe('HIT');
  await new Promise((resolve) => setTimeout(resolve, maxAgeSeconds * 1000 + 200));
  expect((await get('/expertises')).headers.get('x-page-cache')).toBe('MISS');
  expect((await get('/expertises')).headers.get('x-page-cache')).toBe('HIT');
});
