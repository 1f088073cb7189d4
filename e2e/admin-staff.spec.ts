import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, tokenOf } from './admin-helpers';
import { admin, apiMessage, fill } from './words';

const zh = admin.zh;
const t = zh.staff;

const refused = apiMessage('Incorrect account or password', 'zh');
const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Fills the login form and submits it; the caller checks the outcome. */
async function submitLogin(page: Page, account: string, password: string, redirect = '/admin/articles/news/list') {
  await page.goto(`/admin-login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel(zh.shell.loginAccount, { exact: true }).fill(account);
  await page.getByLabel(zh.shell.password, { exact: true }).fill(password);
  await page.getByRole('button', { name: zh.shell.signIn }).click();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: zh.shell.signOut }).click();
  await page.waitForURL('**/admin-login**');
}

test('an administrator manages staff accounts; an editor manages content but is refused staff accounts; changing the password retires the old one', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const account = `editor.${stamp}`;
  const name = `Editor ${stamp}`;

  // The administrator creates an editor.
  await signIn(page, '/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  await page.getByRole('button', { name: t.create }).click();
  const dialog = page.getByRole('dialog', { name: t.createTitle });
  await dialog.getByLabel(t.loginAccount).fill(account);
  await dialog.getByLabel(t.userName).fill(name);
  await dialog.getByLabel(t.password).fill('short');
  await dialog.getByRole('button', { name: zh.common.save }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel(t.password).fill('editor-password-1');
  await dialog.getByLabel(t.role).selectOption({ label: t.role_editor });
  await dialog.getByRole('button', { name: zh.common.save }).click();
  await expect(toast(page, t.created)).toBeVisible();

  const row = page.locator('tbody tr').filter({ hasText: account });
  await expect(row).toContainText(name);
  await expect(row).toContainText(t.role_editor);
  await expect(row).toContainText(t.enabled);

  // Disable, then enable again, each after confirming.
  await row.getByRole('button', { name: t.disable }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.disable }).click();
  await expect(row).toContainText(t.disabled);
  await row.getByRole('button', { name: t.enable }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: t.enable }).click();
  await expect(row).toContainText(t.enabled);

  // Reset the password.
  await row.getByRole('button', { name: t.resetPassword }).click();
  const reset = page.getByRole('dialog', { name: fill(t.resetTitle, { name }) });
  await reset.getByLabel(t.newPassword).fill('editor-password-2');
  await reset.getByRole('button', { name: zh.common.save }).click();
  await expect(toast(page, t.passwordReset)).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-staff.png', fullPage: true });
  await signOut(page);

  // The password before the reset no longer works; the new one does.
  await submitLogin(page, account, 'editor-password-1');
  await expect(page.getByTestId('login-notice')).toHaveText(refused);
  await submitLogin(page, account, 'editor-password-2');
  await page.waitForURL('**/admin/articles/news/list');
  await expect(page.getByTestId('user-menu')).toContainText(name);

  // An editor does not see staff accounts in the navigation, and the server refuses them.
  const nav = page.getByRole('navigation', { name: zh.shell.navigation });
  await expect(nav.getByRole('link', { name: zh.shell.people })).toBeVisible();
  await expect(nav.getByRole('link', { name: zh.shell.staff })).toHaveCount(0);
  await page.goto('/admin/staff');
  const refusal = page.getByRole('alert').filter({ hasText: t.forbiddenTitle });
  await expect(refusal).toContainText('403');
  await expect(refusal).toContainText(apiMessage('Only an administrator can manage staff accounts', 'zh'));
  await expect(page.locator('tbody')).toHaveCount(0);
  const direct = await page.request.get('/api/admin/staff', { headers: { Authorization: await tokenOf(page) } });
  expect(direct.status()).toBe(403);
  await page.screenshot({ path: 'test-results/admin-staff-editor-refused.png' });

  // Content screens work for an editor: add and delete a job title.
  const j = zh.jobs;
  await nav.getByRole('link', { name: zh.shell.jobsOffices }).click();
  await page.waitForURL('**/admin/jobs');
  const jobs = page.getByRole('tabpanel', { name: /en_US/ }).first();
  await jobs.getByRole('textbox', { name: j.addJob }).fill(`Trainee ${stamp}`);
  await jobs.getByRole('button', { name: j.addJob }).click();
  await expect(toast(page, j.created)).toBeVisible();
  const job = jobs.getByRole('listitem').filter({ hasText: `Trainee ${stamp}` });
  await expect(job).toBeVisible();
  await job.getByRole('button', { name: `${j.edit} Trainee ${stamp}` }).click();
  const rename = page.getByRole('dialog', { name: j.edit });
  // English says a title the same of a woman: the feminine form stays empty.
  await expect(rename.getByLabel(j.feminineName)).toHaveValue('');
  await rename.getByLabel(j.name).fill(`Pupil ${stamp}`);
  await rename.getByRole('button', { name: zh.common.save }).click();
  await expect(toast(page, j.saved)).toBeVisible();
  await expect(job).toHaveCount(0);
  const renamed = jobs.getByRole('listitem').filter({ hasText: `Pupil ${stamp}` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `${zh.common.delete} Pupil ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: zh.common.delete }).click();
  await expect(renamed).toHaveCount(0);
  await page.goto('/admin/people/list');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // The editor changes their own password in the shell's dialog; the old one is refused afterwards.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: zh.shell.changePassword }).click();
  const change = page.getByRole('dialog', { name: zh.shell.changePassword });
  await change.getByLabel(zh.shell.oldPassword).fill('editor-password-2');
  await change.getByLabel(zh.shell.newPassword, { exact: true }).fill('editor-password-3');
  await change.getByLabel(zh.shell.confirmPassword).fill('editor-password-3');
  await change.getByRole('button', { name: zh.common.save }).click();
  await expect(toast(page, zh.shell.passwordChanged)).toBeVisible();
  await signOut(page);

  await submitLogin(page, account, 'editor-password-2');
  await expect(page.getByTestId('login-notice')).toHaveText(refused);
  await expect(page).toHaveURL(/\/admin-login/);
  await submitLogin(page, account, 'editor-password-3');
  await page.waitForURL('**/admin/articles/news/list');
  await expect(page.getByTestId('user-menu')).toContainText(name);
});
