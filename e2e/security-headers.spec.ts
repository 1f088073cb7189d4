import { createHash } from 'node:crypto';
import net from 'node:net';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { tinyPng } from './admin-helpers';
import { switchLanguage } from './language-menu';
import { admin, site } from './words';

/**
 * Security headers on every kind of response, the Content-Security-Policy in a real browser
 * (pages still hydrate and nothing is reported), framing, HSTS behind an HTTPS proxy, and
 * traversal sent as raw request lines to the built server.
 */

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name, values]),
  ) as Record<string, string[]>;

function expectCommonHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], what).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
  expect(headers['strict-transport-security'], `${what} over plain HTTP`).toBeUndefined();
}

/** The policy of a page: no plug-ins, no base or form hijack, scripts only from this site, no inline script unless named. */
function expectPagePolicy(policy: string | undefined, what: string) {
  expect(policy, what).toBeTruthy();
  const csp = directives(policy!);
  expect(csp['object-src'], what).toEqual(["'none'"]);
  expect(csp['base-uri'], what).toEqual(["'self'"]);
  expect(csp['form-action'], what).toEqual(["'self'"]);
  expect(csp['default-src'], what).toEqual(["'self'"]);
  expect(csp['script-src-attr'], what).toEqual(["'none'"]);
  expect(csp['connect-src'], what).toEqual(["'self'"]);
  for (const source of csp['script-src'])
    expect(source, `${what}: script-src`).toMatch(/^('self'|'strict-dynamic'|'nonce-[A-Za-z0-9+/=]{16,}'|'sha256-[A-Za-z0-9+/]{43}=')$/);
  expect(policy, what).not.toMatch(/unsafe-eval|\*/);
  return csp;
}

/** The text of every script a browser would run from the page itself (JSON-LD is data). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
    .map(([, , text]) => text);

let token = '';
let uploads: { image: string; pdf: string };

test.beforeAll(async ({ playwright, site }) => {
  const request = await playwright.request.newContext({ baseURL: site.url });
  const login = await request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  token = (await login.json()).result;
  const upload = async (file: typeof tinyPng) =>
    `/api/upload/${(await (await request.post('/api/admin/files/upload', { headers: { authorization: token }, multipart: { file } })).json()).result.fileId}`;
  uploads = {
    image: await upload(tinyPng),
    pdf: await upload({
      name: 'a.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n%%EOF\n'),
    }),
  };
  await request.dispose();
});

async function staticAsset(request: APIRequestContext): Promise<string> {
  const html = await (await request.get('/home')).text();
  const match = /<script[^>]+src="(\/_next\/static\/[^"]+\.js)"/.exec(html);
  expect(match, 'a script on the home page').toBeTruthy();
  return match![1];
}

test.describe('headers on every kind of response', () => {
  test('public pages, in both languages, cached or not: the site policy', async ({ request }) => {
    for (const path of ['/home', '/zh/home', '/about', '/zh/people', '/news', '/expertises', '/docs/privacy', '/no-such-page']) {
      const response = await request.get(path);
      expect([200, 404], path).toContain(response.status());
      expectCommonHeaders(response, path);
      expect(response.headers()['x-frame-options'], path).toBe('SAMEORIGIN');
      const csp = expectPagePolicy(response.headers()['content-security-policy'], path);
      expect(csp['frame-ancestors'], path).toEqual(["'self'"]);
      const inline = inlineScripts(await response.text()).map((text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
      expect(inline.length, `${path}: Next.js's inline scripts`).toBeGreaterThan(0);
      expect(csp['script-src'].filter((source) => source.startsWith("'sha256-")).sort(), `${path}: exactly its own inline scripts`).toEqual(
        [...new Set(inline)].sort(),
      );
    }
  });

  test('back office pages: never framed, and a nonce policy with a fresh nonce on every request', async ({ request }) => {
    const nonces = new Set<string>();
    for (const path of ['/admin-login', '/admin-login', '/admin', '/admin/articles/news/list', '/admin/people/edit/1', '/admin/staff']) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect([200, 307, 308], path).toContain(response.status());
      expectCommonHeaders(response, path);
      expect(response.headers()['x-frame-options'], path).toBe('DENY');
      const csp = expectPagePolicy(response.headers()['content-security-policy'], path);
      expect(csp['frame-ancestors'], path).toEqual(["'none'"]);
      expect(csp['script-src'], path).toContain("'strict-dynamic'");
      const nonce = csp['script-src'].find((source) => source.startsWith("'nonce-"));
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      if (response.status() === 200) {
        const html = await response.text();
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
        expect(scripts.length, path).toBeGreaterThan(0);
        for (const script of scripts) expect(script, `${path}: every script carries the nonce`).toContain(`nonce="${nonce!.slice(7, -1)}"`);
      }
    }
    expect(nonces.size).toBe(6);
  });

  test('API answers, errors included: no content may load or run from them', async ({ request }) => {
    for (const [method, path, status] of [
      ['GET', '/api/health', 200],
      ['GET', '/api/user/banner', 200],
      ['GET', '/api/openapi.json', 200],
      ['GET', '/api/admin/mine', 401],
      ['GET', '/api/user/latest-news/999999', 404],
      ['GET', '/api/user/latest-news?lang=xx', 400],
      ['POST', '/api/admin/send-email', 400],
    ] as const) {
      const response = await request.fetch(path, { method, data: method === 'POST' ? {} : undefined });
      expect(response.status(), path).toBe(status);
      expectCommonHeaders(response, path);
      expect(directives(response.headers()['content-security-policy'] ?? '')['default-src'], path).toEqual(["'none'"]);
    }
  });

  test('uploads: the real type, nosniff, and a sandbox with no script', async ({ request }) => {
    for (const [path, type] of [
      [uploads.image, 'image/png'],
      [uploads.pdf, 'application/pdf'],
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toBe(type);
      expectCommonHeaders(response, path);
      const csp = directives(response.headers()['content-security-policy'] ?? '');
      expect(csp['default-src'], path).toEqual(["'none'"]);
      expect(csp.sandbox, path).toEqual([]);
    }
    const resized = await request.get(`/_next/image?url=${encodeURIComponent(uploads.image)}&w=64&q=75`);
    expect(resized.status()).toBe(200);
    expectCommonHeaders(resized, 'a resized upload');
    // The short address the pages use for the same version; a width the optimiser does not offer; no such upload.
    const file = uploads.image.split('/').pop()!;
    const shortName = `${file.slice(0, 16)}${file.slice(file.lastIndexOf('.'))}`;
    const short = await request.get(`/img/64/${shortName}`);
    expect(short.status()).toBe(200);
    expect(short.headers()['content-type']).toMatch(/^image\//);
    expect(Buffer.compare(await short.body(), await resized.body())).toBe(0);
    expectCommonHeaders(short, 'a resized upload at its short address');
    expect((await request.get(`/img/65/${shortName}`)).status()).toBe(400);
    expect((await request.get(`/img/64/${'0'.repeat(16)}.png`)).status()).toBe(404);
  });

  test('a path with broken percent-encoding is a 400 with the same headers, wherever it points', async ({ request }) => {
    for (const path of [
      '/%c0',
      '/news/%E0%A4%A',
      '/zh/people/detail/%',
      '/admin/%c0',
      '/api/upload/%c0%ae%c0%ae%c0%afsite.db',
      '/api/user/latest-news/%ff',
      '/_next/static/%c0.js',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(400);
      expectCommonHeaders(response, path);
    }
  });

  test('static assets, icons and the crawler files', async ({ request }) => {
    for (const path of [await staticAsset(request), '/icon.svg', '/apple-icon.png', '/robots.txt', '/sitemap.xml']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectCommonHeaders(response, path);
    }
  });

  test('HSTS only when the request came over HTTPS, on every kind of response', async ({ request }) => {
    const https = { 'x-forwarded-proto': 'https' };
    for (const path of [
      '/home',
      '/zh/about',
      '/admin-login',
      '/api/health',
      '/api/admin/mine',
      uploads.image,
      await staticAsset(request),
      '/robots.txt',
    ]) {
      const secure = await request.get(path, { headers: https });
      expect(secure.headers()['strict-transport-security'], path).toMatch(/^max-age=\d{7,}/);
      const plain = await request.get(path, { headers: { 'x-forwarded-proto': 'http' } });
      expect(plain.headers()['strict-transport-security'], path).toBeUndefined();
    }
  });
});

/** Everything the browser reports against the policy, and script errors, while `use` runs. */
async function watch(page: Page, use: () => Promise<void>): Promise<string[]> {
  const reports: string[] = [];
  page.on('console', (message) => {
    if (/Content.Security.Policy|Refused to/i.test(message.text())) reports.push(`${page.url()}: ${message.text().slice(0, 200)}`);
  });
  page.on('pageerror', (error) => reports.push(`${page.url()}: ${error.message.slice(0, 200)}`));
  await page.exposeFunction('__cspViolation', (text: string) => reports.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { __cspViolation(text: string): void }).__cspViolation(
        `${location.pathname}: ${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  await use();
  await page.waitForTimeout(300);
  return reports;
}

const isHydrated = (page: Page) =>
  page.evaluate(() =>
    Object.keys(document.querySelector('header') ?? document.querySelector('form') ?? {}).some((key) => key.startsWith('__react')),
  );

/** Whether the page at `url` renders inside an iframe of the current page (blocked frames show an error page). */
async function framedBy(page: Page, url: string): Promise<boolean> {
  // The iframe's load event comes for a page and for the error page of a refused one alike.
  // The page's own content stays: emptied, it would be put back, without the frame, by React's
  // hydration of the page if that were still under way.
  await page.evaluate(
    (src) =>
      new Promise<void>((resolve) => {
        for (const earlier of Array.from(document.querySelectorAll('iframe'))) earlier.remove();
        const frame = document.createElement('iframe');
        frame.onload = () => resolve();
        frame.src = src;
        document.body.append(frame);
        setTimeout(resolve, 20_000);
      }),
    url,
  );
  const frame = page.frames().findLast((candidate) => candidate !== page.mainFrame() && !candidate.isDetached());
  if (!frame || !frame.url().startsWith(url)) return false;
  return frame.evaluate(() => !!document.querySelector('main, form')).catch(() => false);
}

test.describe('the policy in Chromium', () => {
  test('public pages hydrate and work, with nothing reported: language switcher, phone menu, contact form', async ({ page }) => {
    const reports = await watch(page, async () => {
      for (const path of [
        '/home',
        '/zh/home',
        '/about',
        '/zh/about',
        '/expertises',
        '/people',
        '/zh/people',
        '/news',
        '/case',
        '/docs/privacy',
      ]) {
        await page.goto(path);
        await expect.poll(() => isHydrated(page), { message: path }).toBe(true);
      }
      // The language switcher (the Chinese pages above left their language in a cookie).
      await page.context().clearCookies();
      await page.goto('/about');
      await expect.poll(() => isHydrated(page)).toBe(true);
      await switchLanguage(page, 'zh');
      await expect(page).toHaveURL(/\/zh\/about$/);

      // The contact form checks the address in the browser (zod, with no eval).
      await page.context().clearCookies();
      await page.goto('/home');
      await expect.poll(() => isHydrated(page)).toBe(true);
      const form = page.locator('.contact-form');
      const contact = site.en.Contact;
      await form.getByLabel(contact.name, { exact: false }).first().fill('Alex Tan');
      await form.getByLabel(contact.email, { exact: false }).first().fill('alex.tan@');
      await form.getByLabel(contact.message, { exact: false }).first().fill('Hello');
      await form.getByRole('button', { name: contact.submit }).click();
      await expect(form.getByText(contact.invalidEmail)).toBeVisible();

      // The phone menu leads to another page, which loads with the menu closed.
      await page.setViewportSize({ width: 390, height: 800 });
      await page.context().clearCookies();
      await page.goto('/news');
      await expect.poll(() => isHydrated(page)).toBe(true);
      await page.getByTestId('menu-toggle').click();
      const menu = page.locator('header details').filter({ has: page.getByTestId('menu-toggle') });
      await expect(menu).toHaveAttribute('open', '');
      await menu.getByRole('link', { name: site.en.Navigation.people, exact: true }).click();
      await expect(page).toHaveURL(/\/people$/);
      await expect(menu).not.toHaveAttribute('open', '');
    });
    expect(reports).toEqual([]);
  });

  test('the back office signs in and opens its screens with nothing reported', async ({ page }) => {
    const reports = await watch(page, async () => {
      await page.goto('/admin-login?redirect=%2Fadmin%2Farticles%2Fnews%2Flist');
      const { shell } = admin.zh;
      await page.getByLabel(shell.loginAccount, { exact: true }).fill('admin');
      await page.getByLabel(shell.password, { exact: true }).fill(adminPassword);
      await page.getByRole('button', { name: shell.signIn }).click();
      await page.waitForURL('**/admin/articles/news/list');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      for (const path of ['/admin/articles/news/edit', '/admin/people/list', '/admin/site/config', '/admin/staff']) {
        await page.goto(path);
        await expect(page.getByTestId('user-menu')).toBeVisible();
      }
    });
    expect(reports).toEqual([]);
  });

  test('markup slipped into a page cannot run handlers, on the site or in the back office', async ({ page }) => {
    for (const path of ['/home', '/admin-login']) {
      await page.goto(path);
      await expect.poll(() => isHydrated(page)).toBe(true);
      const ran = await page.evaluate(async () => {
        document.body.insertAdjacentHTML(
          'beforeend',
          '<img src="data:," onerror="window.__ran = 1"><a id="x" href="#" onclick="window.__ran = 2">x</a>',
        );
        (document.getElementById('x') as HTMLAnchorElement).click();
        await new Promise((resolve) => setTimeout(resolve, 200));
        return (window as unknown as { __ran?: number }).__ran ?? 0;
      });
      expect([path, ran]).toEqual([path, 0]);
    }
  });

  test('another site cannot frame the back office or the site; the site may frame its own pages, never the back office', async ({
    page,
    baseURL,
  }) => {
    await page.route('http://attacker.test/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>elsewhere</title><body></body>' }),
    );
    await page.goto('http://attacker.test/');
    for (const path of ['/admin-login', '/admin/articles/news/list', '/home', '/zh/about']) {
      expect([path, await framedBy(page, `${baseURL}${path}`)]).toEqual([path, false]);
    }
    await page.goto('/about');
    await expect.poll(() => isHydrated(page)).toBe(true);
    for (const [path, framed] of [
      ['/home', true],
      ['/admin-login', false],
      ['/admin/articles/news/list', false],
    ] as const) {
      expect([path, await framedBy(page, `${baseURL}${path}`)]).toEqual([path, framed]);
    }
  });
});

test('traversal as raw request lines to the built server reads nothing', async ({ baseURL }) => {
  const { hostname, port } = new URL(baseURL!);
  const raw = (target: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), hostname, () =>
        socket.write(`GET ${target} HTTP/1.1\r\nHost: ${hostname}\r\nConnection: close\r\n\r\n`),
      );
      let answer = '';
      socket.on('data', (data) => (answer += data.toString('latin1')));
      socket.on('end', () => resolve(answer));
      socket.on('error', reject);
    });
  const id = uploads.image.split('/').pop()!;
  const failures: string[] = [];
  for (const target of [
    '/api/upload/../../etc/passwd',
    '/api/upload/../../../../../../etc/passwd',
    '/api/upload/..\\..\\site.db',
    '/api/upload/..%2f..%2fsite.db',
    '/api/upload/%2e%2e/%2e%2e/site.db',
    '/api/upload/..%252f..%252fsite.db',
    '/api/upload/%2e%2e%5c%2e%2e%5csite.db',
    '/api/upload/%c0%ae%c0%ae%c0%afsite.db',
    '/api/upload/./../site.db',
    '/api/upload//etc/passwd',
    '/api/upload/%2Fetc%2Fpasswd',
    `/api/upload/${id}%00.html`,
    `/api/upload/${id.slice(0, 2)}/${id}`,
    `/api/upload/${id}/../../site.db`,
    '/_next/static/../../../../etc/passwd',
    '/_next/static/..%2f..%2f..%2fpackage.json',
    '/_next/image?url=%2F..%2F..%2Fetc%2Fpasswd&w=64&q=75',
    '/_next/image?url=file:%2F%2F%2Fetc%2Fpasswd&w=64&q=75',
    '/img/64/..%2F..%2Fsite.db',
    '/img/64/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
    `/img/64/${id}%00.html`,
    '/..%2f..%2fetc%2fpasswd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/../../package.json',
    '/.env',
    '/.git/config',
    '/next.config.ts',
    '/data/site.db',
  ]) {
    const answer = await raw(target);
    const status = Number(answer.split(' ')[1]);
    if (status === 200 && !/text\/html/.test(answer.split('\r\n\r\n')[0])) failures.push(`${target}: ${status} ${answer.split('\r\n')[1]}`);
    if (/root:x:0|SQLite format|"devDependencies"|\[core\]|NEXT_DIST_DIR/.test(answer)) failures.push(`${target}: leaked a file`);
    if (status >= 500) failures.push(`${target}: ${status}`);
  }
  expect(failures).toEqual([]);
  expect(await raw(uploads.image)).toMatch(/^HTTP\/1\.1 200/);
});
