import { createMigrator, migrateToLatest } from '@/lib/db/migrate';
import { IN_LIST_MAX } from '@/lib/db/chunks';
import { watchedTables } from '@/lib/db/migrations/translation-status-triggers';
import { findTranslationSources, readGroupVersions } from '@/lib/repositories/translations';
import { serverKinds } from '@/lib/services/kinds';
import { groupSpecOf } from '@/lib/services/translation-sources';
import { useTestContext } from '../support/context';

/**
 * The translation desk kept in the database: counts and rows as a mixed set of items gives them
 * (worked out by hand below), paging, the counts kept until content changes, writes of every
 * kind seen, every served language, and IN lists longer than either database takes.
 */
const threeLanguages = 'en_US,zh_CN,ms_MY';
process.env.SITE_LANGUAGES = threeLanguages;

const ctx = useTestContext();
type Row = Record<string, any>;
const catalogs: Record<string, number> = {};

async function result(method: string, path: string, body?: unknown) {
  const response = await ctx.call(method, path, { token: ctx.admin, body });
  if (response.status !== 200) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}
const rows = async (query: string): Promise<Row[]> => (await result('GET', `/api/admin/translations?${query}`)).result;
const counts = async (kind?: string): Promise<Row[]> =>
  (await result('GET', `/api/admin/translations/counts${kind ? `?kind=${kind}` : ''}`)).result;
const count = (lang: string, missing: number, outdated: number) => ({ lang, missing, outdated });
const none = threeLanguages.split(',').map((lang) => count(lang, 0, 0));

const article = (type: 'news' | 'deal', lang: string, title: string, extra: Row = {}) => ({
  lang,
  cataId: catalogs[`${type}-${lang}`],
  coverUrl: '/api/upload/cover.jpg',
  title,
  content: `<p>${title}</p>`,
  isLink: 0,
  ...extra,
});
const news = (lang: string, title: string, extra: Row = {}) => article('news', lang, title, extra);

beforeAll(async () => {
  for (const [type, name] of [
    [0, 'news'],
    [1, 'deal'],
  ] as const) {
    const made = (await result('POST', '/api/admin/catalog', [
      { lang: 'en_US', name, type },
      { lang: 'zh_CN', name: `${name} zh`, type, no: `${name}-catalog` },
      { lang: 'ms_MY', name: `${name} ms`, type, no: `${name}-catalog` },
    ])) as { result: Row[] };
    for (const catalog of made.result) catalogs[`${name}-${catalog.lang}`] = catalog.id;
  }
});
afterAll(() => {
  delete process.env.SITE_LANGUAGES;
});

const mixed: Record<string, Row> = {};

test('the counts are what a mixed set of items gives, worked out by hand, kind by kind and in all', async () => {
  expect(await counts()).toEqual(none);
  const post = async (path: string, items: Row[]) => (await result('POST', `/api/admin/${path}`, items)).result as Row[];
  const put = (path: string, items: Row[]) => result('PUT', `/api/admin/${path}`, items);

  // News: A translated into Chinese (Malay missing); B translated into both, then its English changed;
  // C written in Chinese only (English and Malay missing, from the Chinese).
  [mixed.a] = await post('latest-news', [news('en_US', 'A'), news('zh_CN', 'A 中文')]);
  [mixed.b] = await post('latest-news', [news('en_US', 'B'), news('zh_CN', 'B 中文'), news('ms_MY', 'B Melayu')]);
  await put('latest-news', [{ ...news('en_US', 'B, revised'), id: mixed.b.id }]);
  [mixed.c] = await post('latest-news', [news('zh_CN', 'C 中文')]);
  // A deal in English only; a practice area and a legal document whose English changed after translation.
  [mixed.d] = await post('case-analysis', [article('deal', 'en_US', 'D')]);
  [mixed.p] = await post('professionalField', [
    { lang: 'en_US', name: 'Arbitration', introduce: '<p>Disputes</p>' },
    { lang: 'zh_CN', name: '仲裁', introduce: '<p>争议</p>' },
  ]);
  await put('professionalField', [{ id: mixed.p.id, lang: 'en_US', name: 'Arbitration', introduce: '<p>Disputes, and more</p>' }]);
  await post('legal-document', [
    { name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>We keep little.</p>' },
    { name: 'privacy', lang: 'zh_CN', title: '隐私', content: '<p>我们保存很少。</p>' },
  ]);
  await post('legal-document', [{ name: 'privacy', lang: 'en_US', title: 'Privacy', content: '<p>We keep less.</p>' }]);
  // A lawyer in English and Malay whose English section changed; an honour in all three; a slide without Chinese.
  [mixed.l] = await post('lawyerTeam', [
    { lang: 'en_US', name: 'Tan Wei', customContents: [{ title: 'Education', content: '<p>NUS</p>' }] },
    { lang: 'ms_MY', name: 'Tan Wei', customContents: [{ title: 'Pendidikan', content: '<p>NUS</p>' }] },
  ]);
  await put('lawyerTeam', [
    { id: mixed.l.id, lang: 'en_US', name: 'Tan Wei', customContents: [{ title: 'Education', content: '<p>NUS, LLB</p>' }] },
  ]);
  await post(
    'lawfirm-honour',
    ['en_US', 'zh_CN', 'ms_MY'].map((lang) => ({ lang, title: `Award ${lang}`, content: '<p>Won</p>', coverUrl: '/api/upload/award.jpg' })),
  );
  await post('banner', [{ lang: 'en_US', imgPath: '/api/upload/slide.jpg', title: 'Welcome' }]);
  await post('banner', [{ lang: 'ms_MY', imgPath: '/api/upload/slide.jpg', title: 'Selamat datang' }]);

  expect(await counts('news')).toEqual([count('en_US', 1, 0), count('zh_CN', 0, 1), count('ms_MY', 2, 1)]);
  expect(await counts('deal')).toEqual([count('en_US', 0, 0), count('zh_CN', 1, 0), count('ms_MY', 1, 0)]);
  expect(await counts('practice')).toEqual([count('en_US', 0, 0), count('zh_CN', 0, 1), count('ms_MY', 1, 0)]);
  expect(await counts('lawyer')).toEqual([count('en_US', 0, 0), count('zh_CN', 1, 0), count('ms_MY', 0, 1)]);
  expect(await counts('honour')).toEqual(none);
  expect(await counts('banner')).toEqual([count('en_US', 0, 0), count('zh_CN', 1, 0), count('ms_MY', 0, 0)]);
  expect(await counts('legal')).toEqual([count('en_US', 0, 0), count('zh_CN', 0, 1), count('ms_MY', 1, 0)]);
  expect(await counts()).toEqual([count('en_US', 1, 0), count('zh_CN', 3, 3), count('ms_MY', 5, 2)]);

  const toDo = await rows('status=todo&pageSize=100');
  const seen = toDo.map((row) => `${row.kind} ${row.no} ${row.lang} ${row.status}`).sort();
  expect(seen).toEqual(
    [
      `news ${mixed.a.no} ms_MY missing`,
      `news ${mixed.b.no} zh_CN outdated`,
      `news ${mixed.b.no} ms_MY outdated`,
      `news ${mixed.c.no} en_US missing`,
      `news ${mixed.c.no} ms_MY missing`,
      `deal ${mixed.d.no} zh_CN missing`,
      `deal ${mixed.d.no} ms_MY missing`,
      `practice ${mixed.p.no} zh_CN outdated`,
      `practice ${mixed.p.no} ms_MY missing`,
      'legal privacy zh_CN outdated',
      'legal privacy ms_MY missing',
      `lawyer ${mixed.l.no} zh_CN missing`,
      `lawyer ${mixed.l.no} ms_MY outdated`,
      'banner /api/upload/slide.jpg zh_CN missing',
    ].sort(),
  );
  // C's missing versions are translated from its Chinese, the others' from their English.
  expect(toDo.find((row) => row.no === mixed.c.no && row.lang === 'en_US')).toMatchObject({
    sourceLang: 'zh_CN',
    title: 'C 中文',
    id: null,
  });
  expect(toDo.find((row) => row.no === mixed.b.no && row.lang === 'zh_CN')).toMatchObject({ sourceLang: 'en_US', title: 'B, revised' });
});

test('the to-do list pages through every missing and outdated row, newest source change first, as many as the counts say', async () => {
  const whole = await result('GET', '/api/admin/translations?status=todo&pageSize=100');
  const total = (await counts()).reduce((sum, each) => sum + each.missing + each.outdated, 0);
  expect(whole.pageable.totalCount).toBe(total);
  const paged: Row[] = [];
  for (let pageNo = 1; paged.length < total; pageNo++) {
    const page = await result('GET', `/api/admin/translations?status=todo&pageNo=${pageNo}&pageSize=3`);
    expect(page.pageable).toMatchObject({ pageNo, pageSize: 3, totalCount: total });
    expect(page.result.length).toBeGreaterThan(0);
    paged.push(...page.result);
  }
  expect(paged).toEqual(whole.result);
  const times = paged.map((row) => row.sourceUpdatedAt);
  expect(times).toEqual([...times].sort().reverse());
  // Every status, and one status, page the same way.
  const everything = await result('GET', '/api/admin/translations?pageSize=100');
  expect(everything.pageable.totalCount).toBe(everything.result.length);
  expect(everything.result.filter((row: Row) => row.status !== 'current')).toEqual(whole.result);
  expect((await rows('status=current&pageSize=100')).every((row) => row.status === 'current')).toBe(true);
});

test('the counts are kept until content changes, and a save counts at once', async () => {
  const before = await counts('news');
  // A version removed behind the services' back: the kept counts do not move…
  const [aChinese] = await ctx.db.selectFrom('article').select('id').where('no', '=', mixed.a.no).where('lang', '=', 'zh_CN').execute();
  await ctx.db.deleteFrom('article').where('id', '=', aChinese.id).execute();
  expect(await counts('news')).toEqual(before);
  // …until a save of content: then both are counted (A's Chinese now missing, D's Chinese written).
  await result('POST', '/api/admin/case-analysis', [{ ...article('deal', 'zh_CN', 'D 中文'), no: mixed.d.no }]);
  expect(await counts('news')).toEqual([count('en_US', 1, 0), count('zh_CN', 1, 1), count('ms_MY', 2, 1)]);
  expect(await counts('deal')).toEqual([count('en_US', 0, 0), count('zh_CN', 0, 0), count('ms_MY', 1, 0)]);
});

test('"still current" clears the mark at once, in the list and in the counts', async () => {
  const [outdated] = await rows(`kind=news&no=${mixed.b.no}&lang=zh_CN`);
  expect(outdated.status).toBe('outdated');
  const confirmed = (await result('POST', '/api/admin/translations/confirm', { kind: 'news', id: outdated.id })).result;
  expect(confirmed).toMatchObject({ status: 'current', lang: 'zh_CN', no: mixed.b.no });
  expect((await counts('news')).find((each) => each.lang === 'zh_CN')).toEqual(count('zh_CN', 1, 0));
});

test('a write made outside the services (an import, a script) is seen by the next read', async () => {
  await ctx.db.updateTable('article').set({ title: 'A, rewritten elsewhere' }).where('id', '=', mixed.a.id).execute();
  const byLang = Object.fromEntries((await rows(`kind=news&no=${mixed.a.no}`)).map((row) => [row.lang, row]));
  expect(byLang.en_US).toMatchObject({ status: 'current', title: 'A, rewritten elsewhere' });
  expect(byLang.ms_MY).toMatchObject({ status: 'missing', title: 'A, rewritten elsewhere' });
  // The trigger marked the group; the triggers watch every column staff translate, in every kind.
  for (const kind of Object.values(serverKinds)) {
    const watched = watchedTables.find(({ table }) => table === kind.table)!;
    const { key, title, text } = kind.translation;
    expect(watched.columns).toEqual(expect.arrayContaining([key, title, ...text, 'lang', 'published', 'updateTime']));
    expect(watched.entities).toContain(kind.entity);
  }
});

test('the rows follow the languages the site serves: a language added is missing everywhere', async () => {
  process.env.SITE_LANGUAGES = `${threeLanguages},zh_HK`;
  try {
    const groups = (await rows('lang=zh_HK&status=missing&pageSize=100')).length;
    const everyGroup = new Set((await rows('lang=en_US&pageSize=100')).map((row) => `${row.kind} ${row.no}`));
    expect(groups).toBe(everyGroup.size);
    expect((await counts()).map((each) => each.lang)).toEqual(['en_US', 'zh_CN', 'ms_MY', 'zh_HK']);
    expect((await counts()).at(-1)).toEqual(count('zh_HK', groups, 0));
  } finally {
    process.env.SITE_LANGUAGES = threeLanguages;
  }
  expect((await rows('pageSize=100')).some((row) => row.lang === 'zh_HK')).toBe(false);
});

test("a page of 25 groups gets its marks in every one of five languages (a list screen's marks)", async () => {
  process.env.SITE_LANGUAGES = 'en_US,zh_CN,zh_HK,ms_MY,ar_AE';
  try {
    const made: Row[] = [];
    for (let index = 0; index < 25; index++)
      made.push(...(await result('POST', '/api/admin/latest-news', [news('en_US', `Page ${index}`)])).result);
    const nos = made.map((item) => item.no);
    const marks = await rows(`kind=news&status=todo&pageSize=100&nos=${nos.join(',')}`);
    expect(marks).toHaveLength(100);
    for (const no of nos)
      expect(
        marks
          .filter((row) => row.no === no)
          .map((row) => row.lang)
          .sort(),
      ).toEqual(['ar_AE', 'ms_MY', 'zh_CN', 'zh_HK']);
  } finally {
    process.env.SITE_LANGUAGES = threeLanguages;
  }
});

test('IN lists longer than both databases take (SQLite 32,766 parameters, PostgreSQL 65,535) are read in slices', async () => {
  const spec = groupSpecOf(serverKinds.news);
  const real = await readGroupVersions(ctx.db, spec, { keys: [mixed.b.no] });
  const ids = [...real.map((version) => version.id), ...Array.from({ length: 70_000 }, (_, index) => 10_000_000 + index)];
  expect(ids.length).toBeGreaterThan(65_535);
  const sources = await findTranslationSources(ctx.db, serverKinds.news.entity, ids);
  expect([...sources.keys()].sort()).toEqual(
    real
      .filter((version) => version.lang !== 'en_US')
      .map((version) => version.id)
      .sort(),
  );
  const keys = [mixed.b.no, ...Array.from({ length: 70_000 }, (_, index) => `absent-${index}`), mixed.c.no];
  const versions = await readGroupVersions(ctx.db, spec, { keys });
  expect(new Set(versions.map((version) => version.key))).toEqual(new Set([mixed.b.no, mixed.c.no]));
  expect(versions.map((version) => version.id)).toEqual([...versions.map((version) => version.id)].sort((a, b) => a - b));
  expect(IN_LIST_MAX).toBeLessThan(999);
});

test('saves and desk reads at once: every call answers, and the desk ends with every save counted', async () => {
  const pairs: Row[][] = [];
  for (let index = 0; index < 10; index++)
    pairs.push((await result('POST', '/api/admin/latest-news', [news('en_US', `Busy ${index}`), news('zh_CN', `忙 ${index}`)])).result);
  const saves = pairs.map(([english]) =>
    ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...news('en_US', `${english.title}, revised`), id: english.id }],
    }),
  );
  const reads = Array.from({ length: 10 }, (_, index) =>
    ctx.call('GET', index % 2 ? '/api/admin/translations/counts' : '/api/admin/translations?status=todo&pageSize=10', { token: ctx.admin }),
  );
  expect((await Promise.all([...saves, ...reads])).map((answer) => answer.status)).toEqual(Array(20).fill(200));
  for (const [english] of pairs) expect((await rows(`kind=news&no=${english.no}&lang=zh_CN`))[0].status).toBe('outdated');
});

// Last: it takes the schema back to before the desk was kept and upgrades it again.
test('an upgrade works out the groups that were there before it', async () => {
  const down = await (await createMigrator(ctx.db)).migrateTo('2026-12-16-one-firm');
  expect(down.error).toBeUndefined();
  const db = ctx.db as any;
  const now = new Date().toISOString();
  const version = (lang: string, title: string) =>
    db
      .insertInto('article')
      .values({ ...news(lang, title), no: 'before-upgrade', type: 0, createTime: now, updateTime: now, published: 1, status: 'published' })
      .returning('id')
      .executeTakeFirstOrThrow();
  const english = await version('en_US', 'Older');
  const chinese = await version('zh_CN', '较旧');
  await db
    .insertInto('translationSource')
    .values({
      entity: 'latest-news',
      itemId: chinese.id,
      sourceLang: 'en_US',
      sourceId: english.id,
      textHash: 'an earlier text',
      updateTime: now,
    })
    .execute();
  await migrateToLatest(ctx.db);
  const byLang = Object.fromEntries((await rows('kind=news&no=before-upgrade')).map((row) => [row.lang, row.status]));
  expect(byLang).toEqual({ en_US: 'current', zh_CN: 'outdated', ms_MY: 'missing' });
});
