/**
 * Every error the API gives, asked in English and in Chinese (`lang: zh_CN`): the same status and
 * body, and a Chinese message that is really Chinese, with the labels staff see instead of field
 * keys. Each group lists every untranslated message it met, so a new English message without a line
 * in lib/api/messages/zh-messages.ts fails here by name.
 */
import { useTestContext, type TestContext } from '../support/context';
import { fileFormData, samples } from '../support/files';

const ctx = useTestContext();
let editor: string;
/** Catalogs by `type:lang`, each with a sub-catalog and (news in English) an article. */
const catalogs: Record<string, number> = {};
let lawyerNo: string;
let articleNo: string;

type Answer = Awaited<ReturnType<TestContext['call']>>;
type Send = (headers: Record<string, string>) => Promise<Answer>;

let clients = 0;
/** A client address of its own, so sign-in and contact limits count only what a case sends. */
const newClient = () => `10.77.${Math.floor(++clients / 250)}.${clients % 250}`;

beforeAll(async () => {
  const staff = await ctx.call('POST', '/api/admin/staff', {
    token: ctx.admin,
    body: { loginAccount: 'editor.one', userName: 'Editor', password: 'editor-password-1', roleId: 2 },
  });
  expect(staff.status).toBe(200);
  editor = await ctx.signIn('editor.one', 'editor-password-1');

  for (const type of [0, 1]) {
    for (const lang of ['en_US', 'zh_CN']) {
      const root = await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang, name: `Root${type}${lang}`, type }] });
      catalogs[`${type}:${lang}`] = root.body.result[0].id;
      await ctx.call('POST', '/api/admin/catalog', {
        token: ctx.admin,
        body: [{ lang, name: `Child${type}${lang}`, type, parentId: root.body.result[0].id }],
      });
    }
  }
  const article = await ctx.call('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [{ lang: 'en_US', cataId: catalogs['0:en_US'], coverUrl: '/api/upload/a.png', title: 'Kept', isLink: 0 }],
  });
  expect(article.status).toBe(200);
  articleNo = article.body.result[0].no;
  const lawyer = await ctx.call('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Counsel' }] });
  expect(lawyer.status).toBe(200);
  lawyerNo = lawyer.body.result[0].no;
});

const han = /\p{Script=Han}/u;
/** Words a Chinese message may keep: technical terms, and values this test sends. */
const keptWords = new Set(['http', 'multipart', 'WebP', 'admin', 'privacy', 'none']);

/** Why `zh` is not a Chinese rendering of `en`, or null when it is. */
function untranslated(en: string, zh: string): string | null {
  if (!han.test(zh) || zh === en) return 'no Chinese';
  // Left aside: paths, quoted names, acronyms (JSON, PDF), codes like en_US and values like no-such-group.
  const words = (
    zh
      .replace(/\/\S*/g, '')
      .replace(/"[^"]*"/g, '')
      .match(/[A-Za-z][\w-]+/g) ?? []
  ).filter((word) => !/^[A-Z]+$/.test(word) && !/[_-]/.test(word) && !keptWords.has(word));
  return words.length ? `English words ${words.join(', ')}` : null;
}

/**
 * Sends one call in both languages; returns what is wrong (a different status or body, an
 * untranslated message), as lines naming the call.
 */
async function check(name: string, status: number | 'error', send: Send): Promise<string[]> {
  const en = await send({ lang: 'en_US' });
  const zh = await send({ lang: 'zh_CN' });
  const statusOk = (answer: Answer) => (status === 'error' ? answer.status >= 400 : answer.status === status);
  if (!statusOk(en) || !statusOk(zh)) return [`${name}: expected ${status}, got ${en.status} / ${zh.status}: ${en.body?.message}`];
  const { message: enMessage, timestamp: _t1, traceId: _i1, ...enRest } = en.body;
  const { message: zhMessage, timestamp: _t2, traceId: _i2, ...zhRest } = zh.body;
  if (JSON.stringify(enRest) !== JSON.stringify(zhRest)) return [`${name}: the bodies differ beyond the message`];
  const why = untranslated(enMessage, zhMessage);
  return why ? [`${name}: ${why}: "${enMessage}" → "${zhMessage}"`] : [];
}

const call =
  (method: string, path: string, options: { token?: string; body?: unknown; raw?: () => BodyInit; client?: boolean } = {}): Send =>
  (headers) =>
    ctx.call(method, path, {
      token: options.token,
      body: options.body,
      raw: options.raw?.(),
      headers: { ...headers, ...(options.client ? { 'x-forwarded-for': newClient() } : {}) },
    });

type Case = readonly [name: string, status: number | 'error', send: Send];

async function checkAll(cases: readonly Case[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [name, status, send] of cases) problems.push(...(await check(name, status, send)));
  return problems;
}

const staffAccount = (changes: object) => ({ loginAccount: 'new.one', userName: 'A', password: 'long-password-1', roleId: 2, ...changes });
const postStaff = (changes: object) => call('POST', '/api/admin/staff', { token: ctx.admin, body: staffAccount(changes) });

/** Every call of the OpenAPI document, with its path filled in by `fill`. */
async function documentedOperations(fill: string) {
  const doc = (await ctx.call('GET', '/api/openapi.json')).body;
  return Object.entries<any>(doc.paths).flatMap(([template, ops]) =>
    Object.entries<any>(ops).map(([method, op]) => ({
      method: method.toUpperCase(),
      template,
      path: template.replace('{top}', '1').replace(/\{[^}]+\}/g, fill),
      adminOnly: !!op.responses?.['403'],
    })),
  );
}

const publicAdminCalls = new Set(['POST /api/admin/login', 'POST /api/admin/send-email']);

describe('every documented call', () => {
  test('401 without a token, and with an unknown one', async () => {
    const operations = (await documentedOperations('1')).filter(
      (op) => op.template.startsWith('/api/admin/') && !publicAdminCalls.has(`${op.method} ${op.template}`),
    );
    expect(operations.length).toBeGreaterThan(60);
    const problems = await checkAll([
      ...operations.map((op) => [`${op.method} ${op.template}`, 401, call(op.method, op.path)] as const),
      ['an unknown token', 401, call('GET', '/api/admin/mine', { token: 'not-a-token' })],
    ]);
    expect(problems).toEqual([]);
  });

  test('403 for an editor on every administrator-only call', async () => {
    // Bodies that pass validation, which comes first.
    const validBodies: Record<string, object> = {
      'POST /api/admin/staff': staffAccount({}),
      'PUT /api/admin/staff/{id}': { userName: 'A' },
      'PUT /api/admin/staff/{id}/reset-password': { newPassword: 'long-password-1' },
      'PUT /api/admin/security-config': { totpRequired: 0 },
      'POST /api/admin/workflow-config': { approvalRequired: 0 },
      'PUT /api/admin/language-config': { fallback: null },
      'POST /api/admin/subscribers/test-send': { articleId: 1 },
      'POST /api/admin/subscribers/erase': { email: 'reader@example.com' },
      'POST /api/admin/glossary': { term: 'High Court' },
      'PUT /api/admin/glossary/{id}': { note: 'A note' },
      'POST /api/admin/glossary/import': { csv: 'en_US,zh_CN\nHigh Court,高等法院\n' },
    };
    const operations = (await documentedOperations('1')).filter((op) => op.adminOnly);
    expect(operations.length).toBeGreaterThan(4);
    const problems = await checkAll(
      operations.map((op) => {
        const body = validBodies[`${op.method} ${op.template}`];
        return [`${op.method} ${op.template}`, 403, call(op.method, op.path, { token: editor, body })];
      }),
    );
    expect(problems).toEqual([]);
  });

  test('unknown ids and empty bodies: each call’s 400 or 404', async () => {
    const operations = (await documentedOperations('999999')).filter((op) => op.method !== 'GET' || op.template.includes('{'));
    // Calls that take nothing to get wrong: signing out, starting a two-factor setup, ending the other sessions.
    const withoutInput = new Set(['/api/admin/quit', '/api/admin/totp/setup', '/api/admin/sessions/end-others']);
    const cases = operations
      .filter((op) => !withoutInput.has(op.template))
      .map((op) => {
        const body = ['POST', 'PUT'].includes(op.method) && !op.template.includes('upload') ? {} : undefined;
        return [`${op.method} ${op.template}`, 'error', call(op.method, op.path, { token: ctx.admin, body, client: true })] as const;
      });
    const problems = await checkAll([...cases, ['an unknown call', 404, call('GET', '/api/admin/nothing-here', { token: ctx.admin })]]);
    expect(problems).toEqual([]);
  });
});

test('400: missing, too long, wrong type, wrong option, malformed', async () => {
  const catalog = (item: object) =>
    call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang: 'en_US', name: 'A', type: 0, ...item }] });
  const problems = await checkAll([
    ['no body', 400, call('POST', '/api/admin/catalog', { token: ctx.admin })],
    ['an empty array', 400, call('POST', '/api/admin/catalog', { token: ctx.admin, body: [] })],
    [
      'malformed JSON',
      400,
      (headers) =>
        ctx.call('POST', '/api/admin/catalog', {
          token: ctx.admin,
          raw: '[{',
          headers: { ...headers, 'content-type': 'application/json' },
        }),
    ],
    ['a missing field', 400, call('POST', '/api/admin/login', { body: { password: 'x' }, client: true })],
    ['an empty field', 400, catalog({ name: ' ' })],
    ['too long', 400, catalog({ name: 'x'.repeat(1000) })],
    ['a wrong type', 400, catalog({ name: 5 })],
    ['a number out of range', 400, catalog({ type: 7 })],
    ['an unknown language', 400, catalog({ lang: 'fr' })],
    ['pageSize above 100', 400, call('GET', '/api/admin/latest-news?pageSize=500', { token: ctx.admin })],
    ['pageSize not a number', 400, call('GET', '/api/admin/latest-news?pageSize=abc', { token: ctx.admin })],
    ['a NUL in a filter', 400, call('GET', '/api/admin/latest-news?title=%00', { token: ctx.admin })],
    ['an unknown content language', 400, call('GET', '/api/user/latest-news?lang=fr')],
    [
      'a short new password',
      400,
      call('PUT', '/api/admin/modify-password', { token: ctx.admin, body: { oldPassword: 'x', newPassword: 'short' } }),
    ],
    ['an account name with spaces', 400, postStaff({ loginAccount: 'a b' })],
    [
      'an unsafe link',
      400,
      call('POST', '/api/admin/banner', { token: ctx.admin, body: [{ lang: 'en_US', imgPath: 'javascript:alert(1)' }] }),
    ],
    [
      'a bad lawyer e-mail',
      400,
      call('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ lang: 'en_US', name: 'B', email: 'nope' }] }),
    ],
    [
      'an external article without its address',
      400,
      call('POST', '/api/admin/latest-news', {
        token: ctx.admin,
        body: [{ lang: 'en_US', cataId: catalogs['0:en_US'], coverUrl: '/api/upload/a.png', title: 'T', isLink: 1 }],
      }),
    ],
    [
      'an external article with a bad address',
      400,
      call('POST', '/api/admin/latest-news', {
        token: ctx.admin,
        body: [{ lang: 'en_US', cataId: catalogs['0:en_US'], coverUrl: '/api/upload/a.png', title: 'T', isLink: 1, contentUrl: 'ftp://x' }],
      }),
    ],
    [
      'a contact message with a bad e-mail',
      400,
      call('POST', '/api/admin/send-email', { body: { name: 'A', email: 'nope', content: 'Hello' }, client: true }),
    ],
    [
      'a contact message without a name',
      400,
      call('POST', '/api/admin/send-email', { body: { email: 'a@example.com', content: 'Hello' }, client: true }),
    ],
  ]);
  expect(problems).toEqual([]);
});

test('400: what the services refuse', async () => {
  const news = (item: object) => ({
    lang: 'en_US',
    cataId: catalogs['0:en_US'],
    coverUrl: '/api/upload/a.png',
    title: 'T',
    isLink: 0,
    ...item,
  });
  const document = { name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>Text</p>' };
  const problems = await checkAll([
    [
      'a wrong password',
      400,
      call('POST', '/api/admin/login', { body: { loginAccount: 'nobody', password: 'wrong-password' }, client: true }),
    ],
    [
      'a wrong old password',
      400,
      call('PUT', '/api/admin/modify-password', {
        token: ctx.admin,
        body: { oldPassword: 'wrong-password', newPassword: 'new-password-1' },
      }),
    ],
    ['an unknown role', 400, postStaff({ roleId: 99 })],
    ['disabling oneself', 400, call('PUT', '/api/admin/staff/1', { token: ctx.admin, body: { disabled: 1 } })],
    ['leaving the administrator role', 400, call('PUT', '/api/admin/staff/1', { token: ctx.admin, body: { roleId: 2 } })],
    [
      'an unknown parent catalog',
      400,
      call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang: 'en_US', name: 'A', type: 0, parentId: 999999 }] }),
    ],
    [
      'a parent of another language',
      400,
      call('POST', '/api/admin/catalog', {
        token: ctx.admin,
        body: [{ lang: 'en_US', name: 'A', type: 0, parentId: catalogs['0:zh_CN'] }],
      }),
    ],
    [
      'a catalog under itself',
      400,
      call('PUT', '/api/admin/catalog', {
        token: ctx.admin,
        body: [{ id: catalogs['0:en_US'], lang: 'en_US', name: 'Root', type: 0, parentId: catalogs['0:en_US'] }],
      }),
    ],
    [
      'moving among other siblings',
      400,
      call('PUT', '/api/admin/catalog/sort', { token: ctx.admin, body: { sourceId: catalogs['0:en_US'], targetId: catalogs['1:en_US'] } }),
    ],
    ['an unknown catalog', 400, call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [news({ cataId: 999999 })] })],
    [
      'a deals catalog for news',
      400,
      call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [news({ cataId: catalogs['1:en_US'] })] }),
    ],
    [
      'a catalog of another language',
      400,
      call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [news({ cataId: catalogs['0:zh_CN'] })] }),
    ],
    ['two versions in one language', 400, call('POST', '/api/admin/latest-news', { token: ctx.admin, body: [news({}), news({})] })],
    [
      'two group numbers',
      400,
      call('POST', '/api/admin/lawyerTeam', {
        token: ctx.admin,
        body: [
          { lang: 'en_US', name: 'A', no: 'g1' },
          { lang: 'zh_CN', name: 'B', no: 'g2' },
        ],
      }),
    ],
    ['an unknown group number', 400, call('PUT', '/api/admin/latest-news', { token: ctx.admin, body: [news({ no: 'no-such-group' })] })],
    [
      'an update without id or number',
      400,
      call('PUT', '/api/admin/lawfirm-honour', { token: ctx.admin, body: [{ lang: 'en_US', title: 'T', coverUrl: '/api/upload/a.png' }] }),
    ],
    [
      'unknown jobs',
      400,
      call('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ lang: 'en_US', name: 'C', jobIds: [999999] }] }),
    ],
    [
      'a practice area of another language',
      400,
      async (headers) => {
        const made = await ctx.call('POST', '/api/admin/professionalField', {
          token: ctx.admin,
          body: [
            { lang: 'en_US', name: 'Tax' },
            { lang: 'zh_CN', name: '税务' },
          ],
        });
        const [en, zh] = made.body.result;
        return ctx.call('PUT', '/api/admin/professionalField/sort', {
          token: ctx.admin,
          body: { sourceId: en.id, targetId: zh.id },
          headers,
        });
      },
    ],
    ['a legal document twice', 400, call('POST', '/api/admin/legal-document', { token: ctx.admin, body: [document, document] })],
    [
      'a legal document of nothing but script',
      400,
      call('POST', '/api/admin/legal-document', { token: ctx.admin, body: [{ ...document, content: '<script>alert(1)</script>' }] }),
    ],
    [
      'an icon that was not uploaded',
      400,
      call('POST', '/api/admin/icon', { token: ctx.admin, body: { iconUrl: '/api/upload/nothing.png' } }),
    ],
    ['an upload without a file', 400, call('POST', '/api/admin/files/upload', { token: ctx.admin, raw: () => new FormData() })],
    [
      'an upload of HTML',
      400,
      async (headers) =>
        ctx.call('POST', '/api/admin/files/upload', { token: ctx.admin, raw: fileFormData(samples.html(), 'page.html'), headers }),
    ],
    [
      'an icon that is a PDF',
      400,
      async (headers) => ctx.call('POST', '/api/admin/icon', { token: ctx.admin, raw: fileFormData(samples.pdf(), 'doc.pdf'), headers }),
    ],
  ]);
  expect(problems).toEqual([]);
});

test('404: unknown items of each kind', async () => {
  const problems = await checkAll([
    ...['latest-news', 'case-analysis', 'lawfirm-honour'].flatMap((kind) => [
      [`admin ${kind}`, 404, call('GET', `/api/admin/${kind}/999999`, { token: ctx.admin })] as const,
      [`public ${kind}`, 404, call('GET', `/api/user/${kind}/999999`)] as const,
      [`pin ${kind}`, 404, call('PUT', `/api/admin/${kind}/pin?no=none`, { token: ctx.admin })] as const,
    ]),
    ['a catalog', 404, call('GET', '/api/admin/catalog/999999', { token: ctx.admin })],
    ['a catalog to delete', 404, call('DELETE', '/api/admin/catalog/999999', { token: ctx.admin })],
    ['a banner', 404, call('GET', '/api/admin/banner/detail/999999', { token: ctx.admin })],
    ['a lawyer', 404, call('GET', '/api/user/lawyerTeam/999999')],
    ['a practice area', 404, call('GET', '/api/user/professionalField/999999')],
    ['a job', 404, call('DELETE', '/api/admin/job/999999', { token: ctx.admin })],
    ['an office', 404, call('DELETE', '/api/admin/office/999999', { token: ctx.admin })],
    ['an icon', 404, call('DELETE', '/api/admin/icon/999999', { token: ctx.admin })],
    ['a message', 404, call('PUT', '/api/admin/messages/999999/handled', { token: ctx.admin, body: { handled: 1 } })],
    [
      'a staff account',
      404,
      call('PUT', '/api/admin/staff/999999/reset-password', { token: ctx.admin, body: { newPassword: 'long-password-1' } }),
    ],
    ['a legal document', 404, call('GET', '/api/user/legal-document/nothing')],
    ['a file', 404, call('GET', '/api/upload/nothing.png')],
    ['an unknown call', 404, call('GET', '/api/nothing')],
  ]);
  expect(problems).toEqual([]);
});

test('409: what clashes with what is stored', async () => {
  const problems = await checkAll([
    ['a taken account', 409, postStaff({ loginAccount: 'admin' })],
    ['deleting a catalog with sub-catalogs', 409, call('DELETE', `/api/admin/catalog/${catalogs['0:en_US']}`, { token: ctx.admin })],
    [
      'changing the language of a catalog in use',
      409,
      call('PUT', '/api/admin/catalog', { token: ctx.admin, body: [{ id: catalogs['1:en_US'], lang: 'zh_CN', name: 'Root', type: 1 }] }),
    ],
    [
      'a second English version',
      409,
      call('POST', '/api/admin/lawyerTeam', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Again', no: lawyerNo }] }),
    ],
    [
      'a second English version by update',
      409,
      call('PUT', '/api/admin/latest-news', {
        token: ctx.admin,
        body: [{ lang: 'en_US', no: articleNo, cataId: catalogs['0:en_US'], coverUrl: '/api/upload/a.png', title: 'Again', isLink: 0 }],
      }),
    ],
  ]);
  expect(problems).toEqual([]);
});

test('409: a catalog that still holds articles', async () => {
  const leaf = await ctx.call('POST', '/api/admin/catalog', { token: ctx.admin, body: [{ lang: 'en_US', name: 'Leaf', type: 0 }] });
  const id = leaf.body.result[0].id;
  await ctx.call('POST', '/api/admin/latest-news', {
    token: ctx.admin,
    body: [{ lang: 'en_US', cataId: id, coverUrl: '/api/upload/a.png', title: 'Held', isLink: 0 }],
  });
  expect(await checkAll([['deleting it', 409, call('DELETE', `/api/admin/catalog/${id}`, { token: ctx.admin })]])).toEqual([]);
});

test('413: a body or a file too large', async () => {
  const problems = await checkAll([
    [
      'a JSON body over 2 MB',
      413,
      call('POST', '/api/admin/catalog', { token: ctx.admin, raw: () => JSON.stringify([{ name: 'x'.repeat(3 * 1024 * 1024) }]) }),
    ],
    [
      'a file over 10 MB',
      413,
      (headers) =>
        ctx.call('POST', '/api/admin/files/upload', {
          token: ctx.admin,
          raw: fileFormData(new Uint8Array(11 * 1024 * 1024), 'big.png'),
          headers,
        }),
    ],
  ]);
  expect(problems).toEqual([]);
});

test('429: throttled sign-in and contact form', async () => {
  const client = newClient();
  const signIn = (headers: Record<string, string>) =>
    ctx.call('POST', '/api/admin/login', {
      body: { loginAccount: 'locked.out', password: 'wrong-password' },
      headers: { 'x-forwarded-for': client, ...headers },
    });
  const contact = (headers: Record<string, string>) =>
    ctx.call('POST', '/api/admin/send-email', {
      body: { name: 'A', email: 'a@example.com', content: 'Hello' },
      headers: { 'x-forwarded-for': client, ...headers },
    });
  for (let attempt = 0; attempt < 5; attempt++) {
    expect((await signIn({})).status).toBe(400);
    expect((await contact({})).status).toBe(200);
  }
  expect(
    await checkAll([
      ['sign-in', 429, signIn],
      ['contact', 429, contact],
    ]),
  ).toEqual([]);
});

describe('the language of the messages', () => {
  test('the query’s lang counts when there is no header; the header wins over it', async () => {
    const chinese = await ctx.call('GET', '/api/admin/mine?lang=zh_CN');
    expect(chinese.body.message).toBe('请先登录');
    const english = await ctx.call('GET', '/api/admin/mine?lang=zh_CN', { headers: { lang: 'en_US' } });
    expect(english.body.message).toBe('Please sign in');
  });

  test('a field is named by its label, and an item of an array by its place', async () => {
    const response = await ctx.call('POST', '/api/admin/catalog', {
      token: ctx.admin,
      body: [
        { lang: 'en_US', name: 'A', type: 0 },
        { lang: 'zh_CN', name: '', type: 0 },
      ],
      headers: { lang: 'zh_CN' },
    });
    expect(response.body.message).toBe('名称（第 2 项）：不能为空');
  });

  test('anything but zh_CN is English; a lang the site does not serve is refused, in English', async () => {
    expect((await ctx.call('GET', '/api/admin/mine', { headers: { lang: 'en_US' } })).body.message).toBe('Please sign in');
    for (const lang of ['zh', 'fr']) {
      const refused = await ctx.call('GET', '/api/admin/mine', { headers: { lang } });
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 400,
        message: 'lang must be one of en_US, zh_CN',
      });
    }
  });
});
