import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { editorPage, listRows, scrollsSideways } from '../admin-helpers';
import { adminApi, signInAs, toast } from '../workflow-helpers';
import { admin, fill, forLang, languageName, switchName, templatePattern, type AdminLocale } from '../words';

/**
 * The back office of a five-language site leads to the right language and shows real changes, in
 * both its languages at 1280 and 390 px: an editor's Malay version waiting for review opens on its
 * tab with the reviewer's buttons; a translation into a language its folder lacks names that
 * folder and saves; "what changed" in a demo translation after its English changes marks only
 * the changed words, saying the demo predates any record of its source.
 */
type Row = Record<string, any>;
const combos = (['en', 'zh'] as AdminLocale[]).flatMap((locale) => [1280, 390].map((width) => ({ locale, width })));
const editor = { loginAccount: 'review.editor', userName: 'Review Editor', password: 'review-editor-password-9' };
let editorReady = false;

/** Approval required, and an editor account: made once for the file. */
async function withEditor(page: Page) {
  const api = await adminApi(page);
  await api.post('/admin/workflow-config', { approvalRequired: 1 });
  if (!editorReady) await api.post('/admin/staff', { ...editor, roleId: 2 });
  editorReady = true;
  return api;
}

/** The editor's own browser, at `width`, in the back office's `locale`. */
async function editorIn(browser: Browser, locale: AdminLocale, width: number): Promise<Page> {
  const page = await editorPage(browser, editor.loginAccount, editor.password);
  await page.setViewportSize({ width, height: 900 });
  if (locale === 'en') await page.getByRole('button', { name: switchName('en'), exact: true }).click();
  await expect(page.getByRole('button', { name: switchName(locale), exact: true })).toHaveAttribute('aria-pressed', 'true');
  return page;
}

const tabOf = (page: Page, lang: string) => page.getByRole('tab', { name: new RegExp(lang) });

test.describe.configure({ mode: 'serial' });

let waiting: { id: number; no: string; title: string };

test('an editor submits a Malay version for review from its tab', async ({ page, browser }) => {
  await signInAs(page, 'en');
  const api = await withEditor(page);
  const [malay] = await api.get<Row[]>('/admin/latest-news?lang=ms_MY&status=published&pageSize=1');
  const title = `${malay.title} (semakan)`;
  const author = await editorIn(browser, 'en', 1280);
  const t = admin.en;
  await author.goto(`/admin/articles/news/edit?no=${encodeURIComponent(malay.no)}&lang=ms_MY`);
  await expect(tabOf(author, 'ms_MY')).toHaveAttribute('aria-selected', 'true');
  // Nothing changed yet: the bar names no other language's changes.
  await expect(author.getByTestId('versions-acted-on')).toHaveText(forLang(t.versions.actsOn, 'ms_MY', 'en'));
  await author.getByRole('tabpanel', { name: /ms_MY/ }).getByLabel(t.articles.title, { exact: true }).fill(title);
  await author.getByRole('button', { name: forLang(t.workflow.submitReviewOf, 'ms_MY', 'en') }).click();
  await expect(toast(author, t.workflow.submitted)).toBeVisible();
  await author.context().close();
  waiting = { id: malay.id, no: malay.no, title };
});

for (const { locale, width } of combos) {
  test(`"Needs review → Open" lands on the Malay tab with the reviewer's buttons (${locale}, ${width} px)`, async ({ page }) => {
    const t = admin[locale];
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, locale, '/admin/review');
    await listRows(page)
      .filter({ hasText: waiting.title })
      .getByRole('link', { name: `${t.workflow.open} ${waiting.title}` })
      .click();
    await expect(page).toHaveURL(/lang=ms_MY/);
    const tab = tabOf(page, 'ms_MY');
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: forLang(t.workflow.approvePublishOf, 'ms_MY', locale) })).toBeVisible();
    await expect(page.getByRole('button', { name: forLang(t.workflow.returnOf, 'ms_MY', locale) })).toBeVisible();
    await expect(page.getByRole('button', { name: forLang(t.workflow.updateLiveOf, 'en_US', locale) })).toHaveCount(0);
    await expect(page.getByRole('tabpanel', { name: /ms_MY/ }).getByLabel(t.articles.title, { exact: true })).toHaveValue(waiting.title);

    // The tab under review is in view (on a phone the tabs scroll sideways), every tab a 44-pixel target.
    const box = (await tab.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    for (const each of await page.getByRole('tab').all()) expect((await each.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `test-results/review-open-${locale}-${width}.png` });

    if (locale === 'zh' && width === 390) {
      await page.getByRole('button', { name: forLang(t.workflow.approvePublishOf, 'ms_MY', locale) }).click();
      await page
        .getByRole('alertdialog')
        .getByRole('button', { name: forLang(t.workflow.approvePublishOf, 'ms_MY', locale) })
        .click();
      await expect(toast(page, t.workflow.publishedDone)).toBeVisible();
      const api = await adminApi(page);
      expect(await api.get<Row>(`/admin/latest-news/${waiting.id}`)).toMatchObject({ title: waiting.title, status: 'published' });
    }
  });
}

/** A deal without a version in a language its folder has none in either: the deal, the language and the English folder. */
async function dealWithoutFolder(page: Page) {
  const api = await adminApi(page);
  const deals = await api.get<Row[]>('/admin/case-analysis?pageSize=100');
  const folders = (await api.get<Row[]>('/admin/catalog?type=1')).flatMap(function flat(node: Row): Row[] {
    return [node, ...node.childrenList.flatMap(flat)];
  });
  for (const lang of ['ms_MY', 'ar_AE', 'zh_HK']) {
    for (const deal of deals.filter((each) => each.lang === 'en_US' && each.isLink === 0)) {
      const folder = folders.find((each) => each.id === deal.cataId)!;
      const translated = deals.some((each) => each.no === deal.no && each.lang === lang);
      const folderThere = folders.some((each) => each.no === folder.no && each.lang === lang);
      if (!translated && !folderThere) return { deal, lang, folder };
    }
  }
  throw new Error('no demo deal is left whose folder lacks a version');
}

for (const { locale, width } of combos) {
  test(`an editor translates a deal into a language its folder lacks, naming the folder (${locale}, ${width} px)`, async ({
    page,
    browser,
  }) => {
    const t = admin[locale];
    await signInAs(page, locale);
    await withEditor(page);
    const { deal, lang, folder } = await dealWithoutFolder(page);
    const author = await editorIn(browser, locale, width);
    await author.goto(`/admin/articles/cases/edit?no=${encodeURIComponent(deal.no)}&lang=${lang}`);
    const panel = author.getByRole('tabpanel', { name: new RegExp(lang) });
    await panel.getByRole('button', { name: forLang(t.versions.addVersion, lang, locale) }).click();

    // The folder box is empty, and the folder's name is asked for, offered from the English.
    const box = panel.getByTestId('new-folders');
    await expect(box).toContainText(templatePattern(t.articles.folderToName));
    const name = box.getByLabel(fill(t.articles.folderNameIn, { name: folder.name, lang: languageName(lang, locale) }));
    await expect(name).toHaveValue(folder.name);
    await name.fill(`${folder.name} · ${lang}`);
    await panel.getByLabel(t.articles.title, { exact: true }).fill(`${deal.title} · ${lang}`);
    expect(await scrollsSideways(author)).toBe(false);
    await author.screenshot({ path: `test-results/review-new-folder-${locale}-${width}.png` });
    await author.getByRole('button', { name: t.common.save, exact: true }).click();
    await expect(toast(author, t.common.saved)).toBeVisible();
    await expect(panel.getByTestId('new-folders')).toHaveCount(0);
    await author.context().close();

    const api = await adminApi(page);
    const saved = (await api.get<Row[]>(`/admin/case-analysis?no=${encodeURIComponent(deal.no)}&pageSize=100`)).find(
      (each) => each.lang === lang,
    )!;
    const [created] = await api.get<Row[]>(`/admin/catalog?type=1&lang=${lang}`).then((trees) =>
      trees
        .flatMap(function flat(node: Row): Row[] {
          return [node, ...node.childrenList.flatMap(flat)];
        })
        .filter((node) => node.no === folder.no),
    );
    expect(created).toMatchObject({ name: `${folder.name} · ${lang}`, lang });
    expect(saved).toMatchObject({ cataId: created.id, title: `${deal.title} · ${lang}`, status: 'draft' });
  });
}

for (const [index, { locale, width }] of combos.entries()) {
  test(`"What changed" in a demo translation marks only the words its English source changed (${locale}, ${width} px)`, async ({
    page,
  }) => {
    const t = admin[locale];
    await page.setViewportSize({ width, height: 900 });
    await signInAs(page, locale, '/admin/translations');
    const api = await adminApi(page);
    const chinese = await api.get<Row[]>('/admin/translations?kind=news&lang=zh_CN&status=current&pageSize=100');
    const row = chinese.filter((each) => each.sourceLang === 'en_US')[index];
    const english = await api.get<Row>(`/admin/latest-news/${row.sourceId}`);
    const title = `${english.title} revised`;
    await api.put('/admin/latest-news', [{ ...english, title, status: 'published' }]);

    await page.goto('/admin/translations?kind=news&lang=zh_CN&status=outdated');
    const names = { title, lang: languageName('zh_CN', locale) };
    await page.getByRole('button', { name: fill(t.translations.showChangesLabel, names) }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('note')).toHaveText(t.translations.noRecordOfSource);
    await expect(dialog.locator('ins')).toHaveText(['revised']);
    await expect(dialog.locator('del')).toHaveCount(0);
    await expect(dialog).toContainText(english.title);
    await page.screenshot({ path: `test-results/review-what-changed-${locale}-${width}.png` });
    await page.keyboard.press('Escape');

    // Translating it side by side, the English beside the form marks the same word.
    await listRows(page)
      .filter({ hasText: title })
      .getByRole('link', { name: fill(t.translations.translateLabel, names) })
      .click();
    await expect(page.getByRole('note').filter({ hasText: t.translations.noRecordOfSource })).toBeVisible();
    await expect(page.getByTestId('source-field').first().locator('ins')).toHaveText(/revised/);
    expect(await scrollsSideways(page)).toBe(false);
    await page.screenshot({ path: `test-results/review-beside-${locale}-${width}.png` });
  });
}

test("a scheduled item's list link opens its preview", async ({ page }) => {
  await signInAs(page, 'en');
  const api = await adminApi(page);
  await api.post('/admin/workflow-config', { approvalRequired: 0 });
  const [model] = await api.get<Row[]>('/admin/latest-news?lang=en_US&pageSize=1');
  const title = `Scheduled preview ${Date.now().toString(36)}`;
  const publishAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
  await api.post('/admin/latest-news', [
    {
      lang: 'en_US',
      cataId: model.cataId,
      coverUrl: model.coverUrl,
      title,
      isLink: 0,
      content: '<p>Soon.</p>',
      status: 'scheduled',
      publishAt,
    },
  ]);
  await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(title)}`);
  const popup = page.waitForEvent('popup');
  await listRows(page).filter({ hasText: title }).getByRole('button', { name: admin.en.workflow.preview }).click();
  const preview = await popup;
  await expect(preview.locator('h1')).toHaveText(title);
});
