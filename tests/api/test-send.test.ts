/**
 * Test-sends of insight alerts go only to a staff member's own address, confirmed by the code
 * mailed to it, at most ten a day per account. The codes and the test mails are read from a real
 * SMTP server, as a mail program receives them.
 */
import { closedPort, parsedMail, startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp';
import { useTestContext } from '../support/context';

const ctx = useTestContext();
let smtp: LoopbackSmtp;
let deliverDueMails: typeof import('@/lib/services/subscriptions/mail-queue').deliverDueMails;
let article: { id: number; title: string };
let accounts = 0;

beforeAll(async () => {
  smtp = await startLoopbackSmtp({ refused: (address) => address.startsWith('refused') });
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'insights@lawfirm.example';
  process.env.MAIL_RATE = '1000';
  ({ deliverDueMails } = await import('@/lib/services/subscriptions/mail-queue'));
  const catalog = await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Insights', type: 0 }] });
  const created = await ctx.call('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [
      {
        lang: 'en_US',
        cataId: catalog.body.result[0].id,
        coverUrl: '/api/upload/cover.jpg',
        title: 'Worth testing',
        isLink: 0,
        content: '<p>Body</p>',
      },
    ],
  });
  expect(created.status).toBe(200);
  article = created.body.result[0];
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_RATE;
  await smtp.close();
});

/** A new administrator (test-sends are theirs), signed in; `loginAccount` may look like an address. */
async function newAdministrator(loginAccount = `staff${++accounts}`): Promise<string> {
  const admin = await ctx.signIn();
  const created = await ctx.call('POST', '/api/admin/staff', {
    token: admin,
    body: { loginAccount, userName: `Staff ${accounts}`, password: 'staff-password-1', roleId: 1 },
  });
  expect(created.status).toBe(200);
  return ctx.signIn(loginAccount, 'staff-password-1');
}

const setAddress = (token: string, email: string) => ctx.call('PUT', '/api/admin/modify-email', { token, body: { email } });
const confirm = (token: string, code: string) => ctx.call('POST', '/api/admin/modify-email/confirm', { token, body: { code } });
const testSend = (token: string) => ctx.call('POST', '/api/admin/subscribers/test-send', { token, body: { articleId: article.id } });
const ownAddress = async (token: string) => {
  const { testSendTo, unconfirmedEmail } = (await ctx.call('GET', '/api/admin/subscribers/summary', { token })).body.result;
  return { testSendTo, unconfirmedEmail };
};

/** The mails received from now on, parsed, each with its envelope's recipients: where it really went. */
function mailsFromNow() {
  const start = smtp.mails.length;
  return async () => Promise.all(smtp.mails.slice(start).map(async (mail) => ({ ...(await parsedMail(mail)), recipients: mail.to })));
}

/** Sets `email` as the account's address; the code mailed to it, the one mail sent. */
async function codeMailedFor(token: string, email: string): Promise<string> {
  const received = mailsFromNow();
  expect((await setAddress(token, email)).status).toBe(200);
  const [mail, ...others] = await received();
  expect(others).toHaveLength(0);
  expect(mail.recipients).toEqual([email.toLowerCase()]);
  return /^\s*(\d{6})\s*$/m.exec(mail.text!)![1];
}

async function confirmedAdministrator(email: string): Promise<string> {
  const token = await newAdministrator();
  expect((await confirm(token, await codeMailedFor(token, email))).status).toBe(200);
  return token;
}

describe('before the address is confirmed', () => {
  test('an account without an address, even one whose sign-in name looks like one, is refused with a 409 naming email', async () => {
    const token = await newAdministrator('partner@lawfirm.example');
    const refused = await testSend(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('Your account has no e-mail address (email): set yours, then send the test again');
    expect(await ownAddress(token)).toEqual({ testSendTo: null, unconfirmedEmail: null });
  });

  test('setting an address mails a code to it alone, kept only as a hash; test-send stays refused until it is entered', async () => {
    const token = await newAdministrator();
    const received = mailsFromNow();
    expect((await setAddress(token, ' Own.Address@LawFirm.example ')).body).toMatchObject({ status: 200, result: null });
    const [mail, ...others] = await received();
    expect(others).toHaveLength(0);
    expect(mail.recipients).toEqual(['own.address@lawfirm.example']);
    expect(mail.subject).toMatch(/confirm your e-mail address$/);
    expect(mail.text).toContain('within 30 minutes');
    const code = /^\s*(\d{6})\s*$/m.exec(mail.text!)![1];

    const { hashEmailCode } = await import('@/lib/auth/email-codes');
    const row = await ctx.db
      .selectFrom('adminUser')
      .select(['id', 'email', 'emailConfirmedAt', 'emailCodeHash', 'emailCodeExpiresAt'])
      .where('email', '=', 'own.address@lawfirm.example')
      .executeTakeFirstOrThrow();
    expect(row.emailConfirmedAt).toBeNull();
    expect(row.emailCodeHash).toBe(hashEmailCode(row.id, row.email!, code));
    expect(JSON.stringify(row)).not.toContain(code);
    expect(Date.parse(row.emailCodeExpiresAt!) - Date.now()).toBeGreaterThan(29 * 60_000);
    expect(Date.parse(row.emailCodeExpiresAt!) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    expect(await ownAddress(token)).toEqual({ testSendTo: null, unconfirmedEmail: 'own.address@lawfirm.example' });
    const refused = await testSend(token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Your e-mail address (email) is not confirmed: enter the code mailed to it, then send the test again',
    );
  });

  test('the code mail is in the back office language of the request', async () => {
    const token = await newAdministrator();
    const received = mailsFromNow();
    await ctx.call('PUT', '/api/admin/modify-email', { token, body: { email: 'zh.staff@lawfirm.example' }, headers: { lang: 'zh_CN' } });
    const [mail] = await received();
    expect(mail.subject).toContain('请确认您的邮箱地址');
    expect(mail.text).toContain('30 分钟');
  });
});

describe('the code', () => {
  test('a wrong or expired code is a 400 naming code; five wrong ones in 15 minutes lock even the right one (429)', async () => {
    const token = await newAdministrator();
    const code = await codeMailedFor(token, 'guessing@lawfirm.example');
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await confirm(token, wrong);
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('code: the code is incorrect or has expired');

    const expiry = (emailCodeExpiresAt: string) =>
      ctx.db.updateTable('adminUser').set({ emailCodeExpiresAt }).where('email', '=', 'guessing@lawfirm.example').execute();
    await expiry(new Date(Date.now() - 1000).toISOString());
    expect((await confirm(token, code)).status).toBe(400);
    await expiry(new Date(Date.now() + 60_000).toISOString());

    for (let guess = 3; guess <= 5; guess++) expect((await confirm(token, wrong)).status).toBe(400);
    const locked = await confirm(token, code);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe('Too many wrong codes; please try again in 15 minutes');
    expect((await testSend(token)).status).toBe(409);

    // Fifteen minutes later the right code confirms the address, once.
    await ctx.db
      .updateTable('rateLimitHit')
      .set({ createTime: new Date(Date.now() - 16 * 60_000).toISOString() })
      .where('scope', '=', 'staff-email-wrong-code')
      .execute();
    expect((await confirm(token, code)).status).toBe(200);
    expect(await ownAddress(token)).toEqual({ testSendTo: 'guessing@lawfirm.example', unconfirmedEmail: null });
    const again = await confirm(token, code);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('No code is waiting (email): save your address to have one mailed');
  });

  test('a code confirms only the address it was mailed to', async () => {
    const token = await newAdministrator();
    const first = await codeMailedFor(token, 'first@lawfirm.example');
    const second = await codeMailedFor(token, 'second@lawfirm.example');
    if (first !== second) expect((await confirm(token, first)).status).toBe(400);
    expect((await confirm(token, second)).status).toBe(200);
    expect((await ownAddress(token)).testSendTo).toBe('second@lawfirm.example');
  });

  test('bad input is a 400 naming the field, never a 500', async () => {
    const token = await newAdministrator();
    for (const body of [{}, { code: '' }, { code: 7 }, { code: 'x'.repeat(100) }]) {
      const response = await ctx.call('POST', '/api/admin/modify-email/confirm', { token, body });
      expect([response.status, response.body.message]).toEqual([400, expect.stringMatching(/^code/)]);
    }
    expect((await setAddress(token, 'not an address')).body.message).toMatch(/^email/);
    const none = await confirm(token, '123456');
    expect(none.status).toBe(409);
  });

  test('five codes a day per account; a sixth is 429 and mails nothing', async () => {
    const token = await newAdministrator();
    for (let sent = 1; sent <= 5; sent++) await codeMailedFor(token, 'often@lawfirm.example');
    const received = mailsFromNow();
    const refused = await setAddress(token, 'often@lawfirm.example');
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('Five codes have been mailed for your account in the last 24 hours; please try again later');
    expect(await received()).toEqual([]);
  });

  test('without a mail server, or when it does not answer or refuses the address: 503, and the address is left as it was', async () => {
    const token = await confirmedAdministrator('kept@lawfirm.example');
    const url = process.env.SMTP_URL;
    try {
      delete process.env.SMTP_URL;
      const unset = await setAddress(token, 'elsewhere@lawfirm.example');
      expect([unset.status, unset.body.message]).toEqual([
        503,
        'No mail server is set (SMTP_URL), so no code can be mailed to confirm an address',
      ]);
      process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
      const down = await setAddress(token, 'elsewhere@lawfirm.example');
      expect([down.status, down.body.message]).toEqual([
        503,
        'The code could not be mailed to elsewhere@lawfirm.example; check the address, or try again shortly',
      ]);
    } finally {
      process.env.SMTP_URL = url;
    }
    expect((await setAddress(token, 'refused@lawfirm.example')).status).toBe(503);
    expect(await ownAddress(token)).toEqual({ testSendTo: 'kept@lawfirm.example', unconfirmedEmail: null });
  });
});

describe('once the address is confirmed', () => {
  test('the test mail arrives at that address only; saving it again changes nothing', async () => {
    const token = await confirmedAdministrator('confirmed@lawfirm.example');
    expect(await ownAddress(token)).toEqual({ testSendTo: 'confirmed@lawfirm.example', unconfirmedEmail: null });
    const received = mailsFromNow();
    expect((await testSend(token)).body.result).toEqual({ email: 'confirmed@lawfirm.example' });
    await deliverDueMails(ctx.db);
    const [mail, ...others] = await received();
    expect(others).toHaveLength(0);
    expect(mail.recipients).toEqual(['confirmed@lawfirm.example']);
    expect(mail.subject).toContain(article.title);
    expect(mail.text).toContain('Test send');

    expect((await setAddress(token, 'Confirmed@LawFirm.example')).status).toBe(200);
    expect(await received()).toHaveLength(1);
    expect(await ownAddress(token)).toEqual({ testSendTo: 'confirmed@lawfirm.example', unconfirmedEmail: null });
  });

  test('the eleventh test-send in 24 hours is 429 with a clear message; other accounts still send', async () => {
    const token = await confirmedAdministrator('busy@lawfirm.example');
    const received = mailsFromNow();
    for (let sent = 1; sent <= 10; sent++) expect((await testSend(token)).status).toBe(200);
    const refused = await testSend(token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('You have sent 10 test e-mails in the last 24 hours, the most allowed; please try again later');
    await deliverDueMails(ctx.db);
    expect((await received()).map((mail) => mail.recipients)).toEqual(Array(10).fill(['busy@lawfirm.example']));

    const other = await confirmedAdministrator('quiet@lawfirm.example');
    expect((await testSend(other)).status).toBe(200);
    await deliverDueMails(ctx.db);
  });

  test('changing the address makes it unconfirmed again until the new code is entered; removing it leaves none', async () => {
    const token = await confirmedAdministrator('before@lawfirm.example');
    const code = await codeMailedFor(token, 'after@lawfirm.example');
    expect(await ownAddress(token)).toEqual({ testSendTo: null, unconfirmedEmail: 'after@lawfirm.example' });
    expect((await testSend(token)).body.message).toMatch(/\(email\) is not confirmed/);

    expect((await confirm(token, code)).status).toBe(200);
    const received = mailsFromNow();
    expect((await testSend(token)).body.result).toEqual({ email: 'after@lawfirm.example' });
    await deliverDueMails(ctx.db);
    expect((await received()).map((mail) => mail.recipients)).toEqual([['after@lawfirm.example']]);

    expect((await setAddress(token, '')).status).toBe(200);
    expect(await ownAddress(token)).toEqual({ testSendTo: null, unconfirmedEmail: null });
    expect((await testSend(token)).body.message).toMatch(/no e-mail address \(email\)/);
  });
});

test('an address set before the upgrade is unconfirmed after it: its owner confirms it once', async () => {
  const { createMigrator, migrateToLatest } = await import('@/lib/db/migrate');
  const { migrations } = await import('@/lib/db/migrations');
  const names = Object.keys(migrations).sort();
  const before = names[names.indexOf('2026-12-14-staff-email-confirmation') - 1];
  const token = await newAdministrator();
  const { id } = (await ctx.call('GET', '/api/admin/mine', { token })).body.result;

  const down = await (await createMigrator(ctx.db)).migrateTo(before);
  expect(down.error).toBeUndefined();
  const { sql } = await import('kysely');
  await sql`update ${sql.table('adminUser')} set ${sql.ref('email')} = ${'set.before@lawfirm.example'} where ${sql.ref('id')} = ${id}`.execute(
    ctx.db,
  );
  await migrateToLatest(ctx.db);

  expect(await ownAddress(token)).toEqual({ testSendTo: null, unconfirmedEmail: 'set.before@lawfirm.example' });
  expect((await testSend(token)).status).toBe(409);
  expect((await confirm(token, await codeMailedFor(token, 'set.before@lawfirm.example'))).status).toBe(200);
  expect((await testSend(token)).status).toBe(200);
});
