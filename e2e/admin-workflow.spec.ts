import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  adminApi,
  createNews,
  deleteWorkflowNews,
  englishPanel,
  newsEditor,
  publicNews,
  signInAs,
  toast,
  workflowWords,
  type NewsItem,
} from './workflow-helpers';
import { site, templatePattern } from './words';

const rowOf = (page: Page, title: string) => page.getByRole('table').getByRole('row').filter({ hasText: title });

/** Tomorrow in Singapore, as the schedule dialog's inputs take it, and the UTC instant that means. */
function tomorrowInSingapore() {
  const date = new Date(Date.now() + 24 * 3600_000 + 8 * 3600_000).toISOString().slice(0, 10);
  return { date, time: '09:30', iso: new Date(`${date}T01:30:00.000Z`).toISOString() };
}

for (const locale of ['zh', 'en'] as const) {
  const t = workflowWords[locale];

  test.describe(`editorial workflow in the back office (${locale})`, () => {
    test.afterEach(async ({ page }) => deleteWorkflowNews(page));

    test('draft → review (returned with a comment, resubmitted) → approved: the queue counts it, then visitors see it', async ({
      page,
    }) => {
      await signInAs(page, locale);
      const title = `Workflow review ${locale} ${Date.now()}`;
      const item = await createNews(page, title, 'draft');
      expect((await page.request.get(publicNews(item.id))).status()).toBe(404);

      await page.goto(newsEditor(item.id));
      await expect(englishPanel(page).getByText(t.draft, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.submitReview, exact: true }).click();
      await expect(toast(page, t.submitted)).toBeVisible();
      // Saving stays in the editor, which shows the new state.
      await expect(englishPanel(page).getByText(t.review, { exact: true })).toBeVisible();
      expect(page.url()).toContain(newsEditor(item.id));

      // The list shows the state and filters by it.
      await page.goto('/admin/articles/news/list?status=review');
      await expect(rowOf(page, title)).toContainText(t.review);
      await page.goto('/admin/articles/news/list?status=published');
      await expect(page.getByRole('table')).toBeVisible();
      await expect(rowOf(page, title)).toHaveCount(0);

      // The navigation counts what waits for review; the queue opens the editor.
      const queueLink = page.getByRole('link', { name: new RegExp(`^${t.reviewQueue}`) });
      await expect(queueLink).toContainText(/\d+/);
      await queueLink.click();
      await page.waitForURL('**/admin/review');
      await rowOf(page, title).getByRole('link', { name: title, exact: true }).click();
      await page.waitForURL(/\/admin\/articles\/news\/edit/);
      await expect(englishPanel(page).getByText(t.review, { exact: true })).toBeVisible();

      // Returned to draft with a comment the author reads in the editor.
      await page.getByRole('button', { name: t.returnToDraft, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: t.returnTitle });
      await dialog.getByLabel(t.returnComment).fill('Please cite the court.');
      await dialog.getByRole('button', { name: t.returnTitle, exact: true }).click();
      await expect(toast(page, t.returned)).toBeVisible();
      await expect(englishPanel(page).getByRole('note')).toContainText('Please cite the court.');
      await page.goto(newsEditor(item.id));
      await expect(englishPanel(page).getByRole('note')).toContainText('Please cite the court.');
      await expect(englishPanel(page).getByText(t.draft, { exact: true })).toBeVisible();

      // Submitted again and approved: now visitors see it.
      await page.getByRole('button', { name: t.submitReview, exact: true }).click();
      await expect(englishPanel(page).getByText(t.review, { exact: true })).toBeVisible();
      await page.getByRole('button', { name: t.approve, exact: true }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.approve, exact: true }).click();
      await expect(toast(page, t.publishedDone)).toBeVisible();
      await expect(englishPanel(page).getByText(t.published, { exact: true })).toBeVisible();
      await page.goto('/admin/articles/news/list');
      await expect(rowOf(page, title)).toContainText(t.published);

      await page.goto(publicNews(item.id));
      await expect(page.getByRole('heading', { name: title })).toBeVisible();
    });

    test('schedule: the date and time are Singapore time; until then visitors get a 404', async ({ page }) => {
      await signInAs(page, locale);
      const title = `Workflow schedule ${locale} ${Date.now()}`;
      const item = await createNews(page, title, 'draft');
      const when = tomorrowInSingapore();

      await page.goto(newsEditor(item.id));
      await page.getByRole('button', { name: t.schedule, exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel(t.publishDate, { exact: true }).fill(when.date);
      await dialog.getByLabel(t.publishTime, { exact: true }).fill(when.time);
      await dialog.getByRole('button', { name: t.scheduleConfirm, exact: true }).click();
      await expect(toast(page, t.scheduledDone)).toBeVisible();
      await expect(englishPanel(page).getByText(t.scheduled, { exact: true })).toBeVisible();

      const api = await adminApi(page);
      const stored = await api.get<NewsItem & { publishAt: string }>(`/admin/latest-news/${item.id}`);
      expect(stored.status).toBe('scheduled');
      expect(new Date(stored.publishAt).toISOString()).toBe(when.iso);
      expect((await page.request.get(publicNews(item.id))).status()).toBe(404);

      await page.goto(newsEditor(item.id));
      await expect(englishPanel(page).getByText(t.scheduled, { exact: true })).toBeVisible();
      await expect(englishPanel(page)).toContainText(`${when.date} ${when.time}`);
    });

    test('history: two revisions compared field by field, the older restored as a draft', async ({ page }) => {
      await signInAs(page, locale);
      const title = `Workflow history ${locale} ${Date.now()}`;
      const item = await createNews(page, `${title} first`, undefined, 'The first text.');
      const api = await adminApi(page);
      await api.put('/admin/latest-news', [
        { ...item.input, status: undefined, id: item.id, title: `${title} second`, content: '<p>The second text.</p>' },
      ]);
      const revisions = await api.get<{ id: number; version: number }[]>(`/admin/revisions?entity=latest-news&id=${item.id}`);
      expect(revisions).toHaveLength(2);
      const [newer, older] = revisions;

      await page.goto(newsEditor(item.id));
      await englishPanel(page).getByRole('link', { name: t.history }).click();
      await page.waitForURL(/\/admin\/history\?/);
      await page.getByRole('radio', { name: `${t.pickOlder} ${t.version} ${older.version}` }).check();
      await page.getByRole('radio', { name: `${t.pickNewer} ${t.version} ${newer.version}` }).check();
      const titleDifference = page.getByRole('region', { name: t.title, exact: true });
      await expect(titleDifference.locator('del')).toHaveText('first');
      await expect(titleDifference.locator('ins')).toHaveText('second');
      await expect(page.locator('del').filter({ hasText: 'first' }).last()).toBeVisible();

      await rowOf(page, `${t.version} ${older.version}`)
        .getByRole('button', { name: new RegExp(t.restore) })
        .click();
      await page.getByRole('alertdialog').getByRole('button', { name: t.restore, exact: true }).click();
      await expect(toast(page, t.restored)).toBeVisible();
      await expect(page.getByRole('table').getByRole('row')).toHaveCount(4);

      const restored = await api.get<NewsItem>(`/admin/latest-news/${item.id}`);
      expect(restored).toMatchObject({ title: `${title} first`, status: 'draft', published: 1 });
      // Visitors keep the published text until the restored draft is published.
      await page.goto(publicNews(item.id));
      await expect(page.getByRole('heading', { name: `${title} second` })).toBeVisible();
    });

    test('preview: the link shows the draft to a browser with no session, marked and not indexed', async ({ page, browser }) => {
      await signInAs(page, locale);
      const title = `Workflow preview ${locale} ${Date.now()}`;
      const item = await createNews(page, title, 'draft', 'Only reviewers see this yet.');

      await page.goto(newsEditor(item.id));
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        englishPanel(page).getByRole('button', { name: t.preview, exact: true }).click(),
      ]);
      await popup.waitForLoadState();
      const url = popup.url();
      expect(url).toMatch(/\/preview\//);
      await popup.close();

      const stranger = await browser.newContext();
      const visitor = await stranger.newPage();
      const response = await visitor.goto(url);
      expect(response?.status()).toBe(200);
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
      await expect(visitor.getByText('Only reviewers see this yet.')).toBeVisible();
      await expect(visitor.getByText(templatePattern(site.en.Preview.notice)).first()).toBeVisible();
      await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const tampered = url.replace(/_(\d+)_/, (_, id: string) => `_${Number(id) + 1}_`);
      expect((await visitor.goto(tampered))?.status()).toBe(404);
      await stranger.close();
    });

    test('a save after someone else’s meets the conflict dialog: compare, then reload; leaving still asks', async ({ page }) => {
      await signInAs(page, locale);
      const title = `Workflow conflict ${locale} ${Date.now()}`;
      const item = await createNews(page, title);

      await page.goto(newsEditor(item.id));
      const titleField = englishPanel(page).getByLabel(t.title, { exact: true });
      await titleField.fill(`${title} mine`);
      // Unsaved changes: the way to the history asks first.
      await englishPanel(page).getByRole('link', { name: t.history }).click();
      const question = page.getByRole('alertdialog', { name: t.leaveTitle });
      await question.getByRole('button', { name: t.stay }).click();
      await expect(titleField).toHaveValue(`${title} mine`);

      const api = await adminApi(page);
      await api.put('/admin/latest-news', [{ ...item.input, status: undefined, id: item.id, title: `${title} theirs` }]);
      await page.getByRole('button', { name: t.save, exact: true }).click();
      const conflict = page.getByRole('alertdialog', { name: t.conflictTitle });
      await expect(conflict).toBeVisible();
      await conflict.getByRole('button', { name: t.compare }).click();
      await expect(conflict.locator('del')).toHaveText('theirs');
      await expect(conflict.locator('ins')).toHaveText('mine');
      await conflict.getByRole('button', { name: t.reload }).click();
      await expect(englishPanel(page).getByLabel(t.title, { exact: true })).toHaveValue(`${title} theirs`);

      // A save stays in the editor and clears the question: the way to the list no longer asks.
      await englishPanel(page).getByLabel(t.title, { exact: true }).fill(`${title} final`);
      await page.getByRole('button', { name: t.saveDraft, exact: true }).click();
      await expect(toast(page, t.savedDraft)).toBeVisible();
      await expect(englishPanel(page).getByLabel(t.title, { exact: true })).toHaveValue(`${title} final`);
      await page.getByRole('link', { name: t.backToList }).click();
      await page.waitForURL('**/admin/articles/news/list');
      await expect(question).toHaveCount(0);
      await expect(rowOf(page, `${title} final`)).toContainText(t.live);
    });
  });
}
