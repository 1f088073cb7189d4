import { expect, test } from '../fixtures';
import { signIn } from '../admin-helpers';
import { expectNoAxeViolations } from '../axe';
import { firstThat, publishedLawyers } from '../demo-content';
import { admin, exactly, startingWith } from '../words';

/**
 * Staff see and keep a job title's feminine form (Arabic شريكة) beside its name, and a lawyer's
 * choice to be named by it, once for every language.
 */
test('the feminine form of a job title, and the lawyer who takes it, in the back office', async ({ page }) => {
  const t = admin.zh;
  const response = await page.request.get('/api/user/job?lang=ar_AE');
  const titles = (await response.json()).result as { name: string; feminineName: string | null }[];
  // An Arabic job title said otherwise of a woman (شريك, شريكة).
  const title = firstThat(titles, 'Arabic job title with a feminine form', (job) => Boolean(job.feminineName));
  await signIn(page, '/admin/jobs');
  const jobs = page.getByRole('tabpanel', { name: /ar_AE/ }).first();
  await page.getByRole('tab', { name: /ar_AE/ }).first().click();
  const partner = jobs
    .getByRole('listitem')
    .filter({ hasText: startingWith(title.name) })
    .first();
  await expect(partner).toContainText(title.feminineName!);
  await partner.getByRole('button', { name: exactly(`${t.jobs.edit} ${title.name}`) }).click();
  const dialog = page.getByRole('dialog', { name: t.jobs.edit });
  await expect(dialog.getByLabel(t.jobs.feminineName)).toHaveValue(title.feminineName!);
  await expectNoAxeViolations(page);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `test-results/screens/job-feminine-${width}.png` });
  }
  await dialog.getByRole('button', { name: t.common.cancel }).click();

  await page.setViewportSize({ width: 1280, height: 900 });
  // A lawyer named by the feminine forms.
  const lawyer = firstThat(
    await publishedLawyers(page.request, 'en_US'),
    'lawyer named by feminine titles',
    (one) => one.feminineTitles === 1,
  );
  await page.goto(`/admin/people/edit/${lawyer.id}?lang=ar_AE`);
  const feminine = page.getByRole('checkbox', { name: new RegExp(t.people.feminineTitles) });
  await expect(feminine).toBeChecked();
  await feminine.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/screens/people-feminine-1280.png' });
});
