import { expect, test } from '@playwright/test';
import { adminPassword } from '../playwright.config';
import { expectNoAxeViolations } from './axe';

const locales = [
  {
    name: 'English',
    prefix: '',
    labels: { name: 'Name', email: 'E-mail', phone: 'Phone number', message: 'Message', submit: 'Send message' },
    placeholders: ['Please enter your name', 'Please enter your email', 'Please enter your phone number', 'Please enter your message'],
    invalidEmail: 'Please enter a valid email address',
    success: 'Thank you for your message. We will get back to you shortly.',
    promise: '1-2 working days',
  },
  {
    name: 'Chinese',
    prefix: '/zh',
    labels: { name: '姓名', email: '电子邮箱', phone: '电话号码', message: '留言', submit: '发送留言' },
    placeholders: ['请输入您的姓名', '请输入您的电子邮箱', '请输入您的电话号码', '请输入您的留言'],
    invalidEmail: '请输入有效的电子邮件地址',
    success: '感谢您的留言，我们会尽快与您联系。',
    promise: '1-2个工作日',
  },
];

for (const locale of locales) {
  test.describe(`contact form (${locale.name})`, () => {
    test('labels, placeholders, the reply promise and a hidden honeypot', async ({ page }) => {
      await page.goto(`${locale.prefix}/home`);
      const form = page.locator('.contact-form');
      await expect(form).toContainText(locale.promise);
      const fields = [locale.labels.name, locale.labels.email, locale.labels.phone, locale.labels.message];
      for (const [index, label] of fields.entries()) {
        await expect(form.getByLabel(label, { exact: false }).first()).toHaveAttribute('placeholder', locale.placeholders[index]);
      }
      const honeypot = form.locator('input[name="website"]');
      await expect(honeypot).toHaveCount(1);
      await expect(honeypot).not.toBeInViewport();
      await expect(honeypot).toHaveAttribute('tabindex', '-1');
    });

    test('a bad e-mail is refused at the field; a good message is sent and stored', async ({ page, request }) => {
      await page.goto(`${locale.prefix}/home`);
      const form = page.locator('.contact-form');
      const email = form.getByLabel(locale.labels.email, { exact: false }).first();
      const unique = `E2E contact ${locale.name} ${Date.now()}`;
      await form.getByLabel(locale.labels.name, { exact: false }).first().fill('Alex Tan');
      await email.fill('alex.tan@');
      await form.getByLabel(locale.labels.message, { exact: false }).first().fill(unique);

      let posted = 0;
      page.on('request', (sent) => {
        if (sent.url().endsWith('/api/admin/send-email')) posted += 1;
      });
      await form.getByRole('button', { name: locale.labels.submit }).click();
      const error = form.getByText(locale.invalidEmail);
      await expect(error).toBeVisible();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await expect(email).toBeFocused();
      const describedBy = (await email.getAttribute('aria-describedby'))!;
      await expect(page.locator(`[id="${describedBy.split(' ').pop()}"]`)).toHaveText(new RegExp(locale.invalidEmail));
      await expect(form.getByRole('status')).not.toBeEmpty();
      expect(posted).toBe(0);
      await expectNoAxeViolations(page, { within: '.contact-form' });

      await email.fill('alex.tan@example.com');
      await expect(error).toBeHidden();
      await form.getByLabel(locale.labels.phone, { exact: false }).first().fill('+65 6123 4567');
      const sent = page.waitForResponse((response) => response.url().endsWith('/api/admin/send-email'));
      await form.getByRole('button', { name: locale.labels.submit }).click();
      expect((await sent).status()).toBe(200);
      await expect(form.getByRole('status')).toHaveText(locale.success);
      await expect(form.getByLabel(locale.labels.message, { exact: false }).first()).toHaveValue('');

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
      await form.getByLabel(locale.labels.name, { exact: false }).first().fill('Alex Tan');
      await form.getByLabel(locale.labels.email, { exact: false }).first().fill('alex.tan@example.com');
      await form.getByLabel(locale.labels.message, { exact: false }).first().fill('Hello');
      const button = form.locator('button[type="submit"]');
      await button.click();
      await expect(button).toBeDisabled();
      release();
      await expect(form.getByRole('alert')).toContainText('The message service is unavailable.');
      await expect(button).toBeEnabled();
      await expect(form.getByLabel(locale.labels.message, { exact: false }).first()).toHaveValue('Hello');
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
  const submit = form.getByRole('button', { name: '发送留言' });

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
  await form.getByLabel('姓名', { exact: false }).first().fill('Alex Tan');
  const email = form.getByLabel('电子邮箱', { exact: false }).first();
  await email.fill('alex.tan@example.com');
  await form.getByLabel('留言', { exact: false }).first().fill('Hello');
  const alert = form.getByRole('alert');

  change = { name: 'x'.repeat(200) };
  await submit.click();
  await expect(alert).toContainText('留言未能发送。');
  expectChinese(await alert.textContent());

  change = { email: 'not-an-address' };
  await submit.click();
  await expect(form.getByText('请输入有效的电子邮件地址')).toBeVisible();
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
  await expect(alert).toContainText('您在短时间内发送了多条留言');
  expectChinese(await alert.textContent());
});
