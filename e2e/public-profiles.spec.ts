import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { latinNameBeside } from '../lib/content/latin-name';
import { signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { firstThat, publishedLawyers, shownName } from './demo-content';
import { admin, apiMessage, escapeRegExp, forLang, languageName, site, startingWith } from './words';

const locales = [
  { name: 'English', prefix: '', lang: 'en_US', words: site.en.People },
  { name: 'Chinese', prefix: '/zh', lang: 'zh_CN', words: site.zh.People },
] as const;

const zh = admin.zh;
const enName = languageName('en_US', 'zh');

/**
 * A lawyer with admissions (with their years), education and languages spoken; in Chinese, one
 * whose Latin name the page shows beside the Chinese one.
 */
async function lawyerWithCredentials(request: APIRequestContext, lang: string) {
  return firstThat(await publishedLawyers(request, lang), 'lawyer with admissions, education and languages', (lawyer) =>
    Boolean(
      lawyer.admissions[0]?.year &&
      lawyer.education[0]?.qualification &&
      lawyer.languages.length &&
      (lang === 'en_US' || latinNameBeside(lawyer.name, lawyer.latinName)),
    ),
  );
}

/**
 * A language spoken only in one office, by at least two lawyers (the fewest such), and another
 * office where nobody speaks it: what the filters are tried on.
 */
async function languageOfOneOffice(request: APIRequestContext, lang: string) {
  const lawyers = await publishedLawyers(request, lang);
  const offices = [...new Set(lawyers.map((lawyer) => lawyer.office).filter((office) => office !== null))];
  const spoken = [...new Map(lawyers.flatMap((lawyer) => lawyer.languages).map((language) => [language.id, language])).values()];
  const candidates = spoken
    .map((language) => {
      const speakers = lawyers.filter((lawyer) => lawyer.languages.some((their) => their.id === language.id));
      const office = speakers[0].office;
      const elsewhere = offices.find((other) => other !== office);
      const oneOffice = office !== null && speakers.every((speaker) => speaker.office === office);
      return { language: language.name, office, elsewhere, speakers: speakers.map(shownName).sort(), oneOffice };
    })
    .filter((candidate) => candidate.oneOffice && candidate.elsewhere && candidate.speakers.length >= 2)
    .sort((a, b) => a.speakers.length - b.speakers.length);
  expect(candidates, 'a language spoken in one office only').not.toHaveLength(0);
  return candidates[0] as (typeof candidates)[number] & { office: string; elsewhere: string };
}

const cards = (page: Page) => page.getByTestId('lawyer-card');
const names = async (page: Page) => (await cards(page).locator('h3').allTextContents()).map((name) => name.trim()).sort();

async function valueOf(page: Page, select: string, label: string) {
  return (await page.locator(`select[name="${select}"] option`, { hasText: label }).first().getAttribute('value'))!;
}

for (const locale of locales) {
  test.describe(`fuller profiles (${locale.name})`, () => {
    test('the lawyer page shows admissions, education and languages; on paper and to search engines too', async ({ page }) => {
      const lawyer = await lawyerWithCredentials(page.request, locale.lang);
      const [admission] = lawyer.admissions;
      const [school] = lawyer.education;
      const headings = [locale.words.admissions, locale.words.education, locale.words.languages];
      await page.goto(`${locale.prefix}/people?keyword=${encodeURIComponent(lawyer.name)}`);
      await cards(page).filter({ hasText: lawyer.name }).getByRole('link').first().click();
      // In Chinese, the name as Chinese writes it, and beside it the Latin name readers can type.
      await expect(page.locator('h1')).toHaveText(locale.lang === 'en_US' ? lawyer.name : `${lawyer.name} ${lawyer.latinName}`);

      const admissions = page.getByTestId('lawyer-admissions');
      await expect(admissions.getByRole('heading', { level: 2 })).toHaveText(headings[0]);
      await expect(admissions.getByRole('listitem').first()).toContainText(admission.jurisdiction);
      await expect(admissions.getByRole('listitem').first()).toContainText(String(admission.year));
      const education = page.getByTestId('lawyer-education');
      await expect(education.getByRole('heading', { level: 2 })).toHaveText(headings[1]);
      await expect(education.getByRole('listitem').first()).toContainText(school.qualification!);
      await expect(education.getByRole('listitem').first()).toContainText(school.institution);
      const languages = page.getByTestId('lawyer-languages');
      await expect(languages.getByRole('heading', { level: 2 })).toHaveText(headings[2]);
      await expect(languages.getByRole('listitem')).toHaveCount(lawyer.languages.length);
      await expect(languages).toContainText(lawyer.languages[0].name);
      // The free-text sections the structured lists replaced are gone: each heading once.
      for (const heading of headings) await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(1);

      const person = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(person['@type']).toBe('Person');
      expect(person.alumniOf).toContainEqual({ '@type': 'EducationalOrganization', name: school.institution });
      expect(person.knowsLanguage).toContainEqual({ '@type': 'Language', name: lawyer.languages[0].name });
      expect(person.hasCredential).toContainEqual(
        expect.objectContaining({ credentialCategory: 'license', name: admission.jurisdiction, dateCreated: String(admission.year) }),
      );

      await expectNoAxeViolations(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.getByTestId('lawyer-credentials').scrollIntoViewIfNeeded();
        await page.screenshot({ path: `test-results/screens/profile-${locale.name}-${width}.png`, fullPage: true });
      }

      // The printable biography carries them.
      await page.emulateMedia({ media: 'print' });
      await expect(admissions).toBeVisible();
      await expect(education).toBeVisible();
      await expect(languages).toBeVisible();
      await page.setViewportSize({ width: 794, height: 1123 });
      await page.screenshot({ path: `test-results/screens/profile-${locale.name}-print.png`, fullPage: true });
    });

    test('the people list filters by language spoken, alone and with the office', async ({ page }) => {
      const spoken = await languageOfOneOffice(page.request, locale.lang);
      await page.goto(`${locale.prefix}/people`);
      const select = page.locator('select[name="languageId"]');
      await expect(select.locator('option').first()).toHaveText(locale.words.allLanguages);
      await expect(page.getByLabel(locale.words.filterLanguage)).toHaveCount(1);
      const cantonese = await valueOf(page, 'languageId', spoken.language);

      await select.focus();
      await select.selectOption(cantonese);
      await expect(page).toHaveURL(new RegExp(`[?&]languageId=${cantonese}(&|$)`));
      // The focus stays on the filter while the results change.
      await expect(select).toBeFocused();
      await expect.poll(() => names(page)).toEqual(spoken.speakers);

      // With an office: theirs keeps them all, another has no speaker of the language.
      await page.locator('select[name="office"]').selectOption(spoken.office);
      await expect(page).toHaveURL(/office=/);
      await expect(page).toHaveURL(new RegExp(`languageId=${cantonese}`));
      await expect.poll(() => names(page)).toEqual(spoken.speakers);
      await page.locator('select[name="office"]').selectOption(spoken.elsewhere);
      await expect(cards(page)).toHaveCount(0);
      await expect(select).toHaveValue(cantonese);

      await page.locator('select[name="office"]').selectOption('');
      await expect(page).not.toHaveURL(/office=/);
      await expect.poll(() => names(page)).toEqual(spoken.speakers);
      await expect(page).toHaveTitle(/./);
      await expectNoAxeViolations(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/screens/people-${locale.name}-${width}.png` });
      }

      // Clearing the filter brings everyone back.
      await select.selectOption('');
      await expect(page).not.toHaveURL(/languageId=/);
      await expect.poll(async () => (await names(page)).length).toBeGreaterThan(spoken.speakers.length);
    });

    test('the language filter works without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      const spoken = await languageOfOneOffice(page.request, locale.lang);
      await page.goto(`${locale.prefix}/people`);
      const cantonese = await valueOf(page, 'languageId', spoken.language);
      await page.locator('select[name="languageId"]').selectOption(cantonese);
      await page.getByTestId('people-filters').getByRole('button', { name: locale.words.search }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]languageId=${cantonese}(&|$)`));
      await expect(page.locator('select[name="languageId"]')).toHaveValue(cantonese);
      expect(await names(page)).toEqual(spoken.speakers);
      await context.close();
    });
  });
}

test.describe('the lawyer editor (Chinese back office)', () => {
  test('admissions and education: reorder by keyboard, add, refuse a future year, remove; languages spoken; on the page after publishing', async ({
    page,
  }) => {
    // An English lawyer with two admissions (with their years) and two schools, and a language they do not speak yet.
    const lawyer = firstThat(
      await publishedLawyers(page.request, 'en_US'),
      'lawyer with two admissions and two schools',
      ({ admissions, education }) => admissions.length === 2 && admissions.every(({ year }) => year) && education.length >= 2,
    );
    const spokenLanguages = (await (await page.request.get('/api/user/spoken-language?lang=en_US')).json()).result as {
      id: number;
      name: string;
    }[];
    const newLanguage = firstThat(
      spokenLanguages,
      'language the lawyer does not speak',
      ({ id }) => !lawyer.languages.some((their) => their.id === id),
    );
    const [firstAdmission, secondAdmission] = lawyer.admissions;
    const href = `/people/detail/${lawyer.id}`;
    await signIn(page, `/admin/people/edit/${lawyer.id}?lang=en_US`);
    const en = page.getByRole('tabpanel', { name: /en_US/ });
    const admissions = en.getByRole('list', { name: `${zh.people.admissions} ${enName}` });
    const jurisdictions = admissions.getByRole('textbox', { name: startingWith(zh.people.jurisdiction) });
    await expect(jurisdictions).toHaveCount(2);
    await expect(jurisdictions.first()).toHaveValue(firstAdmission.jurisdiction);

    // Reorder with the keyboard alone.
    await admissions.getByRole('button', { name: `${zh.common.moveDown}: ${zh.people.admissions} ${enName} 1` }).focus();
    await page.keyboard.press('Enter');
    await expect(jurisdictions.first()).toHaveValue(secondAdmission.jurisdiction);

    // Add one; a year still to come is refused at the field, in Chinese.
    const updateLive = forLang(zh.workflow.updateLiveOf, 'en_US', 'zh');
    await en.getByRole('button', { name: zh.people.addAdmission }).click();
    await jurisdictions.nth(2).fill('Advocate & Solicitor, High Court in Malaya');
    const years = admissions.getByRole('spinbutton', { name: zh.people.admissionYear });
    await years.nth(2).fill(String(new Date().getFullYear() + 1));
    await page.getByRole('button', { name: updateLive, exact: true }).click();
    await expect(admissions.getByRole('alert')).toHaveText(apiMessage('A year in the future is not allowed', 'zh'));
    await years.nth(2).fill('2009');

    // Education: remove the second entry (after confirming).
    const education = en.getByRole('list', { name: `${zh.people.education} ${enName}` });
    await education.getByRole('button', { name: `${zh.common.remove}: ${zh.people.education} ${enName} 2` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: zh.common.remove, exact: true }).click();
    await expect(education.getByRole('listitem')).toHaveCount(lawyer.education.length - 1);

    // Languages spoken: add one more.
    await en.getByRole('button', { name: zh.people.languages, exact: true }).click();
    await page
      .getByRole('listbox', { name: new RegExp(zh.people.languages) })
      .getByRole('option', { name: newLanguage.name })
      .click();
    await page.keyboard.press('Escape');

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await admissions.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `test-results/screens/editor-zh-${width}.png` });
    }
    // On a phone every control of a list entry is a 44 px target.
    for (const button of await admissions.getByRole('listitem').first().getByRole('button').all()) {
      const box = (await button.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoAxeViolations(page, { within: 'main' });

    await page.getByRole('button', { name: updateLive, exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();

    await expect(async () => {
      await page.goto(href);
      await expect(page.getByTestId('lawyer-admissions').getByRole('listitem')).toHaveText(
        [secondAdmission, firstAdmission, { jurisdiction: 'Advocate & Solicitor, High Court in Malaya', year: 2009 }].map(
          ({ jurisdiction, year }) => new RegExp(`${escapeRegExp(jurisdiction)}\\s*${year}`),
        ),
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('lawyer-education').getByRole('listitem')).toHaveCount(lawyer.education.length - 1);
    await expect(page.getByTestId('lawyer-languages')).toContainText(newLanguage.name);
  });

  test('staff manage the languages spoken with the job titles', async ({ page }) => {
    await signIn(page, '/admin/jobs');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: zh.jobs.languages, exact: true }) });
    await expect(
      card
        .getByRole('list', { name: new RegExp(zh.jobs.languages) })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await card.getByRole('textbox', { name: zh.jobs.addLanguage }).fill('Thai');
    await card.getByRole('button', { name: zh.jobs.addLanguage }).click();
    await expect(card.getByRole('list', { name: new RegExp(zh.jobs.languages) })).toContainText('Thai');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/jobs-zh-${width}.png`, fullPage: true });
    }
    await page.goto('/people');
    await expect(page.locator('select[name="languageId"] option', { hasText: 'Thai' })).toHaveCount(1);
  });
});
