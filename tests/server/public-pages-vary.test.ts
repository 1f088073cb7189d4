import type { RunningServer } from '../support/server';
import { publicPagePaths } from '../support/server';
import { signInAdmin } from '../support/site-api';
import { startSite } from '../faults/support/site';

/**
 * The rule the page cache rests on (server/page-cache.ts): a public page depends on its URL and
 * the locale proxy's inputs, never on a visitor's cookies, headers or staff session. Each page is
 * rendered twice by Next.js (two cache keys, so two misses), once as an anonymous visitor and
 * once with a staff session and other cookies, and the two must show the same markup. (React's
 * streamed payload may order its rows differently from one render to the next; what it carries
 * is rendered into the markup.)
 */
let server: RunningServer;
let token: string;
let paths: string[];

beforeAll(async () => {
  server = await startSite(3842);
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

test('every public page is the same for an anonymous visitor and for a signed-in member of staff with cookies', async () => {
  for (const path of paths) {
    const anonymous = await render(path, { 'accept-language': 'en' });
    const staff = await render(path, {
      'accept-language': 'en;q=0.9, fr;q=0.1',
      authorization: token,
      cookie: `authorization=${token}; theme=dark; consent=1`,
    });
    expect([path, anonymous.status, anonymous.cache]).toEqual([path, 200, 'MISS']);
    expect([path, staff.status, staff.cache]).toEqual([path, 200, 'MISS']);
    expect({ path, html: staff.html }).toEqual({ path, html: anonymous.html });
  }
});
