import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { editorPage, signIn } from './admin-helpers';
import { adminApi, createNews, signInAs, toast, type AdminLocale } from './workflow-helpers';
import { admin, fill, languageName } from './words';

/** The back office's words this spec reads, in each of its languages. */
function wordsIn(locale: AdminLocale) {
  const { common, articles, lists, people } = admin[locale];
  return {
    edit: common.edit,
    pin: articles.pin,
    pinned: articles.pinnedDone,
    delete: common.delete,
    language: lists.language,
    allLanguages: lists.allLanguages,
    english: languageName('en_US', locale),
    chinese: languageName('zh_CN', locale),
    search: common.search,
    returned: lists.returned,
    returnedNote: lists.returnedNote,
    notServed: lists.notServed,
    approvalNotice: lists.approvalNotice,
    office: people.office,
  };
}
const words = { zh: wordsIn('zh'), en: wordsIn('en') };

/** Every list screen of the back office. */
const lists = [
  '/admin/articles/news/list',
  '/admin/articles/cases/list',
  '/admin/articles/honors/list',
  '/admin/people/list',
  '/admin/banner/list',
  '/admin/expertise/list',
  '/admin/messages',
  '/admin/review',
  '/admin/staff',
];

const locales: AdminLocale[] = ['zh', 'en'];
const han = /\p{Script=Han}/u;

/** Waits until a list has answered: its rows, or its empty line, are shown and nothing is loading. */
async function listShown(page: Page) {
  await expect(page.locator('main h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .animate-spin:visible')).toHaveCount(0);
}

/** The rows' tables or the rows' cards: wider than its card, or an action out of sight? */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    for (const table of document.querySelectorAll('main table')) {
      // A language tab not shown keeps its table hidden.
      if (!table.checkVisibility()) continue;
      const card = table.closest('section') ?? table.parentElement!;
      const cardBox = card.getBoundingClientRect();
      const box = table.getBoundingClientRect();
      if (box.width > cardBox.width + 0.5) problems.push(`table ${box.width} wider than its card ${cardBox.width}`);
      for (const action of table.querySelectorAll('td a, td button')) {
        const place = action.getBoundingClientRect();
        if (place.width === 0 || place.right > cardBox.right + 0.5 || place.left < cardBox.left - 0.5)
          problems.push(`action "${action.textContent}" outside its card`);
      }
    }
    return problems;
  });
}

for (const locale of locales) {
  const t = words[locale];

  test.describe(`content lists (${locale})`, () => {
    test('at 1280 px no list is wider than its card, every action is in sight, and axe passes', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInAs(page, locale);
      for (const path of lists) {
        await page.goto(path);
        await listShown(page);
        expect(await overflowing(page), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(1280);
        await expectNoAxeViolations(page);
        if (path === '/admin/articles/news/list' || path === '/admin/people/list')
          await page.screenshot({ path: `test-results/admin-lists-${path.split('/')[2]}-${locale}-1280.png`, fullPage: true });
      }
    });

    test('at 390 px each row is a card with its title, state and actions together, 44 px tall targets', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await signInAs(page, locale);
      for (const path of ['/admin/articles/news/list', '/admin/people/list', '/admin/banner/list', '/admin/messages', '/admin/review']) {
        await page.goto(path);
        await listShown(page);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        await expect(page.locator('main table')).toHaveCount(0);
        const cards = page.locator('main ul[aria-label] > li:visible');
        // The demo has news, people and banners; messages and reviews may be none.
        if (!['/admin/review', '/admin/messages'].includes(path)) await expect(cards.first()).toBeVisible();
        for (const card of (await cards.all()).slice(0, 3)) {
          const box = (await card.boundingBox())!;
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(390);
          for (const target of await card.locator('[data-actions] a, [data-actions] button').all()) {
            const place = (await target.boundingBox())!;
            expect(place.height, `${path}: ${await target.textContent()}`).toBeGreaterThanOrEqual(44);
            expect(place.x + place.width).toBeLessThanOrEqual(390);
          }
        }
        // The search fields and their buttons are 44 px targets too.
        for (const control of await page.locator('main form:has(button[type="submit"]) :is(input, select, button):visible').all())
          expect((await control.boundingBox())!.height, `${path}: search control`).toBeGreaterThanOrEqual(44);
        await expectNoAxeViolations(page);
        if (path === '/admin/articles/news/list' || path === '/admin/people/list')
          await page.screenshot({ path: `test-results/admin-lists-${path.split('/')[2]}-${locale}-390.png`, fullPage: true });
      }
      // A news card: its title, its state and its actions on one screen.
      await page.goto('/admin/articles/news/list');
      const card = page.locator('main ul[aria-label] > li:visible').first();
      for (const part of [card.locator('a').first(), card.getByRole('link', { name: t.edit, exact: true })])
        await expect(part).toBeInViewport();
    });

    test('lists filter by each served language and mark a language the site does not serve', async ({ page }) => {
      await signInAs(page, locale);
      await page.goto('/admin/articles/news/list');
      const filter = page.getByLabel(t.language, { exact: true });
      await expect(filter.locator('option')).toHaveText([t.allLanguages, t.english, t.chinese]);
      await filter.selectOption({ label: t.chinese });
      await page.getByRole('button', { name: t.search }).click();
      await expect(page).toHaveURL(/lang=zh_CN/);
      // Each row's language, not the marks of the languages its item lacks, which sit under it.
      const languages = page.locator('main tbody td:nth-child(2) > div > :first-child');
      await expect.poll(async () => [...new Set(await languages.allTextContents())]).toEqual([t.chinese]);
      // Back from an item's edit screen returns to the same search, with the page's own title.
      await page.getByRole('link', { name: t.edit, exact: true }).first().click();
      await expect(page).toHaveURL(/\/edit\?/);
      await page.goBack();
      await expect(page).toHaveURL(/lang=zh_CN/);
      await expect(filter).toHaveValue('zh_CN');
      await expect.poll(async () => [...new Set(await languages.allTextContents())]).toEqual([t.chinese]);
      await expect(page).toHaveTitle(/.+/);

      // A version in a language the site no longer serves is still listed, and marked.
      await page.route('**/api/admin/latest-news?*', async (route) => {
        const response = await route.fetch();
        const body = await response.json();
        const [first] = body.result;
        body.result = [{ ...first, id: 999_999, lang: 'zh_HK', title: 'Retired language version' }, ...body.result];
        await route.fulfill({ response, json: body });
      });
      await page.goto('/admin/articles/news/list');
      const retired = page.getByRole('row').filter({ hasText: 'Retired language version' });
      await expect(retired).toContainText(t.notServed);
      await expect(page.getByRole('row').filter({ hasText: t.notServed })).toHaveCount(1);

      // Banners are listed per served language; one in another language is listed apart, marked.
      await page.route('**/api/admin/banner*', async (route) => {
        if (new URL(route.request().url()).searchParams.has('lang')) return route.fallback();
        const response = await route.fetch();
        const body = await response.json();
        body.result = [...body.result, { ...body.result[0], id: 999_998, lang: 'zh_HK', title: 'Retired language banner' }];
        await route.fulfill({ response, json: body });
      });
      await page.goto('/admin/banner/list');
      const apart = page.locator('section').filter({ has: page.getByRole('heading', { name: t.notServed, exact: true }) });
      await expect(apart.getByRole('row').filter({ hasText: 'Retired language banner' })).toContainText(t.notServed);
      await expectNoAxeViolations(page);
    });

    test('returned versions say so with the comment, scheduled ones their time; a notification sits top right', async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await signInAs(page, locale);
      const stamp = Date.now();
      const api = await adminApi(page);
      const returned = await createNews(page, `Lists returned ${locale} ${stamp}`, 'review');
      await api.put('/admin/latest-news', [
        { ...returned.input, id: returned.id, version: returned.version, status: 'draft', comment: 'Please cite the judgment in full.' },
      ]);
      const publishAt = new Date(Date.now() + 3 * 24 * 3600_000);
      publishAt.setUTCSeconds(0, 0);
      const scheduled = await createNews(page, `Lists scheduled ${locale} ${stamp}`, 'draft');
      await api.put('/admin/latest-news', [
        { ...scheduled.input, id: scheduled.id, version: scheduled.version, status: 'scheduled', publishAt: publishAt.toISOString() },
      ]);
      try {
        await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(`Lists returned ${locale} ${stamp}`)}`);
        const row = page.getByRole('row').filter({ hasText: `Lists returned ${locale} ${stamp}` });
        await expect(row).toContainText(t.returned);
        await expect(row).toContainText(fill(t.returnedNote, { comment: 'Please cite the judgment in full.' }));

        await page.goto(`/admin/articles/news/list?title=${encodeURIComponent(`Lists scheduled ${locale} ${stamp}`)}`);
        const singapore = new Date(publishAt.getTime() + 8 * 3600_000).toISOString();
        const when = `${singapore.slice(0, 10)} ${singapore.slice(11, 16)}`;
        await expect(page.getByRole('row').filter({ hasText: `Lists scheduled ${locale} ${stamp}` })).toContainText(when);

        // Pinning says so at the top, in the header beside its buttons (not over them), closable.
        await page
          .getByRole('row')
          .filter({ hasText: `Lists scheduled ${locale} ${stamp}` })
          .getByRole('button', { name: t.pin, exact: true })
          .click();
        const note = toast(page, t.pinned);
        await expect(note).toBeVisible();
        const viewSite = (await page.locator('header').first().getByRole('link', { name: admin[locale].shell.viewSite }).boundingBox())!;
        // Measured once it has slid in.
        await expect
          .poll(async () => {
            const box = (await note.boundingBox())!;
            return [Math.round(box.y), box.x + box.width <= viewSite.x];
          })
          .toEqual([8, true]);
        // Its words are legible once it has faded in.
        await expectNoAxeViolations(page, { within: '[data-sonner-toaster]' });
        // The header's controls stay where a click reaches them.
        const menu = (await page.getByTestId('user-menu').boundingBox())!;
        expect(
          await page.evaluate(({ x, y }) => Boolean(document.elementFromPoint(x, y)?.closest('[data-testid="user-menu"]')), {
            x: menu.x + menu.width / 2,
            y: menu.y + menu.height / 2,
          }),
        ).toBe(true);
        await note.hover();
        await note.getByRole('button').first().click();
        await expect(note).toHaveCount(0);
      } finally {
        await api.delete(`/admin/latest-news?no=${encodeURIComponent(returned.no)}`);
        await api.delete(`/admin/latest-news?no=${encodeURIComponent(scheduled.no)}`);
      }
    });
  });
}

test('the English back office has no Chinese in its frame and lists but the language switch', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'en');
  for (const path of lists) {
    const filtered = [
      '/admin/articles/news/list',
      '/admin/articles/cases/list',
      '/admin/articles/honors/list',
      '/admin/people/list',
    ].includes(path);
    await page.goto(filtered ? `${path}?lang=en_US` : path);
    await listShown(page);
    // Visitors' messages and the titles of versions waiting for review are content, not the frame.
    const content = path === '/admin/messages' || path === '/admin/review' ? 'main tbody' : 'main tbody.none';
    const text = await page.evaluate((skip) => {
      const lines: string[] = [];
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      while (walker.nextNode()) {
        const element = walker.currentNode.parentElement;
        if (!element || element.closest(`[role="group"] button[lang], script, style, ${skip}`)) continue;
        if (element.closest('option') || element.checkVisibility()) lines.push(walker.currentNode.textContent ?? '');
      }
      return lines;
    }, content);
    const found = text.filter((line) => han.test(line));
    expect(found, path).toEqual([]);
  }
  // The people list's office filter offers the offices in the back office's language only.
  await page.goto('/admin/people/list');
  const officeChoices = page.getByLabel(words.en.office, { exact: true }).locator('option');
  await expect(officeChoices).not.toHaveCount(1);
  const offices = await officeChoices.allTextContents();
  expect(offices.filter((name) => han.test(name))).toEqual([]);
  // Job titles are joined the English way.
  await expect(page.locator('main tbody')).not.toContainText(admin.zh.common.listSeparator);
});

test('an editor under approval is told why, and is offered neither pins nor deleting what is live', async ({ page, browser }) => {
  await signIn(page);
  const api = await adminApi(page);
  const stamp = Date.now();
  const roles = await api.get<{ id: number; code: string }[]>('/admin/roles');
  const editorRole = roles.find((role) => role.code !== 'admin')!;
  const account = `lists.editor.${stamp}`;
  const password = `lists-editor-password-${stamp}`;
  await api.post('/admin/staff', { loginAccount: account, userName: 'Lists Editor', password, roleId: editorRole.id });
  const draft = await createNews(page, `Lists editor draft ${stamp}`, 'draft');
  const live = await createNews(page, `Lists editor live ${stamp}`);
  await api.post('/admin/workflow-config', { approvalRequired: 1 });
  try {
    const editor = await editorPage(browser, account, password);
    const t = words.zh;
    await expect(editor.getByText(t.approvalNotice)).toBeVisible();
    await editor.goto(`/admin/articles/news/list?title=${encodeURIComponent(`Lists editor`)}`);
    const draftRow = editor.getByRole('row').filter({ hasText: `Lists editor draft ${stamp}` });
    const liveRow = editor.getByRole('row').filter({ hasText: `Lists editor live ${stamp}` });
    await expect(draftRow.getByRole('button', { name: t.delete })).toBeVisible();
    await expect(liveRow.getByRole('link', { name: t.edit })).toBeVisible();
    await expect(liveRow.getByRole('button', { name: t.delete })).toHaveCount(0);
    await expect(editor.getByRole('button', { name: t.pin, exact: true })).toHaveCount(0);
    await expectNoAxeViolations(editor);
    await editor.screenshot({ path: 'test-results/admin-lists-editor-zh-1280.png', fullPage: true });
    await editor.context().close();
  } finally {
    await api.post('/admin/workflow-config', { approvalRequired: 0 });
    await api.delete(`/admin/latest-news?no=${encodeURIComponent(draft.no)}`);
    await api.delete(`/admin/latest-news?no=${encodeURIComponent(live.no)}`);
  }
});

test('history names the item, its language and group key, a restore its source, the schedule its changes', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'en');
  const api = await adminApi(page);
  const stamp = Date.now();
  const item = await createNews(page, `Lists history ${stamp}`, 'draft');
  await api.put('/admin/latest-news', [{ ...item.input, id: item.id, status: 'draft', title: `Lists history ${stamp} second` }]);
  // Published by the server's timer a few seconds from now.
  const publishAt = new Date(Date.now() + 5_000).toISOString();
  await api.put('/admin/latest-news', [
    { ...item.input, id: item.id, status: 'scheduled', publishAt, title: `Lists history ${stamp} third` },
  ]);
  try {
    await expect
      .poll(async () => (await api.get<{ status: string }>(`/admin/latest-news/${item.id}`)).status, {
        timeout: 60_000,
        intervals: [2_000],
      })
      .toBe('published');
    await page.goto(`/admin/history?entity=latest-news&id=${item.id}`);
    const { history, workflow, common } = admin.en;
    const version = (number: number) => fill(workflow.versionNumber, { version: number });
    await expect(page.locator('main h1')).toHaveText(`${workflow.historyTitle} · Lists history ${stamp} third`);
    await expect(page.locator('main')).toContainText(`${history.language}: ${languageName('en_US', 'en')}`);
    await expect(page.locator('main')).toContainText(`${history.groupKey}: ${item.no}`);
    const newest = page.getByRole('row').filter({ hasText: version(4) });
    await expect(newest).toContainText(history.bySchedule);
    await expect(newest).toContainText(history.bySchedulePublished);

    await page
      .getByRole('row')
      .filter({ hasText: version(1) })
      .getByRole('button', { name: new RegExp(workflow.restore) })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: workflow.restore, exact: true }).click();
    await expect(page.getByRole('row').filter({ hasText: version(5) })).toContainText(fill(history.restoredFrom, { version: 1 }));
    await page.getByRole('button', { name: common.closeNotification }).click();
    await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/admin-lists-history-en-1280.png', fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.locator('main ul[aria-label] > li').first()).toBeInViewport();
    // Picking versions to compare: 44 px targets on a phone too.
    const picks = page.locator('main ul[aria-label] > li').first().locator('label:has(input[type="radio"])');
    await expect(picks).toHaveCount(2);
    for (const pick of await picks.all()) expect((await pick.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: 'test-results/admin-lists-history-en-390.png', fullPage: true });
  } finally {
    await api.delete(`/admin/latest-news?no=${encodeURIComponent(item.no)}`);
  }
});
