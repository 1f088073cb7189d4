import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tokenOf } from './admin-helpers';
import { switchLanguage } from './language-menu';
import { signInAs } from './workflow-helpers';
import { admin, forLang, languageName, originalLanguageTag, type AdminLocale } from './words';

/** The back office's words this spec reads, in each of its languages. */
function wordsIn(locale: AdminLocale) {
  const { people, practiceAreas, common, workflow, articles, versions, shell } = admin[locale];
  const chinese = languageName('zh_CN', locale);
  return {
    name: people.name,
    areaName: practiceAreas.name,
    save: common.save,
    publishEnglish: forLang(workflow.publishOf, 'en_US', locale),
    published: workflow.publishedDone,
    newFolder: articles.newFolder,
    folderName: articles.folderName,
    otherFolderName: `${articles.folderName} · ${chinese}`,
    addChinese: forLang(versions.addVersion, 'zh_CN', locale),
    chinese,
    leaveTitle: common.leaveTitle,
    leave: common.leave,
    stay: common.stay,
    addArea: practiceAreas.add,
    backToList: practiceAreas.backToList,
    signOut: shell.signOut,
  };
}
const words = { zh: wordsIn('zh'), en: wordsIn('en') };

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const panel = (page: Page, lang: string) => page.getByRole('tabpanel', { name: new RegExp(lang) });

/**
 * Presses the browser's Back or Forward button (a traversal the page may hold back, so not
 * awaited as a navigation; scripts' `history.back()` is treated differently by Chromium).
 */
async function press(page: Page, button: 'back' | 'forward') {
  const browser = await page.context().newCDPSession(page);
  const { currentIndex, entries } = await browser.send('Page.getNavigationHistory');
  await browser.send('Page.navigateToHistoryEntry', { entryId: entries[currentIndex + (button === 'back' ? -1 : 1)].id });
  await browser.detach();
}

/** A new item starts in English alone (the Chinese tab offers to add its version): fills the English name and publishes it. */
async function publishInEnglishOnly(page: Page, nameLabel: string, name: string, t: (typeof words)[keyof typeof words]) {
  await page.getByRole('tab', { name: new RegExp(t.chinese) }).click();
  await expect(panel(page, t.chinese).getByRole('button', { name: t.addChinese })).toBeVisible();
  await expect(panel(page, t.chinese).getByLabel(nameLabel, { exact: true })).toHaveCount(0);
  await page.getByRole('tab', { name: /en_US/ }).click();
  await panel(page, 'en_US').getByLabel(nameLabel, { exact: true }).fill(name);
  await page.getByRole('button', { name: t.publishEnglish, exact: true }).click();
}

for (const locale of ['zh', 'en'] as const) {
  const t = words[locale];

  test.describe(`back office in ${locale}`, () => {
    test('a lawyer and a practice area in English only are published in English, shown in Chinese marked', async ({ page }) => {
      const stamp = `E2E${locale}${Date.now().toString(36)}`;
      const area = `Sanctions ${stamp}`;
      const lawyer = `Nadia Koh ${stamp}`;

      await signInAs(page, locale, '/admin/expertise/add');
      await publishInEnglishOnly(page, t.areaName, area, t);
      await expect(toast(page, t.published)).toBeVisible();
      await page.waitForURL(/\/admin\/expertise\/edit\/\d+/);

      await page.goto('/admin/people/add');
      await publishInEnglishOnly(page, t.name, lawyer, t);
      await expect(toast(page, t.published)).toBeVisible();
      await page.waitForURL(/\/admin\/people\/edit\/\d+/);

      // The practice area: on the English list; its switcher leads to it under the Chinese address,
      // shown in English with a notice, and the Chinese list shows it marked as English.
      await page.goto('/expertises');
      await page.getByTestId('practice-area-card').filter({ hasText: area }).getByRole('link').first().click();
      await page.waitForURL(/\/expertises\/detail\/\d+/);
      await expect(page.getByRole('heading', { level: 1, name: area })).toBeVisible();
      await switchLanguage(page, 'zh');
      await page.waitForURL(/\/zh\/expertises\/detail\/\d+/);
      await expect(page.getByTestId('fallback-notice')).toBeVisible();
      await page.goto('/zh/expertises');
      const areaCard = page.getByTestId('practice-area-card').filter({ hasText: area });
      await expect(areaCard.getByTestId('original-language')).toHaveText(originalLanguageTag('en', 'zh'));

      // The lawyer likewise, on the People pages.
      await page.goto(`/people?keyword=${stamp}`);
      await page.getByTestId('lawyer-card').filter({ hasText: lawyer }).getByRole('link').first().click();
      await page.waitForURL(/\/people\/detail\/\d+/);
      await expect(page.getByRole('heading', { level: 1, name: lawyer })).toBeVisible();
      await switchLanguage(page, 'zh');
      await page.waitForURL(/\/zh\/people\/detail\/\d+/);
      await expect(page.getByTestId('fallback-notice')).toBeVisible();
      await page.goto(`/zh/people?keyword=${stamp}`);
      await expect(page.getByTestId('lawyer-card')).toHaveCount(1);
      await expect(page.getByTestId('lawyer-card').getByTestId('original-language')).toHaveText(originalLanguageTag('en', 'zh'));
    });

    test('folders made in both languages share one no; a folder gets its other version later', async ({ page }) => {
      const stamp = `${locale}${Date.now().toString(36)}`;
      await signInAs(page, locale, '/admin/articles/news/folder');
      const tree = page.getByTestId('folder-tree-en_US');
      const dialog = page.getByRole('dialog');

      await tree.getByRole('button', { name: t.newFolder }).click();
      await dialog.getByLabel(t.folderName, { exact: true }).fill(`Briefings ${stamp}`);
      await dialog.getByLabel(t.otherFolderName, { exact: true }).fill(`简报 ${stamp}`);
      await dialog.getByRole('button', { name: t.save, exact: true }).click();
      await expect(dialog).toHaveCount(0);

      await tree
        .getByTestId('folder-row')
        .filter({ hasText: `Briefings ${stamp}` })
        .waitFor();
      await tree.getByRole('button', { name: t.newFolder }).click();
      await dialog.getByLabel(t.folderName, { exact: true }).fill(`Alone ${stamp}`);
      await dialog.getByRole('button', { name: t.save, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      const alone = tree.getByTestId('folder-row').filter({ hasText: `Alone ${stamp}` });
      await alone.getByRole('button', { name: t.addChinese }).click();
      await dialog.getByLabel(t.otherFolderName, { exact: true }).fill(`单独 ${stamp}`);
      await dialog.getByRole('button', { name: t.save, exact: true }).click();
      await expect(dialog).toHaveCount(0);
      await expect(alone.getByRole('button', { name: t.addChinese })).toHaveCount(0);

      await page.getByRole('tab', { name: new RegExp(t.chinese) }).click();
      const zhTree = page.getByTestId('folder-tree-zh_CN');
      await expect(zhTree.getByTestId('folder-name').filter({ hasText: `简报 ${stamp}` })).toBeVisible();
      await expect(zhTree.getByTestId('folder-name').filter({ hasText: `单独 ${stamp}` })).toBeVisible();

      const response = await page.request.get('/api/admin/catalog?type=0', { headers: { Authorization: await tokenOf(page) } });
      const folders = (await response.json()).result as { name: string; no: string }[];
      const noOf = (name: string) => folders.find((folder) => folder.name === name)?.no;
      expect(noOf(`Briefings ${stamp}`)).toBeTruthy();
      expect(noOf(`简报 ${stamp}`)).toBe(noOf(`Briefings ${stamp}`));
      expect(noOf(`单独 ${stamp}`)).toBe(noOf(`Alone ${stamp}`));
    });

    test('unsaved changes: Back and Forward ask first; Stay stays, Leave leaves; so does signing out', async ({ page }) => {
      await signInAs(page, locale, '/admin/expertise/list');
      const question = page.getByRole('alertdialog', { name: t.leaveTitle });
      const nameField = () => panel(page, 'en_US').getByLabel(t.areaName, { exact: true });

      // Back: list → editor (dirty) → Back.
      await page.getByRole('button', { name: t.addArea }).click();
      await page.waitForURL('**/admin/expertise/add');
      await nameField().fill('Unsaved area');
      await press(page, 'back');
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: t.stay }).click();
      await expect(question).toHaveCount(0);
      await expect(page).toHaveURL(/\/admin\/expertise\/add$/);
      await expect(nameField()).toHaveValue('Unsaved area');
      // Asked again on the next try, and Leave goes back to the list.
      await press(page, 'back');
      await question.getByRole('button', { name: t.leave }).click();
      await page.waitForURL('**/admin/expertise/list');
      await expect(page.getByRole('button', { name: t.addArea })).toBeVisible();

      // Forward: Forward to the editor (nothing to lose), its link back to the list, Back to the editor.
      await press(page, 'forward');
      await page.waitForURL('**/admin/expertise/add');
      await page.getByRole('link', { name: t.backToList }).click();
      await page.waitForURL('**/admin/expertise/list');
      await press(page, 'back');
      await page.waitForURL('**/admin/expertise/add');
      await nameField().fill('Unsaved again');
      await press(page, 'forward');
      await expect(question).toBeVisible();
      await question.getByRole('button', { name: t.stay }).click();
      await expect(page).toHaveURL(/\/admin\/expertise\/add$/);
      await expect(nameField()).toHaveValue('Unsaved again');
      await press(page, 'forward');
      await question.getByRole('button', { name: t.leave }).click();
      await page.waitForURL('**/admin/expertise/list');

      // Signing out with unsaved changes asks too.
      await press(page, 'back');
      await page.waitForURL('**/admin/expertise/add');
      await nameField().fill('Unsaved at sign-out');
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.signOut }).click();
      await question.getByRole('button', { name: t.stay }).click();
      await expect(page).toHaveURL(/\/admin\/expertise\/add$/);
      await expect(nameField()).toHaveValue('Unsaved at sign-out');
    });
  });
}
