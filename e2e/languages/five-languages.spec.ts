import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { adminPassword } from '../../playwright.config';
import { signIn, tinyPng, tokenOf } from '../admin-helpers';
import { expectNoAxeViolations } from '../axe';
import { languageEntry } from '../language-menu';
import { admin, fill, forLang, languageName, originalLanguageTag } from '../words';

/**
 * The build served with SITE_LANGUAGES=en_US,zh_CN,zh_HK,ms_MY,ar_AE (playwright.config.ts):
 * every public page type in each language speaks its own catalogue, Arabic is laid out right to
 * left, and the language menu works by keyboard.
 */
const languages = [
  { langCode: 'en_US', urlLocale: 'en', prefix: '', htmlLang: 'en', dir: 'ltr' },
  { langCode: 'zh_CN', urlLocale: 'zh', prefix: '/zh', htmlLang: 'zh-CN', dir: 'ltr' },
  { langCode: 'zh_HK', urlLocale: 'zh-hk', prefix: '/zh-hk', htmlLang: 'zh-HK', dir: 'ltr' },
  { langCode: 'ms_MY', urlLocale: 'ms', prefix: '/ms', htmlLang: 'ms', dir: 'ltr' },
  { langCode: 'ar_AE', urlLocale: 'ar', prefix: '/ar', htmlLang: 'ar', dir: 'rtl' },
] as const;

type Catalogue = Record<string, Record<string, string>>;
const catalogueOf = (urlLocale: string): Catalogue => JSON.parse(fs.readFileSync(`messages/${urlLocale}.json`, 'utf8'));

/** The id of the first published item of a public list call, in a language. */
async function firstId(page: Page, path: string, langCode: string): Promise<number> {
  const response = await page.request.get(`${path}${path.includes('?') ? '&' : '?'}lang=${langCode}&pageSize=1`);
  const body = await response.json();
  const rows = Array.isArray(body.result) ? body.result : (body.result?.records ?? []);
  expect(rows.length, `${path} in ${langCode} has demo content`).toBeGreaterThan(0);
  return rows[0].id;
}

async function expectLanguage(page: Page, language: (typeof languages)[number], t: Catalogue) {
  await expect(page.locator('html')).toHaveAttribute('lang', language.htmlLang);
  await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
  const nav = page.getByTestId('site-header').getByRole('navigation').first();
  for (const key of ['home', 'about', 'expertises', 'people', 'news', 'deals']) {
    await expect(nav.getByRole('link', { name: t.Navigation[key], exact: true })).toHaveCount(1);
  }
  // The current language, named in itself.
  await expect(page.getByTestId('language-switcher')).toContainText(languageName(language.langCode, language.urlLocale));
}

for (const language of languages) {
  test(`every public page type speaks ${language.langCode}`, async ({ page }) => {
    test.setTimeout(120_000);
    const t = catalogueOf(language.urlLocale);
    const lists: [string, string][] = [
      ['/about', t.About.title],
      ['/expertises', t.PracticeAreas.title],
      ['/people', t.People.title],
      ['/news', t.Articles.newsTitle],
      ['/case', t.Articles.dealsTitle],
      ['/search?q=a', t.Search.title],
    ];
    await page.goto(`${language.prefix}/home`);
    await expectLanguage(page, language, t);
    // At 1280 px the firm's name, the six sections and the tools sit side by side, none over another.
    const header = page.getByTestId('site-header');
    const nameText = await header.getByTestId('firm-name').evaluate((name) => {
      const range = document.createRange();
      range.selectNodeContents(name);
      const { x, y, width, height } = range.getBoundingClientRect();
      return { x, y, width, height };
    });
    const boxes = [
      nameText,
      ...(await Promise.all(
        [header.getByRole('navigation').first(), header.locator('.header-tools')].map(async (part) => (await part.boundingBox())!),
      )),
    ];
    const apart = (a: (typeof boxes)[number], b: (typeof boxes)[number]) => a.x + a.width <= b.x || b.x + b.width <= a.x;
    expect(apart(boxes[0], boxes[1]) && apart(boxes[1], boxes[2]) && apart(boxes[0], boxes[2]), 'header parts overlap').toBe(true);
    for (const [path, title] of lists) {
      await page.goto(`${language.prefix}${path}`);
      await expect(page.locator('h1'), path).toHaveText(title);
      await expectLanguage(page, language, t);
    }
    const details = [
      `/news/detail/${await firstId(page, '/api/user/latest-news', language.langCode)}`,
      `/case/detail/${await firstId(page, '/api/user/case-analysis', language.langCode)}`,
      `/people/detail/${await firstId(page, '/api/user/lawyerTeam', language.langCode)}`,
      `/expertises/detail/${await firstId(page, '/api/user/professionalField/list', language.langCode)}`,
    ];
    for (const path of details) {
      const response = await page.goto(`${language.prefix}${path}`);
      expect(response?.status(), path).toBe(200);
      await expectLanguage(page, language, t);
      // Every translation of the page, and the default for other readers, are named for search engines.
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
    }
    const missing = await page.goto(`${language.prefix}/no-such-page`);
    expect(missing?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText(t.NotFound.title);
    await expectLanguage(page, language, t);
  });
}

for (const width of [1280, 390]) {
  test(`Arabic is laid out right to left at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/ar/home', '/ar/people', '/ar/news', `/ar/news/detail/${await firstId(page, '/api/user/latest-news', 'ar_AE')}`]) {
      await page.goto(path);
      const logo = (await page.getByTestId('site-header').locator('.header-home').boundingBox())!;
      expect(logo.x + logo.width, `${path}: the firm's name ends at the right`).toBeGreaterThan(width * 0.75);
      expect(logo.x, `${path}: the firm's name starts right of the middle`).toBeGreaterThan(width / 2 - logo.width);
      if (width === 1280) {
        const items = page.getByTestId('site-header').getByRole('navigation').first().getByRole('link');
        const first = (await items.first().boundingBox())!;
        const second = (await items.nth(1).boundingBox())!;
        expect(first.x, `${path}: the first item of the navigation is on the right`).toBeGreaterThan(second.x);
      }
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(sideways, `${path} scrolls sideways`).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page);
    }
  });
}

test('the language menu by keyboard: open, choose, close', async ({ page }) => {
  await page.goto('/about');
  const summary = page.getByTestId('site-header').getByTestId('language-switcher');
  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(languageEntry(page, 'ar')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(languageEntry(page, 'ar')).toBeHidden();
  await expect(summary).toBeFocused();

  await page.keyboard.press('Enter');
  for (const urlLocale of ['en', 'zh', 'zh-hk', 'ms', 'ar']) {
    await page.keyboard.press('Tab');
    await expect(languageEntry(page, urlLocale)).toBeFocused();
  }
  await expect(languageEntry(page, 'en')).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/ar\/about$/);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(languageEntry(page, 'ar')).toHaveAttribute('aria-current', 'true');
  // The menu's links are in the server's HTML: it works before, or without, JavaScript.
  const html = await (await page.request.get('/ms/people')).text();
  for (const href of ['/people', '/zh/people', '/zh-hk/people', '/ms/people', '/ar/people']) expect(html).toContain(`href="${href}"`);
});

test("without JavaScript, a detail page's menu leads to each translation, or to the item shown in its source", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const arabic = await firstId(page, '/api/user/latest-news', 'ar_AE');
  await page.goto(`/ar/news/detail/${arabic}`);
  const malay = new URL((await page.locator('link[rel="alternate"][hreflang="ms"]').getAttribute('href'))!).pathname;
  await page.getByTestId('language-switcher').click();
  await languageEntry(page, 'ms').click();
  await expect(page).toHaveURL(new RegExp(`${malay}$`));

  // An article written in English only: the Malay entry leads to it under the Malay address,
  // shown in English with a notice.
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { Authorization: (await login.json()).result as string };
  const folder = await page.request.post('/api/admin/catalog', { headers, data: [{ lang: 'en_US', name: 'Notes', type: 0 }] });
  const created = await page.request.post('/api/admin/latest-news', {
    headers,
    data: [
      {
        lang: 'en_US',
        cataId: (await folder.json()).result[0].id,
        title: 'English only',
        content: '<p>x</p>',
        coverUrl: '/api/upload/cover.jpg',
        isLink: 0,
      },
    ],
  });
  const englishOnly = (await created.json()).result[0].id;
  await page.goto(`/news/detail/${englishOnly}`);
  await page.getByTestId('language-switcher').click();
  await languageEntry(page, 'ms').click();
  await expect(page).toHaveURL(new RegExp(`/ms/news/detail/${englishOnly}$`));
  await expect(page.getByTestId('fallback-notice')).toBeVisible();
  await context.close();
});

test('an Arabic article written in the back office is found by the site search, as Arabic readers type', async ({ page }) => {
  const title = 'أحكام التحكيم في المنازعات البحرية';
  await signIn(page, '/admin/articles/news/list');
  const headers = { Authorization: await tokenOf(page) };
  const folder = await page.request.post('/api/admin/catalog', { headers, data: [{ lang: 'ar_AE', name: 'تحليلات', type: 0 }] });
  const folderId = String((await folder.json()).result[0].id);

  // A new article that starts in Arabic, typed right to left, and published.
  await page.goto('/admin/articles/news/edit?lang=ar_AE');
  const { articles, workflow } = admin.zh;
  const arabic = page.getByRole('tabpanel');
  await expect(arabic.getByLabel(articles.title, { exact: true })).toHaveAttribute('dir', 'rtl');
  await arabic.getByLabel(articles.title, { exact: true }).fill(title);
  await arabic.getByLabel(articles.catalog, { exact: true }).selectOption(folderId);
  await arabic.getByLabel(articles.cover, { exact: true }).setInputFiles(tinyPng);
  await expect(arabic.getByTestId('image-upload-preview')).toBeVisible();
  await arabic.getByRole('textbox', { name: articles.content }).fill('دليل موجز للشركات.');
  await page.getByRole('button', { name: forLang(workflow.publishOf, 'ar_AE', 'zh'), exact: true }).click();
  await expect
    .poll(async () =>
      (await (await page.request.get('/api/user/latest-news?lang=ar_AE&pageSize=100')).json()).result.map(
        (item: { title: string }) => item.title,
      ),
    )
    .toContain(title);

  await page.goto('/ar/home');
  const box = page.getByTestId('site-header').getByRole('searchbox').first();
  await box.fill('احكام البحريه');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/ar\/search\?/);
  await expect(page.getByRole('link', { name: title })).toBeVisible();
});

test('with a fallback language, a page without a Malay version shows the English one, saying so, unindexed', async ({ page }) => {
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { Authorization: (await login.json()).result as string };
  const folder = await page.request.post('/api/admin/catalog', { headers, data: [{ lang: 'en_US', name: 'Briefings', type: 0 }] });
  const created = await page.request.post('/api/admin/latest-news', {
    headers,
    data: [
      {
        lang: 'en_US',
        cataId: (await folder.json()).result[0].id,
        title: 'Employment law briefing',
        content: '<p>Changes to notice periods.</p>',
        coverUrl: '/api/upload/cover.jpg',
        isLink: 0,
      },
    ],
  });
  const id = (await created.json()).result[0].id;
  expect((await page.request.put('/api/admin/language-config', { headers, data: { fallback: 'en_US' } })).status()).toBe(200);
  try {
    const response = await page.goto(`/ms/news/detail/${id}`);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`/ms/news/detail/${id}$`));
    const t = catalogueOf('ms');
    await expect(page.getByTestId('fallback-notice')).toHaveText(fill(t.Fallback.notice, { original: originalLanguageTag('en', 'ms') }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'ms');
    await expect(page.locator('h1')).toHaveAttribute('lang', 'en');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(new URL(canonical!).pathname).toBe(`/news/detail/${id}`);
    await expect(page.locator('link[rel="alternate"][hreflang="ms"]')).toHaveCount(0);
    const sitemap = await (await page.request.get('/sitemap.xml')).text();
    expect(sitemap).not.toContain(`/ms/news/detail/${id}<`);

    // From the English page, the menu's Malay entry says only the English exists.
    await page.goto(`/news/detail/${id}`);
    await expect(languageEntry(page, 'ms')).toContainText(`(${languageName('en_US', 'en')})`);
    await expectNoAxeViolations(page);
  } finally {
    // Back to the default: on, English first.
    await page.request.put('/api/admin/language-config', { headers, data: { fallback: 'en_US' } });
  }
});
