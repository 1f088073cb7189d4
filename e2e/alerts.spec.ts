import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import enMessages from '../messages/en.json';
import zhMessages from '../messages/zh.json';
import { parsedMail, startLoopbackSmtp, type LoopbackSmtp } from '../tests/support/smtp';
import { signIn } from './admin-helpers';
import { expectNoAxeViolations } from './axe';
import { admin, type AdminLocale } from './words';

/**
 * Insight alerts as a reader and as staff meet them: subscribe from a page, follow the link of
 * the e-mail the site really sent (received here over SMTP), change preferences, unsubscribe; a
 * link that no longer works; the Subscribers screen in both back-office languages.
 */
let smtp: LoopbackSmtp;
test.beforeAll(async ({ site }) => {
  smtp = await startLoopbackSmtp({ port: site.mailSinkPort });
});
test.afterAll(async () => {
  await smtp.close();
});

const site = {
  en: { prefix: '', htmlLang: 'en', words: enMessages.Alerts },
  zh: { prefix: '/zh', htmlLang: 'zh-CN', words: zhMessages.Alerts },
} as const;

const unique = (label: string) => `${label}.${Date.now().toString(36)}@example.sg`;

/** The link of the newest e-mail to `email` (the site's worker sends every 10 seconds). */
async function linkMailedTo(email: string): Promise<{ link: string; subject: string }> {
  let found: { link: string; subject: string } | undefined;
  await expect
    .poll(
      async () => {
        const mail = smtp.mails.filter((received) => received.to.includes(email)).at(-1);
        if (!mail) return false;
        const parsed = await parsedMail(mail);
        const link = /https?:\/\/[^\s"<>]+\/subscription\/[A-Za-z0-9_-]+/.exec(parsed.text ?? '')?.[0];
        found = link ? { link, subject: parsed.subject ?? '' } : undefined;
        return Boolean(found);
      },
      { timeout: 40_000, intervals: [1000] },
    )
    .toBe(true);
  return found!;
}

/** The code of the e-mail that confirms a member of staff's own address (sent while the address is saved). */
async function codeMailedTo(email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = smtp.mails.filter((received) => received.to.includes(email)).at(-1);
        code = mail && /^\s*(\d{6})\s*$/m.exec((await parsedMail(mail)).text ?? '')?.[1];
        return Boolean(code);
      },
      { timeout: 10_000, intervals: [500] },
    )
    .toBe(true);
  return code!;
}

const scrollsSideways = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth > document.scrollingElement!.clientWidth);

/** Checks a page at 1280 and 390 px: axe, no sideways scroll, and a screenshot of each. */
async function lookAt(page: Page, name: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    expect(await scrollsSideways(page), `${name} at ${width} px`).toBe(false);
    await page.screenshot({ path: `test-results/alerts-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

for (const [locale, { prefix, htmlLang, words }] of Object.entries(site)) {
  test(`a reader subscribes, confirms from the e-mail, changes preferences and unsubscribes (${locale})`, async ({ page }) => {
    test.setTimeout(150_000);
    const email = unique(`reader-${locale}`);

    // Every page's footer carries the form; sent with only an address, the browser keeps the
    // reader on the page, at the fields still to fill in.
    await page.goto(`${prefix}/news`);
    const footer = page.getByTestId('footer-alerts');
    await expect(footer.getByRole('checkbox')).not.toBeChecked();
    await footer.getByLabel(words.email, { exact: true }).fill(email);
    await footer.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/news$`));
    expect(await footer.locator('input:invalid').count()).toBeGreaterThan(0);
    // The subscribe page's own form is answered on that page, naming what is missing beside each field, the address kept.
    await page.goto(`${prefix}/subscribe`);
    const form = page.getByRole('main').getByTestId('subscribe-form');
    await form.getByLabel(words.email, { exact: true }).fill(email);
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/subscribe\\?`));
    await expect(page.getByTestId('footer-alerts')).toBeHidden();
    await expect(form.getByLabel(words.email, { exact: true })).toHaveValue(email);
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    const problems = page.getByTestId('alert-problems');
    await expect(problems).toContainText(words.fixErrors);
    for (const problem of [words.areasRequired, words.frequencyRequired, words.consentRequired]) {
      await expect(form.locator('.alert-error', { hasText: problem })).toBeVisible();
    }
    // Each problem above the form leads to its field.
    await problems.getByRole('link', { name: words.frequencyRequired }).click();
    await expect(page).toHaveURL(/#alerts-frequency$/);
    await lookAt(page, `subscribe-${locale}`);

    // The practice areas' list opens once "only those I choose" is picked, with no script.
    const areas = form.getByTestId('alert-areas');
    await expect(areas).toBeHidden();
    await form.getByLabel(words.someAreas).check();
    await areas.getByRole('checkbox').first().check();
    await form.getByLabel(words.instant).check();
    await form.getByRole('checkbox', { name: /./ }).last().check();
    await form.getByRole('button', { name: words.submit }).click();
    await expect(page.getByTestId('alert-done')).toHaveText(words.sent);
    await expect(page).toHaveURL(/done=sent/);
    await expect(page).not.toHaveURL(/email=/);

    // The e-mail's link opens, in the language chosen (the page's by default), what the reader
    // asked for and a button that confirms it. A mail scanner that opens the link first confirms nothing.
    const confirmPath = new URL((await linkMailedTo(email)).link).pathname;
    expect(confirmPath.startsWith(`${prefix}/subscription/c_`)).toBe(true);
    expect((await page.request.head(confirmPath)).status()).toBe(200);
    expect((await page.request.get(confirmPath)).status()).toBe(200);
    await page.goto(confirmPath);
    await expect(page.getByRole('heading', { level: 1, name: words.confirmTitle })).toBeVisible();
    await expect(page.getByTestId('confirm-choices')).toContainText(words.instant);
    await expect(page.getByRole('button', { name: words.confirmButton })).toBeVisible();
    await lookAt(page, `confirm-${locale}`);
    await page.getByRole('button', { name: words.confirmButton }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix}/subscription/p_[^?]+\\?done=confirmed$`));
    const preferencesPath = new URL(page.url()).pathname;

    // The link a second time: used, it says so and offers nothing to press.
    await page.goto(confirmPath);
    await expect(page.getByTestId('subscription-note')).toHaveText(words.confirmUsed);
    await expect(page.getByRole('button', { name: words.confirmButton })).toHaveCount(0);
    await page.goto(`${preferencesPath}?done=confirmed`);
    await expect(page.getByTestId('subscription-note')).toHaveText(words.confirmed);
    await expect(page.getByText(email)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const preferences = page.getByTestId('preferences-form');
    await expect(preferences.getByLabel(words.someAreas)).toBeChecked();
    await expect(preferences.getByLabel(words.instant)).toBeChecked();
    await lookAt(page, `confirmed-${locale}`);

    // Every practice area, weekly: saved, and so shown when the link is opened again.
    await preferences.getByLabel(words.allAreas).check();
    await preferences.getByLabel(words.weekly).check();
    await preferences.getByRole('button', { name: words.save }).click();
    await expect(page.getByTestId('alert-done')).toHaveText(words.saved);
    await page.reload();
    await expect(preferences.getByLabel(words.allAreas)).toBeChecked();
    await expect(preferences.getByLabel(words.weekly)).toBeChecked();

    await preferences.getByRole('button', { name: words.unsubscribe }).click();
    await expect(page.getByTestId('subscription-note')).toHaveText(words.unsubscribed);
    await expect(preferences.getByRole('link', { name: words.subscribeAgain })).toHaveAttribute('href', `${prefix}/subscribe`);
    await expect(preferences.getByRole('button', { name: words.save })).toHaveCount(0);
  });

  test(`a tampered link is a 404 that explains and offers to subscribe again (${locale})`, async ({ page }) => {
    const response = await page.goto(`${prefix}/subscription/p_1_${'x'.repeat(43)}`);
    expect(response!.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: words.linkInvalidTitle })).toBeVisible();
    await expect(page.getByRole('main').getByTestId('subscribe-form')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', htmlLang);
    await lookAt(page, `bad-link-${locale}`);
  });
}

test.describe('without JavaScript', () => {
  // A client of its own: the four requests below count against 5 a minute apart from the other tests'.
  test.use({ javaScriptEnabled: false, extraHTTPHeaders: { 'x-forwarded-for': '10.88.0.1' } });

  for (const [locale, { prefix, words }] of Object.entries(site)) {
    test(`an article's and a deal's footer subscribe a reader, and the form sends no script (${locale})`, async ({ page }) => {
      const scripts: string[] = [];
      page.on('response', async (answer) => {
        if (answer.url().endsWith('.js')) scripts.push(await answer.text());
      });
      for (const list of ['news', 'case']) {
        const email = unique(`nojs-${list}-${locale}`);
        await page.goto(`${prefix}/${list}`);
        await page.locator(`[data-testid="article-results"] a[href*="/${list}/detail/"]`).first().click();
        await expect(page.getByTestId('publication')).toBeVisible();
        const article = new URL(page.url()).pathname;
        const footer = page.getByTestId('footer-alerts');
        await footer.getByLabel(words.email, { exact: true }).fill(email);
        await footer.getByLabel(words.name).fill('Nurul Aisyah');
        await footer.getByLabel(words.allAreas).check();
        await footer.getByLabel(words.weekly).check();
        await footer.getByRole('checkbox', { name: /./ }).last().check();
        await footer.getByRole('button', { name: words.submit }).click();
        await expect(page.getByTestId('alert-done')).toHaveText(words.sent);
        expect(new URL(page.url()).searchParams.get('from')).toBe(article);
        expect((await linkMailedTo(email)).link).toContain(`${prefix}/subscription/c_`);
      }
      expect(scripts.some((script) => script.includes('/api/user/subscriptions'))).toBe(false);
    });
  }
});

/** A confirmed subscriber, made through the API and the link of the e-mail it sent. */
async function subscriber(request: APIRequestContext, email: string) {
  const asked = await request.post('/api/user/subscriptions', {
    data: { email, name: 'Tan Wei Ming', practiceAreas: null, frequency: 'weekly', lang: 'zh_CN', consent: true, sourcePage: '/zh/news' },
  });
  expect(asked.status()).toBe(200);
  const token = new URL((await linkMailedTo(email)).link).pathname.split('/').pop()!;
  expect((await request.post(`/api/user/subscriptions/confirm/${token}`)).status()).toBe(200);
}

function staffWordsIn(locale: AdminLocale) {
  const { subscribers: t, common } = admin[locale];
  return {
    heading: t.title,
    search: common.search,
    history: t.history,
    confirmed: t.action_confirm,
    erase: t.erase,
    export: t.export,
    close: common.cancel,
    ownAddress: t.ownAddress,
    saveAddress: t.saveAddress,
    emailCode: t.emailCode,
    confirmAddress: t.confirmAddress,
    // What follows the address once it is confirmed: （已确认）, (confirmed).
    addressConfirmed: t.testSendTo.split('{email}')[1].replace(/[。.]$/, ''),
    article: t.testItem,
    sendTest: t.sendTest,
    mails: t.mails,
    sent: t.mail_sent,
  };
}
const staffWords = { zh: staffWordsIn('zh'), en: staffWordsIn('en') };

for (const locale of ['zh', 'en'] as const) {
  const w = staffWords[locale];
  test(`Subscribers: counts, search, consent record, export and erase (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = unique(`staff-${locale}`);
    await subscriber(page.request, email);
    await signIn(page, '/admin/subscribers');
    await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: w.heading })).toBeVisible();
    await expect(page.getByRole('navigation').first().getByRole('link', { name: w.heading })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByTestId('subscriber-counts')).toBeVisible();

    const search = page.getByRole('search');
    await search.getByRole('textbox').fill(email);
    await search.getByRole('button', { name: w.search }).click();
    const rows = page.locator(`table[aria-label="${w.heading}"] tbody tr, ul[aria-label="${w.heading}"] > li`);
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(email);

    await rows
      .first()
      .getByRole('button', { name: new RegExp(w.history) })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByTestId('consent-history')).toContainText(w.confirmed);
    await expect(dialog).toContainText('/zh/news');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/alerts-admin-history-${locale}.png` });
    await dialog.getByRole('button', { name: w.close }).click();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: w.export }).click();
    const csv = await (await download).createReadStream().then(
      (stream) =>
        new Promise<string>((resolve) => {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        }),
    );
    // UTF-8 with a byte-order mark (Excel reads Chinese and Arabic names by it), headed in the back office's language.
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.split('\r\n')[0]).toContain(admin[locale].subscribers.email);
    expect(csv).toContain(email);

    // The staff member's sign-in name is no address: they set their own, confirm it with the code
    // mailed to it, and the test reaches it.
    const own = `self-${email}`;
    await page.getByLabel(w.ownAddress).fill(own);
    await page.getByRole('button', { name: w.saveAddress }).click();
    await expect(page.getByRole('button', { name: w.saveAddress })).toBeDisabled();
    await expect(page.getByTestId('own-address-state')).not.toContainText(w.addressConfirmed);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `test-results/alerts-admin-code-${locale}.png` });
    await page.getByLabel(w.emailCode).fill(await codeMailedTo(own));
    await page.getByRole('button', { name: w.confirmAddress }).click();
    await expect(page.getByTestId('own-address-state')).toContainText(w.addressConfirmed);
    await expect(page.getByTestId('own-address-state')).toContainText(own);
    const article = page.getByLabel(w.article, { exact: true });
    await article.selectOption({ index: 1 });
    await page.getByRole('button', { name: w.sendTest }).click();
    // The code's mail came first; the test's follows from the queue.
    const mailsToOwn = () => smtp.mails.filter((mail) => mail.to.includes(own)).length;
    await expect.poll(mailsToOwn, { timeout: 40_000, intervals: [1000] }).toBe(2);
    await page.reload();
    const log = page.locator(`table[aria-label="${w.mails}"] tbody tr, ul[aria-label="${w.mails}"] > li`).filter({ hasText: own });
    await expect(log).toContainText(w.sent);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      expect(await scrollsSideways(page)).toBe(false);
      await page.screenshot({ path: `test-results/alerts-admin-${locale}-${width}.png`, fullPage: true });
    }

    await rows
      .first()
      .getByRole('button', { name: new RegExp(w.erase) })
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(email);
    await confirm.getByRole('button', { name: w.erase }).click();
    await expect(rows.filter({ hasText: email })).toHaveCount(0);
    const left = await page.request.get(`/api/admin/subscribers?email=${encodeURIComponent(email)}`, {
      headers: { Authorization: await page.evaluate(() => localStorage.getItem('authorization') ?? '') },
    });
    expect((await left.json()).result).toEqual([]);
  });
}
