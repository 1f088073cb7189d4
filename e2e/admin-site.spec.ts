import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn, tinyPng, tokenOf } from './admin-helpers';
import { admin, forLang, languageName, requiredText } from './words';

const zh = admin.zh;
const t = zh.site;

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
/** A language's tab panel, found by the language's code (its name follows the back office's language). */
const codes = { English: 'en_US', Chinese: 'zh_CN' } as const;
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
  await expect(page.getByRole('heading', { level: 1, name: t.title })).toBeVisible();
  const original = await adminGet<unknown[]>(page, '/admin/portal-config');
  try {
    const en = panel(page, 'English');
    await expect(en.getByLabel(t.name)).not.toHaveValue('');

    // The shared schema refuses an empty firm name, in Chinese.
    const name = await en.getByLabel(t.name).inputValue();
    await en.getByLabel(t.name).fill('');
    await page.getByRole('button', { name: t.saveAll }).first().click();
    await expect(en.getByRole('alert')).toHaveText(requiredText.zh);
    await en.getByLabel(t.name).fill(name);

    // Counts: a new number shown, another hidden.
    await en.getByLabel(t.lawyerCount, { exact: true }).fill('123');
    const lawyersShown = en.getByRole('switch', { name: `${t.lawyerCount} ${t.visible}` });
    if ((await lawyersShown.getAttribute('aria-checked')) !== 'true') await lawyersShown.click();
    const peopleShown = en.getByRole('switch', { name: `${t.totalPeople} ${t.visible}` });
    if ((await peopleShown.getAttribute('aria-checked')) === 'true') await peopleShown.click();
    await expect(peopleShown).toHaveAttribute('aria-checked', 'false');

    // Our edge: add an entry and move it up one place.
    const edges = en.getByRole('list', { name: t.advantage }).getByRole('listitem');
    const before = await edges.count();
    expect(before).toBeGreaterThan(1);
    const lastTitle = await edges
      .nth(before - 1)
      .getByLabel(t.advantageTitle)
      .inputValue();
    await en.getByRole('button', { name: t.addAdvantage }).click();
    await expect(edges).toHaveCount(before + 1);
    await edges.nth(before).getByLabel(t.advantageTitle).fill(`Edge ${stamp}`);
    await edges.nth(before).getByLabel(t.advantageContent).fill('Tested in a real browser.');
    await en.getByRole('button', { name: `${zh.common.moveUp}: ${t.advantage} ${before + 1}` }).click();
    await expect(edges.nth(before - 1).getByLabel(t.advantageTitle)).toHaveValue(`Edge ${stamp}`);

    // Office environment: add a picture with an upload, then remove it again after confirming.
    const places = en.getByRole('list', { name: t.environmentItem }).getByRole('listitem');
    const placeCount = await places.count();
    await en.getByRole('button', { name: t.addEnvironment }).click();
    await places.nth(placeCount).getByLabel(t.environmentPicture, { exact: true }).setInputFiles(tinyPng);
    await expect(places.nth(placeCount).getByTestId('image-upload-preview')).toBeVisible();
    await en.getByRole('button', { name: `${zh.common.remove}: ${t.environmentItem} ${placeCount + 1}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: zh.common.remove }).click();
    await expect(places).toHaveCount(placeCount);

    // The Chinese version, saved together with the English one.
    await page.getByRole('tab', { name: /zh_CN/ }).click();
    const chinese = panel(page, 'Chinese');
    await chinese.getByLabel(t.lawyerCount, { exact: true }).fill('321');
    await chinese.getByRole('button', { name: t.addAdvantage }).click();
    await chinese.getByRole('list', { name: t.advantage }).getByRole('listitem').last().getByLabel(t.advantageTitle).fill(`优势 ${stamp}`);
    await page.screenshot({ path: 'test-results/admin-site-config.png', fullPage: true });

    await page.getByRole('button', { name: t.saveAll }).first().click();
    await expect(toast(page, t.savedConfig)).toBeVisible();

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
    await page.getByRole('tab', { name: t.privacyTab }).click();
    const en = panel(page, 'English');
    await en.getByLabel(t.docTitle, { exact: true }).fill(`Privacy Policy ${stamp}`);
    const editor = en.getByRole('textbox', { name: `${t.privacyTab} ${languageName('en_US', 'zh')}` });
    await editor.click();
    await page.keyboard.press('Control+End');
    await page.keyboard.press('Enter');
    await en.getByRole('button', { name: zh.common.bold }).click();
    await page.keyboard.type(`Reviewed ${stamp}`);
    await page.getByRole('button', { name: forLang(zh.workflow.updateLiveOf, 'en_US', 'zh') }).click();
    await expect(toast(page, zh.workflow.publishedDone)).toBeVisible();

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
  const b = zh.banner;
  await en.getByRole('button', { name: b.create }).click();
  const dialog = page.getByRole('dialog', { name: new RegExp(b.createTitle) });
  await dialog.getByRole('button', { name: zh.common.save }).click();
  await expect(dialog.getByRole('alert')).toHaveText(requiredText.zh);
  await dialog.getByLabel(b.image, { exact: true }).setInputFiles(tinyPng);
  await expect(dialog.getByTestId('image-upload-preview')).toBeVisible();
  await dialog.getByLabel(b.bannerTitle, { exact: true }).fill(`Banner ${stamp}`);
  await dialog.getByLabel(b.subTitle).fill('Subtitle');
  await dialog.getByLabel(b.linkUrl).fill('not a link');
  await dialog.getByRole('button', { name: zh.common.save }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await dialog.getByLabel(b.linkUrl).fill('/news');
  await dialog.getByRole('button', { name: forLang(zh.workflow.publishOf, 'en_US', 'zh'), exact: true }).click();
  await expect(toast(page, zh.workflow.publishedDone)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  const row = en.getByRole('row').filter({ hasText: `Banner ${stamp}` });
  await row.getByRole('button', { name: b.pin, exact: true }).click();
  await expect(toast(page, b.pinnedDone)).toBeVisible();
  // Pinned banners come first.
  await expect(en.locator('tbody tr').first()).toContainText(`Banner ${stamp}`);
  await page.goto('/home');
  await expect(page.getByText(`Banner ${stamp}`).first()).toBeAttached();

  await page.goto('/admin/banner/list');
  await row.getByRole('button', { name: zh.common.edit }).click();
  const edit = page.getByRole('dialog', { name: new RegExp(b.editTitle) });
  await expect(edit.getByLabel(b.bannerTitle, { exact: true })).toHaveValue(`Banner ${stamp}`);
  await edit.getByLabel(b.subTitle).fill('Changed subtitle');
  // Closing a changed dialog asks first.
  await edit.getByRole('button', { name: zh.common.cancel }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: zh.common.stay }).click();
  await edit.getByRole('button', { name: zh.common.save }).click();
  await expect(row).toContainText('Changed subtitle');

  await row.getByRole('button', { name: zh.common.delete }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: zh.common.delete }).click();
  await expect(row).toHaveCount(0);
  // The Chinese banners are apart.
  await page.getByRole('tab', { name: /zh_CN/ }).click();
  await expect(panel(page, 'Chinese').locator('tbody tr').first()).toBeVisible();
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
  const m = zh.messages;
  await expect(first).toContainText(m.isUnhandled);
  const deliveryStates = [m.state_pending, m.state_sent, m.state_failed, m['state_not-configured']];
  await expect(first.getByText(new RegExp(deliveryStates.join('|')))).toBeVisible();
  await first.getByRole('button', { name: m.markHandled }).click();
  await expect(toast(page, m.markedHandled)).toBeVisible();
  await expect(first.getByRole('button', { name: m.markUnhandled })).toBeVisible();
  await page.getByLabel(m.filter).selectOption('0');
  await page.getByRole('button', { name: zh.common.search }).click();
  await expect(page.locator('tbody')).not.toContainText(`Visitor ${stamp}`);
});
