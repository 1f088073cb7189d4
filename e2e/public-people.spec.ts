import fs from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { switchLanguage } from './language-menu';
import { site } from './words';

const locales = [
  { name: 'English', prefix: '', other: '/zh', words: site.en.People },
  { name: 'Chinese', prefix: '/zh', other: '', words: site.zh.People },
];

const cards = (page: Page) => page.getByTestId('lawyer-card');

/** The value and label of the n-th real choice of a filter (0 is "All ..."). */
async function option(page: Page, select: string, index: number) {
  const choice = page.locator(`select[name="${select}"] option`).nth(index);
  return { value: (await choice.getAttribute('value'))!, label: (await choice.textContent())!.trim() };
}

for (const locale of locales) {
  test.describe(`people (${locale.name})`, () => {
    test('filters by job title, expertise, office and keyword; Load More; Back', async ({ page }) => {
      await page.goto(`${locale.prefix}/people`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('select[name="jobId"] option').first()).toHaveText(locale.words.allJobs);
      await expect(page.locator('select[name="practiceAreaId"] option').first()).toHaveText(locale.words.allPracticeAreas);
      await expect(page.locator('select[name="office"] option').first()).toHaveText(locale.words.allOffice);
      const firstPage = await cards(page).count();
      expect(firstPage).toBeGreaterThan(0);

      // Job title: every lawyer shown holds it.
      const job = await option(page, 'jobId', 2);
      await page.locator('select[name="jobId"]').selectOption(job.value);
      await expect(page).toHaveURL(new RegExp(`[?&]jobId=${job.value}(&|$)`));
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card).toContainText(job.label);

      // Practice area, on top of the job title: the filters combine, and the URL keeps both.
      await page.locator('select[name="jobId"]').selectOption('');
      await expect(page).not.toHaveURL(/jobId=/);
      const area = await option(page, 'practiceAreaId', 1);
      await page.locator('select[name="practiceAreaId"]').selectOption(area.value);
      await expect(page).toHaveURL(new RegExp(`practiceAreaId=${area.value}`));
      await expect(cards(page).first()).toBeVisible();
      const profile = await page.request.get(new URL((await cards(page).first().getByRole('link').getAttribute('href'))!, page.url()).href);
      expect(await profile.text()).toContain(area.label);

      // Office: every lawyer shown works there.
      await page.locator('select[name="practiceAreaId"]').selectOption('');
      const office = await option(page, 'office', 2);
      // Keyboard users stay where they were: the results change, the focus does not move.
      await page.locator('select[name="office"]').focus();
      await page.locator('select[name="office"]').selectOption(office.value);
      await expect(page).toHaveURL(new RegExp(`office=${encodeURIComponent(office.value).replace(/%20/g, '(%20|\\+)')}`));
      await expect(page.locator('select[name="office"]')).toBeFocused();
      await expect(cards(page).first()).toBeVisible();
      for (const card of await cards(page).all()) await expect(card).toContainText(office.label);

      // Keyword: a lawyer's full name finds that lawyer.
      await page.locator('select[name="office"]').selectOption('');
      await expect(page).not.toHaveURL(/office=/);
      const name = (await cards(page).nth(3).locator('h3').textContent())!.trim();
      await page.getByTestId('people-filters').getByRole('searchbox').fill(name);
      await page.getByTestId('people-filters').getByRole('searchbox').press('Enter');
      await expect(page).toHaveURL(/keyword=/);
      await expect(cards(page).first()).toContainText(name);
      const withKeyword = page.url();

      // Load More on the whole list adds the next page in place (no new address), then Back
      // returns to the keyword search.
      await page.goto(`${locale.prefix}/people`);
      await page.getByTestId('load-more').click();
      await expect.poll(() => cards(page).count()).toBeGreaterThan(firstPage);
      await expect(page).not.toHaveURL(/page=/);
      // Focus moves to the first lawyer that was added.
      await expect(page.locator(`[id="people-item-${firstPage}"]`)).toBeFocused();
      await page.goBack();
      await expect(page).toHaveURL(withKeyword);
      await expect(cards(page).first()).toContainText(name);
    });

    test('a filtered list is shared by its URL and rendered by the server', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/people`);
      const office = await option(page, 'office', 1);
      await page.locator('select[name="office"]').selectOption(office.value);
      await page.getByTestId('people-filters').getByRole('button', { name: locale.words.search }).click();
      await expect(page).toHaveURL(/office=/);
      await expect(page.locator('select[name="office"]')).toHaveValue(office.value);
      for (const card of await cards(page).all()) await expect(card).toContainText(office.label);
      // The second page has its own address: its lawyers only, and a link back to the first.
      await page.goto(`${locale.prefix}/people`);
      const firstNames = await cards(page).locator('h3').allTextContents();
      await page.getByTestId('load-more').click();
      await expect(page).toHaveURL(/[?&]page=2$/);
      const secondNames = await cards(page).locator('h3').allTextContents();
      expect(secondNames.length).toBeGreaterThan(0);
      expect(secondNames.filter((name) => firstNames.includes(name))).toEqual([]);
      await expect(page.locator('a[rel="prev"]')).toHaveAttribute('href', `${locale.prefix}/people`);
      await context.close();
    });

    test('a lawyer: profile, vCard, translation, print, accessibility', async ({ page }) => {
      await page.goto(`${locale.prefix}/people`);
      await expectNoAxeViolations(page);
      const first = cards(page).first();
      const heading = (await first.locator('h3').textContent())!.trim();
      // The name as the language writes it; a name in Latin script written otherwise stands beside it.
      const name = (await first.locator('h3').evaluate((element) => element.firstChild?.textContent ?? '')).trim();
      await first.getByRole('link').click();
      await expect(page).toHaveURL(new RegExp(`${locale.prefix}/people/detail/\\d+$`));
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(heading);
      if (heading !== name) {
        await expect(page.locator('h1 .latin-name')).toHaveAttribute('lang', 'und-Latn');
        await expect(page.locator('h1 .latin-name')).toHaveText(heading.slice(name.length).trim());
      }
      await expect(page.getByTestId('lawyer-titles')).not.toBeEmpty();
      await expect(page.getByTestId('lawyer-practice-areas').getByRole('link').first()).toHaveAttribute(
        'href',
        /\/expertises\/detail\/\d+$/,
      );
      await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();

      const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(jsonLd['@type']).toBe('Person');
      expect(jsonLd.name).toBe(name);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${locale.prefix}/people/detail/\\d+$`));
      await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute('content', /^https?:\/\//);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('vcard-download').click()]);
      expect(download.suggestedFilename()).toMatch(/\.vcf$/);
      const card = await fs.readFile((await download.path())!, 'utf8');
      expect(card).toMatch(/^BEGIN:VCARD\r\nVERSION:3\.0\r\n/);
      expect(card.replace(/\r\n /g, '')).toContain(`:${name}\r\n`);
      expect(card).toMatch(/\r\nEMAIL;TYPE=INTERNET,WORK:[^\r\n]+@/);
      expect(card).toMatch(/\r\nEND:VCARD\r\n$/);
      const vcard = await page.request.get(`${page.url()}/vcard`);
      expect(vcard.headers()['content-type']).toContain('text/vcard');
      expect(vcard.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.vcf"/);

      // Printed, the profile keeps the name and drops the navigation, footer and buttons.
      await page.emulateMedia({ media: 'print' });
      await expect(page.locator('h1')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeHidden();
      await expect(page.getByTestId('vcard-download')).toBeHidden();
      await expect(page.getByTestId('language-switcher')).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      await expectNoAxeViolations(page);

      // The switcher and the hreflang link both lead to this lawyer's translation.
      const otherLang = locale.prefix ? 'en' : 'zh-CN';
      const alternate = await page.locator(`link[rel="alternate"][hreflang="${otherLang}"]`).getAttribute('href');
      expect(alternate).toMatch(new RegExp(`${locale.other}/people/detail/\\d+$`));
      await switchLanguage(page, locale.prefix ? 'en' : 'zh');
      await expect(page).toHaveURL(alternate!);
      await expect(page.locator('h1')).not.toHaveText(name);
      await expect(page.getByTestId('vcard-download')).toBeVisible();
    });

    test('an unknown lawyer is not found', async ({ page }) => {
      for (const path of ['/people/detail/987654', '/people/detail/abc', '/people/detail/0']) {
        const response = await page.goto(`${locale.prefix}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.getByTestId('not-found')).toBeVisible();
      }
      const vcard = await page.request.get(`${locale.prefix}/people/detail/987654/vcard`);
      expect(vcard.status()).toBe(404);
    });
  });
}
