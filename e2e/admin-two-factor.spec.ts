import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { Secret, TOTP } from 'otpauth';
import { adminPassword } from '../playwright.config';
import { admin as backOffice, type AdminLocale } from './words';

/** The code an authenticator app shows for `secret`, now or some 30-second steps later. */
const totpCode = (secret: string, stepsAhead = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });

// Several sign-ins each (scrypt) on a shared machine.
test.describe.configure({ timeout: 120_000 });

type Lang = AdminLocale;

function textIn(lang: Lang) {
  const { shell, account } = backOffice[lang];
  return {
    account: shell.loginAccount,
    password: shell.password,
    signIn: shell.signIn,
    code: shell.code,
    userMenu: shell.userMenu,
    security: shell.signInSecurity,
    signOut: shell.signOut,
    setUp: account.setUp,
    turnOn: account.turnOn,
    saved: account.savedCodes,
    on: account.twoFactorOn,
    codeWrong: shell.codeWrong,
    thisDevice: account.thisDevice,
    end: account.endSession,
    required: account.requiredNotice,
    sessions: account.sessions,
  };
}
const text = { zh: textIn('zh'), en: textIn('en') };

async function apiToken(request: APIRequestContext, loginAccount: string, password: string, code?: string): Promise<string> {
  const response = await request.post('/api/admin/login', { data: { loginAccount, password, code } });
  expect(response.status()).toBe(200);
  return (await response.json()).result;
}

let accounts = 0;

/** A new staff account made through the API by the first administrator. */
async function newAccount(request: APIRequestContext, roleId = 2) {
  const admin = await apiToken(request, 'admin', adminPassword);
  const loginAccount = `twofactor.${Date.now().toString(36)}.${++accounts}`;
  const password = 'a-passphrase-for-e2e';
  const created = await request.post('/api/admin/staff', {
    headers: { authorization: admin },
    data: { loginAccount, userName: `Two-factor ${accounts}`, password, roleId },
  });
  expect(created.status()).toBe(200);
  return { loginAccount, password };
}

let devices = 0;

/**
 * A browser page whose back office speaks `lang`, on a device of its own address: the failed
 * sign-ins these tests make on purpose count against it, not against the other specs' client.
 */
async function pageIn(browser: Browser, lang: Lang): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.77.0.${++devices}` } });
  await context.addInitScript((locale) => window.localStorage.setItem('adminLocale', locale), lang);
  return context.newPage();
}

/** Fills the login form; `code` answers the second step when the account asks for one. */
async function signIn(page: Page, lang: Lang, account: { loginAccount: string; password: string }, code?: () => string) {
  const t = text[lang];
  await page.goto('/admin-login');
  await page.getByLabel(t.account, { exact: true }).fill(account.loginAccount);
  await page.getByLabel(t.password, { exact: true }).fill(account.password);
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
  if (!code) return;
  const codeField = page.getByLabel(t.code, { exact: true });
  await expect(codeField).toBeFocused();
  await codeField.fill(code());
  await page.getByRole('button', { name: t.signIn, exact: true }).click();
}

async function openSecurity(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text[lang].userMenu }).click();
  await page.getByRole('menuitem', { name: text[lang].security }).click();
  await expect(page.getByRole('heading', { level: 1, name: text[lang].security })).toBeVisible();
}

/** Sets up two-factor sign-in on the security page; returns the secret and the recovery codes shown. */
async function setUpTwoFactor(page: Page, lang: Lang) {
  const t = text[lang];
  await page.getByRole('button', { name: t.setUp }).click();
  await expect(page.locator('img[src^="data:image/svg+xml"]')).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await page.getByLabel(t.code, { exact: true }).fill(totpCode(secret));
  await page.getByRole('button', { name: t.turnOn, exact: true }).click();
  const codes = page.getByTestId('recovery-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCodes = await codes.allTextContents();
  await page.getByRole('button', { name: t.saved }).click();
  await expect(page.getByTestId('recovery-codes')).toHaveCount(0);
  return { secret, recoveryCodes };
}

async function signOut(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text[lang].userMenu }).click();
  await page.getByRole('menuitem', { name: text[lang].signOut }).click();
  await page.waitForURL('**/admin-login**');
}

for (const lang of ['zh', 'en'] as const) {
  test(`[${lang}] a user sets up two-factor sign-in, signs in with a code, then with a recovery code once`, async ({
    browser,
    request,
  }) => {
    const t = text[lang];
    const account = await newAccount(request);
    const page = await pageIn(browser, lang);

    await signIn(page, lang, account);
    await page.waitForURL('**/admin/articles/news/list');
    await openSecurity(page, lang);
    const { secret, recoveryCodes } = await setUpTwoFactor(page, lang);
    await expect(page.getByText(t.on, { exact: true })).toBeVisible();
    await signOut(page, lang);

    // The password alone now leads to the code step; the next step's code signs in (each code works once).
    await signIn(page, lang, account, () => totpCode(secret, 1));
    await page.waitForURL('**/admin/articles/news/list');
    await signOut(page, lang);

    // A recovery code, typed in capitals, signs in once; the second time it is refused.
    await signIn(page, lang, account, () => recoveryCodes[0].toUpperCase());
    await page.waitForURL('**/admin/articles/news/list');
    await signOut(page, lang);
    await signIn(page, lang, account, () => recoveryCodes[0]);
    await expect(page.getByTestId('login-notice')).toHaveText(t.codeWrong);
    await expect(page).toHaveURL(/admin-login/);
    await page.context().close();
  });

  test(`[${lang}] a user ends a session of theirs from another browser`, async ({ browser, request }) => {
    const t = text[lang];
    const account = await newAccount(request);
    const laptop = await pageIn(browser, lang);
    const phone = await pageIn(browser, lang);
    await signIn(phone, lang, account);
    await phone.waitForURL('**/admin/articles/news/list');
    await signIn(laptop, lang, account);
    await laptop.waitForURL('**/admin/articles/news/list');

    await openSecurity(laptop, lang);
    const rows = laptop.getByRole('table', { name: text[lang].sessions }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: t.thisDevice })).toHaveCount(1);
    const other = rows.filter({ hasNotText: t.thisDevice });
    await expect(other).toContainText('Chrome');
    await expect(other).toContainText(/10\.77\.0\.\d+/);
    await other.getByRole('button', { name: t.end, exact: true }).click();
    await laptop.getByRole('alertdialog').getByRole('button', { name: t.end, exact: true }).click();
    await expect(rows).toHaveCount(1);

    // The other browser is signed out at its next request.
    await phone.reload();
    await phone.waitForURL('**/admin-login**');
    await laptop.reload();
    await expect(laptop.getByRole('heading', { level: 1, name: t.security })).toBeVisible();
    await laptop.context().close();
    await phone.context().close();
  });
}

/** The administrator that requires two-factor sign-in below; it lifts the rule even if the test fails. */
let ruleSetter: string | undefined;
test.afterAll(async ({ playwright, site }) => {
  if (!ruleSetter) return;
  const request = await playwright.request.newContext({ baseURL: site.url });
  await request.put('/api/admin/security-config', { headers: { authorization: ruleSetter }, data: { totpRequired: 0 } });
  await request.dispose();
});

test('when an administrator requires two-factor sign-in, a user without it is sent to set it up first', async ({ browser, request }) => {
  // A second administrator, with two-factor sign-in of their own, turns the rule on. (The first
  // administrator has none, so from then on it reaches only its own setup: accounts come first.)
  const account = await newAccount(request);
  const administrator = await newAccount(request, 1);
  const adminToken = await apiToken(request, administrator.loginAccount, administrator.password);
  const auth = { authorization: adminToken };
  const { secret } = (await (await request.post('/api/admin/totp/setup', { headers: auth })).json()).result;
  expect((await request.post('/api/admin/totp/enable', { headers: auth, data: { code: totpCode(secret) } })).status()).toBe(200);
  ruleSetter = adminToken;
  expect((await request.put('/api/admin/security-config', { headers: auth, data: { totpRequired: 1 } })).status()).toBe(200);

  const page = await pageIn(browser, 'en');
  await signIn(page, 'en', account);
  await page.waitForURL('**/admin/account/security');
  await expect(page.getByRole('alert').filter({ hasText: text.en.required })).toBeVisible();
  await setUpTwoFactor(page, 'en');
  await page.goto('/admin/articles/news/list');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/articles\/news\/list$/);
  await page.context().close();
});
