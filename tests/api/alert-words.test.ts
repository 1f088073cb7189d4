/**
 * What readers and staff read of the insight alerts, through the real SMTP server and the real
 * export: the alert carries the summary, practice areas, date, the firm's logo and address and a
 * plain Unsubscribe link; the confirmation repeats the reader's choices; the consent record and
 * the CSV name practice areas and keep Chinese and Arabic names whole.
 */
import { parse } from 'csv-parse/sync';
import type { ParsedMail } from 'mailparser';
import zh from '@/messages/zh.json';
import { useTestContext } from '../support/context';
import { parsedMail, startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp';

const ctx = useTestContext();
let smtp: LoopbackSmtp;
let worker: typeof import('@/lib/services/subscriptions/worker');
const nos: Record<string, string> = {};
let catalog: number;
let client = 0;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_RATE = '1000';
  worker = await import('@/lib/services/subscriptions/worker');
  const saved = await ctx.call('POST', '/api/admin/portal-config', {
    token: ctx.admin,
    body: [
      { lang: 'en_US', name: 'Harbour & Partners', iconUrl: '/api/upload/logo.png', address: '1 Raffles Place\n#20-01\nSingapore 048616' },
    ],
  });
  expect(saved.status).toBe(200);
  const areas = await ctx.result('POST', '/api/admin/professionalField', {
    token: ctx.admin,
    body: [
      { lang: 'en_US', name: 'Shipping' },
      { lang: 'zh_CN', name: '航运' },
    ],
  });
  const [tax] = await ctx.result('POST', '/api/admin/professionalField', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Tax' }] });
  Object.assign(nos, { shipping: areas[0].no, tax: tax.no });
  [{ id: catalog }] = await ctx.result('POST', '/api/admin/catalog', {
    token: ctx.admin,
    body: [{ lang: 'en_US', name: 'Insights', type: 0 }],
  });
});
afterAll(async () => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_RATE;
  await smtp.close();
});

const mailsTo = (address: string) => Promise.all(smtp.mails.filter((mail) => mail.to.includes(address)).map(parsedMail));

/** Asks for alerts as the subscribe form does; the confirmation mail that comes of it. */
async function ask(email: string, choices: Record<string, unknown>): Promise<ParsedMail> {
  const body = {
    email,
    name: null,
    practiceAreas: [nos.shipping],
    frequency: 'instant',
    lang: 'en_US',
    consent: true,
    sourcePage: '/expertises',
    ...choices,
  };
  const response = await ctx.call('POST', '/api/user/subscriptions', { body, headers: { 'x-forwarded-for': `10.44.0.${++client}` } });
  expect(response.status).toBe(200);
  await worker.runAlertWork(ctx.db);
  return (await mailsTo(email)).at(-1)!;
}

async function subscribed(email: string, choices: Record<string, unknown> = {}) {
  const confirmation = await ask(email, choices);
  const token = /\/subscription\/([A-Za-z0-9_-]+)/.exec(confirmation.text!)![1];
  expect((await ctx.call('POST', `/api/user/subscriptions/confirm/${token}`)).status).toBe(200);
  return confirmation;
}

test('the confirmation repeats what the reader chose: practice areas by name, how often, the language', async () => {
  const confirmation = await ask('chooser@example.sg', { practiceAreas: [nos.shipping, nos.tax], frequency: 'weekly' });
  expect(confirmation.text).toContain('You asked for these alerts:');
  expect(confirmation.text).toContain('Practice areas: Shipping, Tax');
  expect(confirmation.text).toContain('How often: A weekly digest, on Mondays');
  expect(confirmation.text).toContain('Language of the e-mails: English');
  const everything = await ask('everything@example.sg', { practiceAreas: null });
  expect(everything.text).toContain('Practice areas: All practice areas');
  expect(everything.text).not.toContain(nos.shipping);
});

test("an alert carries the article's summary, practice areas and date, the firm's logo and address, and a plain Unsubscribe link", async () => {
  await subscribed('reader@example.sg');
  const created = await ctx.result('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [
      {
        lang: 'en_US',
        cataId: catalog,
        coverUrl: '/api/upload/cover.jpg',
        title: 'Port dues revised',
        isLink: 0,
        content: '<p>Body</p>',
        note: 'The port authority revised its dues from 1 January.',
        practiceNos: [nos.shipping],
      },
    ],
  });
  await worker.runAlertWork(ctx.db);
  const alert = (await mailsTo('reader@example.sg')).find((mail) => mail.subject?.includes('Port dues revised'))!;
  const published = new Intl.DateTimeFormat('en-SG', { dateStyle: 'long', timeZone: 'Asia/Singapore' }).format(
    new Date(created[0].createTime),
  );
  for (const body of [alert.text!, alert.html as string]) {
    expect(body).toContain('The port authority revised its dues from 1 January.');
    expect(body).toContain(`${published} · Shipping`);
    expect(body).toContain('1 Raffles Place');
    expect(body).toContain('Singapore 048616');
  }
  expect(alert.html).toContain('src="http://localhost:3000/api/upload/logo.png"');
  // The link in the text opens the page with the Unsubscribe button; the header unsubscribes at one click.
  const link = /Unsubscribe\s*\[?<?(http:\/\/localhost:3000\/subscription\/p_[^\s\]>]+#unsubscribe)/.exec(alert.text!);
  expect(link).not.toBeNull();
  expect(alert.html).toMatch(/<a[^>]+href="http:\/\/localhost:3000\/subscription\/p_[^"]+#unsubscribe"[^>]*>Unsubscribe<\/a>/);
  expect(alert.headerLines.find((line) => line.key === 'list-unsubscribe')?.line).toMatch(/\/api\/user\/subscriptions\/unsubscribe\/p_/);
});

/** The export's bytes, as a browser saves them. */
async function exportBytes(lang: string): Promise<Buffer> {
  const { api } = await import('@/lib/api/app');
  const response = await api.request('/api/admin/subscribers/export', {
    headers: { authorization: ctx.admin, lang, 'x-forwarded-for': '10.44.1.1' },
  });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

test('the CSV opens in Excel with Chinese and Arabic names whole: UTF-8 with a BOM, areas by name, Singapore times', async () => {
  await subscribed('chen@example.sg', { name: '陈伟明' });
  await subscribed('noor@example.sg', { name: 'نور الهدى بنت أحمد', practiceAreas: null });
  const bytes = await exportBytes('en_US');
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const rows: Record<string, string>[] = parse(bytes, { bom: true, columns: true });
  const chen = rows.find((row) => row['E-mail'] === 'chen@example.sg')!;
  expect(chen).toMatchObject({ Name: '陈伟明', 'Practice areas': 'Shipping', 'Language of e-mails': 'English', Frequency: 'As published' });
  expect(rows.find((row) => row['E-mail'] === 'noor@example.sg')).toMatchObject({
    Name: 'نور الهدى بنت أحمد',
    'Practice areas': 'All practice areas',
    State: 'Active',
  });
  const stored = await ctx.db
    .selectFrom('subscriber')
    .select('createTime')
    .where('email', '=', 'chen@example.sg')
    .executeTakeFirstOrThrow();
  const singapore = new Date(new Date(stored.createTime).getTime() + 8 * 3_600_000).toISOString();
  expect(chen['Subscribed (Singapore time)']).toBe(`${singapore.slice(0, 10)} ${singapore.slice(11, 16)}`);

  // In the Chinese back office: its headings, and the areas' Chinese names.
  const chineseRows: Record<string, string>[] = parse(await exportBytes('zh_CN'), { bom: true, columns: true });
  const [chinese] = chineseRows.filter((row) => row['邮箱'] === 'chen@example.sg');
  expect(chinese).toMatchObject({ 姓名: '陈伟明', 专业领域: '航运', 频率: '发布即发送' });
});

test('the consent record names the practice areas and quotes the consent sentence the reader agreed to', async () => {
  await subscribed('record@example.sg', { practiceAreas: [nos.shipping, nos.tax], lang: 'zh_CN' });
  const [subscriber] = await ctx.result('GET', '/api/admin/subscribers?email=record@', { token: ctx.admin });
  const records = await ctx.result('GET', `/api/admin/subscribers/${subscriber.id}/consents`, {
    token: ctx.admin,
    headers: { lang: 'en_US' },
  });
  expect(records.map((record: { action: string }) => record.action)).toEqual(['subscribe', 'confirm']);
  expect(records[0]).toMatchObject({
    consentVersion: '2026-11-28',
    choices: { lang: 'zh_CN', frequency: 'instant', practiceAreas: ['Shipping', 'Tax'] },
    detail: null,
    sourcePage: '/expertises',
  });
  // The sentence as the reader read it, in Chinese, its link as words.
  expect(records[0].consentText).toBe(zh.Alerts.consent.replace(/<\/?link>/g, ''));
  const inChinese = await ctx.result('GET', `/api/admin/subscribers/${subscriber.id}/consents`, {
    token: ctx.admin,
    headers: { lang: 'zh_CN' },
  });
  expect(inChinese[0].choices.practiceAreas).toEqual(['航运', 'Tax']);
});
