import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { glossaryText } from '../lib/admin/i18n/glossary';
import { expect, test } from './fixtures';
import { listRows, scrollsSideways } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { adminApi, signInAs, toast, type NewsItem } from './workflow-helpers';
import { admin, fill, languageName, type AdminLocale } from './words';

/**
 * The firm's glossary: its screen reached from the side menu (the demo's terms listed, a term
 * added, changed, exported, imported and deleted) and its terms beside a translation, where the
 * source keeps its formatting.
 */
function wordsIn(locale: AdminLocale) {
  const { shell, common, articles, versions } = admin[locale];
  return {
    ...glossaryText[locale],
    menu: shell.glossary,
    openMenu: shell.openMenu,
    save: common.save,
    edit: common.edit,
    deleteConfirm: common.delete,
    articleTitle: articles.title,
    chinese: languageName('zh_CN', locale),
    heading: fill(versions.translating, { source: languageName('en_US', locale), target: languageName('zh_CN', locale) }),
  };
}
const words = { zh: wordsIn('zh'), en: wordsIn('en') };

const rowOf = (page: Page, text: string) => listRows(page).filter({ hasText: text });

async function openFromMenu(page: Page, locale: AdminLocale, width: number) {
  const w = words[locale];
  if (width < 768) await page.getByRole('button', { name: w.openMenu }).click();
  await page.getByRole('link', { name: w.menu, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/glossary$/);
  await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  for (const width of [1280, 390]) {
    test(`the glossary screen lists the demo's terms, from the side menu (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, locale);
      await openFromMenu(page, locale, width);
      await expect(rowOf(page, 'High Court').first()).toContainText('高等法院');
      const award = rowOf(page, 'Straits Legal Awards');
      await expect(award).toContainText(w.doNotTranslate);
      await expect(award).toContainText(w.keptAsWritten);
      await page.getByLabel(w.find).fill('仲裁');
      await expect(rowOf(page, 'SIAC')).toHaveCount(1);
      await expect(rowOf(page, 'High Court')).toHaveCount(0);
      await page.getByLabel(w.find).fill('');
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/glossary-${locale}-${width}.png`, fullPage: true });
    });
  }
}

for (const [locale, width] of [
  ['en', 1280],
  ['zh', 390],
] as const) {
  const w = words[locale];
  test(`a term added, changed, exported, imported and deleted (${locale}, ${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, locale, '/admin/glossary');
    const stamp = `${locale}${width}${Date.now().toString(36)}`;
    const term = `Registrar ${stamp}`;

    await page.getByRole('button', { name: w.addTerm }).click();
    const dialog = page.getByRole('dialog', { name: w.addTitle });
    await dialog.getByLabel(fill(w.termIn, { lang: languageName('en_US', locale) })).fill(term);
    await dialog.getByLabel(fill(w.renderingIn, { lang: w.chinese })).fill(`司法常务官 ${stamp}`);
    await dialog.getByLabel(w.note).fill('An officer of the court');
    await expectNoAxeViolations(page, { within: '[role="dialog"]' });
    await page.screenshot({ path: `test-results/glossary-dialog-${locale}-${width}.png` });
    await dialog.getByRole('button', { name: w.save }).click();
    await expect(toast(page, w.created)).toBeVisible();
    await expect(rowOf(page, term)).toContainText(`司法常务官 ${stamp}`);

    // Kept as written: the renderings go.
    await rowOf(page, term)
      .getByRole('button', { name: fill(w.editLabel, { term }) })
      .click();
    const editing = page.getByRole('dialog', { name: w.editTitle });
    await editing.getByRole('switch').click();
    await expect(editing.getByLabel(fill(w.renderingIn, { lang: w.chinese }))).toHaveCount(0);
    await editing.getByRole('button', { name: w.save }).click();
    await expect(toast(page, w.updated)).toBeVisible();
    await expect(rowOf(page, term)).toContainText(w.keptAsWritten);

    // The export opens in Excel: UTF-8 with a byte-order mark, the term on a line of its own.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.exportCsv }).click();
    const bytes = fs.readFileSync(await (await download).path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = bytes.toString('utf8');
    expect(csv).toContain('\r\nHigh Court,高等法院,0,');
    expect(csv).toContain(`\r\n${term},,1,An officer of the court\r\n`);

    // A file with a refused row is listed, row and column, and cannot be sent; a good one is imported.
    await page.getByRole('button', { name: w.importCsv }).click();
    const importing = page.getByRole('dialog', { name: w.importTitle });
    const deputy = `Sheriff ${stamp}`;
    const file = (text: string) => ({ name: 'glossary.csv', mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`) });
    await importing
      .getByLabel(w.chooseFile)
      .setInputFiles(file(`en_US,zh_CN,doNotTranslate\n${deputy},执达主任,0\nSIAC,新加坡国际仲裁中心,1\n`));
    await expect(importing.getByRole('status')).toContainText(
      fill(w.problemAt, { where: fill(w.atCell, { row: 3, column: 'zh_CN' }), problem: w.renderedButKept }),
    );
    await expect(importing.getByRole('button', { name: w.import })).toBeDisabled();
    await expectNoAxeViolations(page, { within: '[role="dialog"]' });
    await importing.getByLabel(w.chooseFile).setInputFiles(file(`en_US,zh_CN,note\n${deputy},执达主任 ${stamp},\n`));
    await expect(importing.getByRole('status')).toContainText(fill(w.fileReady, { count: 1 }));
    await importing.getByRole('button', { name: w.import }).click();
    await expect(toast(page, fill(w.imported, { created: 1, updated: 0, unchanged: 0 }))).toBeVisible();
    await expect(rowOf(page, deputy)).toContainText(`执达主任 ${stamp}`);

    for (const made of [term, deputy]) {
      await rowOf(page, made)
        .getByRole('button', { name: fill(w.deleteLabel, { term: made }) })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: w.deleteConfirm }).click();
      await expect(toast(page, w.deleted).first()).toBeVisible();
      await expect(rowOf(page, made)).toHaveCount(0);
    }
  });
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  for (const width of [1280, 390]) {
    test(`beside a translation: the source's formatting kept, its terms marked, a missing rendering warned of (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, locale);
      const api = await adminApi(page);
      const stamp = `${locale} ${width} ${Date.now().toString(36)}`;
      const [model] = await api.get<{ cataId: number; coverUrl: string }[]>('/admin/latest-news?lang=en_US&pageSize=1');
      const [zhModel] = await api.get<{ cataId: number }[]>('/admin/latest-news?lang=zh_CN&pageSize=1');
      const content =
        '<h2>Our result</h2><ul><li>Judgment in the High Court</li><li>Shortlisted for the Straits Legal Awards</li></ul>' +
        '<p>Read <a href="https://example.com/judgment">the judgment</a>, <em>with costs</em>.</p>';
      const [english] = await api.post<NewsItem[]>('/admin/latest-news', [
        { lang: 'en_US', cataId: model.cataId, coverUrl: model.coverUrl, title: `Glossary ${stamp}`, isLink: 0, content },
      ]);
      const [chinese] = await api.put<NewsItem[]>('/admin/latest-news', [
        {
          lang: 'zh_CN',
          no: english.no,
          cataId: zhModel.cataId,
          coverUrl: model.coverUrl,
          title: `术语 ${stamp}`,
          isLink: 0,
          content: '<h2>结果</h2><ul><li>法院判决</li><li>入围 Straits Legal Awards</li></ul>',
          status: 'draft',
          sourceLang: 'en_US',
        },
      ]);

      await page.goto(`/admin/articles/news/edit?id=${chinese.id}&translate=zh_CN&from=en_US`);
      await expect(page.getByRole('heading', { level: 2, name: w.heading })).toBeVisible();
      const source = page.getByTestId('source-field').filter({ has: page.getByRole('heading', { name: 'Our result' }) });
      await expect(source.getByRole('heading', { level: 2, name: 'Our result' })).toBeVisible();
      await expect(source.getByRole('listitem')).toHaveCount(2);
      await expect(source.getByRole('link', { name: 'the judgment' })).toHaveAttribute('href', 'https://example.com/judgment');
      await expect(source.locator('em')).toHaveText('with costs');
      await expect(source.locator('mark', { hasText: 'High Court' })).toHaveAttribute('title', '高等法院');
      await expect(source.locator('mark', { hasText: 'Straits Legal Awards' })).toHaveAttribute('title', 'Straits Legal Awards');

      const beside = page.getByTestId('glossary-beside');
      await expect(beside.getByRole('listitem').filter({ hasText: 'High Court' })).toContainText('高等法院');
      await expect(beside.getByRole('listitem').filter({ hasText: 'High Court' })).toContainText(w.missingMark);
      await expect(beside.getByRole('listitem').filter({ hasText: 'Straits Legal Awards' })).toContainText(w.keepAsWritten);
      await expect(beside.getByRole('status')).toHaveText(fill(w.missingInSaved, { count: 1 }));
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/glossary-beside-${locale}-${width}.png`, fullPage: true });

      // Saved still without the rendering: a warning, and the save stands.
      await page.getByLabel(w.articleTitle, { exact: true }).fill(`术语 ${stamp}（修订）`);
      await page.getByRole('button', { name: w.save, exact: true }).first().click();
      await expect(toast(page, fill(w.missingAfterSave, { count: 1 }))).toContainText('High Court → 高等法院');
      expect((await api.get<NewsItem>(`/admin/latest-news/${chinese.id}`)).title).toBe(`术语 ${stamp}（修订）`);

      await api.delete(`/admin/latest-news?no=${encodeURIComponent(english.no)}`);
    });
  }
}
