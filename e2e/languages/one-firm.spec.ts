import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../axe';
import { switchLanguage } from '../language-menu';

/**
 * The whole firm in every language (the demo content translates profiles, and news and deals in
 * part): a reader finds the lawyer who speaks their language, reads a deal of theirs the firm has
 * not translated, shown in its source language with a notice, and the language menu keeps them
 * on that deal.
 */
const readers = [
  { urlLocale: 'ms', language: 'Bahasa Melayu', other: 'zh-hk' },
  { urlLocale: 'ar', language: 'العربية', other: 'zh' },
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
  expect(await titlesOf('/ar/people?keyword=Priya')).toBe('شريكة');
  expect(await titlesOf('/ar/people?keyword=Daniel')).toBe('الشريك المدير، شريك');
  expect(await titlesOf('/zh-hk/people?keyword=Daniel')).toBe('管理合夥人、合夥人');
  expect(await titlesOf('/people?keyword=Daniel')).toBe('Managing Partner, Partner');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/ar/people?keyword=Priya');
  await page.getByTestId('lawyer-card').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/titles-ar-390.png' });
});
