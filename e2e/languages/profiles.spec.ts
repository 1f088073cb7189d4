import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signIn, tokenOf } from '../admin-helpers';
import { expectNoAxeViolations } from '../axe';

/**
 * A lawyer's admissions, education and languages, and the people list's language filter, in the
 * three languages beyond English and Simplified Chinese (the build served with all five).
 */
const languages = [
  { urlLocale: 'zh-hk', prefix: '/zh-hk', dir: 'ltr', admission: '新加坡最高法院訟辯及事務律師', spoken: '閩南語', cantonese: '粵語' },
  {
    urlLocale: 'ms',
    prefix: '/ms',
    dir: 'ltr',
    admission: 'Peguam Bela dan Peguam Cara, Mahkamah Agung Singapura',
    spoken: 'Bahasa Hokkien',
    cantonese: 'Bahasa Kantonis',
  },
  {
    urlLocale: 'ar',
    prefix: '/ar',
    dir: 'rtl',
    admission: 'محامٍ ومستشار قانوني مقيّد لدى المحكمة العليا في سنغافورة',
    spoken: 'الهوكيينية',
    cantonese: 'الكانتونية',
  },
];

const catalogueOf = (urlLocale: string): Record<string, Record<string, string>> =>
  JSON.parse(fs.readFileSync(`messages/${urlLocale}.json`, 'utf8'));

for (const language of languages) {
  test(`a lawyer's credentials and the language filter in ${language.urlLocale}`, async ({ page }) => {
    const t = catalogueOf(language.urlLocale).People;
    await page.goto(`${language.prefix}/people`);
    await expect(page.locator('html')).toHaveAttribute('dir', language.dir);
    const select = page.locator('select[name="languageId"]');
    await expect(select.locator('option').first()).toHaveText(t.allLanguages);
    await expect(page.getByLabel(t.filterLanguage)).toHaveCount(1);
    const cantonese = (await select.locator('option', { hasText: language.cantonese }).getAttribute('value'))!;
    await page.goto(`${language.prefix}/people?languageId=${cantonese}`);
    await expect(select).toHaveValue(cantonese);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: `test-results/screens/people-${language.urlLocale}-${width}.png` });
    }

    // The demo's managing partner is written in every language.
    await page.goto(`${language.prefix}/people`);
    await page.getByTestId('lawyer-card').first().getByRole('link').first().click();
    const admissions = page.getByTestId('lawyer-admissions');
    await expect(admissions.getByRole('heading', { level: 2 })).toHaveText(t.admissions);
    await expect(admissions.getByRole('listitem').first()).toContainText(language.admission);
    await expect(page.getByTestId('lawyer-education').getByRole('heading', { level: 2 })).toHaveText(t.education);
    await expect(page.getByTestId('lawyer-languages')).toContainText(language.spoken);
    // Years sit at the line's end in the reading direction: after the text on the right in Arabic.
    const text = (await admissions.getByRole('listitem').first().locator('span').first().boundingBox())!;
    const year = (await admissions.getByRole('listitem').first().getByText('1998').boundingBox())!;
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
  await page.goto('/people?keyword=Marcus');
  const href = (await page.getByTestId('lawyer-card').first().getByRole('link').first().getAttribute('href'))!;
  const editor = `/admin/people/edit/${href.match(/(\d+)$/)![1]}?lang=en_US`;
  await signIn(page, editor);
  // The demo has every profile in every language: take his Traditional Chinese one away first.
  const headers = { Authorization: await tokenOf(page) };
  const found = await page.request.get('/api/user/lawyerTeam?keyword=Marcus&lang=zh_HK');
  const [traditional] = (await found.json()).result as { id: number }[];
  expect((await page.request.delete(`/api/admin/lawyerTeam/${traditional.id}`, { headers })).status()).toBe(200);
  await page.goto(editor);
  await page.getByRole('tab', { name: /zh_HK/ }).click();
  const panel = page.getByRole('tabpanel', { name: /zh_HK/ });
  await panel.getByRole('button', { name: '添加繁体中文版本' }).click();
  // The same job title and languages, from the Traditional Chinese lists.
  await expect(panel.getByRole('button', { name: '移除 合夥人' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '移除 英語' })).toBeVisible();
  await expect(panel.getByRole('button', { name: '移除 普通話' })).toBeVisible();
  // Admissions to translate, with their years; education's years alone.
  await expect(panel.getByRole('textbox', { name: /^执业资格（/ })).toHaveValue('Advocate & Solicitor, Supreme Court of Singapore');
  await expect(panel.getByRole('spinbutton', { name: '取得年份' })).toHaveValue('2017');
  await expect(panel.getByRole('textbox', { name: '院校' })).toHaveValue('');
  await expect(panel.getByRole('spinbutton', { name: '毕业年份' })).toHaveValue('2016');
});
