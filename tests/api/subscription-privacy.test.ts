/**
 * Insight alerts and the reader's personal data: opening a confirmation
 * link, as a mail scanner does, confirms nothing; a link confirms its own request once and never
 * undoes a later unsubscribe; erase leaves the address in no text column of any table, whether
 * the address ever confirmed or not; the per-address cap counts mailboxes.
 */
import { sql } from 'kysely';
import type { ParsedMail } from 'mailparser';
import { useTestContext } from '../support/context';
import { parsedMail, startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp';

const ctx = useTestContext();
let smtp: LoopbackSmtp;
let worker: typeof import('@/lib/services/subscriptions/worker');
let tokens: typeof import('@/lib/services/subscriptions/tokens');
let site: typeof import('@/lib/site/subscriptions');
let catalogId: number;
let client = 0;

beforeAll(async () => {
  smtp = await startLoopbackSmtp({ refused: (address) => address.startsWith('refused') });
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RATE = '1000';
  worker = await import('@/lib/services/subscriptions/worker');
  tokens = await import('@/lib/services/subscriptions/tokens');
  site = await import('@/lib/site/subscriptions');
  const catalog = await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Insights', type: 0 }] });
  catalogId = catalog.body.result[0].id;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_RATE;
  await smtp.close();
});

const browser = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/128.0';
const nextClient = () => `10.51.${Math.floor(++client / 250)}.${client % 250}`;

const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
  ctx.call('POST', '/api/user/subscriptions', {
    body: {
      email,
      name: 'Tan Wei Ming',
      practiceAreas: null,
      frequency: 'weekly',
      lang: 'en_US',
      consent: true,
      sourcePage: '/news',
      ...extra,
    },
    headers: { 'x-forwarded-for': nextClient() },
  });

const run = () => worker.runAlertWork(ctx.db);

const mailsTo = (address: string): Promise<ParsedMail[]> =>
  Promise.all(smtp.mails.filter((mail) => mail.to.includes(address)).map(parsedMail));

/** The confirmation link's token of the newest request of `email`, as its e-mail carries it. */
async function confirmationToken(email: string): Promise<string> {
  const request = await ctx.db
    .selectFrom('subscriptionRequest')
    .select(['id', 'createTime'])
    .where('email', '=', email)
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return tokens.confirmToken(ctx.db, request.id, request.createTime);
}

/** The Confirm button's POST, as a browser without JavaScript sends it; where its 303 leads. */
async function pressConfirm(token: string, locale = 'en') {
  const response = await ctx.call('POST', `/api/user/subscriptions/confirm/${token}/form`, {
    raw: new URLSearchParams({ locale }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': browser, 'x-forwarded-for': nextClient() },
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location')!, 'http://site.test');
  return { path: location.pathname, done: location.searchParams.get('done') };
}

const confirmByApi = (token: string) =>
  ctx.call('POST', `/api/user/subscriptions/confirm/${token}`, { headers: { 'user-agent': browser } });

const subscriberRow = (email: string) => ctx.db.selectFrom('subscriber').selectAll().where('email', '=', email).executeTakeFirst();

const consents = (email: string) =>
  ctx.db.selectFrom('consentRecord').select(['action', 'userAgent']).where('email', '=', email).orderBy('id').execute();

describe('a confirmation link', () => {
  test('opening it (GET, HEAD) changes nothing and hands out no preferences token; only the Confirm button’s POST confirms', async () => {
    const email = 'scanned@example.sg';
    expect((await subscribe(email)).status).toBe(200);
    await run();
    const [mail] = await mailsTo(email);
    const token = /\/subscription\/(c_[A-Za-z0-9_-]+)/.exec(mail.text!)![1];

    // A corporate mail gateway opens every link of the message, some of them twice.
    for (const method of ['GET', 'HEAD', 'GET']) {
      expect((await ctx.call(method, `/api/user/subscriptions/confirm/${token}`)).status).toBe(404);
      expect(await site.openSubscription(token)).toEqual({
        kind: 'confirm',
        confirmation: { email, name: 'Tan Wei Ming', lang: 'en_US', frequency: 'weekly', practiceAreas: null, state: 'waiting' },
      });
    }
    expect(await subscriberRow(email)).toBeUndefined();
    expect(await consents(email)).toEqual([{ action: 'subscribe', userAgent: null }]);

    const confirmed = await pressConfirm(token, 'zh');
    expect(confirmed.path).toMatch(/^\/zh\/subscription\/p_\d+_/);
    expect(confirmed.done).toBe('confirmed');
    expect(await subscriberRow(email)).toMatchObject({ state: 'active', frequency: 'weekly' });
    expect(await consents(email)).toEqual([
      { action: 'subscribe', userAgent: null },
      { action: 'confirm', userAgent: browser },
    ]);
    const preferences = await site.openSubscription(confirmed.path.split('/').pop()!);
    expect(preferences).toMatchObject({ kind: 'preferences', subscription: { email, state: 'active' } });

    // Used: the page says so without the preferences token, and a second press changes nothing.
    const reopened = await site.openSubscription(token);
    expect(reopened).toMatchObject({ kind: 'confirm', confirmation: { state: 'used' } });
    expect(JSON.stringify(reopened)).not.toMatch(/p_\d+_/);
    expect(await pressConfirm(token)).toEqual({ path: `/subscription/${token}`, done: null });
    const again = await confirmByApi(token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('This confirmation link has already been used');
    expect((await consents(email)).map((record) => record.action)).toEqual(['subscribe', 'confirm']);
  });

  test('the API’s POST confirms the request’s own choices, once, noting the browser', async () => {
    const email = 'api.client@example.sg';
    await subscribe(email, { frequency: 'instant', name: 'First choice' });
    const first = await confirmationToken(email);
    await subscribe(email, { frequency: 'weekly', name: 'Second choice' });
    const second = await confirmationToken(email);

    const answered = await confirmByApi(first);
    expect(answered.status).toBe(200);
    expect(answered.body.result).toMatchObject({ email, name: 'First choice', frequency: 'instant', token: expect.stringMatching(/^p_/) });
    expect((await confirmByApi(first)).status).toBe(409);
    expect(await subscriberRow(email)).toMatchObject({ name: 'First choice', frequency: 'instant' });

    expect((await confirmByApi(second)).body.result).toMatchObject({ name: 'Second choice', frequency: 'weekly' });
    expect((await consents(email)).filter((record) => record.action === 'confirm')).toEqual([
      { action: 'confirm', userAgent: browser },
      { action: 'confirm', userAgent: browser },
    ]);
  });

  test('a link sent before the reader unsubscribed never subscribes them again, with its choices or any', async () => {
    const email = 'left@example.sg';
    await subscribe(email, { name: 'Reader' });
    const { token: preferences } = (await confirmByApi(await confirmationToken(email))).body.result;
    // Someone else asks for the reader's address with their own name, language and frequency, and
    // gets hold of the link, which went to the reader's mailbox.
    await subscribe(email, { name: 'Attacker', lang: 'zh_CN', frequency: 'instant' });
    const stale = await confirmationToken(email);
    const left = await ctx.call('POST', `/api/user/subscriptions/unsubscribe/${preferences}`, {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(left.status).toBe(200);

    expect(await site.openSubscription(stale)).toMatchObject({ kind: 'confirm', confirmation: { state: 'withdrawn' } });
    expect(await pressConfirm(stale)).toEqual({ path: `/subscription/${stale}`, done: null });
    const refused = await confirmByApi(stale);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/unsubscribed after the link was sent/);
    expect(await subscriberRow(email)).toMatchObject({ state: 'unsubscribed', name: 'Reader', lang: 'en_US', frequency: 'weekly' });

    // Asking again after leaving is the reader's own new request, and it confirms.
    await subscribe(email, { name: 'Reader again' });
    expect((await pressConfirm(await confirmationToken(email))).done).toBe('confirmed');
    expect(await subscriberRow(email)).toMatchObject({ state: 'active', name: 'Reader again' });
  });
});

/** Every text column of every table (as the database lists them) holding `address`, in any case, as `table.column`. */
async function columnsHolding(address: string): Promise<string[]> {
  const found: string[] = [];
  const isText = (dataType: string) => dataType === '' || /char|text|json|clob/i.test(dataType);
  for (const table of await ctx.db.introspection.getTables()) {
    for (const column of table.columns.filter((candidate) => isText(candidate.dataType))) {
      const column_ = sql.ref(column.name);
      const { rows } = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table.name)}
        where lower(${column_}) like ${`%${address.toLowerCase()}%`} or ${column_} like ${`%${address.toUpperCase()}%`}`.execute(ctx.db);
      if (Number(rows[0].n) > 0) found.push(`${table.name}.${column.name}`);
    }
  }
  return found.sort();
}

const mailCount = async () =>
  Number(
    (
      await ctx.db
        .selectFrom('outboundMail')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('erase', () => {
  test('a subscriber whose mail server refused it: afterwards no text column of any table holds the address', async () => {
    const email = 'refused.erase@example.sg';
    await subscribe('Refused.Erase@Example.SG', { frequency: 'instant' });
    await run();
    expect((await confirmByApi(await confirmationToken(email))).status).toBe(200);
    const published = await ctx.call('POST', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ lang: 'en_US', cataId: catalogId, coverUrl: '/api/upload/cover.jpg', title: 'Refused', isLink: 0, content: '<p>Body</p>' }],
    });
    expect(published.status).toBe(200);
    await run();
    expect(await subscriberRow(email)).toMatchObject({ state: 'stopped', stopReason: expect.stringContaining(email) });
    // The scan sees the address where it is kept, the mail server's refusals among them.
    expect(await columnsHolding(email)).toEqual(
      expect.arrayContaining([
        'consentRecord.detail',
        'consentRecord.email',
        'outboundMail.email',
        'outboundMail.lastError',
        'subscriber.email',
      ]),
    );

    const sent = await mailCount();
    const { id } = (await subscriberRow(email))!;
    expect((await ctx.call('DELETE', `/api/admin/subscribers/${id}`, { token: ctx.admin })).status).toBe(200);
    expect(await columnsHolding(email)).toEqual([]);
    expect(await mailCount()).toBe(sent);
  });

  test('an address that never confirmed: staff erase it by address, and nothing is left either', async () => {
    const email = 'never.confirmed@example.sg';
    await subscribe(email);
    await subscribe(email, { frequency: 'instant' });
    await run();
    const link = await confirmationToken(email);
    const wrote = await ctx.call('POST', '/api/admin/send-email', { body: { name: 'A reader', email, content: 'Please call me back.' } });
    expect(wrote.status).toBe(200);
    expect(await columnsHolding(email)).toEqual(
      expect.arrayContaining(['consentRecord.email', 'contactMessage.email', 'outboundMail.email', 'subscriptionRequest.email']),
    );

    const erased = await ctx.call('POST', '/api/admin/subscribers/erase', {
      token: ctx.admin,
      body: { email: ' NEVER.Confirmed@example.sg ' },
    });
    expect(erased.status).toBe(200);
    expect(await columnsHolding(email)).toEqual([]);
    expect((await confirmByApi(link)).status).toBe(404);
    expect(await site.openSubscription(link)).toBeNull();
    // Nothing held is no error: erasing is done either way.
    expect((await ctx.call('POST', '/api/admin/subscribers/erase', { token: ctx.admin, body: { email } })).status).toBe(200);
  });

  test('a send that ends while its address is erased writes no answer naming it back', async () => {
    const { settleMail } = await import('@/lib/repositories/outbound-mail');
    const email = 'erased.mid-send@example.sg';
    const mail = await ctx.db
      .insertInto('outboundMail')
      .values({ kind: 'alert', email, lang: 'en_US', payload: null, state: 'sending', nextAttemptAt: '', createTime: '' })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow();
    expect((await ctx.call('POST', '/api/admin/subscribers/erase', { token: ctx.admin, body: { email } })).status).toBe(200);

    const refusal = `550 5.1.1 <${email}>: mailbox unavailable`;
    expect(await settleMail(ctx.db, mail, { state: 'failed', lastError: refusal })).toBe(false);
    expect(await columnsHolding(email)).toEqual([]);
  });

  test('a malformed address is a 400 naming email', async () => {
    for (const body of [{ email: 'not an address' }, {}, { email: 42 }]) {
      const response = await ctx.call('POST', '/api/admin/subscribers/erase', { token: ctx.admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^email/);
    }
  });
});

test('the cap of 3 confirmation e-mails a day counts a mailbox: case-folded, without its +tag', async () => {
  for (const email of ['cap@example.sg', 'Cap+news@example.sg', 'CAP@EXAMPLE.SG', 'cap+alerts@Example.sg', 'cap+x@example.sg']) {
    expect((await subscribe(email)).status).toBe(200);
  }
  await run();
  const sent = smtp.mails.filter((mail) => mail.to.some((to) => /^cap(\+[^@]*)?@example\.sg$/.test(to)));
  expect(sent).toHaveLength(3);
  const keys = await ctx.db.selectFrom('rateLimitHit').select('key').where('scope', '=', 'subscription-mail').execute();
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((row) => row.key.includes('@'))).toEqual([]);
});
