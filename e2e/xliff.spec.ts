import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { fill, languageName } from './words';
import { xliffText } from '../lib/admin/i18n/xliff';
import { translate21 } from '../tests/support/xliff';

type Row = Record<string, any>;

/** A new English news article, missing in Chinese; answers its group key. */
async function englishArticle(page: Page, title: string): Promise<string> {
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { Authorization: (await login.json()).result as string };
  const catalogs = (await (await page.request.get('/api/admin/catalog?type=0&lang=en_US', { headers })).json()).result as Row[];
  const created = await page.request.post('/api/admin/latest-news', {
    headers,
    data: [
      {
        lang: 'en_US',
        cataId: catalogs[0].id,
        coverUrl: '/api/upload/cover.png',
        title,
        content: `<p>${title} <strong>now</strong></p>`,
        isLink: 0,
      },
    ],
  });
  expect(created.ok(), await created.text()).toBe(true);
  return ((await created.json()).result as Row[])[0].no;
}

/** The exported document cut to one item's `<file>`: what a translator was asked to do. */
const onlyItem = (xml: string, no: string) =>
  xml.replace(/ <file id="([^"]+)">[\s\S]*?<\/file>\n/g, (file: string, id: string) => (id === `news.${no}` ? file : ''));

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);
}

for (const locale of ['zh', 'en'] as const) {
  const t = xliffText[locale];
  for (const width of [1280, 390]) {
    test(`XLIFF out and back from the Translations screen: export, import, report, draft (${locale}, ${width} px)`, async ({
      page,
    }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      const title = `Exchanged ${locale} ${width} ${Date.now().toString(36)}`;
      const no = await englishArticle(page, title);
      await signIn(page, '/admin/translations');
      await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
      await page.goto('/admin/translations?kind=news&lang=zh_CN&status=missing');
      const panel = page.getByRole('region', { name: t.title });
      await expect(panel).toBeVisible();
      await expect(panel.getByRole('checkbox', { name: languageName('zh_CN', locale) })).toBeChecked();
      await expect(panel.getByRole('checkbox', { name: languageName('en_US', locale) })).not.toBeChecked();

      // Export the rows the list shows, as XLIFF 2.1.
      const exportShown = panel.getByRole('button', { name: new RegExp(`^${t.exportShown.replace('{count}', '\\d+')}$`) });
      await expect(exportShown).toBeEnabled();
      const [download] = await Promise.all([page.waitForEvent('download'), exportShown.click()]);
      expect(download.suggestedFilename()).toBe('translations-en_US-zh_CN.xlf');
      const exported = fs.readFileSync((await download.path())!, 'utf8');
      expect(exported).toContain(`<unit id="news.${no}.title"`);

      // The translator's file comes back, picked with the file chooser.
      const translated = testInfo.outputPath(`back-${locale}-${width}.xlf`);
      fs.writeFileSync(translated, translate21(onlyItem(exported, no)));
      await panel.getByLabel(t.choose).setInputFiles(translated);
      const report = panel.getByRole('status');
      await expect(report).toContainText(fill(t.reportTitle, { name: `back-${locale}-${width}.xlf` }));
      await expect(report).toContainText(`${t.imported} 2`);
      await expect(report).toContainText(`${t.refused} 0`);
      await expectNoAxeViolations(page);
      expect(await pageScrollsSideways(page)).toBe(false);
      await panel.screenshot({ path: `test-results/xliff-${locale}-${width}.png` });

      // The draft opens side by side, in the translator's words.
      const draft = report.getByRole('link', { name: fill(t.openDraft, { lang: languageName('zh_CN', locale), title: `【${title}】` }) });
      await draft.click();
      await expect(page).toHaveURL(/translate=zh_CN/);
      await page.waitForFunction((words) => [...document.querySelectorAll('input')].some((input) => input.value === words), `【${title}】`);
      await page.screenshot({ path: `test-results/xliff-draft-${locale}-${width}.png` });
    });
  }
}

test('a file the import does not read is refused with the server’s message, and nothing is imported', async ({ page }) => {
  const t = xliffText.en;
  await signIn(page, '/admin/translations');
  await page.evaluate(() => localStorage.setItem('adminLocale', 'en'));
  await page.reload();
  const panel = page.getByRole('region', { name: t.title });
  await panel.getByLabel(t.choose).setInputFiles({
    name: 'evil.xlf',
    mimeType: 'application/xliff+xml',
    buffer: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]><x>&e;</x>'),
  });
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: /DOCTYPE/ })).toBeVisible();
  await expect(panel.getByRole('status')).toHaveCount(0);
});
