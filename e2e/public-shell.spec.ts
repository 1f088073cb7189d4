import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { tabDownAndBack } from './keyboard';
import { languageEntry, switchLanguage } from './language-menu';
import { languageName, site } from './words';

/** The six sections of the main navigation, in order. */
const sections = ['home', 'about', 'expertises', 'people', 'news', 'deals'] as const;

const locales = [
  {
    name: 'English',
    prefix: '',
    htmlLang: 'en',
    words: site.en,
    switchTo: { prefix: '/zh', langCode: 'zh_CN', cookie: 'zh' as const, stored: 'zh_CN' },
  },
  {
    name: 'Chinese',
    prefix: '/zh',
    htmlLang: 'zh-CN',
    words: site.zh,
    switchTo: { prefix: '', langCode: 'en_US', cookie: 'en' as const, stored: 'en_US' },
  },
].map((locale) => ({
  ...locale,
  nav: sections.map((section) => locale.words.Navigation[section]),
  paths: ['/home', '/about', '/expertises', '/people', '/news', '/case'],
  privacy: locale.words.Footer.privacy,
  terms: locale.words.Footer.terms,
  notFound: locale.words.NotFound.title,
}));

const header = (page: Page) => page.getByTestId('site-header');
const footer = (page: Page) => page.getByTestId('site-footer');

/** The main navigation visible at the page's width (the desktop bar, or the menu on a phone). */
async function mainNavigation(page: Page) {
  const toggle = page.getByTestId('menu-toggle');
  if (await toggle.isVisible()) await toggle.click();
  return header(page).getByRole('navigation').filter({ visible: true });
}

test('the empty path lands on the home page, in each language', async ({ page }) => {
  const english = await page.goto('/');
  expect(english?.status()).toBe(200);
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');

  await page.goto('/zh');
  await expect(page).toHaveURL(/\/zh\/home$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
});

for (const locale of locales) {
  test.describe(`shell (${locale.name})`, () => {
    test('every navigation item opens its page, one h1 each', async ({ page }) => {
      await page.goto(`${locale.prefix}/home`);
      await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
      const nav = await mainNavigation(page);
      await expect(nav.getByRole('link')).toHaveText(locale.nav);

      for (const [index, label] of locale.nav.entries()) {
        const navigation = await mainNavigation(page);
        await navigation.getByRole('link', { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`${locale.prefix}${locale.paths[index]}$`));
        await expect(page.locator('h1')).toHaveCount(1);
        await expect(page.locator('html')).toHaveAttribute('lang', locale.htmlLang);
        await expect((await mainNavigation(page)).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
        await page.keyboard.press('Escape');
      }
    });

    test('header and footer show the firm, how to reach it and the legal documents', async ({ page }) => {
      await page.goto(`${locale.prefix}/about`);
      await expect(header(page).getByTestId('firm-name')).not.toBeEmpty();
      await expect(header(page).locator('img').first()).toBeVisible();
      await expect(header(page).getByTestId('language-switcher')).toBeVisible();

      const firmName = (await header(page).getByTestId('firm-name').textContent())!.trim();
      await expect(footer(page).getByTestId('footer-firm-name')).toHaveText(firmName);
      await expect(footer(page).getByTestId('footer-address')).not.toBeEmpty();
      await expect(footer(page).getByTestId('footer-email')).toHaveAttribute('href', /^mailto:.+@.+/);
      await expect(footer(page).getByTestId('footer-tel')).toHaveAttribute('href', /^tel:\+?\d+/);
      await expect(footer(page).getByRole('link')).toContainText(locale.nav);

      await footer(page).getByRole('navigation').getByRole('link', { name: locale.privacy }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/privacy$`));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.getByTestId('legal-document')).not.toBeEmpty();

      await footer(page).getByRole('link', { name: locale.terms }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/docs/term-condition$`));
      await expect(page.getByTestId('legal-document')).not.toBeEmpty();
    });

    test('an unknown path, an unknown id and an unknown document give the not-found page with 404', async ({ page }) => {
      for (const path of ['/no-such-page', '/expertises/detail/987654', '/expertises/detail/abc', '/docs/cookies', '/home/extra']) {
        const response = await page.goto(`${locale.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByTestId('not-found')).toBeVisible();
        await expect(page.locator('h1')).toHaveText(locale.notFound);
        await expect(header(page).getByTestId('firm-name')).toBeVisible();
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      }
    });

    test('the language menu keeps the page and remembers the choice', async ({ page, context }) => {
      await page.goto(`${locale.prefix}/about`);
      await switchLanguage(page, locale.switchTo.cookie);
      await expect(page).toHaveURL(new RegExp(`${locale.switchTo.prefix}/about$`));
      await expect(header(page).getByTestId('language-switcher')).toContainText(
        languageName(locale.switchTo.langCode, locale.switchTo.cookie),
      );
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'NEXT_LOCALE')?.value).toBe(locale.switchTo.cookie);
      expect(await page.evaluate(() => localStorage.getItem('locale'))).toBe(locale.switchTo.stored);

      // The remembered language is the one the server picks for the empty path.
      await page.goto('/');
      await expect(page).toHaveURL(new RegExp(`${locale.switchTo.prefix}/home$`));
    });

    test('on a practice area the switcher leads to its translation', async ({ page }) => {
      await page.goto(`${locale.prefix}/expertises`);
      await page.getByTestId('practice-area-card').nth(1).getByRole('link').click();
      await expect(page).toHaveURL(/\/expertises\/detail\/\d+$/);
      const other = locale.switchTo.prefix === '/zh' ? 'zh-CN' : 'en';
      const translation = await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute('href');
      expect(translation).toMatch(new RegExp(`${locale.switchTo.prefix}/expertises/detail/\\d+$`));
      const expected = new URL(translation!).pathname;
      await expect(languageEntry(page, locale.switchTo.cookie)).toHaveAttribute('href', expected);
      await switchLanguage(page, locale.switchTo.cookie);
      await expect(page).toHaveURL(new RegExp(`${expected}$`));
      await expect(page.locator('h1')).toHaveCount(1);
      // The translation names this page back as its own alternate.
      const back = await page.locator(`link[rel="alternate"][hreflang="${locale.htmlLang}"]`).getAttribute('href');
      expect(new URL(back!).pathname).toMatch(/\/expertises\/detail\/\d+$/);
    });

    test('from 1024 pixels wide the header holds the six sections, each on one line, beside the search box', async ({ page }) => {
      for (const width of [1024, 1180, 1280, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${locale.prefix}/home`);
        const links = header(page).getByRole('navigation').filter({ visible: true }).getByRole('link');
        await expect(links).toHaveText(locale.nav);
        const lines = await links.evaluateAll((anchors) =>
          anchors.map((anchor) => {
            const range = document.createRange();
            range.selectNodeContents(anchor);
            return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
          }),
        );
        expect(lines, `${width} pixels`).toEqual(locale.nav.map(() => 1));
        await expect(header(page).getByRole('searchbox')).toBeVisible();
        const bar = await header(page).boundingBox();
        expect(bar!.height, `${width} pixels`).toBeLessThanOrEqual(81);
      }
    });

    test('the phone menu opens, leads to a page and closes', async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${locale.prefix}/home`);
      const toggle = page.getByTestId('menu-toggle');
      await expect(toggle).toBeVisible();
      await toggle.click();
      const menu = header(page).getByRole('navigation').filter({ visible: true });
      await expect(menu.getByRole('link')).toHaveText(locale.nav);
      await menu.getByRole('link', { name: locale.nav[2], exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/expertises$`));
      await expect(header(page).getByRole('navigation').filter({ visible: true })).toHaveCount(0);
    });
  });
}

// One language: the other's page has the same parts, and a walk takes about 15 seconds.
test('keyboard only: Tab through home to the footer and back; the focus always shows, never under the header', async ({ page }) => {
  await page.goto('/home');
  await tabDownAndBack(page, footer(page).getByRole('link').last());
});

test('robots.txt keeps crawlers out of the back office and the API and names the sitemap', async ({ request, baseURL }) => {
  const response = await request.get('/robots.txt');
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toMatch(/User-Agent: \*/i);
  expect(text).toMatch(/^Disallow: \/admin$/m);
  expect(text).toMatch(/^Disallow: \/api$/m);
  expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
});

test('sitemap.xml lists every public page in both languages with alternates', async ({ request, baseURL }) => {
  const response = await request.get('/sitemap.xml');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('xml');
  const xml = await response.text();
  const urls = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  for (const path of ['/home', '/about', '/expertises', '/people', '/news', '/case', '/docs/privacy', '/docs/term-condition']) {
    expect(urls).toContain(`${baseURL}${path}`);
    expect(urls).toContain(`${baseURL}/zh${path}`);
  }
  for (const detail of ['expertises', 'people', 'news', 'case', 'honor']) {
    expect(
      urls.some((url) => new RegExp(`^${baseURL}/${detail}/detail/\\d+$`).test(url)),
      detail,
    ).toBe(true);
    expect(
      urls.some((url) => new RegExp(`^${baseURL}/zh/${detail}/detail/\\d+$`).test(url)),
      detail,
    ).toBe(true);
  }
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="zh-CN" href="${baseURL}/zh/home"`);
  expect(xml).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${baseURL}/home"`);
  expect(urls.some((url) => url.includes('/admin') || url.includes('/api/'))).toBe(false);
});
