import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { dragOnto, signIn, tinyPng, tokenOf } from './admin-helpers';
import { admin, fill, forLang, languageName, requiredText, templatePattern } from './words';

const zh = admin.zh;
const zhName = languageName('zh_CN', 'zh');
const enName = languageName('en_US', 'zh');

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A language's tab panel, found by the language's code (its name follows the back office's language). */
const codes = { English: 'en_US', Chinese: 'zh_CN' } as const;
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

/** The first office of the English list and the same office's Chinese name (one `no` names an office in every language). */
async function firstOffice(page: Page): Promise<{ en: string; zh: string }> {
  const headers = { Authorization: await tokenOf(page) };
  const officesIn = async (lang: string) =>
    (await (await page.request.get(`/api/admin/office?lang=${lang}`, { headers })).json()).result as { no: string; name: string }[];
  const [english] = await officesIn('en_US');
  const chinese = (await officesIn('zh_CN')).find((office) => office.no === english.no)!;
  return { en: english.name, zh: chinese.name };
}

test('add a lawyer in both languages with two practice areas, find, pin and edit them, see them on the public People page, delete them', async ({
  page,
}) => {
  const stamp = `E2E${Date.now().toString(36)}`;
  const english = `Evelyn Tan ${stamp}`;
  const chinese = `陈怡文 ${stamp}`;

  await signIn(page, '/admin/people/list');
  const office = await firstOffice(page);
  await expect(page.getByRole('heading', { level: 1, name: zh.people.title })).toBeVisible();
  await page.getByRole('button', { name: zh.people.add }).click();
  await page.waitForURL('**/admin/people/add');

  // Person: photo, telephone, e-mail (once for both versions).
  await page.getByLabel(zh.people.photo, { exact: true }).setInputFiles(tinyPng);
  await expect(page.getByTestId('image-upload-preview')).toBeVisible();
  await page.getByLabel(zh.people.phoneNumber).fill('+65 6800 1999');
  await page.getByLabel(zh.people.email).fill(`evelyn.${stamp.toLowerCase()}@example.com`);

  // A new lawyer starts in English alone; saving with an empty name is refused by the shared schema, in Chinese.
  const en = panel(page, 'English');
  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  await expect(en.getByRole('alert')).toHaveText(requiredText.zh);
  await en.getByLabel(zh.people.name).fill(english);
  await choose(page, en, zh.people.jobs, [1]);
  const enAreas = await choose(page, en, zh.people.proFields, [0, 2]);
  await en.getByLabel(zh.people.office).selectOption(office.en);
  await en.getByRole('textbox', { name: `${zh.people.intro} ${enName}` }).fill(`Evelyn advises on cross-border deals. ${stamp}`);
  await en.getByRole('button', { name: zh.people.addSection }).click();
  await en.getByLabel(zh.people.sectionTitle).fill('Education');

  // The Chinese version is added from its tab, with the English one's sections to title.
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  const chinesePanel = panel(page, 'Chinese');
  await chinesePanel.getByRole('button', { name: forLang(zh.versions.addVersion, 'zh_CN', 'zh') }).click();
  await expect(chinesePanel.getByLabel(zh.people.sectionTitle)).toHaveValue('');
  // It has the English version's practice areas already, in Chinese.
  await chinesePanel.getByRole('button', { name: zh.people.proFields, exact: true }).click();
  const zhChosen = page.getByRole('listbox', { name: new RegExp(zh.people.proFields) }).getByRole('option', { selected: true });
  await expect(zhChosen).toHaveCount(2);
  const zhAreas = (await zhChosen.allTextContents()).map((name) => name.trim());
  await page.keyboard.press('Escape');
  await chinesePanel.getByLabel(zh.people.sectionTitle).fill('教育背景');
  await chinesePanel.getByLabel(zh.people.name).fill(chinese);
  // And its job title, the one at the same place in the Chinese list.
  await chinesePanel.getByRole('button', { name: zh.people.jobs, exact: true }).click();
  const zhJobs = page.getByRole('listbox', { name: new RegExp(zh.people.jobs) });
  await expect(zhJobs.getByRole('option').nth(1)).toHaveAttribute('aria-selected', 'true');
  await expect(zhJobs.getByRole('option', { selected: true })).toHaveCount(1);
  await page.keyboard.press('Escape');
  await chinesePanel.getByLabel(zh.people.office).selectOption(office.zh);
  await chinesePanel.getByRole('textbox', { name: `${zh.people.intro} ${zhName}` }).fill(`陈怡文擅长跨境交易。${stamp}`);

  // Publishing acts on the tab shown (Chinese); the English version is saved beside it as a draft, then published.
  await page.getByRole('button', { name: forLang(zh.workflow.publishOf, 'zh_CN', 'zh'), exact: true }).click();
  await expect(toast(page, zh.workflow.publishedDone)).toBeVisible();
  // Saving stays in the editor, now the lawyer's own.
  await page.waitForURL(/\/admin\/people\/edit\/\d+/);
  await expect(panel(page, 'English').getByLabel(zh.people.name)).toHaveValue(english);
  await page.getByRole('tab', { name: /en_US/ }).click();
  await page.getByRole('button', { name: forLang(zh.workflow.publishOf, 'en_US', 'zh'), exact: true }).click();
  await expect(panel(page, 'English').getByText(zh.workflow.published, { exact: true })).toBeVisible();
  await page.goto('/admin/people/list');

  // Both versions are found by name, with their practice areas.
  await page.getByLabel(zh.people.name).fill(stamp);
  await page.getByRole('button', { name: zh.common.search }).click();
  const rows = page.getByRole('table', { name: zh.people.title }).locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const enRow = rows.filter({ hasText: english });
  const zhRow = rows.filter({ hasText: chinese });
  for (const area of enAreas) await expect(enRow).toContainText(area);
  for (const area of zhAreas) await expect(zhRow).toContainText(area);
  await expect(enRow).toContainText(office.en);

  // The office filter narrows the list.
  await page.getByLabel(zh.people.office).selectOption(office.zh);
  await page.getByRole('button', { name: zh.common.search }).click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(chinese);
  await page.getByLabel(zh.people.office).selectOption('');
  await page.getByRole('button', { name: zh.common.search }).click();
  await expect(rows).toHaveCount(2);

  // Pin the lawyer, so they lead the public lists: the pin is the group's, both versions take it.
  await enRow.getByRole('button', { name: zh.people.pin, exact: true }).click();
  for (const row of [enRow, zhRow]) await expect(row.getByRole('button', { name: zh.people.unpin })).toBeVisible();

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
  await page.getByRole('link', { name: `${zh.common.edit} ${english}` }).click();
  await page.waitForURL(/\/admin\/people\/edit\/\d+/);
  await expect(panel(page, 'English').getByLabel(zh.people.name)).toHaveValue(english);
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await expect(panel(page, 'Chinese').getByLabel(zh.people.name)).toHaveValue(chinese);
  await page.getByRole('tab', { name: /en_US/ }).click();
  const enEdit = panel(page, 'English');
  await expect(enEdit.getByLabel(zh.people.sectionTitle)).toHaveValue('Education');
  await enEdit.getByRole('button', { name: zh.people.addSection }).click();
  await enEdit.getByLabel(zh.people.sectionTitle).nth(1).fill('Admissions');
  await enEdit.getByRole('button', { name: `${zh.common.moveUp}: ${zh.people.customContent} ${enName} 2` }).click();
  await expect(enEdit.getByLabel(zh.people.sectionTitle).nth(0)).toHaveValue('Admissions');
  await page.getByLabel(zh.people.phoneNumber).fill('+65 6800 2000');

  // Leaving with unsaved changes asks first.
  await page.getByRole('navigation', { name: zh.shell.navigation }).getByRole('link', { name: zh.shell.people }).click();
  const leave = page.getByRole('alertdialog');
  await expect(leave).toContainText(zh.common.leaveTitle);
  await leave.getByRole('button', { name: zh.common.stay }).click();
  await expect(page).toHaveURL(/\/admin\/people\/edit\//);
  await page.screenshot({ path: 'test-results/admin-people-edit.png', fullPage: true });

  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  await expect(toast(page, zh.people.updated)).toBeVisible();

  await page.goto(`/admin/people/list?name=${stamp}`);
  await page.getByRole('link', { name: `${zh.common.edit} ${english}` }).click();
  await expect(panel(page, 'English').getByLabel(zh.people.sectionTitle)).toHaveCount(2);
  await expect(panel(page, 'English').getByLabel(zh.people.sectionTitle).nth(0)).toHaveValue('Admissions');
  await expect(page.getByLabel(zh.people.phoneNumber)).toHaveValue('+65 6800 2000');

  // Delete both versions, each after confirming.
  await page.goto(`/admin/people/list?name=${stamp}`);
  await expect(rows).toHaveCount(2);
  for (const name of [english, chinese]) {
    await page.getByRole('button', { name: `${zh.common.delete} ${name}` }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(zh.common.confirmDeleteTitle);
    await dialog.getByRole('button', { name: zh.common.delete }).click();
    await expect(rows.filter({ hasText: name })).toHaveCount(0);
  }
  await expect(page.getByText(zh.people.emptyText)).toBeVisible();
});

test('the list shows the lawyers of both languages with paging', async ({ page }) => {
  await signIn(page, '/admin/people/list');
  const rows = page.getByRole('table', { name: zh.people.title }).locator('tbody tr');
  await expect(rows).toHaveCount(10);
  const response = await page.request.get('/api/admin/lawyerTeam?pageSize=1', { headers: { Authorization: await tokenOf(page) } });
  const total = (await response.json()).pageable.totalCount as number;
  expect(total).toBeGreaterThan(20);
  await expect(page.getByRole('navigation', { name: zh.common.pagination })).toContainText(fill(zh.common.total, { total }));
  // Both languages' versions are listed.
  await expect(rows.filter({ hasText: enName }).first()).toBeVisible();
  await expect(rows.filter({ hasText: zhName }).first()).toBeVisible();
  await page.getByRole('button', { name: fill(zh.common.page, { page: 2 }) }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(rows).toHaveCount(10);
  await page.screenshot({ path: 'test-results/admin-people-list.png', fullPage: true });
});

test('practice areas: reorder by dragging; add one in both languages with an icon from the library; delete it', async ({ page }) => {
  const stamp = `E2E${Date.now().toString(36)}`;
  await signIn(page, '/admin/expertise/list');
  await expect(page.getByRole('heading', { level: 1, name: zh.practiceAreas.title })).toBeVisible();
  const en = panel(page, 'English');
  const items = en.getByRole('treeitem');
  await expect(items.first()).toBeVisible();
  const names = async () => (await items.locator('span.font-medium').allTextContents()).map((name) => name.trim());
  const [first, second] = await names();

  // Drag the second area onto the first: it takes the first place, also after a reload.
  await dragOnto(page, items.nth(1).getByTestId('drag-handle'), items.nth(0).getByTestId('drag-handle'));
  await expect(toast(page, zh.practiceAreas.sorted)).toBeVisible();
  await page.reload();
  await expect(items.first()).toContainText(second);
  expect((await names()).slice(0, 2)).toEqual([second, first]);
  // And back again.
  await dragOnto(page, items.nth(1).getByTestId('drag-handle'), items.nth(0).getByTestId('drag-handle'));
  await expect(items.first()).toContainText(first);

  await page.getByRole('button', { name: zh.practiceAreas.add }).click();
  await page.waitForURL('**/admin/expertise/add');
  await panel(page, 'English').getByLabel(zh.practiceAreas.name).fill(`Space Law ${stamp}`);
  await panel(page, 'English')
    .getByRole('textbox', { name: `${zh.practiceAreas.introduce} ${enName}` })
    .fill('Satellites and launches.');
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await panel(page, 'Chinese')
    .getByRole('button', { name: forLang(zh.versions.addVersion, 'zh_CN', 'zh') })
    .click();
  await panel(page, 'Chinese').getByLabel(zh.practiceAreas.name).fill(`太空法 ${stamp}`);
  await page.getByLabel(zh.practiceAreas.uploadIcon).setInputFiles(tinyPng);
  await expect(toast(page, zh.practiceAreas.iconUploaded)).toBeVisible();
  await expect(page.getByTestId('chosen-icon')).toBeVisible();
  await expect(page.getByRole('radiogroup', { name: zh.practiceAreas.iconLibrary }).getByRole('radio', { checked: true })).toHaveCount(1);
  await page.getByRole('button', { name: zh.common.save, exact: true }).click();
  await expect(toast(page, zh.practiceAreas.created)).toBeVisible();
  await page.waitForURL(/\/admin\/expertise\/edit\/\d+/);
  await page.goto('/admin/expertise/list');
  await expect(
    panel(page, 'English')
      .getByRole('treeitem')
      .filter({ hasText: `Space Law ${stamp}` }),
  ).toBeVisible();

  // Editing opens both versions with the chosen icon.
  await panel(page, 'English')
    .getByRole('link', { name: `${zh.common.edit} Space Law ${stamp}` })
    .click();
  await page.waitForURL(/\/admin\/expertise\/edit\/\d+/);
  await expect(panel(page, 'English').getByLabel(zh.practiceAreas.name)).toHaveValue(`Space Law ${stamp}`);
  await expect(page.getByTestId('chosen-icon')).toBeVisible();
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await expect(panel(page, 'Chinese').getByLabel(zh.practiceAreas.name)).toHaveValue(`太空法 ${stamp}`);
  await page.getByRole('link', { name: zh.practiceAreas.backToList }).click();
  await page.waitForURL('**/admin/expertise/list');

  for (const [lang, name] of [
    ['English', `Space Law ${stamp}`],
    ['Chinese', `太空法 ${stamp}`],
  ] as const) {
    await page.getByRole('tab', { name: new RegExp(codes[lang]) }).click();
    await panel(page, lang)
      .getByRole('button', { name: `${zh.common.delete} ${name}` })
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: zh.common.delete }).click();
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
  await expect(panel(page, 'English').getByLabel(zh.people.name)).toHaveValue(`Only English ${stamp}`);
  // The saved version is shown; the missing one is added from its tab.
  await expect(panel(page, 'English').getByRole('button', { name: templatePattern(zh.versions.removeVersion) })).toHaveCount(0);
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await expect(panel(page, 'Chinese').getByLabel(zh.people.name)).toHaveCount(0);
  await panel(page, 'Chinese')
    .getByRole('button', { name: forLang(zh.versions.addVersion, 'zh_CN', 'zh') })
    .click();
  await panel(page, 'Chinese').getByLabel(zh.people.name).fill(`仅中文 ${stamp}`);
  await page.getByRole('button', { name: zh.common.save }).click();
  await expect(toast(page, zh.people.updated)).toBeVisible();

  const group = await page.request.get(`/api/admin/lawyerTeam?no=${english.no}`, { headers });
  const versions = (await group.json()).result as { id: number; lang: string; name: string }[];
  expect(versions.map((version) => [version.lang, version.name]).sort()).toEqual([
    ['en_US', `Only English ${stamp}`],
    ['zh_CN', `仅中文 ${stamp}`],
  ]);
  for (const version of versions) expect((await page.request.delete(`/api/admin/lawyerTeam/${version.id}`, { headers })).ok()).toBe(true);
});
