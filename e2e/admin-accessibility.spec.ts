import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { signIn } from './admin-helpers';
import { axeViolations } from './axe';
import { tabDownAndBack, tabTo } from './keyboard';
import { admin, templatePattern, type AdminLocale } from './words';

/** Words the walk clicks by, in each back-office language. */
function walkWordsIn(locale: AdminLocale) {
  const { banner, staff, shell, common, workflow } = admin[locale];
  return {
    signIn: shell.signIn,
    newBanner: banner.create,
    newAccount: staff.create,
    resetPassword: staff.resetPassword,
    changePassword: shell.changePassword,
    headImage: shell.changeHeadImg,
    edit: common.edit,
    schedule: templatePattern(workflow.scheduleOf, true),
    openMenu: shell.openMenu,
  };
}
const words = { zh: walkWordsIn('zh'), en: walkWordsIn('en') };

/** Every route under app/(admin) but the index (a redirect): lists, folders, editors (add and edit), settings. */
const fixedScreens = [
  '/admin/articles/news/list',
  '/admin/articles/news/folder',
  '/admin/articles/news/edit',
  '/admin/articles/news/edit-external',
  '/admin/articles/cases/list',
  '/admin/articles/cases/folder',
  '/admin/articles/cases/edit',
  '/admin/articles/cases/edit-external',
  '/admin/articles/honors/list',
  '/admin/articles/honors/edit',
  '/admin/banner/list',
  '/admin/expertise/list',
  '/admin/expertise/add',
  '/admin/people/list',
  '/admin/people/add',
  '/admin/site/config',
  '/admin/jobs',
  '/admin/messages',
  '/admin/site-speed',
  '/admin/staff',
  '/admin/account/security',
  '/admin/review',
  '/admin/glossary',
];

interface Item {
  id: number;
  no: string;
  lang: string;
  cataId: number;
  coverUrl: string;
}

/** An existing item of each editor (the demo content, plus an external article and deal made here), so edit screens have data. */
async function editScreens(page: Page): Promise<string[]> {
  const login = await page.request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
  const headers = { Authorization: (await login.json()).result as string };
  const first = async (path: string) => {
    const response = await page.request.get(`/api${path}`, { headers });
    expect(response.ok(), path).toBe(true);
    return ((await response.json()).result as Item[])[0];
  };
  const external = async (apiPath: string) => {
    const { lang, cataId, coverUrl } = await first(apiPath);
    const item = { lang, cataId, coverUrl, title: 'Accessibility check', isLink: 1, contentUrl: 'https://www.example.com/a11y' };
    const response = await page.request.post(`/api${apiPath}`, { headers, data: [item] });
    expect(response.ok(), await response.text()).toBe(true);
    return ((await response.json()).result as Item[])[0].no;
  };
  return [
    `/admin/articles/news/edit?no=${(await first('/admin/latest-news')).no}`,
    `/admin/articles/news/edit-external?no=${await external('/admin/latest-news')}`,
    `/admin/articles/cases/edit?no=${(await first('/admin/case-analysis')).no}`,
    `/admin/articles/cases/edit-external?no=${await external('/admin/case-analysis')}`,
    `/admin/articles/honors/edit?no=${(await first('/admin/lawfirm-honour')).no}`,
    `/admin/expertise/edit/${(await first('/admin/professionalField')).id}`,
    `/admin/people/edit/${(await first('/admin/lawyerTeam')).id}`,
    `/admin/history?entity=latest-news&id=${(await first('/admin/latest-news')).id}`,
  ];
}

async function chooseLocale(page: Page, locale: AdminLocale) {
  await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
  await page.reload();
}

/** How long no call to the site's API may start or end before a drawn screen counts as settled. */
const apiQuietMs = 250;

/**
 * Watches the page's calls to the site's API and returns `settled`, which waits until a screen
 * has drawn its heading and its data has arrived: no API call in flight for a moment after the
 * heading shows (a screen's own calls start as it draws). The framework's link prefetches may go
 * on: what axe reads does not depend on them.
 */
function watchApiCalls(page: Page) {
  let inFlight = 0;
  let lastChange = Date.now();
  const change = (delta: number) => (request: Request) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return;
    inFlight += delta;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));

  return async function settled() {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const drawn = Date.now();
    await expect.poll(() => inFlight === 0 && Date.now() - Math.max(lastChange, drawn) >= apiQuietMs, { intervals: [50] }).toBe(true);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  };
}

async function pageScrollsSideways(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement!;
    return root.scrollWidth > root.clientWidth ? `${root.scrollWidth} > ${root.clientWidth}` : null;
  });
}

/** What a check finds on a screen or in an open dialog: axe's violations, and on a phone a sideways page or a dialog wider than the screen. */
async function findings(page: Page, where: string, phone: boolean, dialog?: Locator): Promise<string[]> {
  const found = (await axeViolations(page, { within: dialog ? '[role="dialog"]' : undefined })).map((line) => `${where}: ${line}`);
  if (!phone) return found;
  const sideways = await pageScrollsSideways(page);
  if (sideways) found.push(`${where}: the page scrolls sideways (${sideways})`);
  const box = dialog && (await dialog.boundingBox());
  if (box && (box.x < 0 || box.x + box.width > page.viewportSize()!.width)) found.push(`${where}: the dialog is wider than the screen`);
  return found;
}

/** Opens a dialog, checks it, closes it with Escape. */
async function dialogFindings(page: Page, where: string, phone: boolean, open: () => Promise<void>) {
  await open();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const found = await findings(page, where, phone, dialog);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  return found;
}

async function openUserMenuItem(page: Page, name: string) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name }).click();
}

/** Signs in, then visits every screen and the main dialogs in one language, gathering what is wrong. */
async function walkBackOffice(page: Page, locale: AdminLocale, phone: boolean) {
  const found: string[] = [];
  const w = words[locale];
  const settled = watchApiCalls(page);

  await page.goto('/admin-login');
  await chooseLocale(page, locale);
  await expect(page.getByRole('button', { name: w.signIn })).toBeVisible();
  found.push(...(await findings(page, '/admin-login', phone)));

  await chooseLocale(page, 'zh');
  await signIn(page);
  await chooseLocale(page, locale);
  for (const path of [...fixedScreens, ...(await editScreens(page))]) {
    await page.goto(path);
    await settled();
    found.push(...(await findings(page, path, phone)));
  }

  await page.goto('/admin/banner/list');
  await settled();
  found.push(
    ...(await dialogFindings(page, 'banner dialog', phone, () => page.getByRole('button', { name: w.newBanner }).first().click())),
  );
  await page.goto('/admin/articles/news/list');
  await settled();
  // A table on a laptop, a card per row on a phone.
  await page.getByRole('main').getByRole('link', { name: w.edit, exact: true }).first().click();
  await settled();
  found.push(...(await dialogFindings(page, 'schedule dialog', phone, () => page.getByRole('button', { name: w.schedule }).click())));
  await page.goto('/admin/staff');
  await settled();
  found.push(...(await dialogFindings(page, 'staff dialog', phone, () => page.getByRole('button', { name: w.newAccount }).click())));
  found.push(
    ...(await dialogFindings(page, 'reset password dialog', phone, () =>
      page.getByRole('button', { name: w.resetPassword }).first().click(),
    )),
  );
  found.push(...(await dialogFindings(page, 'change password dialog', phone, () => openUserMenuItem(page, w.changePassword))));
  found.push(...(await dialogFindings(page, 'head image dialog', phone, () => openUserMenuItem(page, w.headImage))));
  if (phone) {
    found.push(...(await dialogFindings(page, 'phone menu', phone, () => page.getByRole('button', { name: w.openMenu }).click())));
  }
  return found;
}

for (const locale of ['zh', 'en'] as const) {
  test(`axe finds no violation on any back-office screen or main dialog (${locale})`, async ({ page }) => {
    test.setTimeout(360_000);
    expect(await walkBackOffice(page, locale, false)).toEqual([]);
  });

  test(`on a 390-pixel phone every back-office screen fits without sideways scrolling and passes axe (${locale})`, async ({ page }) => {
    test.setTimeout(360_000);
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await walkBackOffice(page, locale, true)).toEqual([]);
  });
}

test('keyboard only: sign in, open staff accounts, add an account in the dialog and save it, focus always visible', async ({ page }) => {
  const account = `keyboard.${Date.now().toString(36)}`;
  const { shell, staff, common } = admin.zh;
  await page.goto('/admin-login?redirect=%2Fadmin%2Farticles%2Fnews%2Flist');
  await tabTo(page, page.getByLabel(shell.loginAccount, { exact: true }));
  await page.keyboard.type('admin');
  await tabTo(page, page.getByLabel(shell.password, { exact: true }));
  await page.keyboard.type(adminPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/articles/news/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await tabTo(page, page.getByRole('navigation', { name: shell.navigation }).getByRole('link', { name: shell.staff }));
  await page.keyboard.press('Enter');
  await page.waitForURL('**/admin/staff');
  await expect(page.getByRole('heading', { level: 1, name: staff.title })).toBeVisible();

  await tabTo(page, page.getByRole('button', { name: staff.create }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: staff.createTitle });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel(staff.loginAccount));
  await page.keyboard.type(account);
  await tabTo(page, dialog.getByLabel(staff.userName));
  await page.keyboard.type('Keyboard User');
  await tabTo(page, dialog.getByLabel(staff.password));
  await page.keyboard.type('keyboard-password-1');
  await tabTo(page, dialog.getByRole('button', { name: common.save }));
  await page.keyboard.press('Enter');

  await expect(dialog).toHaveCount(0);
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: staff.created })).toBeVisible();
  await expect(page.locator('tbody tr').filter({ hasText: account })).toContainText('Keyboard User');
});

test('keyboard only in a long editor, on a laptop and a phone: the focus is never under the header or the action bar', async ({ page }) => {
  await signIn(page, '/admin/people/add');
  // The sign-in notice comes and goes by itself; what is checked here is what stays in place.
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  const save = page.getByRole('button', { name: admin.zh.common.save, exact: true });
  await tabDownAndBack(page, save);
  // On a phone the bar wraps to two rows. Reloaded, so that Tab starts again from the top.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await tabDownAndBack(page, save);
});
