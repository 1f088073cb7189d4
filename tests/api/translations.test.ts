import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

/**
 * The translation desk: each language version's status against the version it was translated
 * from, on a site serving three languages.
 */
process.env.SITE_LANGUAGES = 'en_US,zh_CN,ms_MY';

const ctx = useTestContext();
const catalogs: Record<string, number> = {};
type Row = Record<string, any>;

async function call(method: string, path: string, body?: unknown) {
  return ctx.call(method, path, { token: ctx.admin, body });
}
async function result(method: string, path: string, body?: unknown) {
  const response = await call(method, path, body);
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body.result;
}

const news = (lang: string, title: string, extra: Row = {}) => ({
  lang,
  cataId: catalogs[lang],
  coverUrl: '/api/upload/cover.jpg',
  title,
  content: `<p>${title}</p>`,
  isLink: 0,
  ...extra,
});

/** The desk's rows of one group, by target language. */
async function statusOf(kind: string, no: string): Promise<Record<string, Row>> {
  const rows: Row[] = await result('GET', `/api/admin/translations?kind=${kind}&no=${encodeURIComponent(no)}&pageSize=100`);
  return Object.fromEntries(rows.map((row) => [row.lang, row]));
}
const statuses = async (kind: string, no: string) =>
  Object.fromEntries(Object.entries(await statusOf(kind, no)).map(([lang, row]) => [lang, row.status]));

beforeAll(async () => {
  for (const catalog of await result('POST', '/api/admin/catalog', [
    { lang: 'en_US', name: 'News', type: 0 },
    { lang: 'zh_CN', name: '新闻', type: 0, no: 'news-catalog' },
    { lang: 'ms_MY', name: 'Berita', type: 0, no: 'news-catalog' },
  ])) {
    catalogs[catalog.lang] = catalog.id;
  }
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

test('a new item is current in its language and missing in the two others, each to be translated from it', async () => {
  const [en] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Alone')]);
  const rows = await statusOf('news', en.no);
  expect(rows.en_US).toMatchObject({
    kind: 'news',
    no: en.no,
    status: 'current',
    id: en.id,
    sourceLang: null,
    sourceId: null,
    title: 'Alone',
  });
  for (const lang of ['zh_CN', 'ms_MY']) {
    expect(rows[lang]).toMatchObject({ status: 'missing', id: null, sourceLang: 'en_US', sourceId: en.id, title: 'Alone' });
  }
});

test('translate, edit the source (outdated), confirm, and save the translation (current)', async () => {
  const [en] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Source')]);
  const [zh] = await result('PUT', '/api/admin/latest-news', [news('zh_CN', '来源', { no: en.no })]);
  let rows = await statusOf('news', en.no);
  expect(rows.zh_CN).toMatchObject({ status: 'current', id: zh.id, sourceLang: 'en_US', sourceId: en.id, title: 'Source' });
  expect(rows.ms_MY.status).toBe('missing');

  // A change of picture, pin or catalog is not a change of text.
  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Source'), id: en.id, coverUrl: '/api/upload/other.jpg', top: 1 }]);
  expect((await statusOf('news', en.no)).zh_CN.status).toBe('current');

  expect(await result('GET', `/api/admin/translations/changes?kind=news&id=${zh.id}`)).toEqual({
    kind: 'news',
    id: zh.id,
    status: 'current',
    sourceLang: 'en_US',
    sourceId: en.id,
    sourceRecorded: true,
    changes: [],
  });

  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Source, revised'), id: en.id }]);
  expect((await result('GET', `/api/admin/translations/changes?kind=news&id=${zh.id}`)).changes).toEqual([
    { field: 'title', then: 'Source', now: 'Source, revised' },
    { field: 'content', then: '<p>Source</p>', now: '<p>Source, revised</p>' },
  ]);
  rows = await statusOf('news', en.no);
  expect(rows.zh_CN).toMatchObject({ status: 'outdated', title: 'Source, revised' });
  expect(rows.en_US.status).toBe('current');

  const confirmed = await result('POST', '/api/admin/translations/confirm', { kind: 'news', id: zh.id });
  expect(confirmed).toMatchObject({ kind: 'news', no: en.no, lang: 'zh_CN', status: 'current', id: zh.id, sourceId: en.id });
  expect((await statusOf('news', en.no)).zh_CN.status).toBe('current');
  const audit = await ctx.db
    .selectFrom('auditLog')
    .select(['action', 'entity', 'entityKey', 'userName'])
    .where('action', '=', 'confirm-translation')
    .execute();
  expect(audit).toEqual([{ action: 'confirm-translation', entity: 'latest-news', entityKey: String(zh.id), userName: 'Administrator' }]);
  // The confirmed text is unchanged.
  expect((await result('GET', `/api/admin/latest-news/${zh.id}`)).title).toBe('来源');

  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Source, revised again'), id: en.id }]);
  expect((await statusOf('news', en.no)).zh_CN.status).toBe('outdated');
  await result('PUT', '/api/admin/latest-news', [{ ...news('zh_CN', '来源（修订）'), id: zh.id }]);
  expect((await statusOf('news', en.no)).zh_CN.status).toBe('current');
});

test('a draft of the source does not make a translation outdated until it is published', async () => {
  const [en, zh] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Drafted'), news('zh_CN', '草稿')]);
  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Drafted, changed'), id: en.id, status: 'draft' }]);
  expect((await statusOf('news', en.no)).zh_CN.status).toBe('current');
  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Drafted, changed'), id: en.id, status: 'published' }]);
  expect((await statusOf('news', en.no)).zh_CN).toMatchObject({ status: 'outdated', id: zh.id });
});

test('versions saved before sources were recorded: the default language stays the original', async () => {
  const [en, zh] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Earlier'), news('zh_CN', '早先')]);
  await ctx.db.deleteFrom('translationSource').where('itemId', 'in', [en.id, zh.id]).execute();
  expect((await statusOf('news', en.no)).zh_CN).toMatchObject({ status: 'current', sourceLang: null });

  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Earlier, revised'), id: en.id }]);
  expect((await statusOf('news', en.no)).en_US).toMatchObject({ status: 'current', sourceLang: null });
  await result('POST', '/api/admin/translations/confirm', { kind: 'news', id: zh.id });
  expect((await statusOf('news', en.no)).zh_CN).toMatchObject({ status: 'current', sourceLang: 'en_US', sourceId: en.id });
  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Earlier, revised twice'), id: en.id }]);
  expect(await statuses('news', en.no)).toEqual({ en_US: 'current', zh_CN: 'outdated', ms_MY: 'missing' });
});

test('three languages at once, and a translation from a language other than the default', async () => {
  const [en, zh, ms] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Three'), news('zh_CN', '三'), news('ms_MY', 'Tiga')]);
  let rows = await statusOf('news', en.no);
  expect(rows.en_US).toMatchObject({ status: 'current', sourceLang: null });
  expect(rows.zh_CN).toMatchObject({ status: 'current', sourceLang: 'en_US', sourceId: en.id });
  expect(rows.ms_MY).toMatchObject({ status: 'current', sourceLang: 'en_US', sourceId: en.id });

  await result('PUT', '/api/admin/latest-news', [{ ...news('en_US', 'Three, revised'), id: en.id }]);
  expect(await statuses('news', en.no)).toEqual({ en_US: 'current', zh_CN: 'outdated', ms_MY: 'outdated' });

  // Malay translated from the Chinese: current against it; the Chinese stays out of date.
  await result('PUT', '/api/admin/latest-news', [{ ...news('ms_MY', 'Tiga (dari Cina)'), id: ms.id, sourceLang: 'zh_CN' }]);
  rows = await statusOf('news', en.no);
  expect(rows.ms_MY).toMatchObject({ status: 'current', sourceLang: 'zh_CN', sourceId: zh.id, title: '三' });
  expect(rows.zh_CN.status).toBe('outdated');

  // Lists filter by language and status; every served language appears.
  const outdated: Row[] = await result('GET', `/api/admin/translations?kind=news&lang=zh_CN&status=outdated&pageSize=100`);
  expect(outdated.map((row) => row.id)).toContain(zh.id);
  expect(outdated.every((row) => row.lang === 'zh_CN' && row.status === 'outdated')).toBe(true);
  const counts: Row[] = await result('GET', '/api/admin/translations/counts?kind=news');
  expect(counts.map((count) => count.lang)).toEqual(['en_US', 'zh_CN', 'ms_MY']);
  expect(counts.find((count) => count.lang === 'zh_CN')!.outdated).toBeGreaterThanOrEqual(1);
});

test('rows come newest source change first, with the paging envelope', async () => {
  const [older] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Older')]);
  const [newer] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Newer')]);
  const response = await call('GET', '/api/admin/translations?kind=news&lang=ms_MY&status=missing&pageNo=1&pageSize=2');
  expect(response.status).toBe(200);
  expect(response.body.pageable).toMatchObject({ pageNo: 1, pageSize: 2 });
  expect(response.body.pageable.totalCount).toBeGreaterThanOrEqual(2);
  expect(response.body.result.map((row: Row) => row.no)).toEqual([newer.no, older.no]);
  expect(Object.keys(response.body.result[0]).sort()).toEqual(
    ['kind', 'no', 'lang', 'status', 'id', 'sourceLang', 'sourceId', 'title', 'sourceUpdatedAt'].sort(),
  );
});

test('deleting a version makes it missing; lawyers, practice areas, honours and legal documents have statuses too', async () => {
  const [area, areaZh] = await result('POST', '/api/admin/professionalField', [
    { lang: 'en_US', name: 'Arbitration', introduce: '<p>Disputes</p>' },
    { lang: 'zh_CN', name: '仲裁', introduce: '<p>争议</p>' },
  ]);
  expect(await statuses('practice', area.no)).toEqual({ en_US: 'current', zh_CN: 'current', ms_MY: 'missing' });
  await result('DELETE', `/api/admin/professionalField/${areaZh.id}`);
  expect(await statuses('practice', area.no)).toEqual({ en_US: 'current', zh_CN: 'missing', ms_MY: 'missing' });

  const [lawyer, lawyerZh] = await result('POST', '/api/admin/lawyerTeam', [
    { lang: 'en_US', name: 'Tan Wei', customContents: [{ title: 'Education', content: '<p>NUS</p>' }] },
    { lang: 'zh_CN', name: '陈伟', customContents: [{ title: '教育', content: '<p>新加坡国立大学</p>' }] },
  ]);
  expect((await statusOf('lawyer', lawyer.no)).zh_CN).toMatchObject({ status: 'current', id: lawyerZh.id, title: 'Tan Wei' });
  await result('PUT', '/api/admin/lawyerTeam', [
    { id: lawyer.id, lang: 'en_US', name: 'Tan Wei', customContents: [{ title: 'Education', content: '<p>NUS, LLB</p>' }] },
  ]);
  expect((await statusOf('lawyer', lawyer.no)).zh_CN.status).toBe('outdated');
  expect((await result('GET', `/api/admin/translations/changes?kind=lawyer&id=${lawyerZh.id}`)).changes).toEqual([
    { field: 'customContents.0.content', then: '<p>NUS</p>', now: '<p>NUS, LLB</p>' },
  ]);

  const [honour] = await result('POST', '/api/admin/lawfirm-honour', [
    { lang: 'en_US', title: 'Award', content: '<p>Won</p>', coverUrl: '/api/upload/award.jpg' },
    { lang: 'ms_MY', title: 'Anugerah', content: '<p>Menang</p>', coverUrl: '/api/upload/award.jpg' },
  ]);
  expect(await statuses('honour', honour.no)).toEqual({ en_US: 'current', zh_CN: 'missing', ms_MY: 'current' });

  await result('POST', '/api/admin/legal-document', [
    { name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>We keep little.</p>' },
    { name: 'privacy', lang: 'zh_CN', title: '隐私', content: '<p>我们保存很少。</p>' },
  ]);
  await result('POST', '/api/admin/legal-document', [
    { name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>We keep less.</p>' },
  ]);
  expect(await statuses('legal', 'privacy')).toEqual({ en_US: 'current', zh_CN: 'outdated', ms_MY: 'missing' });

  const [banner] = await result('POST', '/api/admin/banner', [{ lang: 'en_US', imgPath: '/api/upload/slide.jpg', title: 'Welcome' }]);
  const [bannerMs] = await result('POST', '/api/admin/banner', [
    { lang: 'ms_MY', imgPath: '/api/upload/slide.jpg', title: 'Selamat datang' },
  ]);
  expect((await statusOf('banner', banner.imgPath)).ms_MY).toMatchObject({ status: 'current', id: bannerMs.id, sourceId: banner.id });
});

test("a lawyer's admissions and education are translated words: a new jurisdiction or school makes the translation outdated, a year alone does not", async () => {
  const admission = (jurisdiction: string, year = 2010) => [{ jurisdiction, year }];
  const [lawyer, lawyerZh] = await result('POST', '/api/admin/lawyerTeam', [
    {
      lang: 'en_US',
      name: 'Lim Mei',
      admissions: admission('Singapore'),
      education: [{ institution: 'NUS', qualification: 'LLB', year: 2009 }],
    },
    {
      lang: 'zh_CN',
      name: '林美',
      admissions: admission('新加坡'),
      education: [{ institution: '新加坡国立大学', qualification: '法学学士', year: 2009 }],
    },
  ]);
  const english = (extra: Row) => [{ id: lawyer.id, lang: 'en_US', name: 'Lim Mei', ...extra }];
  const education = [{ institution: 'NUS', qualification: 'LLB', year: 2009 }];

  await result('PUT', '/api/admin/lawyerTeam', english({ admissions: admission('Singapore', 2011), education }));
  expect((await statusOf('lawyer', lawyer.no)).zh_CN.status).toBe('current');

  await result('PUT', '/api/admin/lawyerTeam', english({ admissions: admission('Singapore, and England and Wales', 2011), education }));
  expect((await statusOf('lawyer', lawyer.no)).zh_CN.status).toBe('outdated');
  expect((await result('GET', `/api/admin/translations/changes?kind=lawyer&id=${lawyerZh.id}`)).changes).toEqual([
    { field: 'admissions.0.jurisdiction', then: 'Singapore', now: 'Singapore, and England and Wales' },
  ]);

  await result('POST', '/api/admin/translations/confirm', { kind: 'lawyer', id: lawyerZh.id });
  await result(
    'PUT',
    '/api/admin/lawyerTeam',
    english({
      admissions: admission('Singapore, and England and Wales', 2011),
      education: [...education, { institution: 'University of Oxford', qualification: 'BCL', year: 2012 }],
    }),
  );
  expect((await result('GET', `/api/admin/translations/changes?kind=lawyer&id=${lawyerZh.id}`)).changes).toEqual([
    { field: 'education.1.institution', then: '', now: 'University of Oxford' },
    { field: 'education.1.qualification', then: '', now: 'BCL' },
  ]);
});

test('a list screen reads the rows of its page of groups at once (nos)', async () => {
  const [first] = await result('POST', '/api/admin/latest-news', [news('en_US', 'First of a page')]);
  const [second] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Second of a page'), news('ms_MY', 'Kedua')]);
  const rows: Row[] = await result('GET', `/api/admin/translations?kind=news&nos=${first.no},${second.no}&pageSize=100`);
  expect(rows.map((row) => `${row.no} ${row.lang} ${row.status}`).sort()).toEqual(
    [
      `${first.no} en_US current`,
      `${first.no} zh_CN missing`,
      `${first.no} ms_MY missing`,
      `${second.no} en_US current`,
      `${second.no} zh_CN missing`,
      `${second.no} ms_MY current`,
    ].sort(),
  );
});

describe('400s', () => {
  test.each([
    ['nos', `/api/admin/translations?nos=${Array.from({ length: 101 }, (_, index) => `k${index}`).join(',')}`],
    ['kind', '/api/admin/translations?kind=poem'],
    ['lang', '/api/admin/translations?lang=fr_FR'],
    ['status', '/api/admin/translations?status=stale'],
  ])('an unknown %s is 400 naming it', async (field, path) => {
    const response = await call('GET', path);
    expect(response.status).toBe(400);
    expect(response.body.message).toContain(field);
  });

  test('confirm: an unknown kind, a missing version, an original', async () => {
    const [en] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Original')]);
    const unknown = await call('POST', '/api/admin/translations/confirm', { kind: 'poem', id: en.id });
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toContain('kind');
    expect((await call('POST', '/api/admin/translations/confirm', { kind: 'news', id: 999_999 })).status).toBe(404);
    expect((await call('GET', '/api/admin/translations/changes?kind=news&id=999999')).status).toBe(404);
    const changes = await call('GET', `/api/admin/translations/changes?kind=poem&id=${en.id}`);
    expect(changes.status).toBe(400);
    expect(changes.body.message).toContain('kind');
    const original = await call('POST', '/api/admin/translations/confirm', { kind: 'news', id: en.id });
    expect(original.status).toBe(400);
    expect(original.body.message).toContain('id');
  });

  test('sourceLang must be another served language the item has', async () => {
    const [en] = await result('POST', '/api/admin/latest-news', [news('en_US', 'Sourced')]);
    const cases: [Row, string][] = [
      [news('zh_CN', '自己', { no: en.no, sourceLang: 'zh_CN' }), 'own language'],
      [news('zh_CN', '阿拉伯', { no: en.no, sourceLang: 'ar_AE' }), 'sourceLang'],
      [news('zh_CN', '马来', { no: en.no, sourceLang: 'ms_MY' }), 'no ms_MY version'],
    ];
    for (const [item, expected] of cases) {
      const response = await call('PUT', '/api/admin/latest-news', [item]);
      expect(response.status).toBe(400);
      expect(response.body.message).toContain('[0].sourceLang');
      expect(response.body.message).toContain(expected);
    }
    expect(await statuses('news', en.no)).toEqual({ en_US: 'current', zh_CN: 'missing', ms_MY: 'missing' });
  });
});

test('the OpenAPI document lists the calls', async () => {
  const expected = {
    '/api/admin/translations': ['get'],
    '/api/admin/translations/counts': ['get'],
    '/api/admin/translations/changes': ['get'],
    '/api/admin/translations/confirm': ['post'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
