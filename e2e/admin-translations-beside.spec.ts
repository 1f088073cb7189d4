import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listRows, scrollsSideways } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { adminApi, signInAs, toast } from './workflow-helpers';
import { admin, escapeRegExp, fill, languageName, templatePattern, type AdminLocale } from './words';

/**
 * A banner and a legal document translated side by side from the Translations screen, in both
 * back-office languages: the English source beside the Chinese form with its change marked, the
 * state above the form the Chinese version's, and the translation current once published.
 */
function wordsIn(locale: AdminLocale) {
  const { translations, versions, banner, site, workflow, common } = admin[locale];
  const [english, chinese] = [languageName('en_US', locale), languageName('zh_CN', locale)];
  const forChinese = (template: string) => fill(template, { lang: chinese });
  return {
    translate: (title: string) => fill(translations.translateLabel, { title, lang: chinese }),
    heading: fill(versions.translating, { source: english, target: chinese }),
    changed: templatePattern(fill(versions.sourceChanged, { lang: english })),
    title: banner.bannerTitle,
    docTitle: site.docTitle,
    draft: workflow.draft,
    statusOf: forChinese(workflow.statusOf),
    edit: common.edit,
    translateBeside: forChinese(versions.translateSideBySideLabel),
    publish: new RegExp(`^(${[workflow.publishOf, workflow.updateLiveOf].map((action) => escapeRegExp(forChinese(action))).join('|')})$`),
    published: workflow.publishedDone,
  };
}
const words = { zh: wordsIn('zh'), en: wordsIn('en') };

type Row = Record<string, any>;

/** The status of the translation of group `no` into Chinese, as the desk reports it. */
async function statusOf(page: Page, kind: string, no: string): Promise<string | undefined> {
  const api = await adminApi(page);
  const rows = await api.get<Row[]>(`/admin/translations?kind=${kind}&lang=zh_CN&no=${encodeURIComponent(no)}`);
  return rows[0]?.status;
}

for (const locale of ['zh', 'en'] as AdminLocale[]) {
  const w = words[locale];
  for (const width of [1280, 390]) {
    test(`a banner translated side by side (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, locale, '/admin/banner/list');
      const api = await adminApi(page);
      const stamp = `${locale} ${width} ${Date.now().toString(36)}`;
      const imgPath = `/api/upload/beside-${Date.now().toString(36)}.png`;
      const [english] = await api.post<Row[]>('/admin/banner', [{ lang: 'en_US', imgPath, title: `Slide ${stamp}`, subTitle: 'Our firm' }]);
      // The Chinese version waits as a draft, so the state above its form is not the English one's.
      await api.post<Row[]>('/admin/banner', [{ lang: 'zh_CN', imgPath, title: `幻灯片 ${stamp}`, subTitle: '本所', status: 'draft' }]);
      await api.put<Row[]>('/admin/banner', [
        { id: english.id, lang: 'en_US', imgPath, title: `Slide ${stamp} revised`, subTitle: 'Our firm' },
      ]);
      await expect.poll(() => statusOf(page, 'banner', imgPath)).toBe('outdated');

      await page.goto('/admin/translations?kind=banner&status=outdated');
      await listRows(page)
        .filter({ hasText: `Slide ${stamp} revised` })
        .getByRole('link', { name: w.translate(`Slide ${stamp} revised`) })
        .click();
      const dialog = page.getByRole('dialog', { name: w.heading });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/translate=zh_CN/);
      await expect(page).toHaveURL(/from=en_US/);
      await expect(dialog.getByRole('note').filter({ hasText: w.changed })).toBeVisible();
      const sourceTitle = dialog.getByTestId('source-field').first();
      await expect(sourceTitle).toContainText(`Slide ${stamp}`);
      await expect(sourceTitle.locator('ins')).toHaveText(/revised/);
      await expect(dialog.getByText(w.statusOf, { exact: true })).toBeVisible();
      await expect(dialog.getByText(w.draft, { exact: true })).toBeVisible();
      await expect(dialog.getByLabel(w.title, { exact: true })).toHaveValue(`幻灯片 ${stamp}`);
      await expectNoAxeViolations(page, { within: '[role="dialog"]' });
      const box = (await dialog.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width).toBe(true);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/beside-banner-${locale}-${width}.png` });

      await dialog.getByLabel(w.title, { exact: true }).fill(`幻灯片 ${stamp}（修订）`);
      await dialog.getByRole('button', { name: w.publish }).first().click();
      await expect(toast(page, w.published)).toBeVisible();
      await expect(page).not.toHaveURL(/translate=/);
      await expect.poll(() => statusOf(page, 'banner', imgPath)).toBe('current');

      // From the English banner's editor, "Translate side by side" opens the same view.
      await listRows(page)
        .filter({ hasText: `Slide ${stamp} revised` })
        .getByRole('button', { name: w.edit })
        .click();
      await page.getByRole('dialog').getByRole('link', { name: w.translateBeside }).click();
      await expect(page.getByRole('dialog', { name: w.heading })).toBeVisible();
      await expect(page.getByRole('dialog').getByLabel(w.title, { exact: true })).toHaveValue(`幻灯片 ${stamp}（修订）`);
    });

    test(`a legal document translated side by side (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, locale, '/admin/site/config');
      const api = await adminApi(page);
      const stamp = `${locale} ${width} ${Date.now().toString(36)}`;
      const privacy = (lang: string, title: string, extra: Row = {}) => ({
        name: 'privacy',
        lang,
        title,
        content: `<p>${title}: how we keep what you tell us.</p>`,
        ...extra,
      });
      // The demo's policy is put back afterwards: the public pages' specs read it.
      const original = (await api.get<Row[]>('/admin/legal-document'))
        .filter((document) => document.name === 'privacy')
        .map(({ name, lang, title, content }) => ({ name, lang, title, content }));
      await api.post('/admin/legal-document', [privacy('en_US', `Privacy ${stamp}`)]);
      await api.post('/admin/legal-document', [privacy('zh_CN', `隐私 ${stamp}`, { status: 'draft', sourceLang: 'en_US' })]);
      await api.post('/admin/legal-document', [privacy('en_US', `Privacy ${stamp} revised`)]);
      await expect.poll(() => statusOf(page, 'legal', 'privacy')).toBe('outdated');

      await page.goto('/admin/translations?kind=legal&status=outdated');
      await listRows(page)
        .filter({ hasText: `Privacy ${stamp} revised` })
        .getByRole('link', { name: w.translate(`Privacy ${stamp} revised`) })
        .click();
      await expect(page).toHaveURL(/\/admin\/site\/config\?doc=privacy.*translate=zh_CN/);
      // Only the privacy policy is translated side by side; the terms keep their tabs.
      const beside = page.getByRole('region', { name: w.heading });
      await expect(beside).toHaveCount(1);
      await expect(beside).toBeVisible();
      await expect(beside.getByRole('note').filter({ hasText: w.changed })).toBeVisible();
      await expect(beside.getByTestId('source-field').first().locator('ins')).toHaveText(/revised/);
      // The state above the form is the Chinese version's (a draft), not the English one's.
      await expect(beside.getByText(w.statusOf, { exact: true })).toBeVisible();
      await expect(beside.getByText(w.draft, { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/beside-legal-${locale}-${width}.png`, fullPage: true });

      await beside.getByLabel(w.docTitle, { exact: true }).fill(`隐私 ${stamp}（修订）`);
      await page.getByRole('button', { name: w.publish }).first().click();
      await expect(toast(page, w.published)).toBeVisible();
      await expect.poll(() => statusOf(page, 'legal', 'privacy')).toBe('current');
      await api.post('/admin/legal-document', original);
    });
  }
}
