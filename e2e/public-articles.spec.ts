import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { switchLanguage } from './language-menu';

const locales = [
  { name: 'English', prefix: '', other: '/zh', lang: 'en_US', otherHreflang: 'zh-CN' },
  { name: 'Chinese', prefix: '/zh', other: '', lang: 'zh_CN', otherHreflang: 'en' },
];

const cards = (page: Page) => page.getByTestId('article-card');

/** The first item of a public list call, in a language. */
async function firstOf(request: APIRequestContext, path: string, lang: string): Promise<{ id: number; title: string }> {
  const response = await request.get(`/api/user/${path}?pageSize=1`, { headers: { lang } });
  expect(response.ok()).toBe(true);
  const body = await response.json();
  return body.result[0];
}

for (const locale of locales) {
  test.describe(`news and deals (${locale.name})`, () => {
    test('news list: catalog filter with nested catalogs, pinned first, Back and Load More', async ({ page }) => {
      await page.goto(`${locale.prefix}/news`);
      await expect(page.locator('h1')).toHaveCount(1);
      const all = await cards(page).count();
      expect(all).toBeGreaterThan(0);
      const status = await page.getByRole('status').first().textContent();

      // Pinned articles come first.
      const pinned = await cards(page).evaluateAll((nodes) => nodes.map((node) => node.hasAttribute('data-pinned')));
      expect(pinned.indexOf(false) === -1 || pinned.slice(pinned.indexOf(false)).every((flag) => !flag)).toBe(true);

      // A top-level catalog with sub-catalogs: its articles (sub-catalogs included), then one sub-catalog.
      const filter = page.getByTestId('catalog-filter');
      const topLevel = filter.locator('ul').first().getByRole('link');
      await topLevel.nth(1).click();
      await expect(page).toHaveURL(/[?&]cataId=\d+/);
      await expect(topLevel.nth(1)).toHaveAttribute('aria-current', 'true');
      const subRow = filter.locator('ul').nth(1);
      await expect(subRow).toBeVisible();
      const parentCount = await cards(page).count();
      expect(parentCount).toBeGreaterThan(0);
      const child = subRow.getByRole('link').nth(1);
      const childName = (await child.textContent())!.trim();
      await child.click();
      await expect(child).toHaveAttribute('aria-current', 'true');
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card).toContainText(childName);
      expect(await cards(page).count()).toBeLessThanOrEqual(parentCount);

      // Back through the filters, then Load More on the whole list.
      await page.goBack();
      await expect(topLevel.nth(1)).toHaveAttribute('aria-current', 'true');
      await page.goBack();
      await expect(page).not.toHaveURL(/cataId=/);
      await expect(page.getByRole('status').first()).toHaveText(status!);
      // Load More adds the next page to those shown; the address stays that of the first page.
      const address = page.url();
      await page.getByTestId('load-more').click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(all);
      await expect(page.locator(`[id="articles-item-${all}"]`)).toBeFocused();
      expect(page.url()).toBe(address);
      await expectNoAxeViolations(page);
    });

    test('an external article links out in a new tab', async ({ page, context }) => {
      await context.route(/^https:\/\/([a-z0-9-]+\.)*example\.com\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>External</title>' }),
      );
      await page.goto(`${locale.prefix}/news`);
      const external = page.getByTestId('external-link').first();
      // Articles other tests publish come first; the demo's external one may be further down.
      const loadMore = page.getByTestId('load-more');
      while ((await external.count()) === 0 && (await loadMore.isVisible())) {
        const shown = await cards(page).count();
        await loadMore.click();
        await expect.poll(() => cards(page).count()).toBeGreaterThan(shown);
      }
      await expect(external).toHaveAttribute('target', '_blank');
      await expect(external).toHaveAttribute('rel', /noopener/);
      const href = (await external.getAttribute('href'))!;
      expect(href).toMatch(/^https:\/\//);
      const [popup] = await Promise.all([context.waitForEvent('page'), external.click()]);
      await expect(popup).toHaveURL(href);
      await popup.close();
    });

    test('a news article: content, views, JSON-LD, and the switcher lands on its translation', async ({ page }) => {
      await page.goto(`${locale.prefix}/news`);
      const card = cards(page)
        .filter({ hasNot: page.getByTestId('external-link') })
        .first();
      const title = (await card.locator('h3').textContent())!.trim();
      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/news/detail/\\d+$`));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(title);
      await expect(page.getByTestId('publication-meta').locator('time')).toHaveAttribute('datetime', /^\d{4}-\d\d-\d\dT/);
      await expect(page.getByTestId('publication-views')).toHaveText(/\d/);
      await expect(page.locator('.prose-site')).not.toBeEmpty();
      await expect(page.locator('.prose-site script')).toHaveCount(0);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd['@type']).toBe('NewsArticle');
      expect(jsonLd.headline).toBe(title);
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', page.url());
      await expectNoAxeViolations(page);

      const alternate = await page.locator(`link[rel="alternate"][hreflang="${locale.otherHreflang}"]`).getAttribute('href');
      expect(alternate).toMatch(new RegExp(`^https?://[^/]+${locale.other}/news/detail/\\d+$`));
      await switchLanguage(page, locale.prefix ? 'en' : 'zh');
      await expect(page).toHaveURL(alternate!);
      await expect(page.locator('h1')).not.toHaveText(title);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', alternate!);
    });

    test('deals: list, catalog filter and a deal', async ({ page }) => {
      await page.goto(`${locale.prefix}/case`);
      await expect(page.locator('h1')).toHaveCount(1);
      await page.getByTestId('catalog-filter').getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/[?&]cataId=\d+/);
      const card = cards(page)
        .filter({ hasNot: page.getByTestId('external-link') })
        .first();
      const title = (await card.locator('h3').textContent())!.trim();
      await card.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/case/detail/\\d+$`));
      await expect(page.locator('h1')).toHaveText(title);
      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd['@type']).toBe('NewsArticle');
      await expectNoAxeViolations(page);
      await page.goto(`${locale.prefix}/case`);
      await expectNoAxeViolations(page);
    });

    test('an honour', async ({ page, request }) => {
      const honour = await firstOf(request, 'lawfirm-honour', locale.lang);
      await page.goto(`${locale.prefix}/honor/detail/${honour.id}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(honour.title);
      await expect(page.getByTestId('publication-views')).toHaveText(/\d/);
      await expectNoAxeViolations(page);
    });

    test('unknown ids, and ids of the other kind, are not found', async ({ page, request }) => {
      const news = await firstOf(request, 'latest-news', locale.lang);
      const deal = await firstOf(request, 'case-analysis', locale.lang);
      for (const path of [
        '/news/detail/987654',
        `/news/detail/${deal.id}`,
        `/case/detail/${news.id}`,
        '/case/detail/x1',
        '/honor/detail/987654',
      ]) {
        const response = await page.goto(`${locale.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByTestId('not-found')).toBeVisible();
      }
    });
  });
}

test('a visit counts a view', async ({ page, request }) => {
  const news = await firstOf(request, 'latest-news', 'en_US');
  const before = Number((await (await request.get(`/api/user/latest-news/${news.id}`)).json()).result.views);
  const counted = page.waitForRequest((sent) => sent.method() === 'POST' && sent.url().endsWith(`/news/detail/${news.id}/view`));
  await page.goto(`/news/detail/${news.id}`);
  await counted;
  // The API read counts one view itself; the page's beacon adds one more.
  await expect
    .poll(async () => Number((await (await request.get(`/api/user/latest-news/${news.id}`)).json()).result.views), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(before + 2);
});
