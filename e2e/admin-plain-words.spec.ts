import type { Page } from '@playwright/test';
import { parsedMail, startLoopbackSmtp } from '../tests/support/smtp';
import { signIn, tokenOf } from './admin-helpers';
import { expect, test } from './fixtures';
import { admin, fill, site, type AdminLocale } from './words';

// The back office speaks plainly: tabs name the screen, history names what changed as its
// editor does, the side menu's entries fit, notifications leave the buttons free; and a practice
// area's page leads to its alerts.

const locales: AdminLocale[] = ['en', 'zh'];
const shots = (name: string) => `test-results/plain-${name}.png`;

async function chooseLocale(page: Page, locale: AdminLocale) {
  await page.evaluate((choice) => localStorage.setItem('adminLocale', choice), locale);
  await page.reload();
}

/** The back office's own API, as the signed-in member of staff. */
async function call<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const response = await page.request.fetch(`/api${path}`, { method, data, headers: { Authorization: await tokenOf(page) } });
  expect(response.status(), `${method} ${path}`).toBe(200);
  return (await response.json()).result as T;
}

test('each tab names its screen and the back office, in the back office’s language', async ({ page }) => {
  await signIn(page);
  for (const locale of locales) {
    await chooseLocale(page, locale);
    const { shell, workflow } = admin[locale];
    await expect(page).toHaveTitle(`${shell.news} · ${shell.productName}`);
    await page.goto('/admin/articles/news/folder');
    await expect(page).toHaveTitle(`${shell.newsFolder} · ${shell.productName}`);
    await page.goto('/admin/subscribers');
    await expect(page).toHaveTitle(`${shell.subscribers} · ${shell.productName}`);
    const [item] = await call<{ id: number }[]>(page, 'GET', '/admin/latest-news?lang=en_US');
    await page.goto(`/admin/history?entity=latest-news&id=${item.id}`);
    await expect(page).toHaveTitle(`${workflow.historyTitle} · ${shell.productName}`);
    await page.goto('/admin/articles/news/list');
  }
  await page.evaluate(() => localStorage.removeItem('authorization'));
  await page.goto('/admin-login');
  await expect(page).toHaveTitle(`${admin.zh.shell.signInTitle} · ${admin.zh.shell.productName}`);
});

test('every entry of the side menu fits at 1280 px, in both languages', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signIn(page, '/admin/jobs');
  for (const locale of locales) {
    await chooseLocale(page, locale);
    const nav = page.getByRole('navigation', { name: admin[locale].shell.navigation });
    await expect(nav.getByRole('link', { name: admin[locale].shell.jobsOffices })).toBeVisible();
    const cut = await nav
      .locator('a, a > span:not(.sr-only)')
      .evaluateAll((elements) =>
        elements.filter((element) => element.scrollWidth > element.clientWidth + 1).map((element) => element.textContent),
      );
    expect(cut).toEqual([]);
    await page.screenshot({ path: shots(`side-menu-${locale}-1280`) });
  }
});

test('history names the fields as the editor does, and the lawyers and practice areas by name', async ({ page }) => {
  await signIn(page);
  const [article] = await call<Record<string, unknown>[]>(page, 'GET', '/admin/latest-news?lang=en_US');
  const full = await call<Record<string, unknown> & { id: number; lawyerNos: string[]; practiceNos: string[] }>(
    page,
    'GET',
    `/admin/latest-news/${article.id}`,
  );
  const lawyers = await call<{ no: string; name: string; lang: string }[]>(page, 'GET', '/admin/lawyerTeam?lang=en_US&pageSize=3');
  const areas = await call<{ no: string; name: string; lang: string }[]>(page, 'GET', '/admin/professionalField/lang/list');
  const area = areas.find((each) => each.lang === 'en_US' && !full.practiceNos.includes(each.no))!;
  const lawyer = lawyers.find((each) => !full.lawyerNos.includes(each.no))!;
  const { lawyers: _shown, practiceAreas: _areas, ...saved } = full;
  await call(page, 'PUT', '/admin/latest-news', [
    { ...saved, lawyerNos: [...full.lawyerNos, lawyer.no], practiceNos: [...full.practiceNos, area.no], status: 'published' },
  ]);
  await page.goto(`/admin/history?entity=latest-news&id=${article.id}`);
  for (const locale of locales) {
    await chooseLocale(page, locale);
    const { links } = admin[locale];
    const comparison = page.locator('main section').filter({ has: page.getByRole('heading', { name: links.lawyers, exact: true }) });
    await expect(comparison.first()).toContainText(lawyer.name);
    await expect(page.getByRole('heading', { name: links.practiceAreas, exact: true })).toBeVisible();
    await expect(page.locator('main')).toContainText(area.name);
    await expect(page.locator('main')).not.toContainText(/lawyerNos|practiceNos|practiceAreas|cataId|\/api\/upload\//);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: shots(`history-${locale}-${width}`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
  }
});

test('a notification leaves the header’s buttons and the screen’s own free', async ({ page }) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/admin/languages');
    const toast = page.locator('[data-sonner-toast]').first();
    await expect(toast).toBeVisible();
    const note = (await toast.boundingBox())!;
    const buttons = page.locator('header button, header a, main h1 ~ div button');
    for (const box of await buttons.evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))) {
      if (!box.width) continue;
      const overlaps = note.x < box.right && box.left < note.x + note.width && note.y < box.bottom && box.top < note.y + note.height;
      expect(overlaps, JSON.stringify({ note, box })).toBe(false);
    }
    await page.screenshot({ path: shots(`notification-${width}`) });
    await page.evaluate(() => localStorage.removeItem('authorization'));
  }
});

test('the consent record reads as a person would: areas by name, the sentence agreed to, Singapore time', async ({
  page,
  site: server,
}) => {
  const smtp = await startLoopbackSmtp({ port: server.mailSinkPort });
  try {
    const areasIn = async (lang: string) =>
      (
        (await (await page.request.get('/api/user/professionalField/list', { headers: { lang } })).json()).result as {
          no: string;
          name: string;
        }[]
      )[0];
    const area = await areasIn('en_US');
    // The staff read the areas in the back office's language.
    const areaName = { en: area.name, zh: (await areasIn('zh_CN')).name };
    const email = `record.${Date.now().toString(36)}@example.sg`;
    const body = {
      email,
      name: '陈伟明',
      practiceAreas: [area.no],
      frequency: 'weekly',
      lang: 'en_US',
      consent: true,
      sourcePage: '/news',
    };
    expect((await page.request.post('/api/user/subscriptions', { data: body })).status()).toBe(200);
    let token: string | undefined;
    await expect
      .poll(
        async () => {
          const mail = smtp.mails.find((received) => received.to.includes(email));
          token = mail && /\/subscription\/(c_[A-Za-z0-9_-]+)/.exec((await parsedMail(mail)).text ?? '')?.[1];
          return Boolean(token);
        },
        { timeout: 40_000, intervals: [1000] },
      )
      .toBe(true);
    expect((await page.request.post(`/api/user/subscriptions/confirm/${token}`)).status()).toBe(200);

    await signIn(page, '/admin/subscribers');
    for (const locale of locales) {
      await chooseLocale(page, locale);
      const { subscribers } = admin[locale];
      await page.getByRole('button', { name: fill(subscribers.historyLabel, { email }) }).click();
      const record = page.getByTestId('consent-history');
      await expect(record).toContainText(areaName[locale]);
      await expect(record).toContainText(fill(subscribers.singaporeTime, { time: '' }).trim());
      await expect(record).toContainText(site.en.Alerts.consent.replace(/<\/?link>/g, ''));
      for (const width of [1280, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: shots(`consent-record-${locale}-${width}`) });
      }
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.keyboard.press('Escape');
    }
  } finally {
    await smtp.close();
  }
});

test('a practice area’s page offers its alerts: the subscribe form opens with that area chosen', async ({ page }) => {
  const words = site.en;
  await page.goto('/expertises');
  await page.locator('a[href*="/expertises/detail/"]').first().click();
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim();
  const section = page.getByTestId('practice-area-alerts');
  await expect(section).toContainText(fill(words.PracticeAreas.alertsHeading.replace('{practice}', '{name}'), { name }));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await section.scrollIntoViewIfNeeded();
    await page.screenshot({ path: shots(`practice-area-${width}`) });
  }
  const from = new URL(page.url()).pathname;
  await section.getByRole('link', { name: words.PracticeAreas.subscribeToArea }).click();
  const form = page.getByRole('main').getByTestId('subscribe-form');
  await expect(form.getByLabel(words.Alerts.someAreas)).toBeChecked();
  await expect(form.getByTestId('alert-areas').getByLabel(name, { exact: true })).toBeChecked();
  await page.screenshot({ path: shots('subscribe-area-390'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await form.getByLabel(words.Alerts.email, { exact: true }).fill(`area-${Date.now()}@example.sg`);
  await form.getByLabel(words.Alerts.weekly).check();
  await form.getByRole('checkbox', { name: /./ }).last().check();
  await form.getByRole('button', { name: words.Alerts.submit }).click();
  await expect(page.getByTestId('alert-done')).toHaveText(words.Alerts.sent);
  expect(new URL(page.url()).searchParams.get('from')).toBe(from);
});

test('a mistake in the footer’s form is shown on the page where it was made', async ({ page }) => {
  await page.goto('/news');
  const footer = page.getByTestId('footer-alerts');
  await footer.getByLabel(site.en.Alerts.email, { exact: true }).fill('not an address');
  await footer.getByRole('button', { name: site.en.Alerts.submit }).click();
  await expect(page).toHaveURL(/\/news$/);
  const message = await footer
    .getByLabel(site.en.Alerts.email, { exact: true })
    .evaluate((input: HTMLInputElement) => input.validationMessage);
  expect(message).not.toBe('');
});
