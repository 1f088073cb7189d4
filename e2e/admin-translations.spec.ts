import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { outdatedPair, signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { admin, escapeRegExp, fill, kindLabel, languageName, templatePattern, type AdminLocale } from './words';

/** The list's rows: a table's on a laptop, its cards on a phone (components/admin/data-table.tsx). */
const rowsOf = (page: Page) => page.locator('tbody tr, ul[aria-label] > li');

/**
 * The Translations screen in both back-office languages: the counts per language, the filters,
 * a translation made out of date by its source, and "Still current" putting it right.
 */
function translationWordsIn(locale: AdminLocale) {
  const { translations: t, shell, common } = admin[locale];
  const lang = languageName('zh_CN', locale);
  return {
    heading: t.title,
    nav: shell.translations,
    kind: t.kind,
    news: kindLabel('news', locale),
    status: t.status,
    missing: t.missing,
    outdated: t.outdated,
    current: t.current,
    search: common.search,
    markCurrent: (title: string) => fill(t.markCurrentLabel, { title, lang }),
    showChanges: (title: string) => fill(t.showChangesLabel, { title }),
    stillCurrent: t.markCurrent,
    cancel: common.cancel,
    marked: t.markedCurrent,
    counts: t.counts,
  };
}
const words = { zh: translationWordsIn('zh'), en: translationWordsIn('en') };

type Row = Record<string, any>;

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
      // It asks before clearing the mark.
      await page.getByRole('alertdialog').getByRole('button', { name: w.stillCurrent }).click();
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

/** The side-by-side translation of the English source into Chinese, in the back office's words. */
function sideBySideIn(locale: AdminLocale) {
  const { versions, articles, workflow, lists, shell } = admin[locale];
  const [english, chinese] = [languageName('en_US', locale), languageName('zh_CN', locale)];
  return {
    translate: (title: string) => fill(admin[locale].translations.translateLabel, { title, lang: chinese }),
    heading: fill(versions.translating, { source: english, target: chinese }),
    changed: templatePattern(fill(versions.sourceChanged, { lang: english })),
    title: articles.title,
    actsOn: fill(versions.actsOn, { lang: chinese }),
    publish: new RegExp(
      `^(${[workflow.publishOf, workflow.updateLiveOf].map((action) => escapeRegExp(fill(action, { lang: chinese }))).join('|')})$`,
    ),
    published: workflow.publishedDone,
    outdatedMark: fill(lists.outdatedIn, { lang: chinese }),
    count: templatePattern(shell.translationCount),
    allLanguages: versions.allLanguages,
  };
}
const sideBySide = { zh: sideBySideIn('zh'), en: sideBySideIn('en') };

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

const lists = Object.fromEntries(
  (['zh', 'en'] as const).map((locale) => {
    const { lists, people, common } = admin[locale];
    const words = {
      missing: fill(lists.missingIn, { lang: languageName('zh_CN', locale) }),
      heading: sideBySide[locale].heading,
      name: people.name,
      saveDraft: common.save,
    };
    return [locale, words];
  }),
) as Record<AdminLocale, { missing: string; heading: string; name: string; saveDraft: string }>;

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
