import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, tinyPng, tokenOf } from './admin-helpers';
import { signInAs, toast } from './workflow-helpers';
import { admin, fill, languageName, type AdminLocale } from './words';

/** The words of the editor this spec reads, in each back-office language. */
function editorWordsIn(locale: AdminLocale) {
  const { articles, common, versions, workflow } = admin[locale];
  const [english, chinese] = [languageName('en_US', locale), languageName('zh_CN', locale)];
  return {
    title: articles.title,
    folder: articles.catalog,
    cover: articles.cover,
    content: articles.content,
    saveDraft: common.save,
    savedDraft: common.saved,
    addChinese: fill(versions.addVersion, { lang: chinese }),
    addEnglish: fill(versions.addVersion, { lang: english }),
    actsOnEnglish: fill(versions.actsOn, { lang: english }),
    actsOnChinese: fill(versions.actsOn, { lang: chinese }),
    copyPreview: versions.copyPreviewLink,
    previewLink: versions.previewLinkLabel,
    previewCopied: versions.previewCopied,
    // The words before the time.
    expires: versions.previewExpires.split('{time}')[0].trimEnd(),
    draft: workflow.draft,
  };
}
const words = { zh: editorWordsIn('zh'), en: editorWordsIn('en') };

type Words = (typeof words)[keyof typeof words];
type Folder = { id: number; no: string; lang: string; name: string; children?: Folder[] };

const panel = (page: Page) => page.getByRole('tabpanel');
const tab = (page: Page, lang: string) => page.getByRole('tab', { name: new RegExp(lang) });

async function api(page: Page) {
  const headers = { Authorization: await tokenOf(page) };
  return async <T>(path: string, method: 'get' | 'delete' = 'get'): Promise<T> => {
    const response = await page.request[method](`/api${path}`, { headers });
    expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).result as T;
  };
}

/** A news folder in English whose Chinese version exists (same `no`), and that version. */
async function twinFolders(page: Page): Promise<{ en: Folder; zh: Folder }> {
  const call = await api(page);
  const flat = (nodes: Folder[]): Folder[] => nodes.flatMap((node) => [node, ...flat(node.children ?? [])]);
  const folders = flat(await call<Folder[]>('/admin/catalog?type=0'));
  const en = folders.find((node) => node.lang === 'en_US' && folders.some((other) => other.lang === 'zh_CN' && other.no === node.no));
  expect(en, 'the demo has news folders in both languages').toBeTruthy();
  return { en: en!, zh: folders.find((node) => node.lang === 'zh_CN' && node.no === en!.no)! };
}

/** Writes the English version of a new news article: title, folder, cover, body. */
async function writeEnglish(page: Page, t: Words, title: string, folder: Folder) {
  const english = panel(page);
  await english.getByLabel(t.title, { exact: true }).fill(title);
  await english.getByLabel(t.folder, { exact: true }).selectOption(String(folder.id));
  await english.getByLabel(t.cover, { exact: true }).setInputFiles(tinyPng);
  await expect(english.getByTestId('image-upload-preview')).toBeVisible();
  await english.getByRole('textbox', { name: t.content }).fill(`${title}: the body.`);
}

async function deleteGroup(page: Page, no: string) {
  const call = await api(page);
  await call(`/admin/latest-news?no=${encodeURIComponent(no)}`, 'delete');
}

for (const locale of ['zh', 'en'] as const) {
  const t = words[locale];

  test.describe(`news editor in the ${locale} back office`, () => {
    test('a new article starts in English alone, saves without Chinese and stays; Chinese is added with folder and cover', async ({
      page,
    }) => {
      const stamp = Date.now();
      const title = `E2E one language ${locale} ${stamp}`;
      await signInAs(page, locale, '/admin/articles/news/list');
      const { en: enFolder, zh: zhFolder } = await twinFolders(page);
      await page.goto('/admin/articles/news/edit');

      // One language to start with: English's tab is shown, Chinese is only offered.
      await expect(tab(page, 'en_US')).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByTestId('versions-acted-on')).toHaveText(t.actsOnEnglish);
      await tab(page, 'zh_CN').click();
      await expect(panel(page).getByRole('button', { name: t.addChinese })).toBeVisible();
      await expect(panel(page).getByLabel(t.title, { exact: true })).toHaveCount(0);
      await tab(page, 'en_US').click();
      await writeEnglish(page, t, title, enFolder);

      // The empty Chinese version blocks nothing; saving stays in the editor, now the article's own.
      await page.getByRole('button', { name: t.saveDraft, exact: true }).click();
      await expect(toast(page, t.savedDraft)).toBeVisible();
      await page.waitForURL(/\/admin\/articles\/news\/edit\?no=/);
      const no = new URL(page.url()).searchParams.get('no')!;
      try {
        await expect(panel(page).getByText(t.draft, { exact: true })).toBeVisible();
        await expect(panel(page).getByLabel(t.title, { exact: true })).toHaveValue(title);
        await page.screenshot({ path: `test-results/editor-languages-saved-${locale}-1280.png`, fullPage: true });

        // Adding the Chinese version copies the folder (its Chinese version) and the cover: only words remain.
        const call = await api(page);
        const [english] = await call<{ id: number; coverUrl: string }[]>(`/admin/latest-news?no=${no}`);
        await tab(page, 'zh_CN').click();
        await page.screenshot({ path: `test-results/editor-languages-add-${locale}-1280.png`, fullPage: true });
        await panel(page).getByRole('button', { name: t.addChinese }).click();
        await expect(panel(page).getByLabel(t.folder, { exact: true })).toHaveValue(String(zhFolder.id));
        await expect(panel(page).getByTestId('image-upload-preview')).toHaveAttribute('src', new RegExp(`${english.coverUrl}$`));
        await expect(panel(page).getByLabel(t.title, { exact: true })).toHaveValue('');
        // English was saved: the bar names no other language's changes.
        await expect(page.getByTestId('versions-acted-on')).toHaveText(t.actsOnChinese);
        await panel(page).getByLabel(t.title, { exact: true }).fill(`端到端单语 ${stamp}`);
        await page.getByRole('button', { name: t.saveDraft, exact: true }).click();
        // Saved: the Chinese version now has its state, and the editor is still the article's.
        await expect(panel(page).getByText(t.draft, { exact: true })).toBeVisible();
        expect(new URL(page.url()).searchParams.get('no')).toBe(no);

        const versions = await call<{ lang: string; cataId: number; coverUrl: string; no: string }[]>(`/admin/latest-news?no=${no}`);
        expect(
          versions.map(({ lang, cataId, coverUrl }) => ({ lang, cataId, coverUrl })).sort((a, b) => a.lang.localeCompare(b.lang)),
        ).toEqual([
          { lang: 'en_US', cataId: enFolder.id, coverUrl: english.coverUrl },
          { lang: 'zh_CN', cataId: zhFolder.id, coverUrl: english.coverUrl },
        ]);
      } finally {
        await deleteGroup(page, no);
      }
    });

    test('a saved version copies its preview link, says until when it works, and the link shows the draft', async ({ page, browser }) => {
      const title = `E2E preview link ${locale} ${Date.now()}`;
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await signInAs(page, locale, '/admin/articles/news/list');
      const { en: enFolder } = await twinFolders(page);
      await page.goto('/admin/articles/news/edit');
      // Nothing to preview before the first save.
      await expect(page.getByRole('button', { name: t.copyPreview })).toHaveCount(0);
      await writeEnglish(page, t, title, enFolder);
      await page.getByRole('button', { name: t.saveDraft, exact: true }).click();
      await page.waitForURL(/\/admin\/articles\/news\/edit\?no=/);
      const no = new URL(page.url()).searchParams.get('no')!;
      try {
        await panel(page).getByRole('button', { name: t.copyPreview }).click();
        await expect(toast(page, t.previewCopied)).toBeVisible();
        const link = panel(page).getByLabel(t.previewLink, { exact: true });
        await expect(link).toHaveValue(/\/preview\/[\w-]+$/);
        const url = await link.inputValue();
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);
        // 24 hours from now, in Singapore time as the editor writes times.
        const tomorrow = new Date(Date.now() + 24 * 3600_000 + 8 * 3600_000).toISOString().slice(0, 10);
        await expect(page.getByTestId('preview-expiry')).toContainText(`${t.expires} ${tomorrow}`);
        await page.screenshot({ path: `test-results/editor-languages-preview-${locale}-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(link).toBeInViewport({ ratio: 0.5 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        await page.screenshot({ path: `test-results/editor-languages-preview-${locale}-390.png` });

        const stranger = await browser.newContext();
        const visitor = await stranger.newPage();
        expect((await visitor.goto(url))?.status()).toBe(200);
        await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
        await stranger.close();
      } finally {
        await deleteGroup(page, no);
      }
    });

    test('a new article from a list filtered to Chinese starts in Chinese; at 390 px the tabs and the add button fit', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, locale, '/admin/articles/news/list');
      await page.goto('/admin/articles/news/edit?lang=zh_CN');
      await expect(tab(page, 'zh_CN')).toHaveAttribute('aria-selected', 'true');
      await expect(panel(page).getByLabel(t.title, { exact: true })).toBeVisible();
      await tab(page, 'en_US').click();
      const add = panel(page).getByRole('button', { name: t.addEnglish });
      await expect(add).toBeVisible();
      const box = (await add.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await page.screenshot({ path: `test-results/editor-languages-add-${locale}-390.png`, fullPage: true });
      if (locale === 'en') {
        // The English back office shows no Chinese around the content.
        expect(await page.getByRole('main').innerText()).not.toMatch(/[\u4e00-\u9fff]/);
      }
    });
  });
}

test('with two languages served, every control of the editor is left to right', async ({ page }) => {
  await signIn(page, '/admin/articles/news/list');
  await page.goto('/admin/articles/news/edit');
  const english = panel(page);
  await expect(english.getByLabel(words.zh.title, { exact: true })).toHaveAttribute('dir', 'ltr');
  await expect(english.getByRole('textbox', { name: words.zh.content })).toHaveAttribute('dir', 'ltr');
  await expect(english.getByRole('textbox', { name: words.zh.content })).toHaveAttribute('lang', 'en');
  // (Arabic, right to left, is checked on the build serving five languages: e2e/languages/admin-editor-rtl.spec.ts.)
  await expect(page.locator('[dir=rtl]')).toHaveCount(0);
});
