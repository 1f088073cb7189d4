import { expect, test, type Locator, type Page } from '@playwright/test';
import { dragOnto, signIn, tinyPng, tokenOf } from './admin-helpers';

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A language's tab panel, found by the language's code (its name follows the back office's language). */
const codes = { English: 'en_US', 中文: 'zh_CN' } as const;
const panel = (page: Page, lang: keyof typeof codes) => page.getByRole('tabpanel', { name: new RegExp(codes[lang]) });

/** Opens a multi-select by its label and chooses the given options (by position when numbers). */
async function choose(page: Page, scope: Locator, label: string, picks: number[]): Promise<string[]> {
  await scope.getByRole('button', { name: label, exact: true }).click();
  const options = page.getByRole('listbox', { name: new RegExp(label) }).getByRole('option');
  await expect(options.first()).toBeVisible();
  const names: string[] = [];
  for (const index of picks) {
    const option = options.nth(index);
    names.push((await option.textContent())!.trim());
    await option.click();
    await expect(option).toHaveAttribute('aria-selected', 'true');
  }
  await page.keyboard.press('Escape');
  return names;
}

test('add a lawyer in both languages with two practice areas, find, pin and edit them, see them on the public People page, delete them', async ({
  page,
}) => {
  const stamp = `E2E${Date.now().toString(36)}`;
  const english = `Evelyn Tan ${stamp}`;
  const chinese = `陈怡文 ${stamp}`;

  await signIn(page, '/admin/people/list');
  await expect(page.getByRole('heading', { level: 1, name: '专业人员' })).toBeVisible();
  await page.getByRole('button', { name: '新增律师' }).click();
  await page.waitForURL('**/admin/people/add');

  // Person: photo, telephone, e-mail (once for both versions).
  await page.getByLabel('照片', { exact: true }).setInputFiles(tinyPng);
  await expect(page.getByTestId('image-upload-preview')).toBeVisible();
  await page.getByLabel('电话').fill('+65 6800 1999');
  await page.getByLabel('邮箱').fill(`evelyn.${stamp.toLowerCase()}@example.com`);

  // A new lawyer starts in English alone; saving with an empty name is refused by the shared schema, in Chinese.
  const en = panel(page, 'English');
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(en.getByRole('alert')).toHaveText('此项为必填项');
  await en.getByLabel('姓名').fill(english);
  await choose(page, en, '职位', [1]);
  const enAreas = await choose(page, en, '专业领域', [0, 2]);
  await en.getByLabel('办公室').selectOption('Singapore');
  await en.getByRole('textbox', { name: '个人简介 英文' }).fill(`Evelyn advises on cross-border deals. ${stamp}`);
  await en.getByRole('button', { name: '添加内容板块' }).click();
  await en.getByLabel('板块标题').fill('Education');

  // The Chinese version is added from its tab, with the English one's sections to title.
  await page.getByRole('tab', { name: /中文/ }).click();
  const zh = panel(page, '中文');
  await zh.getByRole('button', { name: '添加简体中文版本' }).click();
  await expect(zh.getByLabel('板块标题')).toHaveValue('');
  // It has the English version's practice areas already, in Chinese.
  await zh.getByRole('button', { name: '专业领域', exact: true }).click();
  const zhChosen = page.getByRole('listbox', { name: /专业领域/ }).getByRole('option', { selected: true });
  await expect(zhChosen).toHaveCount(2);
  const zhAreas = (await zhChosen.allTextContents()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  await zh.getByLabel('板块标题').fill('教育背景');
  await zh.getByLabel('姓名').fill(chinese);
  // And its job title, the one at the same place in the Chinese list.
  await zh.getByRole('button', { name: '职位', exact: true }).click();
  await expect(page.getByRole('listbox', { name: /职位/ }).getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('listbox', { name: /职位/ }).getByRole('option', { selected: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await zh.getByLabel('办公室').selectOption('新加坡');
  await zh.getByRole('textbox', { name: '个人简介 简体中文' }).fill(`陈怡文擅长跨境交易。${stamp}`);

  // Publishing acts on the tab shown (Chinese); the English version is saved beside it as a draft, then published.
  await page.getByRole('button', { name: '发布简体中文版本', exact: true }).click();
  await expect(toast(page, '已发布')).toBeVisible();
  // Saving stays in the editor, now the lawyer's own.
  await page.waitForURL(/\/admin\/people\/edit\/\d+/);
  await expect(panel(page, 'English').getByLabel('姓名')).toHaveValue(english);
  await page.getByRole('tab', { name: /en_US/ }).click();
  await page.getByRole('button', { name: '发布英文版本', exact: true }).click();
  await expect(panel(page, 'English').getByText('已发布', { exact: true })).toBeVisible();
  await page.goto('/admin/people/list');

  // Both versions are found by name, with their practice areas.
  await page.getByLabel('姓名').fill(stamp);
  await page.getByRole('button', { name: '查询' }).click();
  const rows = page.getByRole('table', { name: '专业人员' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const enRow = rows.filter({ hasText: english });
  const zhRow = rows.filter({ hasText: chinese });
  for (const area of enAreas) await expect(enRow).toContainText(area);
  for (const area of zhAreas) await expect(zhRow).toContainText(area);
  await expect(enRow).toContainText('Singapore');

  // The office filter narrows the list.
  await page.getByLabel('办公室').selectOption('新加坡');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(chinese);
  await page.getByLabel('办公室').selectOption('');
  await page.getByRole('button', { name: '查询' }).click();
  await expect(rows).toHaveCount(2);

  // Pin the lawyer, so they lead the public lists: the pin is the group's, both versions take it.
  await enRow.getByRole('button', { name: '置顶', exact: true }).click();
  for (const row of [enRow, zhRow]) await expect(row.getByRole('button', { name: '取消置顶' })).toBeVisible();

  // The public People page lists the lawyer under each of the two practice areas, in both languages.
  const token = await tokenOf(page);
  const areaIds = async (lang: string, names: string[]) => {
    const response = await page.request.get(`/api/admin/professionalField/lang/list?lang=${lang}`, { headers: { Authorization: token } });
    const areas = (await response.json()).result as { id: number; name: string }[];
    return names.map((name) => areas.find((area) => area.name === name)!.id);
  };
  for (const [prefix, lang, names, name] of [
    ['', 'en_US', enAreas, english],
    ['/zh', 'zh_CN', zhAreas, chinese],
  ] as const) {
    for (const id of await areaIds(lang, [...names])) {
      await page.goto(`${prefix}/people?practiceAreaId=${id}`);
      await expect(page.getByTestId('lawyer-card').filter({ hasText: name })).toBeVisible();
    }
  }
  await page.screenshot({ path: 'test-results/admin-people-public.png', fullPage: false });

  // Edit: both versions open together; sections can be added and reordered.
  await page.goto(`/admin/people/list?name=${stamp}`);
  await page.getByRole('link', { name: `编辑 ${english}` }).click();
  await page.waitForURL(/\/admin\/people\/edit\/\d+/);
  await expect(panel(page, 'English').getByLabel('姓名')).toHaveValue(english);
  await page.getByRole('tab', { name: /中文/ }).click();
  await expect(panel(page, '中文').getByLabel('姓名')).toHaveValue(chinese);
  await page.getByRole('tab', { name: /en_US/ }).click();
  const enEdit = panel(page, 'English');
  await expect(enEdit.getByLabel('板块标题')).toHaveValue('Education');
  await enEdit.getByRole('button', { name: '添加内容板块' }).click();
  await enEdit.getByLabel('板块标题').nth(1).fill('Admissions');
  await enEdit.getByRole('button', { name: '上移: 内容板块 英文 2' }).click();
  await expect(enEdit.getByLabel('板块标题').nth(0)).toHaveValue('Admissions');
  await page.getByLabel('电话').fill('+65 6800 2000');

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '专业人员' }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText('离开此页面？');
  await leave.getByRole('button', { name: '留在此页' }).click();
  await expect(page).toHaveURL(/\/admin\/people\/edit\//);
  await page.screenshot({ path: 'test-results/admin-people-edit.png', fullPage: true });

  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '律师资料已保存')).toBeVisible();

  await page.goto(`/admin/people/list?name=${stamp}`);
  await page.getByRole('link', { name: `编辑 ${english}` }).click();
  await expect(panel(page, 'English').getByLabel('板块标题')).toHaveCount(2);
  await expect(panel(page, 'English').getByLabel('板块标题').nth(0)).toHaveValue('Admissions');
  await expect(page.getByLabel('电话')).toHaveValue('+65 6800 2000');

  // Delete both versions, each after confirming.
  await page.goto(`/admin/people/list?name=${stamp}`);
  await expect(rows).toHaveCount(2);
  for (const name of [english, chinese]) {
    await page.getByRole('button', { name: `删除 ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('确认删除');
    await dialog.getByRole('button', { name: '删除' }).click();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  }
  await expect(page.getByText('没有找到律师')).toBeVisible();
});

test('the list shows the lawyers of both languages with paging', async ({ page }) => {
  await signIn(page, '/admin/people/list');
  const rows = page.getByRole('table', { name: '专业人员' }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const response = await page.request.get('/api/admin/lawyerTeam?pageSize=1', { headers: { Authorization: await tokenOf(page) } });
  const total = (await response.json()).pageable.totalCount as number;
  expect(total).toBeGreaterThan(20);
  await expect(page.getByRole('navigation', { name: '分页' })).toContainText(`共 ${total} 条`);
  // Both languages' versions are listed.
  await expect(rows.filter({ hasText: '英文' }).first()).toBeVisible();
  await expect(rows.filter({ hasText: '中文' }).first()).toBeVisible();
  await page.getByRole('button', { name: '第 2 页' }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(rows).toHaveCount(10);
  await page.screenshot({ path: 'test-results/admin-people-list.png', fullPage: true });
});

test('practice areas: reorder by dragging; add one in both languages with an icon from the library; delete it', async ({ page }) => {
  const stamp = `E2E${Date.now().toString(36)}`;
  await signIn(page, '/admin/expertise/list');
  await expect(page.getByRole('heading', { level: 1, name: '专业领域' })).toBeVisible();
  const en = panel(page, 'English');
  const items = en.getByRole('treeitem');
  await expect(items.first()).toBeVisible();
  const names = async () => (await items.locator('span.font-medium').allTextContents()).map((name) => name.trim());
  const [first, second] = await names();

  // Drag the second area onto the first: it takes the first place, also after a reload.
  await dragOnto(page, items.nth(1).getByTestId('drag-handle'), items.nth(0).getByTestId('drag-handle'));
  await expect(toast(page, '顺序已更新')).toBeVisible();
  await page.reload();
  await expect(items.first()).toContainText(second);
  expect((await names()).slice(0, 2)).toEqual([second, first]);
  // And back again.
  await dragOnto(page, items.nth(1).getByTestId('drag-handle'), items.nth(0).getByTestId('drag-handle'));
  await expect(items.first()).toContainText(first);

  await page.getByRole('button', { name: '新增专业领域' }).click();
  await page.waitForURL('**/admin/expertise/add');
  await panel(page, 'English').getByLabel('名称').fill(`Space Law ${stamp}`);
  await panel(page, 'English').getByRole('textbox', { name: '介绍 英文' }).fill('Satellites and launches.');
  await page.getByRole('tab', { name: /中文/ }).click();
  await panel(page, '中文').getByRole('button', { name: '添加简体中文版本' }).click();
  await panel(page, '中文').getByLabel('名称').fill(`太空法 ${stamp}`);
  await page.getByLabel('上传图标').setInputFiles(tinyPng);
  await expect(toast(page, '图标已加入图标库')).toBeVisible();
  await expect(page.getByTestId('chosen-icon')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: '图标库' }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: '保存', exact: true }).click();
  await expect(toast(page, '专业领域已创建')).toBeVisible();
  await page.waitForURL(/\/admin\/expertise\/edit\/\d+/);
  await page.goto('/admin/expertise/list');
  await expect(
    panel(page, 'English')
      .getByRole('treeitem')
      .filter({ hasText: `Space Law ${stamp}` }),
  ).toBeVisible();

  // Editing opens both versions with the chosen icon.
  await panel(page, 'English')
    .getByRole('link', { name: `编辑 Space Law ${stamp}` })
    .click();
  await page.waitForURL(/\/admin\/expertise\/edit\/\d+/);
  await expect(panel(page, 'English').getByLabel('名称')).toHaveValue(`Space Law ${stamp}`);
  await expect(page.getByTestId('chosen-icon')).toBeVisible();
  await page.getByRole('tab', { name: /中文/ }).click();
  await expect(panel(page, '中文').getByLabel('名称')).toHaveValue(`太空法 ${stamp}`);
  await page.getByRole('link', { name: '返回列表' }).click();
  await page.waitForURL('**/admin/expertise/list');

  for (const [lang, name] of [
    ['English', `Space Law ${stamp}`],
    ['中文', `太空法 ${stamp}`],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(codes[lang]) }).click();
    await panel(page, lang)
      .getByRole('button', { name: `删除 ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: '删除' }).click();
    await expect(panel(page, lang).getByRole('treeitem').filter({ hasText: name })).toHaveCount(0);
  }
});

test('a lawyer written in one language only gets the other version from the editor, under the same no', async ({ page }) => {
  const stamp = `E2E${Date.now().toString(36)}`;
  await signIn(page, '/admin/people/list');
  const headers = { Authorization: await tokenOf(page) };
  const created = await page.request.post('/api/admin/lawyerTeam', { headers, data: [{ lang: 'en_US', name: `Only English ${stamp}` }] });
  expect(created.ok(), await created.text()).toBe(true);
  const [english] = (await created.json()).result as { id: number; no: string }[];

  await page.goto(`/admin/people/edit/${english.id}`);
  await expect(panel(page, 'English').getByLabel('姓名')).toHaveValue(`Only English ${stamp}`);
  // The saved version is shown; the missing one is added from its tab.
  await expect(panel(page, 'English').getByRole('button', { name: /^不添加/ })).toHaveCount(0);
  await page.getByRole('tab', { name: /中文/ }).click();
  await expect(panel(page, '中文').getByLabel('姓名')).toHaveCount(0);
  await panel(page, '中文').getByRole('button', { name: '添加简体中文版本' }).click();
  await panel(page, '中文').getByLabel('姓名').fill(`仅中文 ${stamp}`);
  await page.getByRole('button', { name: '保存' }).click();
  await expect(toast(page, '律师资料已保存')).toBeVisible();

  const group = await page.request.get(`/api/admin/lawyerTeam?no=${english.no}`, { headers });
  const versions = (await group.json()).result as { id: number; lang: string; name: string }[];
  expect(versions.map((version) => [version.lang, version.name]).sort()).toEqual([
    ['en_US', `Only English ${stamp}`],
    ['zh_CN', `仅中文 ${stamp}`],
  ]);
  for (const version of versions) expect((await page.request.delete(`/api/admin/lawyerTeam/${version.id}`, { headers })).ok()).toBe(true);
});
