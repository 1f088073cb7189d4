import { expect, type Page } from '@playwright/test';
import { signIn, tokenOf } from './admin-helpers';
import { forLang, admin, switchName, type AdminLocale } from './words';

/**
 * The back office's workflow words the specs click and read, in each of its languages; the
 * buttons name the English version, the one these specs' news articles are written in.
 */
function workflowWordsIn(locale: AdminLocale) {
  const { articles, common, workflow } = admin[locale];
  const english = (template: string) => forLang(template, 'en_US', locale);
  return {
    title: articles.title,
    save: common.save,
    saveDraft: common.save,
    submitReview: english(workflow.submitReviewOf),
    approve: english(workflow.approvePublishOf),
    approveSchedule: english(workflow.approveScheduleOf),
    returnToDraft: english(workflow.returnOf),
    returnTitle: workflow.returnToDraft,
    publish: english(workflow.publishOf),
    updateLive: english(workflow.updateLiveOf),
    schedule: english(workflow.scheduleOf),
    scheduleConfirm: workflow.schedule,
    unpublish: english(workflow.unpublishOf),
    preview: workflow.preview,
    history: workflow.history,
    restore: workflow.restore,
    reviewQueue: workflow.reviewQueue,
    draft: workflow.draft,
    review: workflow.review,
    published: workflow.published,
    scheduled: workflow.scheduled,
    live: workflow.live,
    submitted: workflow.submitted,
    publishedDone: workflow.publishedDone,
    scheduledDone: workflow.scheduledDone,
    restored: workflow.restored,
    returned: workflow.returned,
    publishDate: workflow.publishDate,
    publishTime: workflow.publishTime,
    returnComment: workflow.returnComment,
    reviewNote: workflow.reviewNote,
    conflictTitle: workflow.conflictTitle,
    compare: workflow.compare,
    reload: workflow.reload,
    storedLatest: workflow.storedLatest,
    yourChanges: workflow.yourChanges,
    pickOlder: workflow.pickOlder,
    pickNewer: workflow.pickNewer,
    version: workflow.version,
    open: workflow.open,
    leaveTitle: common.leaveTitle,
    stay: common.stay,
    status: workflow.status,
    savedDraft: common.saved,
    backToList: articles.backToList,
  };
}

export const workflowWords = { zh: workflowWordsIn('zh'), en: workflowWordsIn('en') };

export type { AdminLocale };

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Signs in and chooses the back office's language (中文 is its default). */
export async function signInAs(page: Page, locale: AdminLocale, path = '/admin/articles/news/list') {
  await signIn(page, path);
  if (locale === 'en') await page.getByRole('button', { name: switchName('en'), exact: true }).click();
  await expect(page.getByRole('button', { name: switchName(locale), exact: true })).toHaveAttribute('aria-pressed', 'true');
}

export interface NewsItem {
  id: number;
  no: string;
  lang: string;
  title: string;
  status: string;
  version: number;
  published: number;
}

/** The admin API, as the signed-in page's token allows. */
export async function adminApi(page: Page) {
  const headers = { Authorization: await tokenOf(page) };
  const call = async <T>(method: 'get' | 'post' | 'put' | 'delete', path: string, data?: unknown): Promise<T> => {
    const response = await page.request[method](`/api${path}`, { headers, data });
    expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
    return (await response.json()).result as T;
  };
  return {
    get: <T>(path: string) => call<T>('get', path),
    post: <T>(path: string, data?: unknown) => call<T>('post', path, data),
    put: <T>(path: string, data: unknown) => call<T>('put', path, data),
    delete: (path: string) => call<null>('delete', path),
  };
}

/** Deletes the news this spec made, so the public lists other specs read look as before. */
export async function deleteWorkflowNews(page: Page) {
  const api = await adminApi(page);
  const made = await api.get<{ no: string }[]>(`/admin/latest-news?title=${encodeURIComponent('Workflow ')}&pageSize=100`);
  for (const no of new Set(made.map((item) => item.no))) await api.delete(`/admin/latest-news?no=${encodeURIComponent(no)}`);
}

/** A new English news article (content `<p>{body}</p>`) in the state `status` asks for (none: published at once), and what was sent. */
export async function createNews(page: Page, title: string, status?: string, body = 'Drafted by the workflow test.') {
  const api = await adminApi(page);
  const [model] = await api.get<{ cataId: number; coverUrl: string }[]>('/admin/latest-news?lang=en_US&pageSize=1');
  const input = { lang: 'en_US', cataId: model.cataId, coverUrl: model.coverUrl, title, isLink: 0, content: `<p>${body}</p>`, status };
  const [created] = await api.post<NewsItem[]>('/admin/latest-news', [input]);
  return { ...created, input };
}

export const newsEditor = (id: number) => `/admin/articles/news/edit?id=${id}`;
export const publicNews = (id: number) => `/news/detail/${id}`;

/** The English tab of an editor, found by its language code (its name follows the back office's language). */
export const englishPanel = (page: Page) => page.getByRole('tabpanel', { name: /en_US/ });
