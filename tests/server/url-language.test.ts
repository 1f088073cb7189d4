import type { RunningServer } from '../support/server';
import { sampleIds } from '../support/server';
import { startSite } from '../faults/support/site';

/**
 * The URL decides the language (proxy.ts): a page other than the site's root opens in the
 * language of its URL, whatever the NEXT_LOCALE cookie or Accept-Language say; only `/` chooses,
 * by the remembered language, then by the browser's. So the page cache keys every other page by
 * its URL alone (server/page-cache.ts). On a production server of the build in NEXT_DIST_DIR
 * serving the five shipped languages.
 */
const fiveLanguages = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
let server: RunningServer;
let newsId: number;

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
const arabicReader = { cookie: 'NEXT_LOCALE=ar', 'accept-language': 'ar' };
const htmlLangOf = (html: string) => /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1];
const redirectOf = (response: Response) => {
  const location = response.headers.get('location');
  return location === null ? null : new URL(location, server.url).pathname;
};

beforeAll(async () => {
  server = await startSite(3861, { SITE_LANGUAGES: fiveLanguages });
  newsId = (await sampleIds(server.url)).news;
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

test('an English address opens in English for a reader whose cookie and browser say Arabic', async () => {
  for (const path of ['/people', `/news/detail/${newsId}`]) {
    const response = await get(path, arabicReader);
    const html = await response.text();
    expect([path, response.status, redirectOf(response)]).toEqual([path, 200, null]);
    expect([path, htmlLangOf(html)]).toEqual([path, 'en']);
    // The proxy writes no cookie: the one it reads is the reader's choice in the language menu.
    expect([path, response.headers.get('set-cookie')]).toEqual([path, null]);
  }
  // An unknown English address is English's not-found page.
  const missing = await get('/no-such-page', arabicReader);
  expect(missing.status).toBe(404);
  expect(htmlLangOf(await missing.text())).toBe('en');
});

test("a prefixed address opens in its own language, whatever the reader's", async () => {
  const chinese = await get('/zh/people', arabicReader);
  expect(chinese.status).toBe(200);
  expect(htmlLangOf(await chinese.text())).toBe('zh-CN');
  const arabic = await get('/ar/people', { 'accept-language': 'en' });
  expect(arabic.status).toBe(200);
  expect(htmlLangOf(await arabic.text())).toBe('ar');
  expect(arabic.headers.get('set-cookie')).toBeNull();
});

test('the root chooses by the remembered language, then by Accept-Language, then English', async () => {
  const byCookie = await get('/', { cookie: 'NEXT_LOCALE=ar', 'accept-language': 'en' });
  expect([byCookie.status, redirectOf(byCookie)]).toEqual([307, '/ar']);
  const cookieFirst = await get('/', { cookie: 'NEXT_LOCALE=zh', 'accept-language': 'ar' });
  expect([cookieFirst.status, redirectOf(cookieFirst)]).toEqual([307, '/zh']);
  const byBrowser = await get('/', { 'accept-language': 'ar' });
  expect([byBrowser.status, redirectOf(byBrowser)]).toEqual([307, '/ar']);
  const byDefault = await get('/', { 'accept-language': 'fr' });
  expect([byDefault.status, redirectOf(byDefault)]).toEqual([307, '/home']);
  // Each language's own root is its home page, by its URL.
  const arabicRoot = await get('/ar', { cookie: 'NEXT_LOCALE=zh' });
  expect([arabicRoot.status, redirectOf(arabicRoot)]).toEqual([307, '/ar/home']);
});

test("every reader shares one cached copy of a page, whatever their cookie or browser's language", async () => {
  const first = await get('/about', arabicReader);
  expect([first.status, first.headers.get('x-page-cache')]).toEqual([200, 'MISS']);
  const html = await first.text();
  const readers: Record<string, string>[] = [{}, { cookie: 'NEXT_LOCALE=zh' }, { 'accept-language': 'zh-CN,zh;q=0.9' }, arabicReader];
  for (const headers of readers) {
    const again = await get('/about', headers);
    expect([headers, again.status, again.headers.get('x-page-cache')]).toEqual([headers, 200, 'HIT']);
    expect(await again.text()).toBe(html);
  }
});
