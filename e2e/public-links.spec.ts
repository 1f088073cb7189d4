import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { publishedLawyers, type PublishedLawyer } from './demo-content';
import { site, startingWith } from './words';

const locales = [
  { name: 'English', prefix: '', lang: 'en_US', words: site.en },
  { name: 'Chinese', prefix: '/zh', lang: 'zh_CN', words: site.zh },
] as const;

/** How many published items of a public list call (`latest-news`, `case-analysis`) name a lawyer or practice area. */
async function namingCount(request: APIRequestContext, path: string, lang: string, filter: string): Promise<number> {
  const response = await request.get(`/api/user/${path}?lang=${lang}&pageSize=1&${filter}`);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()).pageable.totalCount as number;
}

/** The first lawyer listed who is named by deals and by news. */
async function lawyerWithWork(request: APIRequestContext, lang: string): Promise<PublishedLawyer> {
  for (const lawyer of await publishedLawyers(request, lang)) {
    const named = (path: string) => namingCount(request, path, lang, `lawyerId=${lawyer.id}`);
    if ((await named('case-analysis')) > 0 && (await named('latest-news')) > 0) return lawyer;
  }
  throw new Error(`the demo content has no lawyer in ${lang} named by deals and news`);
}

/** The first practice area listed that deals name. */
async function areaWithDeals(request: APIRequestContext, lang: string): Promise<{ id: number; name: string }> {
  const areas = (await (await request.get(`/api/user/professionalField/list?lang=${lang}`)).json()).result as {
    id: number;
    name: string;
  }[];
  for (const area of areas) if ((await namingCount(request, 'case-analysis', lang, `practiceAreaId=${area.id}`)) > 0) return area;
  throw new Error(`the demo content has no practice area in ${lang} named by deals`);
}

for (const locale of locales) {
  const viewAll = startingWith(locale.words.Common.viewAll);
  test.describe(`who did what (${locale.name})`, () => {
    test("a lawyer's Experience and Insights lead to the lists filtered by them, and back", async ({ page }) => {
      const { id, name } = await lawyerWithWork(page.request, locale.lang);
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
      await expect(page.getByTestId('link-filter')).toContainText(name);
      await expect(page.getByTestId('article-results')).toContainText(firstDeal);
      await expectNoAxeViolations(page);

      await page.getByRole('link', { name: locale.words.Articles.clearFilter }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/case$`));
      await expect(page.getByTestId('link-filter')).toHaveCount(0);
      await page.goBack();
      await expect(page.getByTestId('link-filter')).toContainText(name);
      await page.goBack();
      await expect(page.getByTestId('lawyer-deal')).toBeVisible();

      await insights.getByRole('link', { name: viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`/news\\?lawyerId=${id}$`));
      await expect(page.getByTestId('article-results').getByRole('article').first()).toBeVisible();
    });

    test("a practice area's latest deals and a deal's Contacts", async ({ page }) => {
      const area = await areaWithDeals(page.request, locale.lang);
      const id = area.id;
      await page.goto(`${locale.prefix}/expertises/detail/${id}`);
      const deals = page.getByTestId('practice-area-deal');
      await expect(deals.getByRole('listitem').first()).toBeVisible();
      await expectNoAxeViolations(page);

      await deals.getByRole('listitem').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/case\/detail\/\d+$/);
      const contacts = page.getByTestId('publication-contacts');
      await expect(contacts.getByTestId('lawyer-row').first()).toBeVisible();
      await expect(page.getByTestId('publication-practice-areas')).toContainText(area.name);
      await expectNoAxeViolations(page);
      const lawyer = (await contacts.getByTestId('lawyer-row').first().getByRole('heading').textContent())!.trim();
      await contacts.getByTestId('lawyer-row').first().getByRole('link').click();
      await expect(page).toHaveURL(/\/people\/detail\/\d+$/);
      await expect(page.locator('h1')).toHaveText(lawyer);

      await page.goto(`${locale.prefix}/expertises/detail/${id}`);
      await page.getByTestId('practice-area-deal').getByRole('link', { name: viewAll }).click();
      await expect(page).toHaveURL(new RegExp(`/case\\?practiceAreaId=${id}$`));
      await expect(page.getByTestId('link-filter')).toContainText(area.name);
    });
  });
}
