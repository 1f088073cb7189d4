import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

const locales = [
  { name: 'English', prefix: '', lang: 'en_US', lawyer: 'Daniel Koh Wei Jie', area: 'Corporate & M&A', showAll: 'Show all' },
  { name: 'Chinese', prefix: '/zh', lang: 'zh_CN', lawyer: '许伟杰', area: '公司与并购', showAll: '显示全部' },
];

const viewAll = /^(View All|查看全部)/;

/** The id of the item of a public list call whose `field` is `value`. */
async function idOf(page: Page, path: string, field: string, value: string): Promise<number> {
  const response = await page.request.get(`/api/${path}`);
  const rows = (await response.json()).result as Record<string, unknown>[];
  const row = rows.find((item) => String(item[field]).startsWith(value));
  expect(row, `${value} in ${path}`).toBeDefined();
  return row!.id as number;
}

for (const locale of locales) {
  test.describe(`who did what (${locale.name})`, () => {
    test("a lawyer's Experience and Insights lead to the lists filtered by them, and back", async ({ page }) => {
      const id = await idOf(page, `user/lawyerTeam?lang=${locale.lang}&pageSize=100`, 'name', locale.lawyer);
      await page.goto(`${locale.prefix}/people/detail/${id}`);
      const experience = page.getByTestId('lawyer-deal');
      const insights = page.getByTestId('lawyer-news');
      await expect(experience.getByRole('listitem').first()).toBeVisible();
      await expect(insights.getByRole('listitem').first()).toBeVisible();
      expect(await experience.getByRole('listitem').count()).toBeLessThanOrEqual(3);
      await expectNoAxeViolations(page);

      const firstDeal = (await experience.getByRole('listitem').first().getByRole('heading').textContent())!.trim();
      await experience.getByRole('link', { name: viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`/case\\?lawyerId=${id}$`));
      await expect(page.getByTestId('link-filter')).toContainText(locale.lawyer);
      await expect(page.getByTestId('article-results')).toContainText(firstDeal);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: locale.showAll }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/case$`));
      await expect(page.getByTestId('link-filter')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('link-filter')).toContainText(locale.lawyer);
      await page.goBack();
      await expect(page.getByTestId('lawyer-deal')).toBeVisible();

      await insights.getByRole('link', { name: viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`/news\\?lawyerId=${id}$`));
      await expect(page.getByTestId('article-results').getByRole('article').first()).toBeVisible();
    });

    test("a practice area's latest deals and a deal's Contacts", async ({ page }) => {
      const id = await idOf(page, `user/professionalField/list?lang=${locale.lang}`, 'name', locale.area);
      await page.goto(`${locale.prefix}/expertises/detail/${id}`);
      const deals = page.getByTestId('practice-area-deal');
      await expect(deals.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await deals.getByRole('listitem').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/case\/detail\/\d+$/);
      const contacts = page.getByTestId('publication-contacts');
      await expect(contacts.getByTestId('lawyer-row').first()).toBeVisible();
      await expect(page.getByTestId('publication-practice-areas')).toContainText(locale.area);
      await expectNoAxeViolations(page);
      const lawyer = (await contacts.getByTestId('lawyer-row').first().getByRole('heading').textContent())!.trim();
      await contacts.getByTestId('lawyer-row').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/people\/detail\/\d+$/);
      await expect(page.locator('h1')).toHaveText(lawyer);

      await page.goto(`${locale.prefix}/expertises/detail/${id}`);
      await page.getByTestId('practice-area-deal').getByRole('link', { name: viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`/case\\?practiceAreaId=${id}$`));
      await expect(page.getByTestId('link-filter')).toContainText(locale.area);
    });
  });
}
