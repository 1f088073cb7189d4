import { expect, type Browser, type Page } from '@playwright/test';
import { adminPassword } from '../playwright.config';
import { admin } from './words';

const { shell } = admin.zh;

/** A 1×1 PNG: enough for the upload call, which judges files by their bytes. */
export const tinyPng = {
  name: 'cover.png',
  mimeType: 'image/png',
  buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64'),
};

/** Signs in through the login page and waits for the back office. */
export async function signIn(page: Page, redirect = '/admin/articles/news/list') {
  await page.goto(`/admin-login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(shell.loginAccount, { exact: true }).fill('admin');
  await page.getByLabel(shell.password, { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.waitForURL((url) => url.pathname === redirect.split('?')[0]);
  // The menu names the signed-in user, as the server knows them.
  const mine = await page.request.get('/api/admin/mine', { headers: { Authorization: await tokenOf(page) } });
  await expect(page.getByTestId('user-menu')).toContainText((await mine.json()).result.userName);
}

/** The token the back office keeps, for API calls made by a test itself. */
export function tokenOf(page: Page): Promise<string> {
  return page.evaluate(() => localStorage.getItem('authorization') ?? '');
}

/** Drags one element onto another with the mouse, in small steps as a person would. */
export async function dragOnto(page: Page, from: ReturnType<Page['locator']>, to: ReturnType<Page['locator']>) {
  const source = (await from.boundingBox())!;
  const target = (await to.boundingBox())!;
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2);
  await page.mouse.down();
  await page.mouse.move(source.x + source.width / 2, source.y + source.height / 2 + 8, { steps: 4 });
  await page.mouse.move(target.x + target.width / 2, target.y + target.height / 2, { steps: 20 });
  await page.waitForTimeout(200);
  await page.mouse.up();
}

/** An editor's own browser, signed in with a password. */
export async function editorPage(browser: Browser, account: string, password: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto('/admin-login?redirect=%2Fadmin%2Farticles%2Fnews%2Flist');
  await page.getByLabel(shell.loginAccount, { exact: true }).fill(account);
  await page.getByLabel(shell.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.waitForURL((url) => url.pathname === '/admin/articles/news/list');
  return page;
}

/** A list's rows: a table's on a laptop, its cards on a phone (components/admin/data-table.tsx). */
export const listRows = (page: Page) => page.locator('tbody tr, ul[aria-label] > li');

/** Whether the page is wider than the window, so that it scrolls sideways. */
export const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

/** An English news article with a Chinese translation, then the English text changed: the Chinese is out of date. */
export async function outdatedPair(page: Page, title: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { Authorization: (await login.json()).result as string };
  const catalogs = async (lang: string) =>
    ((await (await page.request.get(`/api/admin/catalog?type=0&lang=${lang}`, { headers })).json()).result as { id: number }[])[0]
      .id as number;
  const article = async (lang: string, words: string) => ({
    lang,
    cataId: await catalogs(lang),
    coverUrl: '/api/upload/cover.png',
    title: words,
    content: `<p>${words}</p>`,
    isLink: 0,
  });
  const created = await page.request.post('/api/admin/latest-news', {
    headers,
    data: [await article('en_US', title), await article('zh_CN', `${title} 中文`)],
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [english] = (await created.json()).result as { id: number }[];
  const changed = await page.request.put('/api/admin/latest-news', {
    headers,
    data: [{ ...(await article('en_US', `${title} revised`)), id: english.id }],
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}
