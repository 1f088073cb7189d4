import { expect, test, type Page } from '@playwright/test';
import { signIn, tinyPng, tokenOf } from './admin-helpers';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A language's tab panel, found by the language's code (its name follows the back office's language). */
const codes = { English: 'en_US', 中文: 'zh_CN' } as const;
const panel = (page: Page, lang: keyof typeof codes) => page.getByRole('tabpanel', { name: new RegExp(codes[lang]) });

/** Reads an admin call's result with the page's token. */
async function adminGet<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(`/api${path}`, { headers: { Authorization: await tokenOf(page) } });
  expect(response.ok()).toBe(true);
  return (await response.json()).result as T;
}

async function adminPost(page: Page, path: string, body: unknown) {
  const response = await page.request.post(`/api${path}`, { headers: { Authorization: await tokenOf(page) }, data: body });
  expect(response.ok(), await response.text()).toBe(true);
}

test('edit the site configuration in both languages and see it on About', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, '/admin/site/config');
  await expect(page.getByRole('heading', { level: 1, name: '站点配置' })).toBeVisible();
  const original = await adminGet<unknown[]>(page, '/admin/portal-config');
  try {
    const en = panel(page, 'English');
    await expect(en.getByLabel('律所名称')).not.toHaveValue('');

    // The shared schema refuses an empty firm name, in Chinese.
    const name = await en.getByLabel('律所名称').inputValue();
    await en.getByLabel('律所名称').fill('');
    await page.getByRole('button', { name: '保存所有语言版本' }).first().click();
    await expect(en.getByRole('alert')).toHaveText('此项为必填项');
    await en.getByLabel('律所名称').fill(name);

    // Counts: a new number shown, another hidden.
    await en.getByLabel('律师人数', { exact: true }).fill('123');
    const lawyersShown = en.getByRole('switch', { name: '律师人数 显示' });
    if ((await lawyersShown.getAttribute('aria-checked')) !== 'true') await lawyersShown.click();
    const peopleShown = en.getByRole('switch', { name: '总人数 显示' });
    if ((await peopleShown.getAttribute('aria-checked')) === 'true') await peopleShown.click();
    await expect(peopleShown).toHaveAttribute('aria-checked', 'false');

    // Our edge: add an entry and move it up one place.
    const edges = en.getByRole('list', { name: '优势' }).getByRole('listitem');
    const before = await edges.count();
    expect(before).toBeGreaterThan(1);
    const lastTitle = await edges
      .nth(before - 1)
      .getByLabel('标题')
      .inputValue();
    await en.getByRole('button', { name: '添加优势' }).click();
    await expect(edges).toHaveCount(before + 1);
    await edges.nth(before).getByLabel('标题').fill(`Edge ${stamp}`);
    await edges.nth(before).getByLabel('内容').fill('Tested in a real browser.');
    await en.getByRole('button', { name: `上移: 优势 ${before + 1}` }).click();
    await expect(edges.nth(before - 1).getByLabel('标题')).toHaveValue(`Edge ${stamp}`);

    // Office environment: add a picture with an upload, then remove it again after confirming.
    const places = en.getByRole('list', { name: '办公环境图片' }).getByRole('listitem');
    const placeCount = await places.count();
    await en.getByRole('button', { name: '添加图片' }).click();
    await places.nth(placeCount).getByLabel('图片', { exact: true }).setInputFiles(tinyPng);
    await expect(places.nth(placeCount).getByTestId('image-upload-preview')).toBeVisible();
    await en.getByRole('button', { name: `移除: 办公环境图片 ${placeCount + 1}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '移除' }).click();
    await expect(places).toHaveCount(placeCount);

    // The Chinese version, saved together with the English one.
    await page.getByRole('tab', { name: /中文/ }).click();
    const zh = panel(page, '中文');
    await zh.getByLabel('律师人数', { exact: true }).fill('321');
    await zh.getByRole('button', { name: '添加优势' }).click();
    await zh.getByRole('list', { name: '优势' }).getByRole('listitem').last().getByLabel('标题').fill(`优势 ${stamp}`);
    await page.screenshot({ path: 'test-results/admin-site-config.png', fullPage: true });

    await page.getByRole('button', { name: '保存所有语言版本' }).first().click();
    await expect(toast(page, '站点配置已保存')).toBeVisible();

    await page.goto('/about');
    await expect(page.getByTestId('count-lawyers')).toContainText('123');
    await expect(page.getByTestId('count-total-people')).toHaveCount(0);
    const edge = page.getByTestId('about-edge');
    await expect(edge).toContainText(`Edge ${stamp}`);
    const edgeTitles = await edge.locator('h3').allTextContents();
    expect(edgeTitles.indexOf(`Edge ${stamp}`)).toBe(edgeTitles.indexOf(lastTitle) - 1);

    await page.goto('/zh/about');
    await expect(page.getByTestId('count-lawyers')).toContainText('321');
    await expect(page.getByTestId('about-edge')).toContainText(`优势 ${stamp}`);
  } finally {
    await adminPost(page, '/admin/portal-config', original);
  }
});

test('edit the privacy policy in the rich-text editor and see it on the public page', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, '/admin/site/config');
  const original = (await adminGet<{ name: string; lang: string; title: string; content: string }[]>(page, '/admin/legal-document')).filter(
    (doc) => doc.name === 'privacy',
  );
  try {
    await page.getByRole('tab', { name: '隐私政策' }).click();
    const en = panel(page, 'English');
    await en.getByLabel('标题', { exact: true }).fill(`Privacy Policy ${stamp}`);
    const editor = en.getByRole('textbox', { name: '隐私政策 英文' });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await en.getByRole('button', { name: '加粗' }).click();
    await page.keyboard.type(`Reviewed ${stamp}`);
    await page.getByRole('button', { name: '更新英文线上页面' }).click();
    await expect(toast(page, '已发布')).toBeVisible();

    await page.goto('/docs/privacy');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`Privacy Policy ${stamp}`);
    await expect(page.getByTestId('legal-document').locator('strong')).toContainText(`Reviewed ${stamp}`);
  } finally {
    // Put the words back as they were, whatever version the save above made.
    await adminPost(
      page,
      '/admin/legal-document',
      original.map(({ name, lang, title, content }) => ({ name, lang, title, content })),
    );
  }
});

test('banners per language: create with an image in a dialog, pin, edit, delete', async ({ page }) => {
  const stamp = Date.now().toString(36);
  await signIn(page, '/admin/banner/list');
  const en = panel(page, 'English');
  await en.getByRole('button', { name: '新建横幅' }).click();
  const dialog = page.getByRole('dialog', { name: /新建横幅/ });
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('此项为必填项');
  await dialog.getByLabel('图片', { exact: true }).setInputFiles(tinyPng);
  await expect(dialog.getByTestId('image-upload-preview')).toBeVisible();
  await dialog.getByLabel('标题', { exact: true }).fill(`Banner ${stamp}`);
  await dialog.getByLabel('副标题').fill('Subtitle');
  await dialog.getByLabel('链接').fill('not a link');
  await dialog.getByRole('button', { name: '保存' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel('链接').fill('/news');
  await dialog.getByRole('button', { name: '发布英文版本', exact: true }).click();
  await expect(toast(page, '已发布')).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = en.getByRole('row').filter({ hasText: `Banner ${stamp}` });
  await row.getByRole('button', { name: '置顶', exact: true }).click();
  await expect(toast(page, '已置顶')).toBeVisible();
  // Pinned banners come first.
  await expect(en.locator('tbody tr').first()).toContainText(`Banner ${stamp}`);
  await page.goto('/home');
  await expect(page.getByText(`Banner ${stamp}`).first()).toBeAttached();

  await page.goto('/admin/banner/list');
  await row.getByRole('button', { name: '编辑' }).click();
  const edit = page.getByRole('dialog', { name: /编辑横幅/ });
  await expect(edit.getByLabel('标题', { exact: true })).toHaveValue(`Banner ${stamp}`);
  await edit.getByLabel('副标题').fill('Changed subtitle');
  // Closing a changed dialog asks first.
  await edit.getByRole('button', { name: '取消' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '留在此页' }).click();
  await edit.getByRole('button', { name: '保存' }).click();
  await expect(row).toContainText('Changed subtitle');

  await row.getByRole('button', { name: '删除' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
  await expect(row).toHaveCount(0);
  // The Chinese banners are apart.
  await page.getByRole('tab', { name: /中文/ }).click();
  await expect(panel(page, '中文').locator('tbody tr').first()).toBeVisible();
});

test('contact messages arrive newest first with their delivery state and can be marked handled', async ({ page }) => {
  const stamp = Date.now().toString(36);
  const sent = await page.request.post('/api/admin/send-email', {
    data: {
      name: `Visitor ${stamp}`,
      email: `visitor.${stamp}@example.com`,
      phone: '+65 1234 5678',
      content: `Please call me back. ${stamp}`,
    },
  });
  expect(sent.ok(), await sent.text()).toBe(true);
  await signIn(page, '/admin/messages');
  const first = page.locator('tbody tr').first();
  await expect(first).toContainText(`Visitor ${stamp}`);
  await expect(first).toContainText(`Please call me back. ${stamp}`);
  await expect(first).toContainText('未处理');
  await expect(first.getByText(/发送中|已发送|发送失败|未配置邮件/)).toBeVisible();
  await first.getByRole('button', { name: '标记为已处理' }).click();
  await expect(toast(page, '已标记为已处理')).toBeVisible();
  await expect(first.getByRole('button', { name: '标记为未处理' })).toBeVisible();
  await page.getByLabel('处理状态').selectOption('0');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(page.locator('tbody')).not.toContainText(`Visitor ${stamp}`);
});
