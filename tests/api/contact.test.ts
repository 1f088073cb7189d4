import net from 'node:net';
import { useTestContext } from '../support/context';
import { closedPort, mailText, startLoopbackSmtp, type LoopbackSmtp } from '../support/smtp';

const ctx = useTestContext({ signIn: false });
let smtp: LoopbackSmtp;
let deliveriesSettled: () => Promise<void>;
let client = 0;

beforeAll(async () => {
  smtp = await startLoopbackSmtp();
  ({ deliveriesSettled } = await import('@/lib/services/contact'));
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(async () => {
  process.env.SMTP_URL = smtp.url;
  process.env.MAIL_FROM = 'website@lawfirm.example';
  process.env.MAIL_TO = 'enquiries@lawfirm.example';
  smtp.mails.length = 0;
  await ctx.db.deleteFrom('contactMessage').execute();
});
afterEach(() => {
  delete process.env.SMTP_URL;
  delete process.env.MAIL_FROM;
  delete process.env.MAIL_TO;
});

const valid = {
  name: 'Tan Wei Ming',
  email: 'wei.ming@example.sg',
  phone: '+65 6123 4567',
  content: 'I would like advice on a commercial lease in Singapore.',
  to: 'attacker@evil.example',
};

/** Each call from a client of its own, unless one is given, so the rate limit only bites where meant. */
function send(body: unknown, from = `10.20.${Math.floor(++client / 250)}.${client % 250}`, headers: Record<string, string> = {}) {
  return ctx.call('POST', '/api/admin/send-email', { body, headers: { 'x-forwarded-for': from, ...headers } });
}

const storedMessages = () => ctx.db.selectFrom('contactMessage').selectAll().orderBy('id').execute();

describe('contact form', () => {
  test('needs no token; the message is stored, then mailed to the firm only, whatever `to` says', async () => {
    const response = await send(valid);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, message: 'success' });
    await deliveriesSettled();

    const [stored] = await storedMessages();
    expect(stored).toMatchObject({
      name: valid.name,
      email: valid.email,
      phone: valid.phone,
      content: valid.content,
      lang: 'en_US',
      deliveryState: 'sent',
      deliveryError: null,
      handled: 0,
    });
    expect(smtp.mails).toHaveLength(1);
    const [mail] = smtp.mails;
    expect(mail.to).toEqual(['enquiries@lawfirm.example']);
    expect(mail.from).toBe('website@lawfirm.example');
    expect(mail.raw).not.toMatch(/attacker|evil\.example/);
    expect(mail.raw).toMatch(/^Reply-To: .*<wei\.ming@example\.sg>/m);
    expect(mail.raw).toMatch(/^Subject: Website enquiry from Tan Wei Ming/m);
    expect(mail.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(mailText(mail)).toContain(valid.content);
    expect(mailText(mail)).toContain('Telephone: +65 6123 4567');
  });

  test('without MAIL_TO the mail goes to the e-mail of the English site configuration', async () => {
    delete process.env.MAIL_TO;
    const rest = {
      iconUrl: null,
      address: null,
      tel: null,
      introduce: null,
      lawyerCount: 0,
      isLawyerCountVisible: 0,
      totalPeople: 0,
      isTotalPeopleVisible: 0,
      branchCount: 0,
      isBranchCountVisible: 0,
      advantagesList: '[]',
      environmentList: '[]',
      updateTime: new Date().toISOString(),
    };
    await ctx.db
      .insertInto('portalConfig')
      .values([
        { ...rest, lang: 'en_US', name: 'Firm', email: 'hello@lawfirm.example' },
        { ...rest, lang: 'zh_CN', name: '律所', email: 'zh@lawfirm.example' },
      ])
      .execute();
    try {
      const content = '您好，我想咨询新加坡商业租约的问题。';
      expect((await send({ ...valid, name: '陈伟明', content, to: 'someone@else.example' }, undefined, { lang: 'zh_CN' })).status).toBe(
        200,
      );
      await deliveriesSettled();
      expect(smtp.mails.map((mail) => mail.to)).toEqual([['hello@lawfirm.example']]);
      expect(mailText(smtp.mails[0])).toContain(content);
      expect(mailText(smtp.mails[0])).toContain('Name: 陈伟明');
      expect((await storedMessages())[0]).toMatchObject({ lang: 'zh_CN', deliveryState: 'sent' });
    } finally {
      await ctx.db.deleteFrom('portalConfig').execute();
    }
  });

  test('with no mail server configured the message is kept as not-configured', async () => {
    delete process.env.SMTP_URL;
    expect((await send(valid)).status).toBe(200);
    await deliveriesSettled();
    const [stored] = await storedMessages();
    expect(stored.deliveryState).toBe('not-configured');
    expect(stored.deliveryError).toMatch(/SMTP_URL/);
  });

  test('a mail server that is down still answers success; the message is stored as failed', async () => {
    process.env.SMTP_URL = `smtp://127.0.0.1:${await closedPort()}`;
    const response = await send(valid);
    expect(response.status).toBe(200);
    await deliveriesSettled();
    const [stored] = await storedMessages();
    expect(stored).toMatchObject({ email: valid.email, deliveryState: 'failed' });
    expect(stored.deliveryError).toMatch(/ECONNREFUSED|connect/i);
  });

  test('the visitor does not wait for a slow mail server', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    process.env.SMTP_URL = `smtp://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    try {
      const started = Date.now();
      expect((await send(valid)).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(2000);
      expect((await storedMessages())[0].deliveryState).toBe('pending');
    } finally {
      // Hanging up makes the pending delivery fail now rather than at its timeout.
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const socket of sockets) socket.destroy();
      await deliveriesSettled();
      silent.close();
    }
    expect((await storedMessages())[0].deliveryState).toBe('failed');
  });

  test('a filled-in honeypot answers success but stores and sends nothing', async () => {
    const response = await send({ ...valid, website: 'http://spam.example' });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, message: 'success' });
    await deliveriesSettled();
    expect(await storedMessages()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  test('an empty honeypot and no phone are fine', async () => {
    const { phone: _phone, ...withoutPhone } = valid;
    expect((await send({ ...withoutPhone, website: '' })).status).toBe(200);
    await deliveriesSettled();
    expect((await storedMessages())[0]).toMatchObject({ phone: null, deliveryState: 'sent' });
  });
});

describe('contact validation', () => {
  test.each([
    ['an invalid e-mail', { ...valid, email: 'not-an-address' }],
    ['a missing e-mail', { ...valid, email: undefined }],
    ['an empty e-mail', { ...valid, email: '' }],
    ['an e-mail of the wrong type', { ...valid, email: 42 }],
  ])('%s gives exactly the form message', async (_label, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('Please enter a valid email address');
  });

  test.each([
    ['name', { ...valid, name: undefined }],
    ['name', { ...valid, name: '   ' }],
    ['content', { ...valid, content: undefined }],
    ['content', { ...valid, content: 'x'.repeat(5001) }],
    ['name', { ...valid, name: 'x'.repeat(101) }],
    ['phone', { ...valid, phone: 'x'.repeat(41) }],
  ])('a bad %s is a 400 naming it, and nothing is stored or sent', async (field, body) => {
    const response = await send(body);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(new RegExp(`^${field}`));
    await deliveriesSettled();
    expect(await storedMessages()).toHaveLength(0);
    expect(smtp.mails).toHaveLength(0);
  });

  test('an unknown language is a 400', async () => {
    expect((await send(valid, undefined, { lang: 'xx_XX' })).status).toBe(400);
  });
});

describe('contact rate limit', () => {
  beforeEach(() => ctx.db.deleteFrom('rateLimitHit').execute());

  test('five messages per client in ten minutes; the sixth is a 429 and is not stored', async () => {
    for (let i = 0; i < 5; i++) expect((await send(valid, '10.30.0.1')).status).toBe(200);
    const sixth = await send(valid, '10.30.0.1');
    expect(sixth.status).toBe(429);
    expect(sixth.body).toMatchObject({ code: 429, resultEnum: 'TOO_MANY_REQUESTS' });
    expect(await storedMessages()).toHaveLength(5);
    expect((await send(valid, '10.30.0.2')).status).toBe(200);
    await deliveriesSettled();
  });

  test('hits older than ten minutes no longer count', async () => {
    const old = new Date(Date.now() - 11 * 60_000).toISOString();
    await ctx.db
      .insertInto('rateLimitHit')
      .values(Array.from({ length: 5 }, () => ({ scope: 'contact', key: '10.31.0.1', createTime: old })))
      .execute();
    expect((await send(valid, '10.31.0.1')).status).toBe(200);
    await deliveriesSettled();
  });
});
