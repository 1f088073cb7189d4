import { expect, test, type Page } from '@playwright/test';
import { signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';

const locales = [
  {
    name: 'English',
    prefix: '',
    lawyer: 'Daniel Koh Wei Jie',
    heading: 'Daniel Koh Wei Jie',
    admission: 'Advocate & Solicitor, Supreme Court of Singapore',
    school: 'National University of Singapore',
    degree: 'LLB (Hons)',
    spoken: 'Hokkien',
    headings: ['Admissions', 'Education', 'Languages'],
    allLanguages: 'All Languages',
    cantonese: 'Cantonese',
    hongKong: 'Hong Kong',
    shanghai: 'Shanghai',
    hongKongLawyers: [
      'Catherine Wong Ka Yan',
      'Fiona Lau Wing Sze',
      'Jonathan Cheung Ho Ming',
      'Kelvin Chan Chun Kit',
      'Michelle Ho Yuen Ting',
    ],
    search: 'Search',
  },
  {
    name: 'Chinese',
    prefix: '/zh',
    lawyer: '许伟杰',
    // The name as Chinese writes it, and beside it the Latin name readers can type.
    heading: '许伟杰 Daniel Koh Wei Jie',
    admission: '新加坡最高法院出庭律师及事务律师',
    school: '新加坡国立大学',
    degree: '法学学士（荣誉）',
    spoken: '闽南语',
    headings: ['执业资格', '教育背景', '工作语言'],
    allLanguages: '全部语言',
    cantonese: '粤语',
    hongKong: '香港',
    shanghai: '上海',
    hongKongLawyers: [
      '何婉婷 Michelle Ho Yuen Ting',
      '刘咏诗 Fiona Lau Wing Sze',
      '张浩明 Jonathan Cheung Ho Ming',
      '陈俊杰 Kelvin Chan Chun Kit',
      '黄嘉欣 Catherine Wong Ka Yan',
    ],
    search: '搜索',
  },
];

const cards = (page: Page) => page.getByTestId('lawyer-card');
const names = async (page: Page) => (await cards(page).locator('h3').allTextContents()).map((name) => name.trim()).sort();

async function valueOf(page: Page, select: string, label: string) {
  return (await page.locator(`select[name="${select}"] option`, { hasText: label }).first().getAttribute('value'))!;
}

for (const locale of locales) {
  test.describe(`fuller profiles (${locale.name})`, () => {
    test('the lawyer page shows admissions, education and languages; on paper and to search engines too', async ({ page }) => {
      await page.goto(`${locale.prefix}/people?keyword=${encodeURIComponent(locale.lawyer)}`);
      await cards(page).filter({ hasText: locale.lawyer }).getByRole('link').first().click();
      await expect(page.locator('h1')).toHaveText(locale.heading);

      const admissions = page.getByTestId('lawyer-admissions');
      await expect(admissions.getByRole('heading', { level: 2 })).toHaveText(locale.headings[0]);
      await expect(admissions.getByRole('listitem').first()).toContainText(locale.admission);
      await expect(admissions.getByRole('listitem').first()).toContainText('1998');
      const education = page.getByTestId('lawyer-education');
      await expect(education.getByRole('heading', { level: 2 })).toHaveText(locale.headings[1]);
      await expect(education.getByRole('listitem').first()).toContainText(locale.degree);
      await expect(education.getByRole('listitem').first()).toContainText(locale.school);
      const languages = page.getByTestId('lawyer-languages');
      await expect(languages.getByRole('heading', { level: 2 })).toHaveText(locale.headings[2]);
      await expect(languages.getByRole('listitem')).toHaveCount(3);
      await expect(languages).toContainText(locale.spoken);
      // The free-text sections the structured lists replaced are gone: each heading once.
      for (const heading of locale.headings) await expect(page.getByRole('heading', { name: heading, exact: true })).toHaveCount(1);

      const person = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!);
      expect(person['@type']).toBe('Person');
      expect(person.alumniOf).toContainEqual({ '@type': 'EducationalOrganization', name: locale.school });
      expect(person.knowsLanguage).toContainEqual({ '@type': 'Language', name: locale.spoken });
      expect(person.hasCredential).toContainEqual(
        expect.objectContaining({ credentialCategory: 'license', name: locale.admission, dateCreated: '1998' }),
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
      await page.goto(`${locale.prefix}/people`);
      const select = page.locator('select[name="languageId"]');
      await expect(select.locator('option').first()).toHaveText(locale.allLanguages);
      await expect(page.getByLabel(locale.headings[2] === '工作语言' ? '工作语言' : 'Language spoken')).toHaveCount(1);
      const cantonese = await valueOf(page, 'languageId', locale.cantonese);

      await select.focus();
      await select.selectOption(cantonese);
      await expect(page).toHaveURL(new RegExp(`[?&]languageId=${cantonese}(&|$)`));
      // The focus stays on the filter while the results change.
      await expect(select).toBeFocused();
      await expect.poll(() => names(page)).toEqual(locale.hongKongLawyers);

      // With an office: Hong Kong keeps them all, Shanghai has no Cantonese speaker.
      await page.locator('select[name="office"]').selectOption(locale.hongKong);
      await expect(page).toHaveURL(/office=/);
      await expect(page).toHaveURL(new RegExp(`languageId=${cantonese}`));
      await expect.poll(() => names(page)).toEqual(locale.hongKongLawyers);
      await page.locator('select[name="office"]').selectOption(locale.shanghai);
      await expect(cards(page)).toHaveCount(0);
      await expect(select).toHaveValue(cantonese);

      await page.locator('select[name="office"]').selectOption('');
      await expect(page).not.toHaveURL(/office=/);
      await expect.poll(() => names(page)).toEqual(locale.hongKongLawyers);
      await expect(page).toHaveTitle(/./);
      await expectNoAxeViolations(page);
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: `test-results/screens/people-${locale.name}-${width}.png` });
      }

      // Clearing the filter brings everyone back.
      await select.selectOption('');
      await expect(page).not.toHaveURL(/languageId=/);
      await expect.poll(async () => (await names(page)).length).toBeGreaterThan(locale.hongKongLawyers.length);
    });

    test('the language filter works without JavaScript', async ({ browser }) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${locale.prefix}/people`);
      const cantonese = await valueOf(page, 'languageId', locale.cantonese);
      await page.locator('select[name="languageId"]').selectOption(cantonese);
      await page.getByTestId('people-filters').getByRole('button', { name: locale.search }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]languageId=${cantonese}(&|$)`));
      await expect(page.locator('select[name="languageId"]')).toHaveValue(cantonese);
      expect(await names(page)).toEqual(locale.hongKongLawyers);
      await context.close();
    });
  });
}

test.describe('the lawyer editor (Chinese back office)', () => {
  test('admissions and education: reorder by keyboard, add, refuse a future year, remove; languages spoken; on the page after publishing', async ({
    page,
  }) => {
    await page.goto('/people?keyword=Daniel');
    const href = (await cards(page).first().getByRole('link').first().getAttribute('href'))!;
    const id = href.match(/(\d+)$/)![1];
    await signIn(page, `/admin/people/edit/${id}?lang=en_US`);
    const en = page.getByRole('tabpanel', { name: /en_US/ });
    const admissions = en.getByRole('list', { name: '执业资格 英文' });
    const jurisdictions = admissions.getByRole('textbox', { name: /^执业资格（/ });
    await expect(jurisdictions).toHaveCount(2);
    await expect(jurisdictions.first()).toHaveValue('Advocate & Solicitor, Supreme Court of Singapore');

    // Reorder with the keyboard alone.
    await admissions.getByRole('button', { name: '下移: 执业资格 英文 1' }).focus();
    await page.keyboard.press('Enter');
    await expect(jurisdictions.first()).toHaveValue('Solicitor, England and Wales');

    // Add one; a year still to come is refused at the field, in Chinese.
    await en.getByRole('button', { name: '添加执业资格' }).click();
    await jurisdictions.nth(2).fill('Advocate & Solicitor, High Court in Malaya');
    const years = admissions.getByRole('spinbutton', { name: '取得年份' });
    await years.nth(2).fill(String(new Date().getFullYear() + 1));
    await page.getByRole('button', { name: '更新英文线上页面', exact: true }).click();
    await expect(admissions.getByRole('alert')).toHaveText('年份不能晚于今年');
    await years.nth(2).fill('2009');

    // Education: remove the second entry (after confirming).
    const education = en.getByRole('list', { name: '教育背景 英文' });
    await education.getByRole('button', { name: '移除: 教育背景 英文 2' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '移除', exact: true }).click();
    await expect(education.getByRole('listitem')).toHaveCount(1);

    // Languages spoken: add Malay.
    await en.getByRole('button', { name: '工作语言', exact: true }).click();
    await page
      .getByRole('listbox', { name: /工作语言/ })
      .getByRole('option', { name: 'Malay' })
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

    await page.getByRole('button', { name: '更新英文线上页面', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').first()).toBeVisible();

    await expect(async () => {
      await page.goto(href);
      await expect(page.getByTestId('lawyer-admissions').getByRole('listitem')).toHaveText(
        [
          /Solicitor, England and Wales\s*2001/,
          /Advocate & Solicitor, Supreme Court of Singapore\s*1998/,
          /Advocate & Solicitor, High Court in Malaya\s*2009/,
        ],
        { timeout: 1000 },
      );
    }).toPass({ timeout: 15_000 });
    await expect(page.getByTestId('lawyer-education').getByRole('listitem')).toHaveCount(1);
    await expect(page.getByTestId('lawyer-languages')).toContainText('Malay');
  });

  test('staff manage the languages spoken with the job titles', async ({ page }) => {
    await signIn(page, '/admin/jobs');
    const card = page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: '工作语言', exact: true }) });
    await expect(
      card
        .getByRole('list', { name: /工作语言/ })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
    await card.getByRole('textbox', { name: '新增语言' }).fill('Thai');
    await card.getByRole('button', { name: '新增语言' }).click();
    await expect(card.getByRole('list', { name: /工作语言/ })).toContainText('Thai');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/jobs-zh-${width}.png`, fullPage: true });
    }
    await page.goto('/people');
    await expect(page.locator('select[name="languageId"] option', { hasText: 'Thai' })).toHaveCount(1);
  });
});
