import { expect, test, type Page } from '@playwright/test';
import { adminPassword } from '../playwright.config';
import { signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';

/** The list's rows: a table's on a laptop, its cards on a phone (components/admin/data-table.tsx). */
const rowsOf = (page: Page) => page.locator('tbody tr, ul[aria-label] > li');

/**
 * The Translations screen in both back-office languages: the counts per language, the filters,
 * a translation made out of date by its source, and "Still current" putting it right.
 */
const words = {
  zh: {
    heading: '翻译',
    nav: '翻译',
    kind: '类型',
    news: '新闻',
    status: '状态',
    missing: '缺失',
    outdated: '需更新',
    current: '最新',
    search: '查询',
    markCurrent: (title: string) => `将“${title}”的简体中文版本标记为最新`,
    showChanges: (title: string) => `查看“${title}”的来源自翻译以来的改动`,
    stillCurrent: '仍为最新',
    cancel: '取消',
    marked: '已标记为最新',
    counts: '各语言待处理',
  },
  en: {
    heading: 'Translations',
    nav: 'Translations',
    kind: 'Kind',
    news: 'News',
    status: 'Status',
    missing: 'Missing',
    outdated: 'Out of date',
    current: 'Current',
    search: 'Search',
    markCurrent: (title: string) => `Mark the Simplified Chinese version of “${title}” current`,
    showChanges: (title: string) => `What changed in the source of “${title}” since it was translated`,
    stillCurrent: 'Still current',
    cancel: 'Cancel',
    marked: 'Marked current',
    counts: 'To do per language',
  },
} as const;

type Row = Record<string, any>;

/** An English news article with a Chinese translation, then the English text changed: the Chinese is out of date. */
async function outdatedPair(page: Page, title: string): Promise<void> {
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { Authorization: (await login.json()).result as string };
  const catalogs = async (lang: string) =>
    ((await (await page.request.get(`/api/admin/catalog?type=0&lang=${lang}`, { headers })).json()).result as Row[])[0].id as number;
  const article = async (lang: string, words: string) => ({
    lang,
    cataId: await catalogs(lang),
    coverUrl: '/api/upload/cover.png',
    title: words,
    content: `<p>${words}</p>`,
    isLink: 0,
  });
  const created = await page.request.post('/api/admin/latest-news', {
    headers,
    data: [await article('en_US', title), await article('zh_CN', `${title} 中文`)],
  });
  expect(created.ok(), await created.text()).toBe(true);
  const [english] = (await created.json()).result as Row[];
  const changed = await page.request.put('/api/admin/latest-news', {
    headers,
    data: [{ ...(await article('en_US', `${title} revised`)), id: english.id }],
  });
  expect(changed.ok(), await changed.text()).toBe(true);
}

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);
}

for (const locale of ['zh', 'en'] as const) {
  const w = words[locale];
  for (const width of [1280, 390]) {
    test(`Translations lists what is out of date, filters, and marks a version current (${locale}, ${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const title = `Translated ${locale} ${width} ${Date.now().toString(36)}`;
      await outdatedPair(page, title);
      await signIn(page, '/admin/translations');
      await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
      if (width === 1280) {
        await expect(page.getByRole('navigation').getByRole('link', { name: new RegExp(`^${w.nav}`) })).toHaveAttribute(
          'aria-current',
          'page',
        );
      }
      const counts = page.getByRole('region', { name: w.counts });
      await expect(counts.getByRole('listitem')).toHaveCount(2);

      // Filter with the search form: news out of date.
      const search = page.getByRole('search');
      await search.getByLabel(w.kind).selectOption({ label: w.news });
      await search.getByLabel(w.status).selectOption({ label: w.outdated });
      await search.getByRole('button', { name: w.search }).click();
      await expect(page).toHaveURL(/kind=news/);
      const row = rowsOf(page).filter({ hasText: `${title} revised` });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(w.outdated);
      await expectNoAxeViolations(page);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/translations-${locale}-${width}.png`, fullPage: true });

      // What changed in the source since the translation, word by word.
      await row.getByRole('button', { name: w.showChanges(`${title} revised`) }).click();
      const dialog = page.getByRole('dialog');
      await expect(dialog.locator('ins').first()).toHaveText(/revised/);
      await expect(dialog.locator('del')).toHaveCount(0);
      await expectNoAxeViolations(page, { within: '[role="dialog"]' });
      const box = (await dialog.boundingBox())!;
      expect(box.x >= 0 && box.x + box.width <= width).toBe(true);
      await page.screenshot({ path: `test-results/translations-changes-${locale}-${width}.png` });
      if (width === 1280) {
        await dialog.getByRole('button', { name: w.stillCurrent }).click();
      } else {
        await dialog.getByRole('button', { name: w.cancel }).click();
        await row.getByRole('button', { name: w.markCurrent(`${title} revised`) }).click();
      }
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.marked })).toBeVisible();
      await expect(row).toHaveCount(0);

      await search.getByLabel(w.status).selectOption({ label: w.current });
      await search.getByRole('button', { name: w.search }).click();
      await expect(
        rowsOf(page)
          .filter({ hasText: `${title} revised` })
          .first(),
      ).toContainText(w.current);
    });
  }
}

const sideBySide = {
  zh: {
    translate: (title: string) => `翻译“${title}”为简体中文`,
    heading: '将英文译为简体中文',
    changed: /英文原文有了改动/,
    title: '标题',
    actsOn: '以下按钮作用于当前显示的简体中文版本。',
    publish: /^(发布|更新)/,
    published: '已发布',
    outdatedMark: '简体中文：需更新',
    count: /个语言版本缺失或需更新/,
    newsList: '/admin/articles/news/list',
    allLanguages: '返回全部语言',
  },
  en: {
    translate: (title: string) => `Translate “${title}” into Simplified Chinese`,
    heading: 'Translating from English into Simplified Chinese',
    changed: /The English source has changed/,
    title: 'Title',
    actsOn: 'The buttons act on the Simplified Chinese version, the tab shown.',
    publish: /^(Publish|Update the live)/,
    published: 'Published',
    outdatedMark: 'Simplified Chinese: out of date',
    count: /language versions missing or out of date/,
    newsList: '/admin/articles/news/list',
    allLanguages: 'Back to all languages',
  },
} as const;

for (const locale of ['zh', 'en'] as const) {
  const w = { ...words[locale], ...sideBySide[locale] };
  for (const width of [1280, 390]) {
    test(`Translate side by side: the source's change shown, publish, and the status current (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const title = `Beside ${locale} ${width} ${Date.now().toString(36)}`;
      await outdatedPair(page, title);
      await signIn(page, '/admin/articles/news/list');
      await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
      await page.reload();

      // The list marks the group's Chinese version out of date; the navigation counts what is to do.
      const listRow = rowsOf(page).filter({ hasText: `${title} revised` });
      await expect(listRow.getByRole('listitem').filter({ hasText: w.outdatedMark })).toHaveCount(1);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/translation-marks-${locale}-${width}.png`, fullPage: true });
      if (width === 1280) await expect(page.getByRole('navigation').getByText(w.count)).toBeAttached();

      await page.goto(`/admin/translations?kind=news&status=outdated`);
      await rowsOf(page)
        .filter({ hasText: `${title} revised` })
        .getByRole('link', { name: w.translate(`${title} revised`) })
        .click();
      await expect(page.getByRole('heading', { level: 2, name: w.heading })).toBeVisible();
      await expect(page).toHaveURL(/translate=zh_CN&from=en_US|from=en_US.*translate=zh_CN|translate=zh_CN.*from=en_US/);
      await expect(page.getByRole('note').filter({ hasText: w.changed })).toBeVisible();
      // The source's title beside the Chinese one: "revised" added since the translation.
      const sourceTitle = page.getByTestId('source-field').first();
      await expect(sourceTitle.locator('ins')).toHaveText(/revised/);
      await expect(sourceTitle).toHaveAttribute('data-testid', 'source-field');
      await expect(page.getByTestId('versions-acted-on')).toHaveText(w.actsOn);
      await expectNoAxeViolations(page);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/side-by-side-${locale}-${width}.png`, fullPage: true });

      const chinese = page.getByLabel(w.title, { exact: true });
      await expect(chinese).toHaveValue(`${title} 中文`);
      await chinese.fill(`${title} 中文（修订）`);
      await page.getByRole('button', { name: w.publish }).first().click();
      await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.published })).toBeVisible();
      await expect(page.getByRole('note').filter({ hasText: w.changed })).toHaveCount(0);

      await page.getByRole('link', { name: w.allLanguages }).click();
      await expect(page).not.toHaveURL(/translate=/);
      await page.goto(`/admin/translations?kind=news&lang=zh_CN&status=current`);
      await expect(rowsOf(page).filter({ hasText: `${title} revised` })).toContainText(w.current);
    });
  }
}

const lists = {
  zh: { missing: '简体中文：缺失', heading: '将英文译为简体中文', name: '姓名', saveDraft: '保存' },
  en: {
    missing: 'Simplified Chinese: missing',
    heading: 'Translating from English into Simplified Chinese',
    name: 'Name',
    saveDraft: 'Save',
  },
} as const;

for (const locale of ['zh', 'en'] as const) {
  const w = lists[locale];
  for (const width of [1280, 390]) {
    test(`Lists mark the missing languages; a lawyer translated side by side keeps the practice areas (${locale}, ${width} px)`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      const stamp = `${locale} ${width} ${Date.now().toString(36)}`;
      const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
      const headers = { Authorization: (await login.json()).result as string };
      const post = async (path: string, data: unknown) => {
        const response = await page.request.post(path, { headers, data });
        expect(response.ok(), await response.text()).toBe(true);
        return ((await response.json()).result as Row[])[0];
      };
      const areas = (await (await page.request.get('/api/admin/professionalField/lang/list', { headers })).json()).result as Row[];
      const area = areas.find((one) => one.lang === 'en_US' && areas.some((twin) => twin.no === one.no && twin.lang === 'zh_CN'))!;
      const twin = areas.find((one) => one.no === area.no && one.lang === 'zh_CN')!;
      const lawyer = await post('/api/admin/lawyerTeam', [{ lang: 'en_US', name: `Lawyer ${stamp}`, proFieldIds: [area.id] }]);
      await post('/api/admin/professionalField', [{ lang: 'en_US', name: `Area ${stamp}`, introduce: '<p>Only in English</p>' }]);
      await post('/api/admin/banner', [{ lang: 'en_US', imgPath: `/api/upload/${Date.now().toString(36)}.png`, title: `Slide ${stamp}` }]);

      await signIn(page, '/admin/people/list');
      await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
      for (const [path, text] of [
        [`/admin/people/list?name=${encodeURIComponent(`Lawyer ${stamp}`)}`, `Lawyer ${stamp}`],
        ['/admin/expertise/list', `Area ${stamp}`],
        ['/admin/banner/list', `Slide ${stamp}`],
      ]) {
        await page.goto(path);
        const row = page.locator('tbody tr, ul[aria-label] > li, [role="treeitem"], li').filter({ hasText: text }).last();
        await expect(row.getByRole('listitem').filter({ hasText: w.missing })).toHaveCount(1);
        await expectNoAxeViolations(page);
        expect(await pageScrollsSideways(page)).toBe(false);
        await page.screenshot({
          path: `test-results/marks${path.split('?')[0].replaceAll('/', '-')}-${locale}-${width}.png`,
          fullPage: true,
        });
      }

      // The Chinese version, added beside the English, starts with the same practice area in Chinese.
      await page.goto(`/admin/people/edit/${lawyer.id}?translate=zh_CN`);
      await expect(page.getByRole('heading', { level: 2, name: w.heading })).toBeVisible();
      await expect(page).toHaveURL(/from=en_US/);
      await expect(page.getByTestId('source-field').first()).toContainText(`Lawyer ${stamp}`);
      await expectNoAxeViolations(page);
      expect(await pageScrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/side-by-side-lawyer-${locale}-${width}.png`, fullPage: true });
      await page.getByLabel(w.name, { exact: true }).fill(`律师 ${stamp}`);
      await page.getByRole('button', { name: w.saveDraft, exact: true }).first().click();
      const chineseOf = async (no: string) =>
        ((await (await page.request.get(`/api/admin/lawyerTeam?no=${no}&pageSize=100`, { headers })).json()).result as Row[]).find(
          (one) => one.lang === 'zh_CN',
        );
      await expect
        .poll(async () => (await chineseOf(lawyer.no))?.proFields.map((field: Row) => field.professionalFieldId))
        .toEqual([twin.id]);

      // A section of the English biography gains words: beside it, the Chinese translator sees which.
      const partner = await post('/api/admin/lawyerTeam', [
        { lang: 'en_US', name: `Partner ${stamp}`, customContents: [{ title: 'Education', content: '<p>NUS</p>' }] },
        { lang: 'zh_CN', name: `合伙人 ${stamp}`, customContents: [{ title: '教育背景', content: '<p>新加坡国立大学</p>' }] },
      ]);
      const partnerZh = (await chineseOf(partner.no))!;
      const revised = await page.request.put('/api/admin/lawyerTeam', {
        headers,
        data: [
          {
            id: partner.id,
            lang: 'en_US',
            name: `Partner ${stamp}`,
            customContents: [{ title: 'Education', content: '<p>NUS, Bachelor of Laws</p>' }],
          },
        ],
      });
      expect(revised.ok(), await revised.text()).toBe(true);
      await page.goto(`/admin/people/edit/${partnerZh.id}?translate=zh_CN&from=en_US`);
      const section = page.getByTestId('source-field').filter({ hasText: 'NUS' });
      const added = async () => (await section.locator('ins').allTextContents()).join('');
      await expect.poll(added).toMatch(/Bachelor\s*of\s*Laws/);
      expect(await added()).not.toMatch(/NUS/);
    });
  }
}
