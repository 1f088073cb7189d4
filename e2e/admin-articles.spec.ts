import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { dragOnto, signIn, tinyPng, tokenOf } from './admin-helpers';
import { admin, apiMessage, fill, forLang, languageName, requiredText, switchName, templatePattern } from './words';

const zh = admin.zh;
const en = admin.en;

/** Every back-office route of the specification (plus the sections staff also manage). */
const adminRoutes = [
  '/admin',
  '/admin/articles/news/list',
  '/admin/articles/news/edit',
  '/admin/articles/news/edit-external',
  '/admin/articles/news/folder',
  '/admin/articles/cases/list',
  '/admin/articles/cases/edit',
  '/admin/articles/cases/edit-external',
  '/admin/articles/cases/folder',
  '/admin/articles/honors/list',
  '/admin/articles/honors/edit',
  '/admin/banner/list',
  '/admin/site/config',
  '/admin/people/list',
  '/admin/people/add',
  '/admin/people/edit/1',
  '/admin/expertise/list',
  '/admin/expertise/add',
  '/admin/expertise/edit/1',
  '/admin/jobs',
  '/admin/messages',
  '/admin/staff',
];

test('a wrong password shows the server’s message, in the back office’s language', async ({ page }) => {
  await page.goto('/admin-login');
  await page.getByLabel(zh.shell.loginAccount, { exact: true }).fill('admin');
  await page.getByLabel(zh.shell.password, { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: zh.shell.signIn }).click();
  const refused = 'Incorrect account or password';
  await expect(page.getByTestId('login-notice')).toHaveText(apiMessage(refused, 'zh'));
  // The notification of every failed request: titled 请求错误, with the server's message.
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: zh.common.requestError });
  await expect(toast).toContainText(apiMessage(refused, 'zh'));
  await expect(page).toHaveURL(/\/admin-login/);
  expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();

  // In English, the server answers in English.
  await page
    .getByRole('group', { name: zh.shell.language })
    .getByRole('button', { name: switchName('en') })
    .click();
  await page.getByLabel(en.shell.password, { exact: true }).fill('still-not-the-password');
  await page.getByRole('button', { name: en.shell.signIn }).click();
  await expect(page.getByTestId('login-notice')).toHaveText(apiMessage(refused, 'en'));
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: en.common.requestError })).toContainText(apiMessage(refused, 'en'));
});

test('every admin route without a token goes to the login page, and back after sign-in', async ({ page }) => {
  for (const route of adminRoutes) {
    await page.goto(route);
    await page.waitForURL(/\/admin-login/);
    const url = new URL(page.url());
    expect(url.pathname, route).toBe('/admin-login');
    if (route !== '/admin') expect(url.searchParams.get('redirect'), route).toBe(route);
  }
  await page.goto('/admin/articles/honors/list');
  await page.waitForURL(/\/admin-login/);
  await page.getByLabel(zh.shell.loginAccount, { exact: true }).fill('admin');
  await page.getByLabel(zh.shell.password, { exact: true }).fill(adminPassword);
  await page.getByRole('button', { name: zh.shell.signIn }).click();
  await page.waitForURL('**/admin/articles/honors/list');
  await expect(page.getByRole('heading', { level: 1, name: zh.articles.honoursTitle })).toBeVisible();
});

test('an expired token on any screen leads to the login page with the expired message', async ({ page }) => {
  for (const route of [
    '/admin/articles/news/list',
    '/admin/articles/cases/folder',
    '/admin/articles/honors/edit',
    '/admin/banner/list',
    '/admin/site/config',
    '/admin/staff',
  ]) {
    await page.goto('/admin-login');
    await page.evaluate(() => localStorage.setItem('authorization', 'bogus-expired-token'));
    await page.goto(route);
    await page.waitForURL(/\/admin-login/);
    expect(new URL(page.url()).searchParams.get('redirect'), route).toBe(route);
    await expect(page.getByTestId('login-notice')).toHaveText(zh.common.sessionExpired);
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: zh.common.sessionExpired })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authorization'))).toBeNull();
  }
});

/** Makes sure each language has a news catalog to file the article under. */
async function ensureNewsCatalogs(page: Page) {
  const token = await tokenOf(page);
  for (const [lang, name] of [
    ['en_US', 'E2E News'],
    ['zh_CN', 'E2E 新闻'],
  ]) {
    const tree = await page.request.get(`/api/admin/catalog?type=0&lang=${lang}`, { headers: { Authorization: token } });
    if ((await tree.json()).result.length) continue;
    const created = await page.request.post('/api/admin/catalog', { headers: { Authorization: token }, data: [{ lang, name, type: 0 }] });
    expect(created.ok()).toBe(true);
  }
}

/** Fills one language version; a version not written yet is added from its tab first. */
async function fillVersion(page: Page, lang: 'en_US' | 'zh_CN', title: string, paragraph: string, add = false) {
  const panel = page.getByRole('tabpanel');
  await page.getByRole('tab', { name: new RegExp(lang) }).click();
  if (add) await panel.getByRole('button', { name: forLang(zh.versions.addVersion, lang, 'zh') }).click();
  await panel.getByLabel(zh.articles.title, { exact: true }).fill(title);
  await panel.getByLabel(zh.articles.catalog, { exact: true }).selectOption({ index: 1 });
  await panel.getByLabel(zh.articles.cover, { exact: true }).setInputFiles(tinyPng);
  await expect(panel.getByTestId('image-upload-preview')).toBeVisible();
  const editor = panel.getByRole('textbox', { name: zh.articles.content });
  await editor.click();
  await panel.getByRole('button', { name: zh.common.heading2 }).click();
  await page.keyboard.type(`${title} — key points`);
  await page.keyboard.press('Enter');
  await panel.getByRole('button', { name: zh.common.bold }).click();
  await page.keyboard.type(paragraph);
  await panel.getByLabel(zh.articles.note, { exact: true }).fill('Written by the end-to-end test');
}

function rowsOf(page: Page, title: string) {
  return page.getByRole('table').getByRole('row').filter({ hasText: title });
}

test('news: create both languages, see them on the public site, pin, delete', async ({ page }) => {
  const stamp = Date.now();
  const enTitle = `E2E merger announcement ${stamp}`;
  const zhTitle = `端到端并购公告 ${stamp}`;
  await signIn(page);
  await ensureNewsCatalogs(page);

  await page.getByRole('link', { name: zh.articles.create, exact: true }).click();
  await page.waitForURL('**/admin/articles/news/edit');
  // Required fields are checked in Chinese before anything is sent.
  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  await expect(page.getByRole('tabpanel').getByText(requiredText.zh).first()).toBeVisible();

  await fillVersion(page, 'en_US', enTitle, 'The firm advised on a landmark merger.');
  await fillVersion(page, 'zh_CN', zhTitle, '本所就一项里程碑式并购提供法律意见。', true);
  // Publishing acts on the tab shown (Chinese); the English version written beside it is saved as a draft.
  await page.getByRole('button', { name: forLang(zh.workflow.publishOf, 'zh_CN', 'zh'), exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: zh.workflow.publishedDone })).toBeVisible();
  // Saving stays in the editor, now the item's own.
  await page.waitForURL('**/admin/articles/news/edit?no=*');
  await page.getByRole('tab', { name: /en_US/ }).click();
  await expect(page.getByRole('tabpanel').getByText(zh.workflow.draft, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: forLang(zh.workflow.publishOf, 'en_US', 'zh'), exact: true }).click();
  await expect(page.getByRole('tabpanel').getByText(zh.workflow.published, { exact: true })).toBeVisible();
  await page.goto('/admin/articles/news/list');

  await page.getByLabel(zh.articles.title, { exact: true }).fill(String(stamp));
  await page.getByRole('button', { name: zh.common.search }).click();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(3);
  const idOf = async (title: string) => {
    const href = await rowsOf(page, title).getByRole('link', { name: zh.articles.view }).getAttribute('href');
    return Number(href!.split('/').pop());
  };
  const enId = await idOf(enTitle);
  const zhId = await idOf(zhTitle);
  const no = (await rowsOf(page, enTitle).locator('code').textContent())!;
  expect(await rowsOf(page, zhTitle).locator('code').textContent()).toBe(no);
  await page.screenshot({ path: 'test-results/admin-news-list.png', fullPage: true });

  // The public site shows each language version, with its formatting.
  await page.goto(`/news/detail/${enId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(enTitle);
  await expect(page.locator('h2', { hasText: 'key points' })).toBeVisible();
  await expect(page.locator('strong', { hasText: 'landmark merger' })).toBeVisible();
  await page.goto(`/zh/news/detail/${zhId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(zhTitle);
  await expect(page.locator('strong', { hasText: '里程碑式并购' })).toBeVisible();

  // Editing opens both versions together.
  await page.goto(`/admin/articles/news/edit?no=${no}`);
  await expect(page.getByRole('tabpanel').getByLabel(zh.articles.title, { exact: true })).toHaveValue(enTitle);
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await expect(page.getByRole('tabpanel').getByLabel(zh.articles.title, { exact: true })).toHaveValue(zhTitle);
  await page.screenshot({ path: 'test-results/admin-news-edit.png', fullPage: true });

  // Leaving with unsaved changes asks first.
  await page.getByRole('tabpanel').getByLabel(zh.articles.note, { exact: true }).fill('An unsaved change');
  await page.getByRole('navigation', { name: zh.shell.navigation }).getByRole('link', { name: zh.shell.newsFolder }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText(zh.common.leaveTitle);
  await leave.getByRole('button', { name: zh.common.stay }).click();
  await expect(page).toHaveURL(/\/admin\/articles\/news\/edit\?no=/);
  await expect(page.getByRole('tabpanel').getByLabel(zh.articles.note, { exact: true })).toHaveValue('An unsaved change');

  // Pinned items come first.
  await page.getByRole('link', { name: zh.articles.backToList }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: zh.common.leave }).click();
  await page.waitForURL('**/admin/articles/news/list');
  await rowsOf(page, enTitle).getByRole('button', { name: zh.articles.pin, exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: zh.articles.pinnedDone })).toBeVisible();
  const firstRows = page.getByRole('table').getByRole('row');
  await expect(firstRows.nth(1)).toContainText(String(stamp));
  await expect(firstRows.nth(2)).toContainText(String(stamp));
  await expect(rowsOf(page, enTitle).getByRole('button', { name: zh.articles.unpin })).toBeVisible();

  // Deleting asks first, then removes every language version.
  await rowsOf(page, zhTitle).getByRole('button', { name: zh.common.delete, exact: true }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(no);
  await dialog.getByRole('button', { name: zh.common.delete, exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: zh.common.deleted })).toBeVisible();
  await expect(rowsOf(page, String(stamp))).toHaveCount(0);
  await page.goto(`/admin/articles/news/list?title=${stamp}`);
  await expect(page.getByRole('table')).toContainText(zh.common.empty);
  const gone = await page.request.get(`/api/user/latest-news/${enId}`);
  expect(gone.status()).toBe(404);
});

test('a title search that stops counting says so under the list, in both languages', async ({ page }) => {
  await signIn(page);
  const headers = { Authorization: await tokenOf(page) };
  const { cataId, coverUrl } = (await (await page.request.get('/api/admin/latest-news?lang=en_US', { headers })).json()).result[0];
  const word = `Quokka${Date.now()}`;
  const nos: string[] = [];
  // Drafts, so that the public site and the other tests' lists do not change.
  for (let i = 0; i < 201; i++) {
    const title = i < 3 ? `${word} census ${i}` : `${word} ${i}`;
    const data = [{ lang: 'en_US', cataId, coverUrl, title, content: '<p>Text</p>', isLink: 0, status: 'draft' }];
    const response = await page.request.post('/api/admin/latest-news', { headers, data });
    expect(response.ok(), await response.text()).toBe(true);
    nos.push((await response.json()).result[0].no);
  }
  const pager = page.getByRole('navigation', { name: new RegExp(`^(${zh.common.pagination}|${en.common.pagination})$`) });
  await page.goto(`/admin/articles/news/list?title=${word}`);
  await expect(pager).toContainText(fill(zh.common.totalCapped, { total: 200 }));
  await expect(pager.getByRole('button', { name: fill(zh.common.page, { page: 20 }) })).toBeVisible();
  await page.goto(`/admin/articles/news/list?title=${word}%20census`);
  await expect(pager).toContainText(fill(zh.common.total, { total: 3 }));
  await page
    .getByRole('group', { name: zh.shell.language })
    .getByRole('button', { name: switchName('en') })
    .click();
  await expect(pager).toContainText(fill(en.common.total, { total: 3 }));
  await page.goto(`/admin/articles/news/list?title=${word}`);
  await expect(pager).toContainText(fill(en.common.totalCapped, { total: 200 }));

  for (const no of nos) expect((await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers })).ok()).toBe(true);
});

test('news folders: create, nest, reorder by dragging, and a refused delete', async ({ page }) => {
  const stamp = Date.now();
  const [first, second, child] = [`E2E Alpha ${stamp}`, `E2E Beta ${stamp}`, `E2E Child ${stamp}`];
  await signIn(page, '/admin/articles/news/folder');
  const tree = page.getByTestId('folder-tree-en_US');
  const rowOf = (name: string) => tree.getByTestId('folder-row').filter({ hasText: name });
  const dialog = page.getByRole('dialog');

  for (const name of [first, second]) {
    await tree.getByRole('button', { name: zh.articles.newFolder }).click();
    await dialog.getByLabel(zh.articles.folderName, { exact: true }).fill(name);
    await dialog.getByRole('button', { name: zh.common.save, exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(rowOf(name)).toBeVisible();
  }

  await rowOf(first).getByRole('button', { name: zh.articles.newSubfolder }).click();
  await expect(dialog.getByLabel(zh.articles.parent, { exact: true })).toHaveValue(/\d+/);
  await dialog.getByLabel(zh.articles.folderName, { exact: true }).fill(child);
  await dialog.getByRole('button', { name: zh.common.save, exact: true }).click();
  await expect(dialog).toBeHidden();
  // The child sits inside its parent's branch of the tree.
  const firstItem = tree.getByRole('treeitem').filter({ has: page.getByTestId('folder-name').getByText(first, { exact: true }) });
  await expect(firstItem.getByRole('group').getByTestId('folder-name')).toHaveText(child);

  // A folder with a sub-folder cannot be deleted: the server's refusal is shown.
  await rowOf(first).first().getByRole('button', { name: zh.common.delete, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: zh.common.delete, exact: true }).click();
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: zh.common.requestError })).toContainText(
    templatePattern(apiMessage('Catalog {id} still has {count} sub-catalog(s); delete or move them first', 'zh')),
  );
  await expect(rowOf(first).first()).toBeVisible();

  // Drag the second root folder above the first.
  const names = () => tree.locator(':scope > ul > li > div [data-testid=folder-name]').allTextContents();
  const before = await names();
  expect(before.indexOf(first)).toBeLessThan(before.indexOf(second));
  await dragOnto(page, rowOf(second).getByTestId('drag-handle'), rowOf(first).first().getByTestId('drag-handle'));
  await expect
    .poll(async () => {
      const now = await names();
      return now.indexOf(second) < now.indexOf(first);
    })
    .toBe(true);
  await page.screenshot({ path: 'test-results/admin-news-folder.png', fullPage: true });
  await page.reload();
  await expect(rowOf(second)).toBeVisible();
  const after = await names();
  expect(after.indexOf(second)).toBeLessThan(after.indexOf(first));
});

test('honours: both languages in one form, listed, then deleted; the admin also speaks English', async ({ page }) => {
  const stamp = Date.now();
  const enTitle = `E2E Law Firm of the Year ${stamp}`;
  const zhTitle = `端到端年度律所 ${stamp}`;
  await signIn(page, '/admin/articles/honors/edit');
  for (const [lang, title] of [
    ['en_US', enTitle],
    ['zh_CN', zhTitle],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(lang) }).click();
    const panel = page.getByRole('tabpanel');
    if (lang === 'zh_CN') await panel.getByRole('button', { name: forLang(zh.versions.addVersion, lang, 'zh') }).click();
    await panel.getByLabel(zh.articles.title, { exact: true }).fill(title);
    await panel.getByLabel(zh.articles.cover, { exact: true }).setInputFiles(tinyPng);
    await expect(panel.getByTestId('image-upload-preview')).toBeVisible();
    await panel.getByRole('textbox', { name: zh.articles.content }).fill(`${title}: ranked in band 1.`);
  }
  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  await page.waitForURL('**/admin/articles/honors/edit?no=*');
  await page.goto(`/admin/articles/honors/list?title=${stamp}`);
  await expect(rowsOf(page, enTitle)).toHaveCount(1);
  await expect(rowsOf(page, zhTitle)).toHaveCount(1);

  await page
    .getByRole('group', { name: zh.shell.language })
    .getByRole('button', { name: switchName('en') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en.articles.honoursTitle })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await rowsOf(page, enTitle).getByRole('button', { name: en.common.delete, exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: en.common.delete, exact: true }).click();
  await expect(page.getByRole('table')).toContainText(en.common.empty);
  await page
    .getByRole('group', { name: en.shell.language })
    .getByRole('button', { name: switchName('zh') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: zh.articles.honoursTitle })).toBeVisible();
});

test('an external news article: title, cover and link in one language only', async ({ page }) => {
  const title = `E2E external coverage ${Date.now()}`;
  await signIn(page, '/admin/articles/news/edit-external');
  await ensureNewsCatalogs(page);
  await page.reload();
  const panel = page.getByRole('tabpanel');
  await panel.getByLabel(zh.articles.title, { exact: true }).fill(title);
  await panel.getByLabel(zh.articles.catalog, { exact: true }).selectOption({ index: 1 });
  await panel.getByLabel(zh.articles.cover, { exact: true }).setInputFiles(tinyPng);
  await expect(panel.getByTestId('image-upload-preview')).toBeVisible();
  await panel.getByLabel(zh.articles.contentUrl, { exact: true }).fill('not a link');
  // The Chinese version is not written: it blocks nothing.
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await expect(page.getByRole('tabpanel').getByRole('button', { name: forLang(zh.versions.addVersion, 'zh_CN', 'zh') })).toBeVisible();
  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  // The shared schema refuses a link that is not http(s), on the English tab, in the back office's Chinese.
  await expect(page.getByRole('tab', { name: /en_US/ })).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('alert')).toHaveText(apiMessage('Must be an http(s) address or a path starting with /', 'zh'));
  await panel.getByLabel(zh.articles.contentUrl, { exact: true }).fill('https://www.example.com/coverage');
  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  await page.waitForURL('**/admin/articles/news/edit-external?no=*');

  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(title)}`);
  await expect(rowsOf(page, title)).toHaveCount(1);
  await expect(rowsOf(page, title)).toContainText(zh.articles.external);
  await expect(rowsOf(page, title)).toContainText(languageName('en_US', 'zh'));
  const token = await tokenOf(page);
  const list = await (
    await page.request.get(`/api/admin/latest-news?title=${encodeURIComponent(title)}`, { headers: { Authorization: token } })
  ).json();
  expect(list.result).toHaveLength(1);
  expect(list.result[0]).toMatchObject({ isLink: 1, contentUrl: 'https://www.example.com/coverage', lang: 'en_US' });
  // Opening it in the full editor goes to the link editor.
  await page.goto(`/admin/articles/news/edit?no=${list.result[0].no}`);
  await page.waitForURL('**/admin/articles/news/edit-external?no=*');
  await expect(page.getByRole('tabpanel').getByLabel(zh.articles.contentUrl, { exact: true })).toHaveValue(
    'https://www.example.com/coverage',
  );
});

test('the signed-in user changes the head image', async ({ page }) => {
  await signIn(page);
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: zh.shell.changeHeadImg }).click();
  const dialog = page.getByRole('dialog', { name: zh.shell.changeHeadImg });
  await dialog.getByLabel(zh.shell.headImg, { exact: true }).setInputFiles(tinyPng);
  await expect(dialog.getByTestId('image-upload-preview')).toBeVisible();
  await dialog.getByRole('button', { name: zh.common.save, exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: zh.shell.headImgChanged });
  await expect(toast).toBeVisible();
  // The notification leaves the header's buttons free, so the user menu opens at once, while it is shown.
  const menu = (await page.getByTestId('user-menu').boundingBox())!;
  await expect.poll(async () => (await toast.boundingBox())!.x + (await toast.boundingBox())!.width).toBeLessThanOrEqual(menu.x);
  await page.getByTestId('user-menu').click({ timeout: 2_000 });
  await expect(page.getByRole('menuitem', { name: zh.shell.changeHeadImg })).toBeVisible();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-menu').getByTestId('head-img')).toHaveAttribute('src', /\/api\/upload\//);
  await page.reload();
  await expect(page.getByTestId('user-menu').getByTestId('head-img')).toHaveAttribute('src', /\/api\/upload\//);
});
