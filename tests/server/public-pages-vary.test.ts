import type { RunningServer } from '../support/server';
import { publicPagePaths } from '../support/server';
import { signInAdmin } from '../support/site-api';
import { startSite } from '../faults/support/site';

/**
 * The rule the page cache rests on (server/page-cache.ts): a public page depends on its URL,
 * never on a visitor's cookies, headers, language or staff session (only the site's root, which
 * chooses a language, reads the NEXT_LOCALE cookie and Accept-Language). Each page is rendered
 * twice by Next.js (the cached copy expires in between, so two misses), once as an anonymous
 * visitor and once with a staff session, another remembered and browser language, and other
 * cookies, and the two must show the same markup. (React's streamed payload may order its rows
 * differently from one render to the next; what it carries is rendered into the markup.)
 */
let server: RunningServer;
let token: string;
let paths: string[];
const lifetimeSeconds = 1;

beforeAll(async () => {
  server = await startSite(3842, { PAGE_CACHE_SECONDS: String(lifetimeSeconds) });
  token = await signInAdmin(server.url);
  paths = await publicPagePaths(server.url);
}, 120_000);

afterAll(async () => {
  await server?.stop();
});

async function render(path: string, headers: Record<string, string>) {
  const response = await fetch(`${server.url}${path}`, { headers, redirect: 'manual' });
  const html = (await response.text()).replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '<script></script>');
  return { status: response.status, cache: response.headers.get('x-page-cache'), html };
}

const expired = () => new Promise((resolve) => setTimeout(resolve, lifetimeSeconds * 1000 + 100));

test('every public page is the same for an anonymous visitor and for a signed-in member of staff with cookies', async () => {
  // The server rendered home in each language before it was ready: that copy expires first.
  await expired();
  const anonymous = [];
  for (const path of paths) anonymous.push(await render(path, { 'accept-language': 'en' }));
  // Every copy has expired: the second visitor's pages are rendered again, not read from the cache.
  await expired();
  for (const [index, path] of paths.entries()) {
    const staff = await render(path, {
      'accept-language': 'zh-CN,zh;q=0.9, fr;q=0.1',
      authorization: token,
      cookie: `authorization=${token}; theme=dark; consent=1; NEXT_LOCALE=zh`,
    });
    expect([path, anonymous[index].status, anonymous[index].cache]).toEqual([path, 200, 'MISS']);
    expect([path, staff.status, staff.cache]).toEqual([path, 200, 'MISS']);
    expect({ path, html: staff.html }).toEqual({ path, html: anonymous[index].html });
  }
});
