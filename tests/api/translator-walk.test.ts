import { seedDemoContent } from '@/lib/seed';
import { useTestContext } from '../support/context';
import { createStaffAccount } from '../support/two-factor';

/**
 * A translator into Simplified Chinese changes the words of Chinese versions and sends them to
 * review; every other write call of the OpenAPI document is refused naming the role, and what
 * visitors see stays the same until an administrator publishes.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ms_MY';
const ctx = useTestContext();
type Row = Record<string, any>;
const TRANSLATOR = 3;
let translator: Awaited<ReturnType<typeof createStaffAccount>>;

beforeAll(async () => {
  await seedDemoContent(ctx.db);
  translator = await createStaffAccount(ctx, ctx.admin, TRANSLATOR, { languages: ['zh_CN'] });
}, 60_000);
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const call = (method: string, path: string, body?: unknown, token = translator.token) => ctx.call(method, `/api${path}`, { token, body });
const adminGet = (path: string) => ctx.result('GET', `/api${path}`, { token: ctx.admin });
const publicGet = async (path: string, lang: string) => (await ctx.call('GET', `/api/user/${path}`, { headers: { lang } })).body.result;

/** The documented admin writes, each with its path's `{names}` filled in. */
async function adminWrites(): Promise<{ name: string; method: string; path: string }[]> {
  const document = (await ctx.call('GET', '/api/openapi.json')).body;
  return Object.entries(document.paths as Record<string, Row>)
    .flatMap(([path, methods]) => Object.keys(methods).map((method) => ({ name: `${method.toUpperCase()} ${path}`, method, path })))
    .filter(({ method, path }) => method !== 'get' && path.startsWith('/api/admin/') && path !== '/api/admin/login')
    .map(({ name, method, path }) => ({
      name: name.replace(' /api/', ' /'),
      method: method.toUpperCase(),
      path: path.slice('/api'.length).replace(/\{[^}]+\}/g, '1'),
    }));
}

/** The Chinese version of the first news item that has one, and that item's English version. */
async function newsPair(): Promise<{ english: Row; chinese: Row }> {
  const chineseList: Row[] = await adminGet('/admin/latest-news?lang=zh_CN&pageSize=100');
  const englishList: Row[] = await adminGet('/admin/latest-news?lang=en_US&pageSize=100');
  const chinese = chineseList.find((row) => englishList.some((english) => english.no === row.no));
  if (!chinese) throw new Error('the demo content has no news item in both languages');
  const english = englishList.find((row) => row.no === chinese.no)!;
  return { english: await adminGet(`/admin/latest-news/${english.id}`), chinese: await adminGet(`/admin/latest-news/${chinese.id}`) };
}

const editable = (row: Row): Row => ({ ...row, status: undefined, published: undefined, reviewNote: undefined });

test('a translator account names its languages; the source language and unknown ones are refused', async () => {
  expect(await ctx.result('GET', '/api/admin/mine', { token: translator.token })).toMatchObject({
    roleId: TRANSLATOR,
    languages: ['zh_CN'],
  });
  for (const languages of [[], ['en_US'], ['xx_XX'], undefined]) {
    const response = await ctx.call('POST', '/api/admin/staff', {
      token: ctx.admin,
      body: { loginAccount: 'new.translator', userName: 'New', password: 'a-passphrase-long-enough', roleId: TRANSLATOR, languages },
    });
    expect({ languages, status: response.status, field: response.body.message }).toMatchObject({ status: 400 });
    expect(response.body.message).toContain('languages');
  }
  const staff: Row[] = await adminGet('/admin/staff');
  expect(staff.find((account) => account.id === translator.id)).toMatchObject({ languages: ['zh_CN'] });
});

test("every write that is not translation work is refused, naming the role; visitors' pages stay", async () => {
  const translatorWrites = new Set([
    'POST /admin/latest-news',
    'PUT /admin/latest-news',
    'POST /admin/case-analysis',
    'PUT /admin/case-analysis',
    'POST /admin/lawfirm-honour',
    'PUT /admin/lawfirm-honour',
    'POST /admin/banner',
    'PUT /admin/banner',
    'POST /admin/professionalField',
    'PUT /admin/professionalField',
    'POST /admin/lawyerTeam',
    'PUT /admin/lawyerTeam',
    'POST /admin/translations/confirm',
    'POST /admin/translations/xliff',
    'PUT /admin/modify-password',
    'PUT /admin/modify-head-img',
    'PUT /admin/modify-email',
    'POST /admin/modify-email/confirm',
    'POST /admin/totp/setup',
    'POST /admin/totp/enable',
    'POST /admin/totp/disable',
    'DELETE /admin/sessions/{id}',
    'POST /admin/sessions/end-others',
    // The contact form's call: anyone's, signed in or not.
    'POST /admin/send-email',
  ]);
  const visitorsSee = async () => [
    (await publicGet('latest-news?pageSize=100', 'zh_CN')).map((row: Row) => row.title),
    (await publicGet('lawyerTeam?pageSize=100', 'zh_CN')).map((row: Row) => [row.name, row.phoneNumber]),
  ];
  const before = await visitorsSee();
  const refused = (await adminWrites()).filter(({ name }) => !translatorWrites.has(name));
  expect(refused.length).toBeGreaterThan(40);
  for (const { name, method, path } of refused) {
    const response = await call(method, path, {});
    expect({ name, status: response.status, message: response.body?.message }).toEqual({
      name,
      status: 403,
      message: 'A translator translates and sends work to review; an editor or administrator makes this change',
    });
  }
  expect(await visitorsSee()).toEqual(before);
});

test('a translator changes the words of their language into a draft, sends it to review, and nothing else', async () => {
  const { english, chinese } = await newsPair();
  const liveTitle = async () => (await publicGet(`latest-news/${chinese.id}`, 'zh_CN')).title;
  const livePage = await liveTitle();

  const reviewed = await call('PUT', '/admin/latest-news', [{ ...editable(chinese), title: '译者修订的标题', status: 'review' }]);
  expect(reviewed.status).toBe(200);
  expect(reviewed.body.result[0]).toMatchObject({ title: '译者修订的标题', status: 'review' });
  expect(await liveTitle()).toEqual(livePage);

  const inReview = editable(await adminGet(`/admin/latest-news/${chinese.id}`));
  const refusals: [string, unknown][] = [
    ['publishing', [{ ...inReview, status: 'published' }]],
    ['scheduling', [{ ...inReview, status: 'scheduled', publishAt: '2099-01-01T00:00:00.000Z' }]],
    ['the source language', [{ ...editable(english), title: 'Changed by a translator' }]],
    ['a fact kept once (the pin)', [{ ...inReview, top: chinese.top ? 0 : 1 }]],
    ['a fact kept once (the cover)', [{ ...inReview, coverUrl: '/api/upload/another.png' }]],
    ['the links', [{ ...inReview, lawyerNos: [], practiceNos: [] }]],
  ];
  for (const [what, body] of refusals) {
    const response = await call('PUT', '/admin/latest-news', body);
    expect({ what, status: response.status }).toEqual({ what, status: 403 });
    expect(response.body.message).toMatch(/^A translator/);
  }
  const { id: _id, no: _no, ...content } = editable(chinese);
  const newItem = await call('POST', '/admin/latest-news', [{ ...content, title: '译者自建的文章' }]);
  expect(newItem.status).toBe(403);
  expect(await adminGet(`/admin/latest-news/${chinese.id}`)).toMatchObject({ title: '译者修订的标题', top: chinese.top, status: 'review' });
});

test("a translator adds a missing version to an item's group, as a draft with the group's facts", async () => {
  const englishOnly = (await adminGet('/admin/latest-news?lang=en_US&pageSize=100')) as Row[];
  const chineseNos = new Set(((await adminGet('/admin/latest-news?lang=zh_CN&pageSize=100')) as Row[]).map((row) => row.no));
  const source = await adminGet(`/admin/latest-news/${englishOnly.find((row) => !chineseNos.has(row.no))!.id}`);
  const [chineseCatalog] = (await adminGet('/admin/catalog?type=0&lang=zh_CN')) as Row[];
  const version = { ...editable(source), id: undefined, lang: 'zh_CN', cataId: chineseCatalog.id, title: '新译文', sourceLang: 'en_US' };
  const created = await call('POST', '/admin/latest-news', [version]);
  expect(created.status).toBe(200);
  expect(created.body.result[0]).toMatchObject({ lang: 'zh_CN', no: source.no, status: 'draft', coverUrl: source.coverUrl });
  expect((await ctx.call('GET', `/api/user/latest-news/${created.body.result[0].id}`, { headers: { lang: 'zh_CN' } })).status).toBe(404);
});

test("a lawyer's Chinese name is the translator's; the phone number is kept once and not theirs", async () => {
  const lawyers = (await adminGet('/admin/lawyerTeam?lang=zh_CN&pageSize=5')) as Row[];
  const lawyer = await adminGet(`/admin/lawyerTeam/detail/${lawyers[0].id}`);
  const named = await call('PUT', '/admin/lawyerTeam', [{ ...editable(lawyer), name: `${lawyer.name}（修订）` }]);
  expect(named.status).toBe(200);
  expect(named.body.result[0]).toMatchObject({ status: 'draft' });
  const draft = await adminGet(`/admin/lawyerTeam/detail/${lawyer.id}`);
  const phone = await call('PUT', '/admin/lawyerTeam', [{ ...editable(draft), phoneNumber: '+65 0000 0000' }]);
  expect(phone.status).toBe(403);
});

test("a translator's desk shows their languages only: rows, counts and XLIFF exports", async () => {
  const rows = async (token: string) => (await ctx.result('GET', '/api/admin/translations?status=todo&pageSize=100', { token })) as Row[];
  expect(new Set((await rows(ctx.admin)).map((row) => row.lang))).toEqual(new Set(['zh_CN', 'ms_MY']));
  expect(new Set((await rows(translator.token)).map((row) => row.lang))).toEqual(new Set(['zh_CN']));
  const counts = (await ctx.result('GET', '/api/admin/translations/counts', { token: translator.token })) as Row[];
  expect(counts.map((count) => count.lang)).toEqual(['zh_CN']);
  const malay = await call('GET', '/admin/translations/xliff?lang=ms_MY');
  expect(malay.status).toBe(400);
  const own = await ctx.call('GET', '/api/admin/translations/xliff?status=missing', { token: translator.token });
  expect(own.status).toBe(200);
  expect(own.headers.get('content-disposition')).toContain('en_US-zh_CN.xlf');
});
