import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { COUNTED_MATCHES } from '../lib/search/counted';
import { adminPassword } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { publishedLawyers } from './demo-content';
import { site, siteMessage } from './words';

const locales = [
  // The search words are the spec's own.
  { name: 'English', prefix: '', lang: 'en_US', query: 'arbitration', words: site.en.Search },
  { name: 'Chinese', prefix: '/zh', lang: 'zh_CN', query: '仲裁', words: site.zh.Search },
];

/** The first lawyer listed, and the first letters of their name: three of a Latin name, two of a Chinese one. */
async function lawyerAndPrefix(request: APIRequestContext, lang: string) {
  const [lawyer] = await publishedLawyers(request, lang);
  return { name: lawyer.name, prefix: lawyer.name.slice(0, lang === 'en_US' ? 3 : 2) };
}

for (const locale of locales) {
  test.describe(`search (${locale.name})`, () => {
    test('search from the header, filter, open a result, Back', async ({ page }) => {
      await page.goto(`${locale.prefix}/home`);
      const box = page.getByTestId('site-header').getByRole('searchbox', { name: locale.words.label });
      await box.fill(locale.query);
      await box.press('Enter');
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/search\\?q=`));
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      const results = page.getByTestId('search-results').locator('li');
      await expect(results.first()).toBeVisible();
      await expect(results.first().locator('mark').first()).toContainText(locale.query, { ignoreCase: true });
      await expectNoAxeViolations(page);

      const deals = page
        .getByRole('navigation', { name: locale.words.kindsLabel })
        .getByRole('link', { name: locale.words.deal, exact: true });
      await deals.click();
      await expect(page).toHaveURL(/type=deal/);
      await expect(deals).toHaveAttribute('aria-current', 'page');
      const first = results.first().getByRole('link');
      const title = (await first.textContent())!;
      await first.click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/case/detail/\\d+`));
      await expect(page.locator('h1')).toHaveText(title);
      await page.goBack();
      await expect(page).toHaveURL(/type=deal/);
      await expect(results.first().getByRole('link')).toHaveText(title);
    });

    test('a name from its first letters; an empty result offers the practice areas and People', async ({ page }) => {
      const lawyer = await lawyerAndPrefix(page.request, locale.lang);
      await page.goto(`${locale.prefix}/search?q=${encodeURIComponent(lawyer.prefix)}`);
      await expect(page.getByTestId('search-results').getByRole('link', { name: lawyer.name })).toBeVisible();
      await page.goto(`${locale.prefix}/search?q=zzqx`);
      const empty = page.getByTestId('search-empty');
      await expect(empty.locator('a[href*="/expertises/detail/"]').first()).toBeVisible();
      await expect(empty.locator(`a[href="${locale.prefix}/people"]`)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('a search with more matches than are counted says so, in both languages', async ({ page, request }) => {
  test.setTimeout(180_000);
  const login = await request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { authorization: (await login.json()).result as string };
  const versions = await Promise.all(
    ['en_US', 'zh_CN'].map(async (lang) => {
      const [latest] = (await (await request.get('/api/user/latest-news?pageSize=1', { headers: { lang } })).json()).result;
      return { lang, cataId: latest.cataId, coverUrl: latest.coverUrl, content: '<p>Text</p>', isLink: 0 };
    }),
  );
  const groups: string[] = [];
  for (let index = 0; index < COUNTED_MATCHES; index++) {
    const [en, zh] = versions;
    const data = [
      { ...en, title: `Wombat sighting ${index}` },
      { ...zh, title: `袋熊目击 ${index}` },
    ];
    const response = await request.post('/api/admin/latest-news', { headers, data });
    expect(response.status(), await response.text()).toBe(200);
    groups.push((await response.json()).result[0].no);
  }

  await page.goto('/search?q=wombat');
  await expect(page.locator('#search-results')).toHaveText(
    siteMessage('en', 'Search.manyResultsFor', { total: COUNTED_MATCHES, q: 'wombat' }),
  );
  await page.goto(`/zh/search?q=${encodeURIComponent('袋熊')}`);
  await expect(page.locator('#search-results')).toHaveText(
    siteMessage('zh', 'Search.manyResultsFor', { total: COUNTED_MATCHES, q: '袋熊' }),
  );
  await page.goto('/search?q=wombat%20sighting%207');
  // Counted in full: not the words that follow a capped count.
  const many = site.en.Search.manyResultsFor;
  await expect(page.locator('#search-results')).not.toContainText(many.slice(many.indexOf('}') + 1, many.lastIndexOf('{')));

  for (const no of groups) expect((await request.delete(`/api/admin/latest-news?no=${no}`, { headers })).status()).toBe(200);
});
