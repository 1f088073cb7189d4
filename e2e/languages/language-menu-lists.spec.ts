import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminPassword } from '../../playwright.config';
import { signIn, tokenOf } from '../admin-helpers';
import { expectNoAxeViolations } from '../axe';
import { languageEntry, switchLanguage } from '../language-menu';
import { admin, fill, languageName } from '../words';

/**
 * The build served in five languages (playwright.config.ts): the language menu of a list keeps its
 * search words, filters and page, in the server's HTML as well; and the back office's Untranslated
 * items screen turns the fallback off and on.
 */

const pathAndQuery = (href: string | null) => {
  const url = new URL(href!, 'http://site');
  return `${url.pathname}${url.search}`;
};

async function adminHeaders(page: Page) {
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  return { Authorization: (await login.json()).result as string };
}

test("a list's language menu keeps its search words, filters and page", async ({ page }) => {
  await page.goto('/people?keyword=a&page=2');
  for (const [urlLocale, prefix] of [
    ['en', ''],
    ['zh', '/zh'],
    ['zh-hk', '/zh-hk'],
    ['ms', '/ms'],
    ['ar', '/ar'],
  ]) {
    expect(pathAndQuery(await languageEntry(page, urlLocale).getAttribute('href'))).toBe(`${prefix}/people?keyword=a&page=2`);
  }
  await switchLanguage(page, 'ms');
  await expect(page).toHaveURL(/\/ms\/people\?keyword=a&page=2$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
  await expect(page.locator('#people-keyword')).toHaveValue('a');
  // And back, from the Malay page.
  expect(pathAndQuery(await languageEntry(page, 'en').getAttribute('href'))).toBe('/people?keyword=a&page=2');

  // The filters' ids stay as they are (the lists read them across languages).
  await page.goto('/zh/news?cataId=7&page=3');
  expect(pathAndQuery(await languageEntry(page, 'ar').getAttribute('href'))).toBe('/ar/news?cataId=7&page=3');

  // The search page keeps its words, whatever their script.
  await page.goto(`/search?q=${encodeURIComponent('仲裁 arbitration')}`);
  await switchLanguage(page, 'zh-hk');
  await expect(page).toHaveURL(/\/zh-hk\/search\?/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('仲裁 arbitration');

  // Without JavaScript too: the server renders the query into the menu's links.
  const html = await (await page.request.get('/ms/people?keyword=a&page=2')).text();
  for (const href of ['/people', '/zh/people', '/zh-hk/people', '/ar/people'])
    expect(html).toContain(`href="${href}?keyword=a&amp;page=2"`);
  const plain = await (await page.request.get('/ms/people')).text();
  expect(plain).toContain('href="/zh/people"');
});

test('the administrator turns untranslated items off and on in the back office', async ({ page }) => {
  const headers = await adminHeaders(page);
  const before = (await (await page.request.get('/api/admin/language-config', { headers })).json()).result.fallback;
  // An article written in English only.
  const folder = await page.request.post('/api/admin/catalog', { headers, data: [{ lang: 'en_US', name: 'Updates', type: 0 }] });
  const created = await page.request.post('/api/admin/latest-news', {
    headers,
    data: [
      {
        lang: 'en_US',
        cataId: (await folder.json()).result[0].id,
        title: 'Untranslated update',
        content: '<p>In English only.</p>',
        coverUrl: '/api/upload/cover.jpg',
        isLink: 0,
      },
    ],
  });
  const { id, no } = (await created.json()).result[0] as { id: number; no: string };
  const config = async () => (await (await page.request.get('/api/admin/language-config', { headers })).json()).result.fallback;
  const malayEntry = async () => {
    await page.goto(`/news/detail/${id}`);
    return languageEntry(page, 'ms');
  };

  try {
    expect((await page.request.put('/api/admin/language-config', { headers, data: { fallback: 'en_US' } })).status()).toBe(200);
    await signIn(page, '/admin/languages');
    const zh = admin.zh.languageConfig;
    const en = admin.en.languageConfig;
    await expect(page.getByRole('heading', { level: 1, name: zh.title })).toBeVisible();
    const toggle = page.getByRole('switch', { name: zh.showEverywhere });
    await expect(toggle).toBeChecked();
    await expect(page.getByLabel(zh.preferred)).toHaveValue('en_US');
    await expectNoAxeViolations(page);

    // Off, in Chinese.
    await toggle.click();
    await expect(page.getByLabel(zh.preferred)).toHaveCount(0);
    await page.getByRole('button', { name: admin.zh.common.save }).click();
    await expect(page.getByTestId('language-config-state')).toHaveText(zh.stateOff);
    expect(await config()).toBeNull();
    const off = await malayEntry();
    expect(pathAndQuery(await off.getAttribute('href'))).toBe('/ms/news');
    await expect(off).not.toContainText('(');

    // On again, in English, preferring Chinese: the item has no Chinese version, so its English one shows.
    await page.goto('/admin/languages');
    await page.evaluate(() => localStorage.setItem('adminLocale', 'en'));
    await page.reload();
    const on = page.getByRole('switch', { name: en.showEverywhere });
    await expect(on).not.toBeChecked();
    await on.click();
    await page.getByLabel(en.preferred).selectOption('zh_CN');
    await page.getByRole('button', { name: admin.en.common.save }).click();
    await expect(page.getByTestId('language-config-state')).toHaveText(fill(en.stateOn, { language: languageName('zh_CN', 'en') }));
    expect(await config()).toBe('zh_CN');
    await page.getByLabel(en.preferred).selectOption('en_US');
    await page.getByRole('button', { name: admin.en.common.save }).click();
    await expect(page.getByTestId('language-config-state')).toHaveText(fill(en.stateOn, { language: languageName('en_US', 'en') }));
    expect(await config()).toBe('en_US');
    await expectNoAxeViolations(page);
    const shown = await malayEntry();
    expect(pathAndQuery(await shown.getAttribute('href'))).toBe(`/ms/news/detail/${id}`);
    await expect(shown).toContainText(`(${languageName('en_US', 'en')})`);
  } finally {
    await page.request.put('/api/admin/language-config', { headers, data: { fallback: before } });
    await page.request.delete(`/api/admin/latest-news?no=${no}`, { headers });
  }
});

test('an editor is not offered the screen, and is refused it', async ({ page }) => {
  const headers = await adminHeaders(page);
  const account = { loginAccount: 'editor.languages', userName: 'Editor Languages', password: 'editor-languages-9', roleId: 2 };
  await page.request.post('/api/admin/staff', { headers, data: account });
  await page.goto('/admin-login?redirect=%2Fadmin%2Flanguages');
  const { shell, languageConfig } = admin.zh;
  await page.getByLabel(shell.loginAccount, { exact: true }).fill(account.loginAccount);
  await page.getByLabel(shell.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: shell.signIn }).click();
  await page.waitForURL((url) => url.pathname === '/admin/languages');
  await expect(page.getByRole('alert').filter({ hasText: languageConfig.forbiddenText })).toBeVisible();
  await expect(page.getByRole('link', { name: shell.untranslatedItems })).toHaveCount(0);
  expect(await tokenOf(page)).not.toBe('');
});
