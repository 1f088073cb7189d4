import { expect, test } from './fixtures';
import { adminPassword } from '../playwright.config';
import { expectNoAxeViolations } from './axe';
import { site } from './words';

const locales = [
  { name: 'English', prefix: '', words: site.en.Contact },
  { name: 'Chinese', prefix: '/zh', words: site.zh.Contact },
];

for (const locale of locales) {
  test.describe(`contact form (${locale.name})`, () => {
    test('labels, placeholders, the reply promise and a hidden honeypot', async ({ page }) => {
      await page.goto(`${locale.prefix}/home`);
      const form = page.locator('.contact-form');
      const w = locale.words;
      await expect(form).toContainText(w.replyPromise);
      for (const [label, placeholder] of [
        [w.name, w.namePlaceholder],
        [w.email, w.emailPlaceholder],
        [w.phone, w.phonePlaceholder],
        [w.message, w.messagePlaceholder],
      ]) {
        await expect(form.getByLabel(label, { exact: false }).first()).toHaveAttribute('placeholder', placeholder);
      }
      const honeypot = form.locator('input[name="website"]');
      await expect(honeypot).toHaveCount(1);
      await expect(honeypot).not.toBeInViewport();
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
    });

    test('a bad e-mail is refused at the field; a good message is sent and stored', async ({ page, request }) => {
      await page.goto(`${locale.prefix}/home`);
      const form = page.locator('.contact-form');
      const email = form.getByLabel(locale.words.email, { exact: false }).first();
      const unique = `E2E contact ${locale.name} ${Date.now()}`;
      await form.getByLabel(locale.words.name, { exact: false }).first().fill('Alex Tan');
      await email.fill('alex.tan@');
      await form.getByLabel(locale.words.message, { exact: false }).first().fill(unique);

      let posted = 0;
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/admin/send-email')) posted += 1;
      });
      await form.getByRole('button', { name: locale.words.submit }).click();
      const error = form.getByText(locale.words.invalidEmail);
      await expect(error).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      const describedBy = (await email.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText(new RegExp(locale.words.invalidEmail));
      await expect(form.getByRole('status')).not.toBeEmpty();
      expect(posted).toBe(0);
      await expectNoAxeViolations(page, { within: '.contact-form' });

      await email.fill('alex.tan@example.com');
      await expect(error).toBeHidden();
      await form.getByLabel(locale.words.phone, { exact: false }).first().fill('+65 6123 4567');
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/admin/send-email'));
      await form.getByRole('button', { name: locale.words.submit }).click();
      expect((await sent).status()).toBe(200);
      await expect(form.getByRole('status')).toHaveText(locale.words.success);
      await expect(form.getByLabel(locale.words.message, { exact: false }).first()).toHaveValue('');

      // Staff see the message in the back office.
      const login = await request.post('/api/admin/login', { data: { loginAccount: 'admin', password: adminPassword } });
      const token = (await login.json()).result as string;
      const messages = await request.get('/api/admin/messages?pageSize=50', { headers: { Authorization: token } });
      expect(messages.ok()).toBe(true);
      const stored = (
        (await messages.json()).result as { name: string; email: string; phone: string; content: string; lang: string }[]
      ).find((message) => message.content === unique);
      expect(stored).toMatchObject({
        name: 'Alex Tan',
        email: 'alex.tan@example.com',
        phone: '+65 6123 4567',
        lang: locale.prefix ? 'zh_CN' : 'en_US',
      });
    });

    test('while sending the button is disabled; a server error is shown and announced', async ({ page }) => {
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/admin/send-email', async (route) => {
        await held;
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ code: 503, message: 'The message service is unavailable.', status: 503 }),
        });
      });
      await page.goto(`${locale.prefix}/home`);
      const form = page.locator('.contact-form');
      await form.getByLabel(locale.words.name, { exact: false }).first().fill('Alex Tan');
      await form.getByLabel(locale.words.email, { exact: false }).first().fill('alex.tan@example.com');
      await form.getByLabel(locale.words.message, { exact: false }).first().fill('Hello');
      const button = form.locator('button[type="submit"]');
      await button.click();
      await expect(button).toBeDisabled();
      release();
      await expect(form.getByRole('alert')).toContainText('The message service is unavailable.');
      await expect(button).toBeEnabled();
      await expect(form.getByLabel(locale.words.message, { exact: false }).first()).toHaveValue('Hello');
    });
  });
}

test('on /zh every error the form shows is Chinese, the server’s own included', async ({ page, request }) => {
  const expectChinese = (text: string | null) => {
    expect(text).toMatch(/\p{Script=Han}/u);
    expect(text).not.toMatch(/[A-Za-z]{2,}/);
  };
  await page.goto('/zh/home');
  const form = page.locator('.contact-form');
  const w = site.zh.Contact;
  const submit = form.getByRole('button', { name: w.submit });

  // The browser's own checks.
  await submit.click();
  const invalid = form.locator('[aria-invalid="true"]');
  await expect(invalid).toHaveCount(3);
  for (const id of await invalid.evaluateAll((fields) => fields.map((field) => field.getAttribute('aria-describedby')))) {
    expectChinese(await page.locator(`[id="${id}"]`).textContent());
  }

  // The server's refusals: the request is changed on its way, past the browser's checks, from a client of its own.
  const client = `10.250.${Date.now() % 250}.${Math.floor(Math.random() * 250)}`;
  let change: Record<string, string> = {};
  await page.route('**/api/admin/send-email', (route) =>
    route.continue({
      headers: { ...route.request().headers(), 'x-forwarded-for': client },
      postData: JSON.stringify({ ...route.request().postDataJSON(), ...change }),
    }),
  );
  await form.getByLabel(w.name, { exact: false }).first().fill('Alex Tan');
  const email = form.getByLabel(w.email, { exact: false }).first();
  await email.fill('alex.tan@example.com');
  await form.getByLabel(w.message, { exact: false }).first().fill('Hello');
  const alert = form.getByRole('alert');

  change = { name: 'x'.repeat(200) };
  await submit.click();
  await expect(alert).toContainText(w.failedTitle);
  expectChinese(await alert.textContent());

  change = { email: 'not-an-address' };
  await submit.click();
  await expect(form.getByText(w.invalidEmail)).toBeVisible();
  await expect(email).toHaveAttribute('aria-invalid', 'true');

  change = {};
  for (let sent = 0; sent < 5; sent++) {
    const response = await request.post('/api/admin/send-email', {
      headers: { 'x-forwarded-for': client },
      data: { name: 'Earlier', email: 'earlier@example.com', content: 'Earlier message' },
    });
    expect(response.status()).toBe(200);
  }
  await submit.click();
  await expect(alert).toContainText(w.tooMany);
  expectChinese(await alert.textContent());
});
