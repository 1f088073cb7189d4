import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { signIn } from '../admin-helpers';
import { signInAs } from '../workflow-helpers';
import { admin, forLang } from '../words';

/**
 * The back office of the build serving five languages (playwright.config.ts): every editor has a
 * tab per served language, and an Arabic version is typed right to left while the back office
 * around it stays left to right.
 */
const served = ['en_US', 'zh_CN', 'zh_HK', 'ms_MY', 'ar_AE'];

const tabsOf = (page: Page) => page.getByRole('tablist', { name: admin.zh.common.languageTabs }).first().getByRole('tab');

test('every editor offers each served language as a tab', async ({ page }) => {
  await signIn(page, '/admin/articles/news/list');
  for (const path of [
    '/admin/articles/news/edit',
    '/admin/articles/honors/edit',
    '/admin/people/add',
    '/admin/expertise/add',
    '/admin/site/config',
    '/admin/articles/news/folder',
  ]) {
    await page.goto(path);
    await expect(tabsOf(page), path).toHaveCount(served.length);
    for (const [index, lang] of served.entries()) await expect(tabsOf(page).nth(index), path).toContainText(lang);
  }
});

for (const locale of ['zh', 'en'] as const) {
  const { articles, versions } = admin[locale];
  const t = {
    title: articles.title,
    note: articles.note,
    content: articles.content,
    addArabic: forLang(versions.addVersion, 'ar_AE', locale),
  };

  test(`an Arabic version is typed right to left; the ${locale} back office around it stays left to right`, async ({ page }) => {
    await signInAs(page, locale, '/admin/articles/news/list');
    await page.goto('/admin/articles/news/edit');
    await page.getByRole('tab', { name: /ar_AE/ }).click();
    await page.getByRole('tabpanel').getByRole('button', { name: t.addArabic }).click();
    const arabic = page.getByRole('tabpanel');
    for (const control of [arabic.getByLabel(t.title, { exact: true }), arabic.getByLabel(t.note, { exact: true })]) {
      await expect(control).toHaveAttribute('dir', 'rtl');
      await expect(control).toHaveAttribute('lang', 'ar');
    }
    const editor = arabic.getByRole('textbox', { name: t.content });
    await expect(editor).toHaveAttribute('dir', 'rtl');
    await expect(editor).toHaveAttribute('lang', 'ar');
    await arabic.getByLabel(t.title, { exact: true }).fill('أحكام المحكمة العليا');
    await editor.fill('نص الحكم');
    expect(await editor.evaluate((element) => getComputedStyle(element).direction)).toBe('rtl');

    // The labels, the editor's toolbar, the English tab and the page stay left to right.
    const label = arabic.locator('label', { hasText: t.title }).first();
    expect(await label.evaluate((element) => getComputedStyle(element).direction)).toBe('ltr');
    expect(
      await arabic
        .getByRole('toolbar')
        .first()
        .evaluate((element) => getComputedStyle(element).direction),
    ).toBe('ltr');
    await expect(page.locator('html')).not.toHaveAttribute('dir', 'rtl');
    await page.getByRole('tab', { name: /en_US/ }).click();
    await expect(page.getByRole('tabpanel').getByLabel(t.title, { exact: true })).toHaveAttribute('dir', 'ltr');

    await page.getByRole('tab', { name: /ar_AE/ }).click();
    await page.screenshot({ path: `test-results/editor-languages-arabic-${locale}-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Five tabs on a phone keep each name on one line (they scroll sideways instead).
    const arabicTab = page.getByRole('tab', { name: /ar_AE/ });
    await arabicTab.scrollIntoViewIfNeeded();
    expect((await arabicTab.boundingBox())!.height).toBeLessThan(60);
    await page.screenshot({ path: `test-results/editor-languages-arabic-${locale}-390.png`, fullPage: true });
  });
}
