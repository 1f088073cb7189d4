import { expect, test } from '../fixtures';
import { signIn, tokenOf } from '../admin-helpers';
import { expectNoAxeViolations } from '../axe';
import { firstThat, publishedLawyers } from '../demo-content';
import { admin, forLang, site, startingWith } from '../words';

/**
 * A lawyer's admissions, education and languages, and the people list's language filter, in the
 * three languages beyond English and Simplified Chinese (the build served with all five).
 */
const languages = [
  { langCode: 'zh_HK', urlLocale: 'zh-hk', prefix: '/zh-hk', dir: 'ltr' },
  { langCode: 'ms_MY', urlLocale: 'ms', prefix: '/ms', dir: 'ltr' },
  { langCode: 'ar_AE', urlLocale: 'ar', prefix: '/ar', dir: 'rtl' },
] as const;

for (const language of languages) {
  test(`a lawyer's credentials and the language filter in ${language.urlLocale}`, async ({ page }) => {
    const t = site[language.urlLocale].People;
    // The first lawyer the list shows (the demo's managing partner, written in every language), with admissions and languages.
    const [lawyer] = await publishedLawyers(page.request, language.langCode);
    const [admission] = lawyer.admissions;
    const [spoken] = lawyer.languages;
    expect(admission?.year, 'the first lawyer has a dated admission').toBeTruthy();
    await page.goto(`${language.prefix}/people`);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    const select = page.locator('select[name="languageId"]');
    await expect(select.locator('option').first()).toHaveText(t.allLanguages);
    await expect(page.getByLabel(t.filterLanguage)).toHaveCount(1);
    const spokenId = (await select.locator('option', { hasText: spoken.name }).getAttribute('value'))!;
    expect(spokenId).toBe(String(spoken.id));
    await page.goto(`${language.prefix}/people?languageId=${spokenId}`);
    await expect(select).toHaveValue(spokenId);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/people-${language.urlLocale}-${width}.png` });
    }

    await page.goto(`${language.prefix}/people`);
    await page.getByTestId('lawyer-card').first().getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/people/detail/${lawyer.id}$`));
    const admissions = page.getByTestId('lawyer-admissions');
    await expect(admissions.getByRole('heading', { level: 2 })).toHaveText(t.admissions);
    await expect(admissions.getByRole('listitem').first()).toContainText(admission.jurisdiction);
    await expect(page.getByTestId('lawyer-education').getByRole('heading', { level: 2 })).toHaveText(t.education);
    await expect(page.getByTestId('lawyer-languages')).toContainText(spoken.name);
    // Years sit at the line's end in the reading direction: after the text on the right in Arabic.
    const text = (await admissions.getByRole('listitem').first().locator('span').first().boundingBox())!;
    const year = (await admissions.getByRole('listitem').first().getByText(String(admission.year)).boundingBox())!;
    if (language.dir === 'rtl') expect(year.x + year.width).toBeLessThanOrEqual(text.x + 1);
    else expect(year.x).toBeGreaterThanOrEqual(text.x + text.width - 1);
    await expectNoAxeViolations(page);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.getByTestId('lawyer-credentials').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/profile-${language.urlLocale}-${width}.png` });
    }
  });
}

test('a version added in the editor starts with the source’s job titles, admissions, education years and languages', async ({ page }) => {
  // An English lawyer with a job title, languages, a dated admission and a dated school, written in Traditional Chinese too.
  const traditionals = await publishedLawyers(page.request, 'zh_HK');
  const lawyer = firstThat(
    await publishedLawyers(page.request, 'en_US'),
    'lawyer with a job, languages, dated admission and school, in Traditional Chinese too',
    (one) =>
      one.jobs.length > 0 &&
      one.languages.length > 0 &&
      Boolean(one.admissions[0]?.year && one.education[0]?.year) &&
      traditionals.some((version) => version.no === one.no),
  );
  const traditional = traditionals.find((version) => version.no === lawyer.no)!;
  const editor = `/admin/people/edit/${lawyer.id}?lang=en_US`;
  await signIn(page, editor);
  // The demo has every profile in every language: take the Traditional Chinese one away first.
  const headers = { Authorization: await tokenOf(page) };
  expect((await page.request.delete(`/api/admin/lawyerTeam/${traditional.id}`, { headers })).status()).toBe(200);
  await page.goto(editor);
  const { common, people, versions } = admin.zh;
  await page.getByRole('tab', { name: /zh_HK/ }).click();
  const panel = page.getByRole('tabpanel', { name: /zh_HK/ });
  await panel.getByRole('button', { name: forLang(versions.addVersion, 'zh_HK', 'zh') }).click();
  // The same job titles and languages, from the Traditional Chinese lists.
  for (const { name } of [...traditional.jobs, ...traditional.languages])
    await expect(panel.getByRole('button', { name: `${common.remove} ${name}` })).toBeVisible();
  // Admissions to translate, with their years; education's years alone.
  await expect(panel.getByRole('textbox', { name: startingWith(people.jurisdiction) }).first()).toHaveValue(
    lawyer.admissions[0].jurisdiction,
  );
  await expect(panel.getByRole('spinbutton', { name: people.admissionYear }).first()).toHaveValue(String(lawyer.admissions[0].year));
  await expect(panel.getByRole('textbox', { name: people.institution }).first()).toHaveValue('');
  await expect(panel.getByRole('spinbutton', { name: people.graduationYear }).first()).toHaveValue(String(lawyer.education[0].year));
});
