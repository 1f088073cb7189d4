import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { editorPage, signIn, tokenOf } from './admin-helpers';
import { newsEditor, toast } from './workflow-helpers';
import { admin, fill, languageName } from './words';

const zh = admin.zh;
const chinese = languageName('zh_CN', 'zh');
const english = languageName('en_US', 'zh');
const shots = test.info;

/** A news item with an English and a Chinese version in the demo content: the Chinese version's id. */
async function translatedNews(page: Page): Promise<number> {
  const headers = { Authorization: await tokenOf(page) };
  const list = async (lang: string) =>
    (await (await page.request.get(`/api/admin/latest-news?lang=${lang}&pageSize=100`, { headers })).json()).result as {
      id: number;
      no: string;
    }[];
  const [englishRows, chineseRows] = await Promise.all([list('en_US'), list('zh_CN')]);
  const version = chineseRows.find((row) => englishRows.some((other) => other.no === row.no));
  expect(version, 'the demo content has news in English and Chinese').toBeTruthy();
  return version!.id;
}

test('a translator into Chinese sees what they translate, changes a Chinese version and sends it to review', async ({ page, browser }) => {
  const account = `translator.${Date.now().toString(36)}`;
  await signIn(page, '/admin/staff');
  const newsId = await translatedNews(page);
  await page.getByRole('button', { name: zh.staff.create }).click();
  const dialog = page.getByRole('dialog', { name: zh.staff.createTitle });
  await dialog.getByLabel(zh.staff.loginAccount).fill(account);
  await dialog.getByLabel(zh.staff.userName).fill('Wong Translator');
  await dialog.getByLabel(zh.staff.password).fill('translator-password-1');
  await dialog.getByLabel(zh.staff.role).selectOption({ label: zh.staff.role_translator });
  // A translator names the languages they translate into; the source language is not offered.
  const languages = dialog.getByRole('group', { name: zh.staff.languages });
  await expect(languages.getByRole('checkbox', { name: english })).toHaveCount(0);
  await dialog.getByRole('button', { name: zh.common.save }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await languages.getByRole('checkbox', { name: chinese }).check();
  await dialog.getByRole('button', { name: zh.common.save }).click();
  await expect(toast(page, zh.staff.created)).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: account })).toContainText(`${zh.staff.role_translator} · ${chinese}`);

  const translator = await editorPage(browser, account, 'translator-password-1');
  const navigation = translator.getByRole('navigation', { name: zh.shell.navigation });
  await expect(navigation.getByRole('link', { name: zh.shell.translations, exact: true })).toBeVisible();
  for (const hidden of [zh.shell.staff, zh.shell.subscribers, zh.shell.jobsOffices, zh.shell.reviewQueue, zh.shell.untranslatedItems])
    await expect(navigation.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
  await translator.screenshot({ path: shots().outputPath('translator-1280.png') });

  // As the news list's Edit and the Translations screen lead to a version: on its language's tab.
  await translator.goto(`${newsEditor(newsId)}&lang=zh_CN`);
  const panel = translator.getByRole('tabpanel');
  await expect(panel.getByText(zh.versions.sharedFacts)).toBeVisible();
  const title = panel.getByLabel(zh.articles.title, { exact: true });
  await title.fill(`${await title.inputValue()}（译者修订）`);
  await translator.getByRole('button', { name: fill(zh.workflow.submitReviewOf, { lang: chinese }) }).click();
  await expect(toast(translator, zh.workflow.submitted)).toBeVisible();
  await translator.getByRole('tab', { name: new RegExp(english) }).click();
  await expect(panel.getByText(fill(zh.versions.notYourLanguage, { lang: english }))).toBeVisible();
  await expect(panel.getByLabel(zh.articles.title, { exact: true })).toBeDisabled();

  // On a phone the same screens fit.
  await translator.setViewportSize({ width: 390, height: 844 });
  await translator.goto('/admin/translations');
  await translator.screenshot({ path: shots().outputPath('translator-390.png'), fullPage: true });
  expect(await translator.evaluate(() => document.scrollingElement!.scrollWidth <= 390)).toBe(true);
  await translator.context().close();
});
