import { expect, type Page } from '@playwright/test';
import { signIn, tokenOf } from './admin-helpers';

/**
 * The back office's workflow words the specs click and read, in each of its languages; the
 * buttons name the English version, the one these specs' news articles are written in.
 */
export const workflowWords = {
  zh: {
    title: '标题',
    save: '保存',
    saveDraft: '保存',
    submitReview: '提交英文版本审核',
    approve: '批准并发布英文版本',
    approveSchedule: '批准并定时发布英文版本…',
    returnToDraft: '退回英文版本并附意见',
    returnTitle: '退回并附意见',
    publish: '发布英文版本',
    updateLive: '更新英文线上页面',
    schedule: '定时发布英文版本…',
    scheduleConfirm: '定时发布',
    unpublish: '下线英文版本',
    preview: '预览',
    history: '历史版本',
    restore: '恢复',
    reviewQueue: '待审核',
    draft: '草稿',
    review: '待审核',
    published: '已发布',
    scheduled: '已排期',
    live: '线上版本在用',
    submitted: '已提交审核',
    publishedDone: '已发布',
    scheduledDone: '已排期',
    restored: '已恢复为草稿',
    returned: '已退回草稿',
    publishDate: '发布日期',
    publishTime: '发布时间',
    returnComment: '给作者的意见',
    reviewNote: '审核意见',
    conflictTitle: '此内容已被他人修改',
    compare: '对比',
    reload: '重新加载',
    storedLatest: '最新保存的版本',
    yourChanges: '你的修改',
    pickOlder: '选为旧版本',
    pickNewer: '选为新版本',
    version: '版本',
    open: '打开',
    leaveTitle: '离开此页面？',
    stay: '留在此页',
    status: '状态',
    savedDraft: '保存成功',
    backToList: '返回列表',
  },
  en: {
    title: 'Title',
    save: 'Save',
    saveDraft: 'Save',
    submitReview: 'Submit the English version for review',
    approve: 'Approve and publish the English version',
    approveSchedule: 'Approve and schedule the English version…',
    returnToDraft: 'Return the English version with a comment',
    returnTitle: 'Return with a comment',
    publish: 'Publish the English version',
    updateLive: 'Update the live English page',
    schedule: 'Schedule the English version…',
    scheduleConfirm: 'Schedule',
    unpublish: 'Unpublish the English version',
    preview: 'Preview',
    history: 'History',
    restore: 'Restore',
    reviewQueue: 'Needs review',
    draft: 'Draft',
    review: 'In review',
    published: 'Published',
    scheduled: 'Scheduled',
    live: 'Live version online',
    submitted: 'Submitted for review',
    publishedDone: 'Published',
    scheduledDone: 'Scheduled',
    restored: 'Restored as a draft',
    returned: 'Returned to draft',
    publishDate: 'Publish date',
    publishTime: 'Publish time',
    returnComment: 'Comment for the author',
    reviewNote: "Reviewer's comment",
    conflictTitle: 'Someone else saved this meanwhile',
    compare: 'Compare',
    reload: 'Reload',
    storedLatest: 'Latest saved version',
    yourChanges: 'Your changes',
    pickOlder: 'Compare as the older version',
    pickNewer: 'Compare as the newer version',
    version: 'Version',
    open: 'Open',
    leaveTitle: 'Leave this page?',
    stay: 'Stay',
    status: 'Status',
    savedDraft: 'Saved',
    backToList: 'Back to the list',
  },
} as const;

export type AdminLocale = keyof typeof workflowWords;

export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Signs in and chooses the back office's language (中文 is its default). */
export async function signInAs(page: Page, locale: AdminLocale, path = '/admin/articles/news/list') {
  await signIn(page, path);
  if (locale === 'en') await page.getByRole('button', { name: 'English', exact: true }).click();
  await expect(page.getByRole('button', { name: locale === 'en' ? 'English' : '中文', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
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
