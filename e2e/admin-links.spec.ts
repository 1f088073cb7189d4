import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { listRows, scrollsSideways } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { adminApi, signInAs, toast, workflowWords } from './workflow-helpers';
import { admin, fill, templatePattern, type AdminLocale } from './words';

/**
 * The lawyers and practice areas a news article names, picked in its editor in both back-office
 * languages, published and seen by a visitor as the page's Contacts; the list filtered by a lawyer.
 */
function linkWordsIn(locale: AdminLocale) {
  const { links, common } = admin[locale];
  return {
    lawyers: links.lawyers,
    practiceAreas: links.practiceAreas,
    pickedLawyers: fill(links.picked, { what: links.lawyers }),
    remove: (name: string) => fill(links.remove, { name }),
    shared: templatePattern(links.sectionHint),
    waiting: templatePattern(links.waiting),
    pickedAreas: fill(links.picked, { what: links.practiceAreas }),
    lawyerFilter: links.lawyer,
    areaFilter: links.practiceArea,
    search: common.search,
  };
}
const words = { zh: linkWordsIn('zh'), en: linkWordsIn('en') };

type Row = Record<string, any>;

/**
 * Two published lawyers of the demo with a job title each, and one practice area, as the pickers
 * name them (in the back office's language), with the English names a visitor of the English
 * article reads.
 */
async function demoLinks(page: Page, locale: AdminLocale) {
  const api = await adminApi(page);
  const own = locale === 'zh' ? 'zh_CN' : 'en_US';
  const published = async (path: string, lang: string) =>
    (await api.get<Row[]>(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`)).filter((row) => row.published === 1);
  const english = async (path: string) => new Map((await published(path, 'en_US')).map((row) => [row.no, row.name as string]));
  const englishLawyers = await english('/admin/lawyerTeam?pageSize=50');
  const englishAreas = await english('/admin/professionalField/lang/list');
  const lawyers = (await published('/admin/lawyerTeam?pageSize=50', own)).filter(
    (lawyer) => lawyer.jobs.length > 0 && englishLawyers.has(lawyer.no),
  );
  const area = (await published('/admin/professionalField/lang/list', own)).find((row) => englishAreas.has(row.no))!;
  expect(lawyers.length).toBeGreaterThan(1);
  return {
    api,
    first: lawyers[0],
    second: lawyers[1],
    area,
    publicNames: { first: englishLawyers.get(lawyers[0].no)!, area: englishAreas.get(area.no)! },
  };
}

async function pickFrom(page: Page, label: string, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: label, exact: true });
  await box.fill(typed);
  const option = page.getByRole('option', { name: new RegExp(name) }).first();
  await expect(option).toBeVisible();
  // The first match is active (once the list has caught up with the typing): Enter picks it, from the keyboard alone.
  await expect(box).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id'))!);
  await box.press('Enter');
}

for (const locale of ['zh', 'en'] as AdminLocale[]) {
  const w = { ...words[locale], ...workflowWords[locale] };
  for (const width of [1280, 390]) {
    test(`links picked in a news editor show as its Contacts; the list filters by a lawyer (${locale}, ${width} px)`, async ({
      page,
      browser,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, locale);
      const { api, first, second, area, publicNames } = await demoLinks(page, locale);
      const title = `Linked ${locale} ${width} ${Date.now().toString(36)}`;
      const catalog = (await api.get<Row[]>('/admin/catalog?type=0&lang=en_US'))[0].id as number;
      const article = (words: string) => ({
        lang: 'en_US',
        cataId: catalog,
        coverUrl: '/api/upload/cover.png',
        title: words,
        content: `<p>${words}</p>`,
        isLink: 0,
        lawyerNos: [],
        practiceNos: [],
      });
      const [news] = await api.post<Row[]>('/admin/latest-news', [article(title)]);
      await api.post<Row[]>('/admin/latest-news', [article(`${title} unlinked`)]);

      await page.goto(`/admin/articles/news/edit?no=${news.no}`);
      await expect(page.getByTestId('links-section')).toContainText(w.shared);
      // Two lawyers by part of their names, then the second removed; a practice area by its name.
      await pickFrom(page, w.lawyers, first.name.split(' ')[0], first.name);
      await pickFrom(page, w.lawyers, second.name, second.name);
      const picked = page.getByRole('list', { name: w.pickedLawyers });
      await expect(picked.getByRole('listitem')).toHaveCount(2);
      await expect(picked.getByRole('listitem').first()).toContainText(first.jobs[0].name);
      await picked.getByRole('button', { name: w.remove(second.name) }).click();
      await expect(picked.getByRole('listitem')).toHaveCount(1);
      await pickFrom(page, w.practiceAreas, area.name.slice(0, 4), area.name);
      await page.getByRole('combobox', { name: w.practiceAreas, exact: true }).press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);

      const target = page.getByTestId('links-section');
      for (const control of await target.locator('button, input').all()) {
        const box = (await control.boundingBox())!;
        if (width < 768)
          expect(Math.min(box.height, box.width), (await control.getAttribute('aria-label')) ?? 'search box').toBeGreaterThanOrEqual(44);
      }
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/links-editor-${locale}-${width}.png`, fullPage: true });

      await page
        .getByRole('button', { name: new RegExp(`^(${w.publish}|${w.updateLive})$`) })
        .first()
        .click();
      await expect(toast(page, w.publishedDone)).toBeVisible();
      await expect.poll(async () => (await api.get<Row>(`/admin/latest-news/${news.id}`)).lawyerNos).toEqual([first.no]);

      // A visitor reads the Contacts on the public page.
      const visitor = await browser.newPage({ viewport: { width, height: 900 } });
      await visitor.goto(`/news/detail/${news.id}`);
      const contacts = visitor.getByTestId('publication-contacts');
      await expect(contacts.getByTestId('lawyer-row')).toHaveCount(1);
      await expect(contacts).toContainText(publicNames.first);
      await expect(visitor.getByTestId('publication-practice-areas')).toContainText(publicNames.area);
      await visitor.close();

      // The list filtered by the lawyer, in its address, shows the article and not the one without links.
      await page.goto('/admin/articles/news/list');
      const search = page.getByRole('search');
      await search.getByLabel(w.lawyerFilter, { exact: true }).selectOption({ label: first.name });
      await search.getByLabel(w.title, { exact: true }).fill(title);
      await search.getByRole('button', { name: w.search }).click();
      await expect(page).toHaveURL(new RegExp(`lawyerNo=${first.no}`));
      await expect(listRows(page).filter({ hasText: title })).toHaveCount(1);
      await expect(listRows(page).filter({ hasText: `${title} unlinked` })).toHaveCount(0);
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/links-list-${locale}-${width}.png`, fullPage: true });

      // The same address opened afresh keeps the filter; a practice area filters likewise.
      await page.reload();
      await expect(search.getByLabel(w.lawyerFilter, { exact: true })).toHaveValue(first.no);
      await search.getByLabel(w.lawyerFilter, { exact: true }).selectOption('');
      await search.getByLabel(w.areaFilter, { exact: true }).selectOption({ value: area.no });
      await search.getByRole('button', { name: w.search }).click();
      await expect(page).toHaveURL(new RegExp(`practiceNo=${area.no}`));
      await expect(page).not.toHaveURL(/lawyerNo=/);
      await expect(listRows(page).filter({ hasText: title })).toHaveCount(1);

      // A change saved, not published, waits in the draft: the editor says so, and visitors still see the published links.
      await page.goto(`/admin/articles/news/edit?no=${news.no}`);
      await page
        .getByRole('list', { name: w.pickedAreas })
        .getByRole('button', { name: w.remove(area.name) })
        .click();
      await page.getByRole('button', { name: w.save, exact: true }).first().click();
      await expect(toast(page, w.savedDraft)).toBeVisible();
      await expect(page.getByTestId('links-section').getByRole('note')).toHaveText(w.waiting);
      await expect(page.getByRole('list', { name: w.pickedAreas })).toHaveCount(0);
      const later = await browser.newPage();
      await later.goto(`/news/detail/${news.id}`);
      await expect(later.getByTestId('publication-practice-areas')).toContainText(publicNames.area);
      await later.close();
    });
  }
}
