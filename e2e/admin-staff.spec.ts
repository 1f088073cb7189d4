import { expect, test, type Page } from '@playwright/test';
import { signIn, tokenOf } from './admin-helpers';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Fills the login form and submits it; the caller checks the outcome. */
async function submitLogin(page: Page, account: string, password: string, redirect = '/admin/articles/news/list') {
  await page.goto(`/admin-login?redirect=${encodeURIComponent(redirect)}`);
  await page.getByLabel('账号', { exact: true }).fill(account);
  await page.getByLabel('密码', { exact: true }).fill(password);
  await page.getByRole('button', { name: '登录' }).click();
}

async function signOut(page: Page) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '退出登录' }).click();
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
  await expect(page.getByRole('heading', { level: 1, name: '员工账号' })).toBeVisible();
  await page.getByRole('button', { name: '新建账号' }).click();
  const dialog = page.getByRole('dialog', { name: '新建账号' });
  await dialog.getByLabel('登录账号').fill(account);
  await dialog.getByLabel('姓名').fill(name);
  await dialog.getByLabel('初始密码').fill('short');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('初始密码').fill('editor-password-1');
  await dialog.getByLabel('角色').selectOption({ label: '编辑' });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '账号已创建')).toBeVisible();

  const row = page.locator('tbody tr').filter({ hasText: account });
  await expect(row).toContainText(name);
  await expect(row).toContainText('编辑');
  await expect(row).toContainText('正常');

  // Disable, then enable again, each after confirming.
  await row.getByRole('button', { name: '停用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '停用' }).click();
  await expect(row).toContainText('已停用');
  await row.getByRole('button', { name: '启用' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '启用' }).click();
  await expect(row).toContainText('正常');

  // Reset the password.
  await row.getByRole('button', { name: '重置密码' }).click();
  const reset = page.getByRole('dialog', { name: `重置 ${name} 的密码` });
  await reset.getByLabel('新密码').fill('editor-password-2');
  await reset.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '密码已重置')).toBeVisible();
  await page.screenshot({ path: 'test-results/admin-staff.png', fullPage: true });
  await signOut(page);

  // The password before the reset no longer works; the new one does.
  await submitLogin(page, account, 'editor-password-1');
  await expect(page.getByTestId('login-notice')).toHaveText('账号或密码错误');
  await submitLogin(page, account, 'editor-password-2');
  await page.waitForURL('**/admin/articles/news/list');
  await expect(page.getByTestId('user-menu')).toContainText(name);

  // An editor does not see staff accounts in the navigation, and the server refuses them.
  const nav = page.getByRole('navigation', { name: '主导航' });
  await expect(nav.getByRole('link', { name: '专业人员' })).toBeVisible();
  await expect(nav.getByRole('link', { name: '员工账号' })).toHaveCount(0);
  await page.goto('/admin/staff');
  const refusal = page.getByRole('alert').filter({ hasText: '无权访问' });
  await expect(refusal).toContainText('403');
  await expect(refusal).toContainText('只有管理员可以管理员工账号');
  await expect(page.locator('tbody')).toHaveCount(0);
  const direct = await page.request.get('/api/admin/staff', { headers: { Authorization: await tokenOf(page) } });
  expect(direct.status()).toBe(403);
  await page.screenshot({ path: 'test-results/admin-staff-editor-refused.png' });

  // Content screens work for an editor: add and delete a job title.
  await nav.getByRole('link', { name: '职位、办公室与语言' }).click();
  await page.waitForURL('**/admin/jobs');
  const jobs = page.getByRole('tabpanel', { name: /en_US/ }).first();
  await jobs.getByRole('textbox', { name: '新增职位' }).fill(`Trainee ${stamp}`);
  await jobs.getByRole('button', { name: '新增职位' }).click();
  await expect(toast(page, '已添加')).toBeVisible();
  const job = jobs.getByRole('listitem').filter({ hasText: `Trainee ${stamp}` });
  await expect(job).toBeVisible();
  await job.getByRole('button', { name: `编辑 Trainee ${stamp}` }).click();
  const rename = page.getByRole('dialog', { name: '编辑' });
  // English says a title the same of a woman: the feminine form stays empty.
  await expect(rename.getByLabel('女性称谓')).toHaveValue('');
  await rename.getByLabel('名称').fill(`Pupil ${stamp}`);
  await rename.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '已保存')).toBeVisible();
  await expect(job).toHaveCount(0);
  const renamed = jobs.getByRole('listitem').filter({ hasText: `Pupil ${stamp}` });
  await expect(renamed).toBeVisible();
  await renamed.getByRole('button', { name: `删除 Pupil ${stamp}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(renamed).toHaveCount(0);
  await page.goto('/admin/people/list');
  await expect(page.locator('tbody tr').first()).toBeVisible();

  // The editor changes their own password in the shell's dialog; the old one is refused afterwards.
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: '修改密码' }).click();
  const change = page.getByRole('dialog', { name: '修改密码' });
  await change.getByLabel('当前密码').fill('editor-password-2');
  await change.getByLabel('新密码', { exact: true }).fill('editor-password-3');
  await change.getByLabel('确认新密码').fill('editor-password-3');
  await change.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '密码已修改')).toBeVisible();
  await signOut(page);

  await submitLogin(page, account, 'editor-password-2');
  await expect(page.getByTestId('login-notice')).toHaveText('账号或密码错误');
  await expect(page).toHaveURL(/\/admin-login/);
  await submitLogin(page, account, 'editor-password-3');
  await page.waitForURL('**/admin/articles/news/list');
  await expect(page.getByTestId('user-menu')).toContainText(name);
});
