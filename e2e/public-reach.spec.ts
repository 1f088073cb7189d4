import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { tinyPng } from './admin-helpers';
import { site } from './words';

/**
 * Every item of a list is reachable: each page of a list has its own address with its items
 * and links to the pages beside it, and Load More adds the next page in the browser. The demo
 * has fewer than 100 news articles, so the tests write the missing ones and delete them after.
 */

test.describe.configure({ mode: 'serial' });

const locales = [
  { name: 'English', prefix: '', lang: 'en_US', htmlLang: 'en', honours: site.en.Honours.title, notFound: site.en.NotFound.title },
  { name: 'Chinese', prefix: '/zh', lang: 'zh_CN', htmlLang: 'zh-CN', honours: site.zh.Honours.title, notFound: site.zh.NotFound.title },
];
const langs = locales.map((locale) => locale.lang);
const PAGE_SIZE = 9;
// The 100th article is the first of page 12.
const HUNDREDTH_PAGE = Math.ceil(100 / PAGE_SIZE);

const stamp = `reach-${Date.now()}`;
let token = '';
const createdGroups: string[] = [];

const cards = (page: Page) => page.getByTestId('article-card');

async function newsTotal(request: APIRequestContext, lang: string): Promise<number> {
  const body = await (await request.get('/api/user/latest-news?pageSize=1', { headers: { lang } })).json();
  return body.pageable.totalCount;
}

/**
 * The title of the 100th news article in the site's list of a language (which holds the
 * other languages' untranslated articles too), and how many the list holds: read from the
 * page that shows it.
 */
async function hundredth(page: Page, prefix: string): Promise<{ title: string; total: number }> {
  await page.goto(`${prefix}/news?page=${HUNDREDTH_PAGE}`);
  const title = (await page.locator('#articles-item-99').getByRole('heading').textContent())!.trim();
  const status = (await page.getByRole('status').first().textContent())!;
  return { title, total: Number(status.match(/\d+/g)!.at(-1)) };
}

test.beforeAll(async ({ request }) => {
  test.setTimeout(180_000);
  const login = await request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  expect(login.status()).toBe(200);
  token = (await login.json()).result;
  const upload = await request.post('/api/admin/files/upload', { headers: { authorization: token }, multipart: { file: tinyPng } });
  const coverUrl = `/api/upload/${(await upload.json()).result.fileId}`;
  const catalogOf: Record<string, number> = {};
  for (const lang of langs) {
    const tree = await (await request.get('/api/user/catalog?type=0', { headers: { lang } })).json();
    catalogOf[lang] = tree.result[0].id;
  }
  const missing = 100 + 1 - Math.min(...(await Promise.all(langs.map((lang) => newsTotal(request, lang)))));
  for (let index = 0; index < missing; index++) {
    const response = await request.post('/api/admin/latest-news', {
      headers: { authorization: token },
      data: langs.map((lang) => ({
        lang,
        cataId: catalogOf[lang],
        coverUrl,
        title: `${stamp} ${lang} ${index}`,
        content: '<p>Reach</p>',
        isLink: 0,
      })),
    });
    expect(response.status(), await response.text()).toBe(200);
    createdGroups.push((await response.json()).result[0].no);
  }
});

test.afterAll(async ({ request }) => {
  for (const no of createdGroups) {
    const response = await request.delete(`/api/admin/latest-news?no=${encodeURIComponent(no)}`, { headers: { authorization: token } });
    expect(response.status()).toBe(200);
  }
});

for (const locale of locales) {
  test.describe(`every item reachable (${locale.name})`, () => {
    test.describe('without JavaScript', () => {
      test.use({ javaScriptEnabled: false });

      test('the 100th article by the links from page to page', async ({ page }) => {
        const { title } = await hundredth(page, locale.prefix);
        await page.goto(`${locale.prefix}/news`);
        await expect(page.locator('a[rel="prev"]')).toHaveCount(0);
        for (let number = 2; number <= HUNDREDTH_PAGE; number++) {
          // Each page shows its own items only, and links back to the one before.
          await expect(cards(page)).toHaveCount(PAGE_SIZE);
          await expect(cards(page).filter({ hasText: title })).toHaveCount(0);
          await page.locator('a[rel="next"]').click();
          await expect(page).toHaveURL(new RegExp(`${locale.prefix}/news\\?page=${number}$`));
          await expect(page.locator('a[rel="prev"]')).toHaveAttribute(
            'href',
            number === 2 ? `${locale.prefix}/news` : new RegExp(`page=${number - 1}$`),
          );
        }
        await expect(page.locator('#articles-item-99')).toContainText(title);
        await expect(page.getByRole('status')).toContainText('100');
        await page.locator('a[rel="prev"]').click();
        await expect(page).toHaveURL(new RegExp(`page=${HUNDREDTH_PAGE - 1}$`));
        await expect(page.locator('#articles-item-90')).toBeVisible();
      });

      test('a page past the end is not found; a malformed page number is the first page', async ({ page }) => {
        const response = await page.goto(`${locale.prefix}/news?page=999`);
        expect(response?.status()).toBe(404);
        expect((await page.goto(`${locale.prefix}/news?page=abc`))?.status()).toBe(200);
        await expect(page.locator('#articles-item-0')).toBeVisible();
      });

      // Next.js 16.4 answers a notFound() with an empty shell the browser fills in
      // (vercel/next.js#62228): status 404, but no text and no lang in the HTML.
      test('unknown paths: the not-found page in the HTML itself, with its language and 404', async ({ page, request }) => {
        for (const path of ['/no-such-page', '/news/detail/987654', '/page-not-found']) {
          const response = await request.get(`${locale.prefix}${path}`);
          expect(response.status(), path).toBe(404);
          const html = await response.text();
          expect(html, path).toContain(`<html lang="${locale.htmlLang}"`);
          expect(html, path).toContain(locale.notFound);
          await page.goto(`${locale.prefix}${path}`);
          await expect(page.locator('h1')).toHaveText(locale.notFound);
        }
      });
    });

    test('the 100th article by Load More, which adds each page to those shown', async ({ page }) => {
      test.setTimeout(120_000);
      const { title, total } = await hundredth(page, locale.prefix);
      await page.goto(`${locale.prefix}/news`);
      const address = page.url();
      for (let shown = PAGE_SIZE; shown < 100; shown += PAGE_SIZE) {
        await page.getByTestId('load-more').click();
        await expect(cards(page)).toHaveCount(Math.min(shown + PAGE_SIZE, total));
        // Focus moves to the first new article; the address stays (Back leaves the list).
        await expect(page.locator(`[id="articles-item-${shown}"]`)).toBeFocused();
      }
      expect(page.url()).toBe(address);
      await expect(page.locator('#articles-item-0')).toBeVisible();
      await expect(page.locator('#articles-item-99')).toContainText(title);
      await expect(page.getByRole('status')).toContainText(`1–${Math.min(HUNDREDTH_PAGE * PAGE_SIZE, total)}`);
      // The added articles are links like the others.
      await page.locator('#articles-item-99').getByRole('link').first().click();
      await expect(page.locator('h1')).toHaveText(title);
    });

    test('a page is its own address with JavaScript too', async ({ page }) => {
      const { title, total } = await hundredth(page, locale.prefix);
      await page.reload();
      await expect(page.locator('#articles-item-99')).toContainText(title);
      await expect(cards(page)).toHaveCount(Math.min(PAGE_SIZE, total - 99));
    });

    test('About links to every honour, in pages like the other lists', async ({ page }) => {
      await page.goto(`${locale.prefix}/about`);
      await page.getByTestId('about-accolades').locator(`a[href="${locale.prefix}/honor"]`).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/honor$`));
      await expect(page.locator('h1')).toHaveText(locale.honours);
      await expect(page.getByTestId('honour-card').first()).toBeVisible();
      await expect(page.getByRole('status')).toContainText('1–');
      await page.getByTestId('honour-card').first().getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/honor/detail/\\d+$`));
      expect((await page.goto(`${locale.prefix}/honor?page=99`))?.status()).toBe(404);
    });
  });
}
