import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { switchLanguage } from '../language-menu';

/**
 * The URL decides the language (proxy.ts): after reading Arabic pages, or picking Arabic in the
 * language menu, a reader who follows a link to an English page (from an e-mail, a search engine,
 * a colleague) reads it in English. Only the site's root chooses, by the language picked in the
 * menu, then by the browser's.
 */
const fromElsewhere = { referer: 'https://example.com/' };

async function expectEnglishAt(page: Page, path: string) {
  const response = await page.goto(path, fromElsewhere);
  expect(response?.status(), path).toBe(200);
  expect(new URL(page.url()).pathname, path).toBe(path);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
}

async function newsDetailPath(page: Page): Promise<string> {
  const body = await (await page.request.get('/api/user/latest-news?lang=en_US&pageSize=1')).json();
  return `/news/detail/${body.result[0].id}`;
}

test('a reader who read Arabic pages opens English links in English', async ({ page }) => {
  await page.goto('/ar');
  await expect(page).toHaveURL(/\/ar\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await page.goto('/ar/people');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');

  await expectEnglishAt(page, '/people');
  await expectEnglishAt(page, await newsDetailPath(page));
});

test('the language picked in the menu is remembered by the root, not forced on English links', async ({ page, context }) => {
  await page.goto('/about');
  await switchLanguage(page, 'ar');
  await page.waitForURL((url) => url.pathname === '/ar/about');
  const cookies = await context.cookies();
  expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe('ar');

  await expectEnglishAt(page, '/people');
  await expectEnglishAt(page, await newsDetailPath(page));
  // The English pages did not change the remembered choice: the root still opens in Arabic.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ar\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
});

test.describe('in a browser set to Arabic', () => {
  test.use({ locale: 'ar-AE' });

  test('English links open in English; the root opens in Arabic', async ({ page }) => {
    await expectEnglishAt(page, '/people');
    await page.goto('/');
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  });
});
