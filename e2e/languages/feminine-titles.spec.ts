import { expect, test } from '@playwright/test';
import { signIn } from '../admin-helpers';
import { expectNoAxeViolations } from '../axe';

/**
 * Staff see and keep a job title's feminine form (Arabic شريكة) beside its name, and a lawyer's
 * choice to be named by it, once for every language.
 */
test('the feminine form of a job title, and the lawyer who takes it, in the back office', async ({ page }) => {
  await signIn(page, '/admin/jobs');
  const jobs = page.getByRole('tabpanel', { name: /ar_AE/ }).first();
  await page.getByRole('tab', { name: /ar_AE/ }).first().click();
  const partner = jobs.getByRole('listitem').filter({ hasText: /^شريك/ }).first();
  await expect(partner).toContainText('شريكة');
  await partner.getByRole('button', { name: /^编辑 شريك$/ }).click();
  const dialog = page.getByRole('dialog', { name: '编辑' });
  await expect(dialog.getByLabel('女性称谓')).toHaveValue('شريكة');
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `test-results/screens/job-feminine-${width}.png` });
  }
  await dialog.getByRole('button', { name: '取消' }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  const response = await page.request.get('/api/user/lawyerTeam?keyword=Priya&pageSize=1', { headers: { lang: 'en_US' } });
  const [priya] = (await response.json()).result;
  await page.goto(`/admin/people/edit/${priya.id}?lang=ar_AE`);
  const feminine = page.getByRole('checkbox', { name: /使用女性称谓/ });
  await expect(feminine).toBeChecked();
  await feminine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/people-feminine-1280.png' });
});
