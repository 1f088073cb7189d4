import { request, type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { editorPage, tinyPng } from './admin-helpers';
import { adminApi, englishPanel, publicNews, signInAs, toast, workflowWords, type NewsItem } from './workflow-helpers';
import { admin, fill, forLang, switchName, type AdminLocale } from './words';

/** The words of this walk beyond the workflow's, in each back-office language. */
function walkWordsIn(locale: AdminLocale) {
  const { articles, common, versions, workflow, history, people, lists } = admin[locale];
  const chinese = (template: string) => forLang(template, 'zh_CN', locale);
  const english = (template: string) => forLang(template, 'en_US', locale);
  return {
    folder: articles.catalog,
    cover: articles.cover,
    content: articles.content,
    cancel: common.cancel,
    saved: common.saved,
    addChinese: chinese(versions.addVersion),
    scheduleChinese: chinese(workflow.scheduleOf),
    updateChineseLive: chinese(workflow.updateLiveOf),
    restoredFrom: fill(history.restoredFrom, { version: 1 }),
    versionNumber: (version: number) => fill(workflow.versionNumber, { version }),
    intro: people.intro,
    approvalNeeded: english(workflow.approvalNeeded),
    waitsForApproval: english(workflow.waitsForApproval),
    approvalNotice: lists.approvalNotice,
    newFolder: articles.newFolder,
    renameFolder: articles.rename,
    deleteFolder: common.delete,
    copyPreviewLink: versions.copyPreviewLink,
    previewLink: versions.previewLinkLabel,
  };
}
const words = { zh: walkWordsIn('zh'), en: walkWordsIn('en') };

const chinesePanel = (page: Page) => page.getByRole('tabpanel', { name: /zh_CN/ });
const bar = (page: Page) => page.getByTestId('editor-actions');
const buttonsOf = async (locator: Locator) => (await locator.getByRole('button').allInnerTexts()).map((text) => text.trim());

let siteUrl = '';
test.beforeAll(({ site }) => {
  siteUrl = site.url;
});

/** What a visitor (no cookies, so no remembered language) gets at a public page: its status, and whether `text` is on it. */
async function visitorSees(path: string, text: string) {
  const visitor = await request.newContext({ baseURL: siteUrl });
  try {
    const response = await visitor.get(path);
    return { status: response.status(), shows: (await response.text()).includes(text) };
  } finally {
    await visitor.dispose();
  }
}

/** Tomorrow in Singapore, as the schedule dialog takes it. */
function tomorrowInSingapore() {
  return { date: new Date(Date.now() + 32 * 3600_000).toISOString().slice(0, 10), time: '09:30' };
}

/** Writes a new English article in the editor (title, first folder, cover, body). */
async function writeEnglishArticle(page: Page, locale: AdminLocale, title: string) {
  const t = { ...workflowWords[locale], ...words[locale] };
  await page.goto('/admin/articles/news/edit?lang=en_US');
  const panel = englishPanel(page);
  await panel.getByLabel(t.title, { exact: true }).fill(title);
  await panel.getByLabel(t.folder, { exact: true }).selectOption({ index: 1 });
  await panel.getByLabel(t.cover, { exact: true }).setInputFiles(tinyPng);
  await expect(panel.getByTestId('image-upload-preview')).toBeVisible();
  await panel.getByRole('textbox', { name: t.content }).fill('Written for the weekly walk.');
}

/** The saved article's id, from the editor's address (`?no=`). */
async function savedArticle(page: Page): Promise<NewsItem> {
  await page.waitForURL(/\/admin\/articles\/news\/edit\?no=/);
  const no = new URL(page.url()).searchParams.get('no')!;
  const api = await adminApi(page);
  const [english] = await api.get<NewsItem[]>(`/admin/latest-news?no=${encodeURIComponent(no)}&lang=en_US`);
  return english;
}

for (const locale of ['zh', 'en'] as const) {
  const t = { ...workflowWords[locale], ...words[locale] };

  test.describe(`the coordinator's week (${locale})`, () => {
    test('as an administrator: write, preview, submit, return, approve, schedule Chinese, restore, fix a biography', async ({ page }) => {
      test.setTimeout(120_000);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInAs(page, locale);
      const api = await adminApi(page);
      const title = `Weekly walk ${locale} ${Date.now()}`;

      // A new article: Save keeps it a draft (the administrator's Save publishes nothing).
      await writeEnglishArticle(page, locale, title);
      expect(await buttonsOf(bar(page))).toEqual([t.save, t.submitReview, t.publish, t.schedule, t.cancel]);
      await bar(page).getByRole('button', { name: t.save, exact: true }).click();
      await expect(toast(page, t.saved)).toBeVisible();
      const article = await savedArticle(page);
      try {
        await expect(englishPanel(page).getByText(t.draft, { exact: true })).toBeVisible();
        expect(article.status).toBe('draft');
        expect((await visitorSees(publicNews(article.id), title)).status).toBe(404);

        // Preview: the copied link shows the draft to someone without an account.
        await englishPanel(page).getByRole('button', { name: t.copyPreviewLink }).click();
        const link = await englishPanel(page).getByLabel(t.previewLink, { exact: true }).inputValue();
        expect((await visitorSees(new URL(link).pathname, title)).shows).toBe(true);

        // Submitted: the reviewer's bar is exactly the reviewer's four choices.
        await bar(page).getByRole('button', { name: t.submitReview, exact: true }).click();
        await expect(englishPanel(page).getByText(t.review, { exact: true })).toBeVisible();
        expect(await buttonsOf(bar(page))).toEqual([t.approve, t.approveSchedule, t.returnToDraft, t.cancel]);
        await expectNoAxeViolations(page);
        await page.screenshot({ path: `test-results/publishing-week-review-${locale}-1280.png`, fullPage: true });

        // Returned with a comment, which the author reads; still nothing for visitors.
        await bar(page).getByRole('button', { name: t.returnToDraft, exact: true }).click();
        const returnDialog = page.getByRole('dialog', { name: t.returnTitle });
        await returnDialog.getByLabel(t.returnComment).fill('Cite the judgment.');
        await returnDialog.getByRole('button', { name: t.returnTitle, exact: true }).click();
        await expect(englishPanel(page).getByRole('note')).toContainText('Cite the judgment.');
        expect((await visitorSees(publicNews(article.id), title)).status).toBe(404);

        // Submitted again and approved, after a confirmation: now visitors read it.
        await bar(page).getByRole('button', { name: t.submitReview, exact: true }).click();
        await expect(englishPanel(page).getByText(t.review, { exact: true })).toBeVisible();
        await bar(page).getByRole('button', { name: t.approve, exact: true }).click();
        const confirmation = page.getByRole('alertdialog');
        await expect(confirmation).toBeVisible();
        expect((await visitorSees(publicNews(article.id), title)).status).toBe(404);
        await confirmation.getByRole('button', { name: t.approve, exact: true }).click();
        await expect(englishPanel(page).getByText(t.published, { exact: true })).toBeVisible();
        expect(await visitorSees(publicNews(article.id), title)).toEqual({ status: 200, shows: true });
        const englishRevisions = async () => (await api.get<unknown[]>(`/admin/revisions?entity=latest-news&id=${article.id}`)).length;
        const revisionsBefore = await englishRevisions();

        // The Chinese version, added by copying, and scheduled alone: English stays published, with no new revision.
        await page.getByRole('tab', { name: /zh_CN/ }).click();
        await chinesePanel(page).getByRole('button', { name: t.addChinese }).click();
        await chinesePanel(page).getByLabel(t.title, { exact: true }).fill(`每周简报 ${title}`);
        await chinesePanel(page).getByRole('textbox', { name: t.content }).fill('每周简报正文。');
        const when = tomorrowInSingapore();
        await bar(page).getByRole('button', { name: t.scheduleChinese, exact: true }).click();
        const scheduleDialog = page.getByRole('dialog');
        await scheduleDialog.getByLabel(t.publishDate, { exact: true }).fill(when.date);
        await scheduleDialog.getByLabel(t.publishTime, { exact: true }).fill(when.time);
        await scheduleDialog.getByRole('button', { name: t.scheduleConfirm, exact: true }).click();
        await expect(chinesePanel(page).getByText(t.scheduled, { exact: true })).toBeVisible();
        const [chinese] = await api.get<NewsItem[]>(`/admin/latest-news?no=${encodeURIComponent(article.no)}&lang=zh_CN`);
        expect(chinese.status).toBe('scheduled');
        expect((await api.get<NewsItem>(`/admin/latest-news/${article.id}`)).status).toBe('published');
        expect(await englishRevisions()).toBe(revisionsBefore);
        expect((await visitorSees(`/zh${publicNews(chinese.id)}`, '每周简报')).status).toBe(404);
        expect(await visitorSees(publicNews(article.id), title)).toEqual({ status: 200, shows: true });
        await page.getByRole('tab', { name: /en_US/ }).click();
        await expect(englishPanel(page).getByText(t.published, { exact: true })).toBeVisible();

        // An edit goes live only through "Update the live page"; an older revision is compared and restored as a draft.
        await englishPanel(page).getByLabel(t.title, { exact: true }).fill(`${title} revised`);
        await bar(page).getByRole('button', { name: t.updateLive, exact: true }).click();
        await expect(toast(page, t.publishedDone).last()).toBeVisible();
        expect((await visitorSees(publicNews(article.id), `${title} revised`)).shows).toBe(true);
        await page.goto(`/admin/history?entity=latest-news&id=${article.id}`);
        await page.getByRole('radio', { name: `${t.pickOlder} ${t.versionNumber(1)}`, exact: true }).check();
        await page.getByRole('radio', { name: `${t.pickNewer} ${t.versionNumber(revisionsBefore + 1)}`, exact: true }).check();
        await expect(page.locator('main ins').first()).toContainText('revised');
        await page.getByRole('button', { name: `${t.restore} ${t.versionNumber(1)}`, exact: true }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: t.restore, exact: true }).click();
        await expect(page.getByRole('main')).toContainText(t.restoredFrom);
        // Restored as a draft: visitors still read the published text.
        expect((await visitorSees(publicNews(article.id), `${title} revised`)).shows).toBe(true);
        await expectNoAxeViolations(page);

        // A lawyer's Chinese biography fixed on its own tab: the English version is left as it was.
        const [lawyer] = await api.get<{ id: number; no: string }[]>('/admin/lawyerTeam?lang=zh_CN&pageSize=1');
        const [englishLawyer] = await api.get<{ id: number }[]>(`/admin/lawyerTeam?no=${encodeURIComponent(lawyer.no)}&lang=en_US`);
        const lawyerRevisions = async (id: number) => (await api.get<unknown[]>(`/admin/revisions?entity=lawyerTeam&id=${id}`)).length;
        const englishLawyerBefore = await lawyerRevisions(englishLawyer.id);
        await page.goto(`/admin/people/edit/${lawyer.id}?lang=zh_CN`);
        const fix = `传记更正 ${Date.now()}`;
        await chinesePanel(page)
          .getByRole('textbox', { name: new RegExp(t.intro) })
          .fill(fix);
        await bar(page).getByRole('button', { name: t.updateChineseLive, exact: true }).click();
        await expect(toast(page, t.publishedDone).last()).toBeVisible();
        expect((await visitorSees(`/zh/people/detail/${lawyer.id}`, fix)).shows).toBe(true);
        expect(await lawyerRevisions(englishLawyer.id)).toBe(englishLawyerBefore);
        await expectNoAxeViolations(page);
      } finally {
        await api.delete(`/admin/latest-news?no=${encodeURIComponent(article.no)}`);
      }
    });

    test('as an editor under approval: saves and submits, is told why publishing is not theirs', async ({ page, browser }) => {
      test.setTimeout(90_000);
      await signInAs(page, locale);
      const api = await adminApi(page);
      const stamp = Date.now();
      const roles = await api.get<{ id: number; code: string }[]>('/admin/roles');
      const account = `week.editor.${locale}.${stamp}`;
      const password = `week-editor-password-${stamp}`;
      await api.post('/admin/staff', {
        loginAccount: account,
        userName: 'Week Editor',
        password,
        roleId: roles.find((role) => role.code !== 'admin')!.id,
      });
      await api.post('/admin/workflow-config', { approvalRequired: 1 });
      const editor = await editorPage(browser, account, password);
      let article: NewsItem | undefined;
      try {
        if (locale === 'en') await editor.getByRole('button', { name: switchName('en'), exact: true }).click();
        const title = `Weekly walk editor ${locale} ${stamp}`;
        await writeEnglishArticle(editor, locale, title);
        await expect(bar(editor)).toContainText(t.approvalNeeded);
        expect(await buttonsOf(bar(editor))).toEqual([t.save, t.submitReview, t.cancel]);
        await bar(editor).getByRole('button', { name: t.save, exact: true }).click();
        article = await savedArticle(editor);
        expect((await visitorSees(publicNews(article.id), title)).status).toBe(404);
        // The notification fades out first: axe would read its colours half-way.
        await expect(editor.locator('[data-sonner-toast]')).toHaveCount(0);
        await expectNoAxeViolations(editor);
        await editor.screenshot({ path: `test-results/publishing-week-editor-${locale}-1280.png`, fullPage: true });
        await editor.setViewportSize({ width: 390, height: 844 });
        expect(await editor.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        for (const button of await bar(editor).getByRole('button').all())
          expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
        for (const tool of await editor.getByRole('toolbar').first().getByRole('button').all()) {
          const box = (await tool.boundingBox())!;
          expect(Math.min(box.width, box.height), `${await tool.getAttribute('aria-label')}`).toBeGreaterThanOrEqual(44);
        }
        await editor.screenshot({ path: `test-results/publishing-week-editor-${locale}-390.png`, fullPage: true });
        await editor.setViewportSize({ width: 1280, height: 900 });

        // Submitted: the editor waits (and may still save); the administrator approves; visitors read it.
        await bar(editor).getByRole('button', { name: t.submitReview, exact: true }).click();
        await expect(bar(editor)).toContainText(t.waitsForApproval);
        expect(await buttonsOf(bar(editor))).toEqual([t.save, t.cancel]);
        expect((await visitorSees(publicNews(article.id), title)).status).toBe(404);
        await page.goto(`/admin/articles/news/edit?id=${article.id}`);
        await bar(page).getByRole('button', { name: t.approve, exact: true }).click();
        await page.getByRole('alertdialog').getByRole('button', { name: t.approve, exact: true }).click();
        await expect(englishPanel(page).getByText(t.published, { exact: true })).toBeVisible();
        expect(await visitorSees(publicNews(article.id), title)).toEqual({ status: 200, shows: true });

        // Changes that show at once are not offered: no reordering, renaming or deleting; new folders
        // (and a folder's version in another language, which a translation needs) are.
        await editor.goto('/admin/expertise/list');
        await expect(editor.getByText(t.approvalNotice).first()).toBeVisible();
        await expect(editor.getByRole('tree').first()).toBeVisible();
        await expect(editor.getByTestId('drag-handle')).toHaveCount(0);
        await editor.goto('/admin/articles/news/folder');
        await expect(editor.getByTestId('folder-row').first()).toBeVisible();
        await expect(editor.getByTestId('drag-handle')).toHaveCount(0);
        await expect(editor.getByRole('main').getByRole('button', { name: t.newFolder, exact: true }).first()).toBeVisible();
        await expect(editor.getByRole('main').getByRole('button', { name: t.renameFolder, exact: true })).toHaveCount(0);
        await expect(editor.getByRole('main').getByRole('button', { name: t.deleteFolder, exact: true })).toHaveCount(0);
        await expectNoAxeViolations(editor);
      } finally {
        await editor.context().close();
        await api.post('/admin/workflow-config', { approvalRequired: 0 });
        if (article) await api.delete(`/admin/latest-news?no=${encodeURIComponent(article.no)}`);
      }
    });
  });
}
