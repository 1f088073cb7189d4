import { expect, test } from '../fixtures';
import arMessages from '../../messages/ar.json';
import msMessages from '../../messages/ms.json';
import zhHkMessages from '../../messages/zh-hk.json';
import { expectNoAxeViolations } from '../axe';

/**
 * Insight alerts' pages in the other shipped languages (the five-language build): their words,
 * the e-mails' language offered as the page's, and Arabic laid out right to left.
 */
const languages = [
  { prefix: '/zh-hk', htmlLang: 'zh-HK', langCode: 'zh_HK', dir: 'ltr', words: zhHkMessages.Alerts },
  { prefix: '/ms', htmlLang: 'ms', langCode: 'ms_MY', dir: 'ltr', words: msMessages.Alerts },
  { prefix: '/ar', htmlLang: 'ar', langCode: 'ar_AE', dir: 'rtl', words: arMessages.Alerts },
] as const;

for (const { prefix, htmlLang, langCode, dir, words } of languages) {
  test(`the subscribe page and a bad link's page in ${htmlLang}`, async ({ page }) => {
    await page.goto(`${prefix}/subscribe?email=reader@example.sg`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${htmlLang}`));
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    const form = page.getByRole('main').getByTestId('subscribe-form');
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await expect(form.getByLabel(words.email, { exact: true })).toHaveValue('reader@example.sg');
    await expect(form.getByLabel(words.language)).toHaveValue(langCode);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(form.locator('.alert-error', { hasText: words.consentRequired })).toBeVisible();

    const response = await page.goto(`${prefix}/subscription/c_1_zz_${'x'.repeat(43)}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: words.linkInvalidTitle })).toBeVisible();
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth)).toBe(false);
      await page.screenshot({ path: `test-results/alerts-bad-link-${htmlLang}-${width}.png`, fullPage: true });
    }
  });
}
