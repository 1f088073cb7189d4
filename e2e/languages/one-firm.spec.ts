import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { expectNoAxeViolations } from '../axe';
import { listIn } from '../../i18n/locales';
import { firstThat, publishedLawyers, type PublishedLawyer } from '../demo-content';
import { switchLanguage } from '../language-menu';
import { languageName } from '../words';

/**
 * The whole firm in every language (the demo content translates profiles, and news and deals in
 * part): a reader finds the lawyer who speaks their language, reads a deal of theirs the firm has
 * not translated, shown in its source language with a notice, and the language menu keeps them
 * on that deal.
 */
const readers = [
  // Their own language, as it names itself (the people filter's choice).
  { urlLocale: 'ms', language: languageName('ms_MY', 'ms'), other: 'zh-hk' },
  { urlLocale: 'ar', language: languageName('ar_AE', 'ar'), other: 'zh' },
];

/** The profiles the people list shows for a filter, by their links. */
async function profilesOf(page: Page): Promise<string[]> {
  const cards = page.getByTestId('lawyer-card');
  await expect(cards.first()).toBeVisible();
  return cards.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).pathname));
}

/** The first deal on a profile shown in another language than the page's, if any. */
async function untranslatedDeal(page: Page): Promise<string | null> {
  const marked = page
    .getByTestId('lawyer-deal')
    .locator('li')
    .filter({ has: page.getByTestId('original-language') });
  if (!(await marked.count())) return null;
  return marked
    .first()
    .getByRole('link')
    .first()
    .evaluate((link) => (link as HTMLAnchorElement).pathname);
}

for (const reader of readers) {
  test(`a reader in ${reader.urlLocale} finds the lawyer who speaks their language and reads an untranslated deal of theirs`, async ({
    page,
  }) => {
    await page.goto(`/${reader.urlLocale}/people`);
    await page.locator('#people-languageId').selectOption({ label: reader.language });
    await expect(page).toHaveURL(/languageId=\d+/);
    let deal: string | null = null;
    for (const profile of await profilesOf(page)) {
      await page.goto(profile);
      expect(new URL(page.url()).pathname.startsWith(`/${reader.urlLocale}/`)).toBe(true);
      deal = await untranslatedDeal(page);
      if (deal) break;
    }
    expect(deal, 'a deal of a lawyer who speaks the language, not yet translated into it').not.toBeNull();
    await page.goto(deal!);
    await expect(page.getByTestId('fallback-notice')).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).not.toContain(`/${reader.urlLocale}/`);
    await expectNoAxeViolations(page);

    // The language menu leads to the same deal in another language, translated or not.
    const dealPath = new URL(page.url()).pathname;
    const title = await page.locator('h1').innerText();
    await switchLanguage(page, reader.other);
    await expect(page).toHaveURL(new RegExp(`/${reader.other}/case/detail/\\d+`));
    const there = await page.locator('h1').innerText();
    const sameDeal = there === title || (await page.getByTestId('fallback-notice').count()) === 0;
    expect(sameDeal, `from ${dealPath}`).toBe(true);
  });
}

test('every lawyer is listed in every language, those shown in another language marked', async ({ page }) => {
  const counts: Record<string, number> = {};
  for (const prefix of ['', '/zh', '/zh-hk', '/ms', '/ar']) {
    await page.goto(`${prefix}/people?page=1`);
    const total = await page.getByTestId('lawyer-card').count();
    counts[prefix || '/'] = total;
  }
  expect(new Set(Object.values(counts)).size, JSON.stringify(counts)).toBe(1);
});

test('job titles as each language writes them: a woman’s in Arabic, run together with the language’s own mark', async ({ page }) => {
  const titlesOf = async (path: string) => {
    await page.goto(path);
    return (await page.getByTestId('lawyer-card').first().locator('.lawyer-card-detail').first().textContent())!.trim();
  };
  const [english, hongKong, arabic] = await Promise.all(['en_US', 'zh_HK', 'ar_AE'].map((lang) => publishedLawyers(page.request, lang)));
  const titles = (versions: PublishedLawyer[], no: string) =>
    (versions.find((version) => version.no === no)?.jobs ?? []).map((job) => job.name);
  const arabicTitles = (await (await page.request.get('/api/user/job?lang=ar_AE')).json()).result as {
    name: string;
    feminineName: string | null;
  }[];
  const feminineOf = new Map(arabicTitles.map((job) => [job.name, job.feminineName]));
  const feminineForms = new Set(arabicTitles.map((job) => job.feminineName).filter(Boolean));
  // A title as said of a woman (the API may name her titles so already).
  const said = (title: string) => feminineOf.get(title) || title;
  // A woman named by a title Arabic says otherwise of a woman; a man with two titles or more. Found by their (Latin) English names.
  const woman = firstThat(english, 'lawyer named by a feminine Arabic title', (lawyer) => {
    if (lawyer.feminineTitles !== 1) return false;
    return titles(arabic, lawyer.no).some((title) => feminineForms.has(said(title)));
  });
  const partner = firstThat(english, 'lawyer with two job titles', (lawyer) => lawyer.feminineTitles === 0 && lawyer.jobs.length >= 2);
  const search = (prefix: string, lawyer: PublishedLawyer) => `${prefix}/people?keyword=${encodeURIComponent(lawyer.name)}`;
  expect(await titlesOf(search('/ar', woman))).toBe(listIn('ar', titles(arabic, woman.no).map(said)));
  expect(await titlesOf(search('/ar', partner))).toBe(listIn('ar', titles(arabic, partner.no)));
  expect(await titlesOf(search('/zh-hk', partner))).toBe(listIn('zh-HK', titles(hongKong, partner.no)));
  expect(await titlesOf(search('', partner))).toBe(listIn('en', titles(english, partner.no)));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(search('/ar', woman));
  await page.getByTestId('lawyer-card').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/titles-ar-390.png' });
});
