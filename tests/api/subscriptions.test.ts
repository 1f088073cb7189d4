/**
 * Insight alerts end to end against a real SMTP server: double opt-in, alerts on publish, the
 * digest, one-click unsubscribe, and the queue's failures. Each mail is parsed as a mail program would.
 */
import type { Db } from '@/lib/db/client';
import { useTestContext } from '../support/context';
import type { ParsedMail } from 'mailparser';
import { parsedMail, startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp';

const ctx = useTestContext();
let smtp: LoopbackSmtp;
let worker: typeof import('@/lib/services/subscriptions/worker');
let sending: typeof import('@/lib/services/subscriptions/sending-state');
let digest: typeof import('@/lib/services/subscriptions/digest');
let tokens: typeof import('@/lib/services/subscriptions/tokens');
let schedule: typeof import('@/lib/services/workflow/schedule');
const catalogs: Record<string, number> = {};
let client = 0;

beforeAll(async () => {
  smtp = await startLoopbackSmtp({ refused: (address) => address.startsWith('refused') });
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'insights@lawfirm.example';
  process.env.MAIL_RATE = '1000';
  worker = await import('@/lib/services/subscriptions/worker');
  sending = await import('@/lib/services/subscriptions/sending-state');
  digest = await import('@/lib/services/subscriptions/digest');
  tokens = await import('@/lib/services/subscriptions/tokens');
  schedule = await import('@/lib/services/workflow/schedule');
  const response = await ctx.call('POST', '/api/admin/catalog', {
    token: ctx.admin,
    body: [
      { lang: 'en_US', name: 'Insights', type: 0 },
      { lang: 'zh_CN', name: '资讯', type: 0 },
    ],
  });
  for (const catalog of response.body.result) catalogs[catalog.lang] = catalog.id;
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_RATE;
  await smtp.close();
});

const nextClient = () => `10.43.${Math.floor(++client / 250)}.${client % 250}`;

const subscription = (email: string, extra: Record<string, unknown> = {}) => ({
  email,
  name: 'Tan Wei Ming',
  practiceAreas: null,
  frequency: 'instant',
  lang: 'en_US',
  consent: true,
  sourcePage: '/news',
  ...extra,
});

const subscribe = (body: unknown, from = nextClient()) =>
  ctx.call('POST', '/api/user/subscriptions', { body, headers: { 'x-forwarded-for': from } });

const run = (db: Db = ctx.db, now?: Date) => worker.runAlertWork(db, now);

const mailsTo = (address: string) => Promise.all(smtp.mails.filter((mail) => mail.to.includes(address)).map(parsedMail));

/** The token of the subscription page a mail links to. */
const linkToken = (text: string) => /\/subscription\/([A-Za-z0-9_-]+)/.exec(text)![1];

/** A header as the mail carries it (mailparser reads List-* headers into an object of its own). */
const header = (mail: ParsedMail, name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/^[^:]+:\s*/, '');

/** The one-click unsubscribe address of an alert, checked against RFC 8058. */
function oneClickPath(mail: ParsedMail): string {
  expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
  const address = /^<(https?:\/\/[^>]+)>$/.exec(header(mail, 'list-unsubscribe') ?? '')?.[1];
  expect(address).toMatch(/^http:\/\/localhost:3000\/api\/user\/subscriptions\/unsubscribe\/p_/);
  return new URL(address!).pathname;
}

/** Subscribes and follows the link of the confirmation mail; the preferences token. */
async function subscribed(email: string, extra: Record<string, unknown> = {}): Promise<string> {
  expect((await subscribe(subscription(email, extra))).status).toBe(200);
  await run();
  const [confirmation] = await mailsTo(email);
  const confirmed = await ctx.call('POST', `/api/user/subscriptions/confirm/${linkToken(confirmation.text!)}`);
  expect(confirmed.status).toBe(200);
  return confirmed.body.result.token;
}

let articles = 0;
async function publish(title = `Insight ${++articles}`, extra: Record<string, unknown> = {}) {
  const lang = (extra.lang as string) ?? 'en_US';
  const response = await ctx.call('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [
      {
        lang,
        cataId: catalogs[lang],
        coverUrl: '/api/upload/cover.jpg',
        title,
        isLink: 0,
        content: '<p>Body</p>',
        note: `${title}: the summary`,
        ...extra,
      },
    ],
  });
  expect(response.status).toBe(200);
  return response.body.result[0] as { id: number; title: string; no: string };
}

const subscriberRow = (email: string) => ctx.db.selectFrom('subscriber').selectAll().where('email', '=', email).executeTakeFirst();

describe('double opt-in', () => {
  test('nothing but the confirmation is sent until its link is followed; then alerts come, once each', async () => {
    expect((await subscribe(subscription('Reader.One@Example.sg'))).body).toMatchObject({ status: 200, result: null });
    await publish('Published before confirming');
    await run();
    const [confirmation, ...others] = await mailsTo('reader.one@example.sg');
    expect(others).toHaveLength(0);
    expect(confirmation.subject).toMatch(/^Please confirm your insight alerts/);
    expect(confirmation.html).toContain('http://localhost:3000/subscription/c_');
    expect(confirmation.text).toContain('within 7 days');
    expect(await subscriberRow('reader.one@example.sg')).toBeUndefined();

    const token = linkToken(confirmation.text!);
    const confirmed = await ctx.call('POST', `/api/user/subscriptions/confirm/${token}`);
    expect(confirmed.body.result).toMatchObject({
      email: 'reader.one@example.sg',
      state: 'active',
      frequency: 'instant',
      practiceAreas: null,
    });
    // Following the link again changes nothing, and says the link was used.
    expect((await ctx.call('POST', `/api/user/subscriptions/confirm/${token}`)).status).toBe(409);

    const article = await publish('Court of Appeal on arbitration clauses');
    await run();
    const [alert] = (await mailsTo('reader.one@example.sg')).slice(1);
    expect(alert.subject).toContain('Court of Appeal on arbitration clauses');
    expect(alert.html).toContain('Court of Appeal on arbitration clauses: the summary');
    expect(alert.html).toContain('http://localhost:3000/api/upload/cover.jpg');
    expect(alert.html).toContain(`http://localhost:3000/news/detail/${article.id}`);
    expect(alert.text).toContain('Court of Appeal on arbitration clauses: the summary');
    oneClickPath(alert);

    // Saved again, unpublished and published again: no second alert.
    const saved = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [
        {
          ...article,
          title: 'Court of Appeal on arbitration clauses (updated)',
          cataId: catalogs.en_US,
          coverUrl: '/api/upload/cover.jpg',
          isLink: 0,
        },
      ],
    });
    expect(saved.status).toBe(200);
    await run();
    expect(await mailsTo('reader.one@example.sg')).toHaveLength(2);

    const history = await ctx.db
      .selectFrom('consentRecord')
      .selectAll()
      .where('email', '=', 'reader.one@example.sg')
      .orderBy('id')
      .execute();
    expect(history.map((row) => row.action)).toEqual(['subscribe', 'confirm']);
    expect(history[0]).toMatchObject({ consentVersion: '2026-11-28', sourcePage: '/news' });
    expect(JSON.stringify(history)).not.toMatch(/10\.43\./);
  });

  test('a confirmation link expires after 7 days; a tampered one is 404', async () => {
    await subscribe(subscription('late@example.sg'));
    const request = await ctx.db
      .selectFrom('subscriptionRequest')
      .selectAll()
      .where('email', '=', 'late@example.sg')
      .executeTakeFirstOrThrow();
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const expired = await tokens.confirmToken(ctx.db, request.id, eightDaysAgo);
    expect((await ctx.call('POST', `/api/user/subscriptions/confirm/${expired}`)).status).toBe(404);
    const valid = await tokens.confirmToken(ctx.db, request.id, request.createTime);
    const tampered = valid.replace(/_c_|^c_\d+/, (part) => part.replace(/\d+$/, String(request.id + 1)));
    const response = await ctx.call('POST', `/api/user/subscriptions/confirm/${tampered}`);
    expect(response.status).toBe(404);
    expect(response.body.message).toBe('Subscription link not found');
    expect((await ctx.call('GET', `/api/user/subscriptions/preferences/p_1_${'x'.repeat(43)}`)).status).toBe(404);
  });

  test('a known address gets the same answer as an unknown one, and nothing changes until it confirms', async () => {
    await subscribed('known@example.sg');
    await run();
    const known = await subscribe(subscription('known@example.sg', { frequency: 'weekly' }));
    const unknown = await subscribe(subscription('unknown@example.sg', { frequency: 'weekly' }));
    expect(known.status).toBe(unknown.status);
    expect(known.body).toEqual({ ...unknown.body });
    expect(await subscriberRow('known@example.sg')).toMatchObject({ frequency: 'instant' });
    await run();
    const [, second] = await mailsTo('known@example.sg');
    await ctx.call('POST', `/api/user/subscriptions/confirm/${linkToken(second.text!)}`);
    expect(await subscriberRow('known@example.sg')).toMatchObject({ frequency: 'weekly', state: 'active' });
  });

  test('5 requests a minute per client, and 3 confirmation e-mails a day per address', async () => {
    const from = nextClient();
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await subscribe(subscription(`burst${i}@example.sg`), from)).status);
    expect(answers).toEqual([200, 200, 200, 200, 200, 429]);

    for (let i = 0; i < 5; i++) expect((await subscribe(subscription('often@example.sg'))).status).toBe(200);
    await run();
    expect(await mailsTo('often@example.sg')).toHaveLength(3);
  });

  test('bad input is 400 naming the field; nothing is ticked for the reader', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ consent: false }, 'consent'],
      [{ consent: undefined }, 'consent'],
      [{ email: 'not an address' }, 'email'],
      [{ practiceAreas: [] }, 'practiceAreas'],
      [{ practiceAreas: ['no-such-practice-area'] }, 'practiceAreas'],
      [{ frequency: 'daily' }, 'frequency'],
      [{ frequency: undefined }, 'frequency'],
      [{ lang: 'xx_XX' }, 'lang'],
      [{ sourcePage: undefined }, 'sourcePage'],
    ];
    for (const [change, field] of cases) {
      const response = await subscribe(subscription('fields@example.sg', change));
      expect(response.status).toBe(400);
      expect(response.body.message).toContain(field === 'email' ? 'valid email' : field);
    }
  });
});

describe('sending', () => {
  test('a scheduled publish alerts once its time comes, and two instances send it once', async () => {
    await subscribed('scheduled@example.sg');
    const publishAt = new Date(Date.now() + 30 * 60_000).toISOString();
    const article = await publish('Scheduled insight', { status: 'scheduled', publishAt });
    await run();
    expect(await mailsTo('scheduled@example.sg')).toHaveLength(1);
    await schedule.runScheduledChanges(ctx.db, new Date(Date.now() + 31 * 60_000).toISOString());

    const other = await secondInstance();
    try {
      // PostgreSQL instances race; SQLite serves one instance, whose file a second may open in turn.
      if (ctx.target === 'postgres') await Promise.all([run(), run(other), run(), run(other)]);
      else for (const db of [other, ctx.db, other]) await run(db);
    } finally {
      await other.destroy();
    }
    const alerts = (await mailsTo('scheduled@example.sg')).slice(1);
    expect(alerts.map((mail) => mail.subject)).toEqual([expect.stringContaining('Scheduled insight')]);
    expect(alerts[0].html).toContain(`/news/detail/${article.id}`);
  });

  test('readers of another language hear nothing; a weekly reader gets one digest on Monday 09:00 Singapore time', async () => {
    await subscribed('weekly@example.sg', { frequency: 'weekly' });
    await subscribed('chinese@example.sg', { lang: 'zh_CN' });
    await publish('First of the week');
    await publish('Second of the week');
    await run();
    expect(await mailsTo('weekly@example.sg')).toHaveLength(1);
    expect(await mailsTo('chinese@example.sg')).toHaveLength(1);

    const monday = digest.lastDigestTime(new Date(Date.now() + 7 * 86_400_000));
    expect(monday.getUTCDay()).toBe(1);
    expect(monday.getUTCHours()).toBe(1);
    await run(ctx.db, new Date(monday.getTime() - 60_000));
    expect(await mailsTo('weekly@example.sg')).toHaveLength(1);
    await Promise.all([run(ctx.db, monday), run(ctx.db, monday)]);
    await run(ctx.db, new Date(monday.getTime() + 3600_000));
    const [, weekly, ...more] = await mailsTo('weekly@example.sg');
    expect(more).toHaveLength(0);
    expect(weekly.subject).toMatch(/this week's insights$/);
    expect(weekly.html).toContain('First of the week');
    expect(weekly.html).toContain('Second of the week');
    oneClickPath(weekly);
  });

  test('a reader of some practice areas hears of the items linked to them, and of no other', async () => {
    const areas = await ctx.call('POST', '/api/admin/professionalField', {
      token: ctx.admin,
      body: [{ lang: 'en_US', name: 'Maritime' }],
    });
    const maritime = areas.body.result[0].no as string;
    await subscribed('maritime@example.sg', { practiceAreas: [maritime] });
    await publish('Vessel arrest in Singapore', { practiceNos: [maritime] });
    await publish('Tax reform');
    await run();
    const [, ...alerts] = await mailsTo('maritime@example.sg');
    expect(alerts.map((mail) => mail.subject)).toEqual([expect.stringContaining('Vessel arrest in Singapore')]);
  });

  test('one-click unsubscribe stops alerts at once', async () => {
    await subscribed('leaving@example.sg');
    await publish('Before leaving');
    await run();
    const [, alert] = await mailsTo('leaving@example.sg');
    const response = await ctx.call('POST', oneClickPath(alert), {
      raw: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(await subscriberRow('leaving@example.sg')).toMatchObject({ state: 'unsubscribed' });
    await publish('After leaving');
    await run();
    expect(await mailsTo('leaving@example.sg')).toHaveLength(2);
    const actions = await ctx.db
      .selectFrom('consentRecord')
      .select(['action', 'detail'])
      .where('email', '=', 'leaving@example.sg')
      .orderBy('id')
      .execute();
    expect(actions.at(-1)).toEqual({ action: 'unsubscribe', detail: 'one-click' });
  });

  test('an address its server refuses for good (5xx) is stopped', async () => {
    await subscribe(subscription('refused@example.sg'));
    await run();
    const request = await ctx.db
      .selectFrom('subscriptionRequest')
      .selectAll()
      .where('email', '=', 'refused@example.sg')
      .executeTakeFirstOrThrow();
    await ctx.call('POST', `/api/user/subscriptions/confirm/${await tokens.confirmToken(ctx.db, request.id, request.createTime)}`);
    await publish('Refused once');
    await run();
    expect(await subscriberRow('refused@example.sg')).toMatchObject({ state: 'stopped', stopReason: expect.stringContaining('550') });
    await publish('Not even tried');
    await run();
    const sent = await ctx.db
      .selectFrom('outboundMail')
      .select(['kind', 'state'])
      .where('email', '=', 'refused@example.sg')
      .orderBy('id')
      .execute();
    expect(sent).toEqual([
      { kind: 'confirm', state: 'failed' },
      { kind: 'alert', state: 'failed' },
    ]);
  });

  test('nothing is lost when an instance stops mid-queue, and nothing is sent without SMTP_URL', async () => {
    for (const name of ['queue1', 'queue2', 'queue3']) await subscribed(`${name}@example.sg`);
    delete process.env.SMTP_URL;
    await publish('Queued while the mail server is unset');
    await run();
    const summary = await ctx.call('GET', '/api/admin/subscribers/summary', { token: ctx.admin });
    expect(summary.body.result.notSentBecause).toMatch(/SMTP_URL/);
    expect(summary.body.result.waitingMails).toBeGreaterThanOrEqual(3);
    // One mail was taken by an instance that stopped before sending it: its claim runs out.
    const [first] = await ctx.db
      .selectFrom('outboundMail')
      .select('id')
      .where('email', '=', 'queue1@example.sg')
      .where('kind', '=', 'alert')
      .execute();
    await ctx.db
      .updateTable('outboundMail')
      .set({ state: 'sending', attempts: 1, claimUntil: new Date(Date.now() - 1000).toISOString() })
      .where('id', '=', first.id)
      .execute();
    process.env.SMTP_URL = smtp.url;
    await run();
    for (const name of ['queue1', 'queue2', 'queue3']) {
      expect((await mailsTo(`${name}@example.sg`)).map((mail) => mail.subject)).toEqual([
        expect.stringContaining('confirm'),
        expect.stringContaining('Queued while the mail server is unset'),
      ]);
    }
    expect(sending.notSentBecause()).toBeNull();
  });
});

describe('staff', () => {
  test('counts, search, consent history, CSV export and erase keeping only counts', async () => {
    const token = await subscribed('erase.me@example.sg', { name: '=HYPERLINK("x")', lang: 'zh_CN' });
    await publish('Before erasing', { lang: 'zh_CN' });
    await run();
    const summary = (await ctx.call('GET', '/api/admin/subscribers/summary', { token: ctx.admin })).body.result;
    expect(summary.byLang).toEqual(expect.arrayContaining([{ key: 'zh_CN', count: expect.any(Number) }]));
    const found = await ctx.call('GET', '/api/admin/subscribers?email=ERASE.me', { token: ctx.admin });
    expect(found.body.result.map((row: any) => row.email)).toEqual(['erase.me@example.sg']);
    const id = found.body.result[0].id;
    const consents = await ctx.call('GET', `/api/admin/subscribers/${id}/consents`, { token: ctx.admin });
    expect(consents.body.result.map((row: any) => row.action)).toEqual(['subscribe', 'confirm']);

    const csv = await ctx.call('GET', '/api/admin/subscribers/export', { token: ctx.admin });
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.body).toMatch(/^E-mail,Name,Language of e-mails,Frequency,Practice areas,State,Subscribed \(Singapore time\),/);
    expect(csv.body).toContain(`erase.me@example.sg,"'=HYPERLINK(""x"")",Simplified Chinese,As published,All practice areas,Active,`);

    const sentBefore = await ctx.db
      .selectFrom('outboundMail')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect((await ctx.call('DELETE', `/api/admin/subscribers/${id}`, { token: ctx.admin })).status).toBe(200);
    expect(await subscriberRow('erase.me@example.sg')).toBeUndefined();
    const left = await ctx.db.selectFrom('consentRecord').select('id').where('email', '=', 'erase.me@example.sg').execute();
    expect(left).toHaveLength(0);
    const sentAfter = await ctx.db
      .selectFrom('outboundMail')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(sentAfter.n)).toBe(Number(sentBefore.n));
    const log = await ctx.call('GET', '/api/admin/subscribers/mails?pageSize=100', { token: ctx.admin });
    expect(JSON.stringify(log.body.result)).not.toContain('erase.me');
    expect((await ctx.call('GET', `/api/user/subscriptions/preferences/${token}`)).status).toBe(404);
    expect((await ctx.call('DELETE', `/api/admin/subscribers/${id}`, { token: ctx.admin })).status).toBe(404);
  });
});

/** A second connection to the same database, as another instance of the site has. */
async function secondInstance(): Promise<Db> {
  const { Kysely } = await import('kysely');
  if (ctx.target === 'postgres') {
    const pg = await import('pg');
    const { OwnSchemaPostgresDialect } = await import('@/lib/db/own-schema-dialect');
    return new Kysely({
      dialect: new OwnSchemaPostgresDialect({ pool: new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 }) }),
    });
  }
  const { openSqlite } = await import('@/lib/db/sqlite');
  const { config } = await import('@/lib/config');
  return openSqlite(config.sqliteFile);
}
