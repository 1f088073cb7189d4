import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { fill, site } from './words';

const locales = [
  { name: 'English', prefix: '', lang: 'en_US', words: site.en },
  { name: 'Chinese', prefix: '/zh', lang: 'zh_CN', words: site.zh },
];

/** One h1, and no heading more than one level below the one before it. */
async function expectHeadingOutline(page: Page) {
  const levels = await page
    .locator('main :is(h1, h2, h3, h4, h5, h6)')
    .evaluateAll((headings) => headings.map((heading) => Number(heading.tagName.slice(1))));
  expect(levels.filter((level) => level === 1)).toHaveLength(1);
  expect(levels[0]).toBe(1);
  for (let index = 1; index < levels.length; index++) {
    expect(levels[index] - levels[index - 1], `heading ${index} (h${levels[index]} after h${levels[index - 1]})`).toBeLessThanOrEqual(1);
  }
}

/** Title, description, canonical and the hreflang alternates of the page. */
async function expectSeo(page: Page, baseURL: string, path: string) {
  await expect(page).toHaveTitle(/\S/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /\S{10,}/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
  for (const hreflang of ['en', 'zh-CN', 'x-default']) {
    await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveCount(1);
  }
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /\S/);
  await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${baseURL}${path}`);
  await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', /summary/);
}

async function jsonLdTypes(page: Page): Promise<string[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block)['@type']);
}

async function signIn(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

for (const locale of locales) {
  test.describe(`public pages (${locale.name})`, () => {
    test('home: banners, practice areas, lawyers, news, deals, honours and the contact form', async ({ page, baseURL }) => {
      const response = await page.goto(`${locale.prefix}/home`);
      expect(response?.status()).toBe(200);
      await expectSeo(page, baseURL!, `${locale.prefix}/home`);
      expect(await jsonLdTypes(page)).toContain('LegalService');

      const carousel = page.getByTestId('banner-carousel');
      await expect(carousel).toBeVisible();
      const slides = carousel.getByTestId('banner-slide');
      expect(await slides.count()).toBeGreaterThan(1);
      // A banner with a link leads there.
      await expect(carousel.locator('a[href]').first()).toBeAttached();
      const dots = carousel.getByRole('button', { name: fill(locale.words.Carousel.goTo, { index: 2 }) });
      await dots.first().click();
      await expect(dots.first()).toHaveAttribute('aria-current', 'true');

      const areas = page.getByTestId('home-practice-areas').getByTestId('practice-area-card');
      expect(await areas.count()).toBeGreaterThan(5);
      await expect(
        page.getByTestId('home-practice-areas').getByRole('link', { name: new RegExp(locale.words.Common.viewAll) }),
      ).toHaveAttribute('href', `${locale.prefix}/expertises`);
      expect(await page.getByTestId('home-people').getByTestId('lawyer-card').count()).toBeGreaterThan(0);
      for (const block of ['home-news', 'home-deals']) {
        const items = page.getByTestId(block).getByTestId('article-item');
        expect(await items.count(), block).toBeGreaterThan(0);
        await expect(items.first().getByRole('link')).toContainText(locale.words.Common.readMore);
      }
      expect(await page.getByTestId('home-honours').getByTestId('honour-card').count()).toBeGreaterThan(0);
      await expect(page.getByTestId('home-contact').locator('form')).toBeVisible();
      await expect(page.getByTestId('home-contact').getByText(locale.words.Contact.replyPromise).first()).toBeVisible();

      await expectHeadingOutline(page);
      await expectNoAxeViolations(page, { bestPractice: true });
    });

    test('about: the four sections and the visible counts', async ({ page, baseURL }) => {
      await page.goto(`${locale.prefix}/about`);
      await expectSeo(page, baseURL!, `${locale.prefix}/about`);
      expect(await jsonLdTypes(page)).toContain('LegalService');
      const about = locale.words.About;
      await expect(page.locator('main h2')).toContainText([about.overview, about.accolades, about.ourEdge, about.officeEnvironment]);
      const counts = page.getByTestId('about-counts');
      for (const label of [about.lawyers, about.totalPeople, about.offices]) await expect(counts).toContainText(label);
      expect(await page.getByTestId('about-accolades').getByTestId('honour-card').count()).toBeGreaterThan(0);
      expect(await page.getByTestId('about-edge').locator('li').count()).toBeGreaterThan(0);
      const pictures = page.getByTestId('about-environment').locator('img');
      expect(await pictures.count()).toBeGreaterThan(0);
      await pictures.first().scrollIntoViewIfNeeded();
      await expect.poll(() => pictures.first().evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expectHeadingOutline(page);
      await expectNoAxeViolations(page, { bestPractice: true });
    });

    test('expertise: the list, a detail with its lawyers, and the previous and next areas', async ({ page, baseURL }) => {
      await page.goto(`${locale.prefix}/expertises`);
      await expectSeo(page, baseURL!, `${locale.prefix}/expertises`);
      const cards = page.getByTestId('practice-area-card');
      expect(await cards.count()).toBeGreaterThan(5);
      await expect(cards.first().getByRole('link')).toContainText(locale.words.Common.details);
      await expectHeadingOutline(page);
      await expectNoAxeViolations(page, { bestPractice: true });

      const secondName = (await cards.nth(1).locator('h2').textContent())!.trim();
      await cards.nth(1).getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/expertises/detail/\\d+$`));
      const path = new URL(page.url()).pathname;
      await expect(page.locator('h1')).toHaveText(secondName);
      await expect(page).toHaveTitle(new RegExp(secondName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
      await expectSeo(page, baseURL!, path);
      await expect(page.getByTestId('practice-area-icon').locator('img')).toBeVisible();
      await expect(page.getByTestId('practice-area-introduce')).not.toBeEmpty();
      await expect(page.getByTestId('practice-area-introduce').locator('script')).toHaveCount(0);
      const lawyers = page.getByTestId('practice-area-lawyers');
      await expect(lawyers.locator('h2')).toHaveText(locale.words.PracticeAreas.lawyers);
      expect(await lawyers.getByTestId('lawyer-row').count()).toBeGreaterThan(0);
      await expectHeadingOutline(page);
      await expectNoAxeViolations(page, { bestPractice: true });

      // The second area sits between the first and the third.
      const firstName = (await page.getByTestId('page-turn-previous').locator('span').last().textContent())!.trim();
      await page.getByTestId('page-turn-next').click();
      await expect(page.locator('h1')).not.toHaveText(secondName);
      await page.getByTestId('page-turn-previous').click();
      await expect(page.locator('h1')).toHaveText(secondName);
      await page.getByTestId('page-turn-previous').click();
      await expect(page.locator('h1')).toHaveText(firstName);
      await expect(page.getByTestId('page-turn-previous')).toHaveCount(0);
    });

    test('legal documents have their own pages', async ({ page, baseURL }) => {
      for (const name of ['privacy', 'term-condition']) {
        const response = await page.goto(`${locale.prefix}/docs/${name}`);
        expect(response?.status()).toBe(200);
        await expectSeo(page, baseURL!, `${locale.prefix}/docs/${name}`);
        await expect(page.getByTestId('legal-document')).not.toBeEmpty();
        await expectHeadingOutline(page);
      }
    });
  });
}

test('a change saved in the admin shows on the public pages at once', async ({ page, request }) => {
  const token = await signIn(request);
  const headers = { Authorization: token };
  const configs = (await (await request.get('/api/admin/portal-config', { headers })).json()).result as Record<string, unknown>[];
  const english = configs.find((config) => config.lang === 'en_US')!;
  const restore = () => request.post('/api/admin/portal-config', { headers, data: [english] });

  await page.goto('/about');
  await expect(page.getByTestId('count-total-people')).toBeVisible();
  try {
    const saved = await request.post('/api/admin/portal-config', {
      headers,
      data: [{ ...english, name: `${english.name} Group`, isTotalPeopleVisible: 0 }],
    });
    expect(saved.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('count-total-people')).toHaveCount(0);
    await expect(page.getByTestId('count-lawyers')).toBeVisible();
    await expect(page.getByTestId('firm-name')).toHaveText(`${english.name} Group`);
    await page.goto('/home');
    await expect(page.getByTestId('firm-name')).toHaveText(`${english.name} Group`);
  } finally {
    expect((await restore()).status()).toBe(200);
  }
  await page.goto('/about');
  await expect(page.getByTestId('count-total-people')).toBeVisible();
  await expect(page.getByTestId('firm-name')).toHaveText(String(english.name));
});
