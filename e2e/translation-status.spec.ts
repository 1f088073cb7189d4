import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { outdatedPair, signIn } from './admin-helpers';
import { admin, fill, languageName, type AdminLocale } from './words';

/**
 * The Translations screen opens on what is to do (missing and out of date), and "Still current"
 * is a plain button that asks before it clears an outdated mark; "Translate" is the one to press.
 */
const rowsOf = (page: Page) => page.locator('tbody tr, ul[aria-label] > li');

for (const locale of ['en', 'zh'] as const satisfies AdminLocale[]) {
  const { translations: t, common } = admin[locale];
  for (const width of [1280, 390]) {
    test(`Translations opens on what is to do; "Still current" asks first (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const title = `To do ${locale} ${width} ${Date.now().toString(36)}`;
      await outdatedPair(page, title);
      await signIn(page, '/admin/translations');
      await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
      await page.reload();

      // Opened without a filter: the status box says "to do", and no row is current.
      await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
      const status = page.getByRole('search').getByLabel(t.status);
      await expect(status.locator('option:checked')).toHaveText(t.toDo);
      const row = rowsOf(page).filter({ hasText: `${title} revised` });
      await expect(row).toContainText(t.outdated);
      await expect(rowsOf(page).getByText(t.current, { exact: true })).toHaveCount(0);
      await page.screenshot({ path: `test-results/translations-to-do-${locale}-${width}.png`, fullPage: true });

      // What changed: "Translate" is the highlighted button, "Still current" a plain one that asks.
      const names = { title: `${title} revised`, lang: languageName('zh_CN', locale) };
      await row.getByRole('button', { name: fill(t.showChangesLabel, names) }).click();
      const dialog = page.getByRole('dialog');
      const translate = dialog.getByRole('button', { name: t.translate, exact: true });
      const stillCurrent = dialog.getByRole('button', { name: t.markCurrent, exact: true });
      await expect(translate).toHaveClass(/bg-primary/);
      await expect(stillCurrent).not.toHaveClass(/bg-primary/);
      await stillCurrent.click();
      const asked = page.getByRole('alertdialog');
      await expect(asked.getByRole('heading', { name: t.confirmCurrentTitle })).toBeVisible();
      await expect(asked).toContainText(fill(t.confirmCurrentText, names));
      await page.screenshot({ path: `test-results/translations-still-current-${locale}-${width}.png` });
      await asked.getByRole('button', { name: common.cancel }).click();
      await expect(asked).toHaveCount(0);
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.markedCurrent })).toHaveCount(0);

      // Asked again from the row itself, and confirmed: the mark goes, and the row leaves the list.
      await dialog.getByRole('button', { name: common.cancel }).click();
      await row.getByRole('button', { name: fill(t.markCurrentLabel, names) }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.markCurrent }).click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: t.markedCurrent })).toBeVisible();
      await expect(row).toHaveCount(0);

      // "All statuses" still lists the current rows.
      await status.selectOption({ label: t.allStatuses });
      await page.getByRole('search').getByRole('button', { name: common.search }).click();
      await expect(page).toHaveURL(/status=all/);
      await expect(rowsOf(page).getByText(t.current, { exact: true }).first()).toBeVisible();
    });
  }
}
