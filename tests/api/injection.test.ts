/**
 * SQL injection: classic payloads in every query parameter of every GET call the OpenAPI
 * document lists, in path parameters, in the `lang` header and in the text fields of every
 * write. Never a 500, 400 for typed parameters, never rows beyond those asked for, and every
 * table and row still there afterwards.
 */
import { sql } from 'kysely';
import { useTestContext, ADMIN_PASSWORD } from '../support/context';

const ctx = useTestContext();

const payloads = [
  "' OR 1=1 --",
  "' OR '1'='1",
  '" OR ""="',
  "') OR ('a'='a",
  "admin'--",
  "'; DROP TABLE article; --",
  'Robert"); DROP TABLE lawyerTeam;--',
  "' UNION SELECT loginAccount, passwordHash FROM adminUser --",
  '1 UNION SELECT null, null, null --',
  "1' AND (SELECT count(*) FROM adminUser) > 0 --",
  "'; SELECT pg_sleep(5); --",
  "' || (SELECT sqlite_version()) || '",
  '%',
  '_',
  '%%_%',
  "a%' OR title LIKE '%",
  '\\',
  "\\'",
  '\\%',
  'a\u0000b',
  '\u0000',
  'x'.repeat(200),
  'x'.repeat(5000),
  'ʼ OR ʼ1ʼ=ʼ1',
  '＇ OR １=１ --',
  "\u202e' OR 1=1 --",
  'İı𝕏🙂 中文',
  '$1',
  '?',
  ':name',
  '{"$ne": null}',
  '[]',
  'null',
  'NaN',
  '-1',
  '0',
  '1.5',
  '1e999',
  '9'.repeat(30),
  '9007199254740991',
];

/** What the calls that need a parameter are called with besides the payload (matching nothing, or one banner's history). */
const requiredQuery: Record<string, Record<string, string>> = { '/api/user/search': { q: 'zz' }, '/api/admin/vitals': { days: '7' } };

/** What a list call answers with: an array of rows. */
const rowsOf = (body: any): unknown[] => (Array.isArray(body?.result) ? body.result : []);

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  schema: { type?: string; enum?: string[] };
}

interface Operation {
  path: string;
  parameters: Parameter[];
}

let getOperations: Operation[] = [];
const baseline = new Map<string, number>();
let tablesBefore: string[] = [];

/** The tables of this test's database (PostgreSQL: of its schema only). */
async function tableNames(): Promise<string[]> {
  const schema = ctx.target === 'postgres' ? (await sql<{ s: string }>`select current_schema() as s`.execute(ctx.db)).rows[0].s : undefined;
  const tables = await ctx.db.introspection.getTables();
  return tables
    .filter((table) => table.schema === schema)
    .map((table) => table.name)
    .sort();
}

async function rowCounts(): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const name of tablesBefore) {
    if (name === 'rateLimitHit' || name === 'auditLog' || name === 'adminSession') continue;
    const row = await ctx.db
      .selectFrom(name as 'article')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    counts[name] = Number(row.n);
  }
  return counts;
}

beforeAll(async () => {
  const [news] = await ctx.ok('POST', '/admin/catalog', { json: [{ lang: 'en_US', name: 'Updates', type: 0 }] });
  const [deals] = await ctx.ok('POST', '/admin/catalog', { json: [{ lang: 'en_US', name: 'Matters', type: 1 }] });
  for (const title of ['Alpha', 'Beta', 'Gamma']) {
    const article = { lang: 'en_US', coverUrl: '/images/cover.jpg', title, isLink: 0, content: `<p>${title} text</p>`, note: 'note' };
    await ctx.ok('POST', '/admin/latest-news', { json: [{ ...article, cataId: news.id }] });
    await ctx.ok('POST', '/admin/case-analysis', { json: [{ ...article, cataId: deals.id }] });
    await ctx.ok('POST', '/admin/lawfirm-honour', {
      json: [{ lang: 'en_US', coverUrl: '/images/cover.jpg', title, content: '<p>award</p>' }],
    });
  }
  const [partner] = await ctx.ok('POST', '/admin/job', { json: [{ lang: 'en_US', name: 'Partner' }] });
  await ctx.ok('POST', '/admin/office', { json: [{ lang: 'en_US', name: 'Singapore' }] });
  const [area] = await ctx.ok('POST', '/admin/professionalField', {
    json: [{ lang: 'en_US', name: 'Arbitration', introduce: '<p>Disputes</p>' }],
  });
  for (const name of ['Alice Tan', 'Bob Lim', 'Carol Ng']) {
    await ctx.ok('POST', '/admin/lawyerTeam', {
      json: [{ lang: 'en_US', name, office: 'Singapore', jobIds: [partner.id], proFieldIds: [area.id], intro: '<p>Counsel</p>' }],
    });
  }
  const [banner] = await ctx.ok('POST', '/admin/banner', { json: [{ lang: 'en_US', imgPath: '/images/banner.jpg', title: 'Welcome' }] });
  for (const path of ['/api/admin/revisions', '/api/admin/preview-link']) requiredQuery[path] = { entity: 'banner', id: String(banner.id) };
  for (const path of ['/api/admin/translations/changes', '/api/admin/translations/glossary'])
    requiredQuery[path] = { kind: 'banner', id: String(banner.id) };
  await ctx.call('POST', '/api/admin/send-email', {
    body: { name: 'Visitor', email: 'visitor@example.com', content: 'Hello' },
    headers: { 'x-forwarded-for': '10.77.0.1' },
  });

  const doc = (await ctx.call('GET', '/api/openapi.json')).body;
  getOperations = Object.entries<any>(doc.paths)
    // The metrics take no parameter and another token (tests/api/metrics.test.ts).
    .filter(([path, ops]) => ops.get && !['/api/openapi.json', '/api/admin/quit', '/api/metrics'].includes(path))
    .map(([path, ops]) => ({ path, parameters: ops.get.parameters ?? [] }));
  for (const op of getOperations.filter((candidate) => !candidate.path.includes('{'))) {
    const response = await ctx.call('GET', `${op.path}?${new URLSearchParams(requiredQuery[op.path])}`, { token: ctx.admin });
    expect([op.path, response.status]).toEqual([op.path, 200]);
    baseline.set(op.path, rowsOf(response.body).length);
  }
  tablesBefore = await tableNames();
});

const isTyped = (parameter: Parameter) =>
  parameter.schema.type === 'integer' || parameter.schema.type === 'number' || !!parameter.schema.enum;
const looksNumeric = (value: string) => value.trim() !== '' && !Number.isNaN(Number(value));

describe('query parameters of every GET call', () => {
  test('the document lists the list calls and their filters', () => {
    const names = new Set(getOperations.flatMap((op) => op.parameters.map((parameter) => parameter.name)));
    for (const name of [
      'title',
      'no',
      'name',
      'office',
      'keyword',
      'cataId',
      'practiceAreaId',
      'jobId',
      'page',
      'pageNo',
      'pageSize',
      'lang',
      'type',
    ]) {
      expect(names).toContain(name);
    }
    expect(getOperations.length).toBeGreaterThan(25);
  });

  test('every payload in every query parameter: no 500, typed parameters 400, text filters match nothing', async () => {
    const failures: string[] = [];
    let calls = 0;
    for (const op of getOperations) {
      if (op.path.includes('{')) continue;
      for (const parameter of op.parameters.filter((candidate) => candidate.in === 'query')) {
        for (const payload of payloads) {
          const url = `${op.path}?${new URLSearchParams({ ...requiredQuery[op.path], [parameter.name]: payload })}`;
          const response = await ctx.call('GET', url, { token: ctx.admin });
          calls++;
          const where = `${op.path} ${parameter.name}=${JSON.stringify(payload.slice(0, 40))}`;
          const rows = rowsOf(response.body).length;
          if (response.status >= 500 || ![200, 400].includes(response.status)) failures.push(`${where}: ${response.status}`);
          else if (isTyped(parameter) && !looksNumeric(payload) && response.status !== 400)
            failures.push(`${where}: typed, got ${response.status}`);
          else if (response.status === 200 && parameter.name === 'total' && rows !== baseline.get(op.path))
            failures.push(`${where}: ${rows} rows`);
          else if (response.status === 200 && !isTyped(parameter) && parameter.name !== 'total' && rows !== 0)
            failures.push(`${where}: ${rows} rows`);
          else if (response.status === 200 && rows > baseline.get(op.path)!) failures.push(`${where}: ${rows} rows, more than unfiltered`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(calls).toBeGreaterThan(2000);
  }, 300_000);

  test("a title filter of ' OR '1'='1 returns zero rows, and the unfiltered list has them all", async () => {
    for (const path of ['/api/admin/latest-news', '/api/admin/case-analysis', '/api/admin/lawfirm-honour']) {
      const injected = await ctx.call('GET', `${path}?title=${encodeURIComponent("' OR '1'='1")}`, { token: ctx.admin });
      expect(injected.status).toBe(200);
      expect(injected.body.result).toEqual([]);
      expect(injected.body.pageable.totalCount).toBe(0);
      expect((await ctx.call('GET', path, { token: ctx.admin })).body.pageable.totalCount).toBe(3);
    }
  });

  test('a wildcard is a character, not a pattern: % and _ match only titles that contain them', async () => {
    const [news] = (await ctx.call('GET', '/api/admin/catalog?type=0', { token: ctx.admin })).body.result;
    await ctx.ok('POST', '/admin/latest-news', {
      json: [{ lang: 'en_US', cataId: news.id, coverUrl: '/images/c.jpg', title: '100% sure_thing', isLink: 0 }],
    });
    for (const [search, count] of [
      ['%', 1],
      ['_', 1],
      ['0% s', 1],
      ['e_t', 1],
      ['a%a', 0],
      ['A_p', 0],
      ['\\', 0],
    ] as const) {
      const response = await ctx.call('GET', `/api/admin/latest-news?title=${encodeURIComponent(search)}`, { token: ctx.admin });
      expect([search, response.body.pageable.totalCount]).toEqual([search, count]);
    }
    await ctx.call(
      'DELETE',
      `/api/admin/latest-news?no=${encodeURIComponent((await ctx.call('GET', '/api/admin/latest-news?title=sure', { token: ctx.admin })).body.result[0].no)}`,
      { token: ctx.admin },
    );
  });

  test('every payload in the lang header is a 400 on the public calls', async () => {
    const failures: string[] = [];
    for (const op of getOperations.filter((candidate) => candidate.path.startsWith('/api/user/') && !candidate.path.includes('{'))) {
      for (const payload of payloads.filter((value) => !/[\u0000\u202e]|[^\x00-\xff]/.test(value))) {
        const response = await ctx.call('GET', op.path, { headers: { lang: payload } });
        if (response.status !== 400) failures.push(`${op.path} lang: ${JSON.stringify(payload.slice(0, 40))}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('path parameters', () => {
  test('every payload in every path parameter is a 400 or 404', async () => {
    const failures: string[] = [];
    for (const op of getOperations.filter((candidate) => candidate.path.includes('{'))) {
      for (const payload of payloads) {
        const url = op.path.replace(/\{[^}]+\}/g, encodeURIComponent(payload));
        const response = await ctx.call('GET', url, { token: ctx.admin });
        if (![400, 404].includes(response.status)) failures.push(`${url.slice(0, 100)}: ${response.status}`);
      }
    }
    expect(failures).toEqual([]);
  });

  test('pin, unpin and delete by an injected no touch nothing', async () => {
    const before = await rowCounts();
    const pinnedBefore = await ctx.db.selectFrom('article').select(['id', 'top']).orderBy('id').execute();
    const failures: string[] = [];
    for (const path of ['/api/admin/latest-news', '/api/admin/case-analysis', '/api/admin/lawfirm-honour']) {
      for (const payload of payloads) {
        for (const [method, suffix] of [
          ['PUT', '/pin'],
          ['PUT', '/unpin'],
          ['DELETE', ''],
        ]) {
          const response = await ctx.call(method, `${path}${suffix}?no=${encodeURIComponent(payload)}`, { token: ctx.admin });
          if (![200, 400, 404].includes(response.status))
            failures.push(`${method} ${path}${suffix} ${JSON.stringify(payload.slice(0, 40))}: ${response.status}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await rowCounts()).toEqual(before);
    expect(await ctx.db.selectFrom('article').select(['id', 'top']).orderBy('id').execute()).toEqual(pinnedBefore);
  });
});

/** Payloads for text fields of writes: each is either stored as given (trimmed) or a 400. */
const bodyPayloads = [
  "' OR 1=1 --",
  "'; DROP TABLE article; --",
  'Robert"); DROP TABLE lawyerTeam;--',
  "' UNION SELECT passwordHash FROM adminUser --",
  "%_\\ 100% \\'",
  'a\u0000b',
  'ʼ OR ʼ1ʼ=ʼ1 🙂 中文 \u202e',
  '$1 ? :name',
];

describe('text fields of writes', () => {
  let catalogs: { news: number; deals: number };
  beforeAll(async () => {
    const tree = (await ctx.call('GET', '/api/admin/catalog', { token: ctx.admin })).body.result;
    catalogs = { news: tree.find((c: any) => c.type === 0).id, deals: tree.find((c: any) => c.type === 1).id };
  });

  /** The write calls, each with every text field set to `p`, and the fields that must read back as sent. */
  const writes: [label: string, path: string, body: (p: string) => unknown, plain: string[]][] = [
    ['catalog', '/api/admin/catalog', (p) => [{ lang: 'en_US', name: p, type: 0 }], ['name']],
    [
      'news',
      '/api/admin/latest-news',
      (p) => [{ lang: 'en_US', cataId: catalogs.news, coverUrl: '/images/c.jpg', title: p, note: p, content: p, isLink: 0 }],
      ['title', 'note'],
    ],
    [
      'deal',
      '/api/admin/case-analysis',
      (p) => [{ lang: 'en_US', cataId: catalogs.deals, coverUrl: '/images/c.jpg', title: p, note: p, content: p, isLink: 0 }],
      ['title', 'note'],
    ],
    ['honour', '/api/admin/lawfirm-honour', (p) => [{ lang: 'en_US', coverUrl: '/images/c.jpg', title: p, content: p }], ['title']],
    ['banner', '/api/admin/banner', (p) => [{ lang: 'en_US', imgPath: '/images/b.jpg', title: p, subTitle: p }], ['title', 'subTitle']],
    ['practice area', '/api/admin/professionalField', (p) => [{ lang: 'en_US', name: p, introduce: p }], ['name']],
    ['job', '/api/admin/job', (p) => [{ lang: 'en_US', name: p }], ['name']],
    ['office', '/api/admin/office', (p) => [{ lang: 'en_US', name: p }], ['name']],
    [
      'lawyer',
      '/api/admin/lawyerTeam',
      (p) => [
        { lang: 'en_US', name: p, office: p, phoneNumber: p, intro: p, customContent: p, customContents: [{ title: p, content: p }] },
      ],
      ['name', 'office', 'phoneNumber'],
    ],
    [
      'portal configuration',
      '/api/admin/portal-config',
      (p) => [
        {
          lang: 'zh_CN',
          name: p,
          address: p,
          tel: p,
          introduce: p,
          advantagesList: [{ title: p, content: p }],
          environmentList: [{ title: p, coverUrl: '/images/e.jpg' }],
        },
      ],
      [],
    ],
    ['legal document', '/api/admin/legal-document', (p) => [{ name: 'privacy', lang: 'zh_CN', title: p, content: p }], []],
    [
      'staff account',
      '/api/admin/staff',
      (p) => ({ loginAccount: `user${Math.random().toString(36).slice(2, 10)}`, userName: p, password: 'a-long-password', roleId: 2 }),
      ['userName'],
    ],
  ];

  test.each(writes)('%s: every payload is stored as sent or refused with a 400, never run', async (_label, path, body, plain) => {
    const before = await tableNames();
    for (const payload of bodyPayloads) {
      const response = await ctx.call('POST', path, { token: ctx.admin, body: body(payload) });
      if (response.status === 400) {
        expect(response.body.resultEnum).toBe('BAD_REQUEST');
        continue;
      }
      expect([JSON.stringify(payload), response.status]).toEqual([JSON.stringify(payload), 200]);
      const saved = Array.isArray(response.body.result) ? response.body.result[response.body.result.length - 1] : response.body.result;
      for (const field of plain) expect([field, saved[field]]).toEqual([field, payload.trim()]);
    }
    expect(await tableNames()).toEqual(before);
  });

  test('the contact form and the profile take payloads as text', async () => {
    for (const [index, payload] of bodyPayloads.entries()) {
      const sent = await ctx.call('POST', '/api/admin/send-email', {
        body: { name: payload, email: 'a@example.com', phone: payload.slice(0, 40), content: payload },
        headers: { 'x-forwarded-for': `10.78.0.${index}` },
      });
      expect([JSON.stringify(payload), [200, 400].includes(sent.status)]).toEqual([JSON.stringify(payload), true]);
      const head = await ctx.call('PUT', '/api/admin/modify-head-img', { token: ctx.admin, body: { headImg: payload } });
      expect([JSON.stringify(payload), [200, 400].includes(head.status)]).toEqual([JSON.stringify(payload), true]);
    }
  });

  // 39 sign-ins, each checking a password slowly on purpose: over the default 30 s on a busy machine.
  test('injected sign-in names and passwords never sign in, even with the right password', async () => {
    const names = [
      "admin'--",
      "admin' #",
      "admin'/*",
      "' OR 1=1 --",
      "' OR '1'='1",
      "') OR ('a'='a",
      '" OR ""="',
      "' UNION SELECT 1, 'admin' --",
      'admin\u0000',
      '%',
      '_dmin',
      'ad%',
      'a\\dmin',
    ];
    for (const [index, payload] of names.entries()) {
      for (const body of [
        { loginAccount: payload, password: ADMIN_PASSWORD },
        { loginAccount: payload, password: payload },
        { loginAccount: 'admin', password: payload },
      ]) {
        const response = await ctx.call('POST', '/api/admin/login', {
          body,
          headers: { 'x-forwarded-for': `10.79.${index}.${body.password.length}` },
        });
        expect([JSON.stringify(body), response.status]).toEqual([JSON.stringify(body), 400]);
      }
      await ctx.db.deleteFrom('rateLimitHit').execute();
    }
  }, 120_000);
});

describe('afterwards', () => {
  test('every table is still there and the seeded rows are intact', async () => {
    expect(await tableNames()).toEqual(tablesBefore);
    for (const path of [
      '/api/admin/latest-news?title=Alpha',
      '/api/admin/case-analysis?title=Beta',
      '/api/admin/lawfirm-honour?title=Gamma',
    ]) {
      expect((await ctx.call('GET', path, { token: ctx.admin })).body.pageable.totalCount).toBe(1);
    }
    const admin = await ctx.db
      .selectFrom('adminUser')
      .select(['loginAccount', 'roleId'])
      .where('loginAccount', '=', 'admin')
      .executeTakeFirst();
    expect(admin).toEqual({ loginAccount: 'admin', roleId: 1 });
    expect((await ctx.call('GET', '/api/user/lawyerTeam?keyword=alice')).body.pageable.totalCount).toBe(1);
  });
});
