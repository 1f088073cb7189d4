import { flushViews } from '@/lib/services/view-counter';
import { publishedArticleVersions, listPublishedArticles } from '@/lib/services/articles';
import { catalogTree } from '@/lib/services/catalogs';
import { createTestContext, type TestContext } from '../support/context';
import { describePublicationCalls, publicationFields } from './publication-calls';

let ctx: TestContext;
let token: string;
/** Root catalogs by type and language. */
const roots: Record<string, number> = {};

beforeAll(async () => {
  ctx = await createTestContext();
  token = await ctx.signIn();
  for (const type of [0, 1]) {
    const response = await ctx.call('POST', '/api/admin/catalog', {
      token,
      body: [
        { lang: 'en_US', name: `Root ${type}`, type },
        { lang: 'zh_CN', name: `根 ${type}`, type },
      ],
    });
    for (const catalog of response.body.result) roots[`${type}:${catalog.lang}`] = catalog.id;
  }
});
// Views counted by the last reads are written before the database closes.
afterAll(async () => {
  await flushViews(ctx.db);
  await ctx.close();
});

const fields = [...publicationFields, 'cataId', 'contentUrl', 'isLink', 'note'];

const kinds = [
  ['latest-news', 0],
  ['case-analysis', 1],
] as const;

for (const [path, type] of kinds) {
  describePublicationCalls({
    path,
    table: 'article',
    fields,
    required: ['lang', 'cataId', 'coverUrl', 'title', 'isLink'],
    wrongTypes: [
      ['lang', 'EN'],
      ['cataId', 'news'],
      ['cataId', -3],
      ['coverUrl', 7],
      ['title', ''],
      ['title', { text: 'x' }],
      ['isLink', 2],
      ['isLink', 'yes'],
      ['note', 1],
      ['contentUrl', 'not a url'],
      ['top', 'pinned'],
    ],
    item: (lang, extra = {}) => ({
      lang,
      cataId: roots[`${type}:${lang}`],
      coverUrl: '/api/upload/cover.jpg',
      title: lang === 'en_US' ? 'Court of Appeal clarifies arbitration rules' : '上诉法院澄清仲裁规则',
      isLink: 0,
      content: '<p>Body</p>',
      note: 'Summary',
      ...extra,
    }),
    session: () => ({ ctx, token }),
  });
}

const newsItem = (extra: Record<string, unknown> = {}) => ({
  lang: 'en_US',
  cataId: roots['0:en_US'],
  coverUrl: '/api/upload/cover.jpg',
  title: 'A news article',
  isLink: 0,
  ...extra,
});
const postNews = (body: unknown) => ctx.call('POST', '/api/admin/latest-news', { token, body });

describe('article catalogs', () => {
  test('cataId must name an existing catalog of the same type and language', async () => {
    const unknown = await postNews([newsItem({ cataId: 999999 })]);
    expect(unknown.status).toBe(400);
    expect(unknown.body.message).toMatch(/cataId/);
    const dealsCatalog = await postNews([newsItem({ cataId: roots['1:en_US'] })]);
    expect(dealsCatalog.status).toBe(400);
    expect(dealsCatalog.body.message).toMatch(/cataId.*cases catalog/);
    const otherLanguage = await postNews([newsItem({ cataId: roots['0:zh_CN'] })]);
    expect(otherLanguage.status).toBe(400);
    expect(otherLanguage.body.message).toMatch(/cataId.*zh_CN/);
  });

  test('an array whose second item names a catalog of the other type writes nothing', async () => {
    const count = async () =>
      Number(
        (
          await ctx.db
            .selectFrom('article')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await count();
    const response = await postNews([newsItem(), newsItem({ lang: 'zh_CN', cataId: roots['1:zh_CN'] })]);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/^\[1\]\.cataId/);
    expect(await count()).toBe(before);
  });

  test('the public cataId filter includes sub-catalogs at any depth, and nothing else', async () => {
    const make = async (name: string, parentId: number) => {
      const response = await ctx.call('POST', '/api/admin/catalog', { token, body: [{ lang: 'en_US', name, type: 0, parentId }] });
      return response.body.result[0].id as number;
    };
    const section = await make('Section', roots['0:en_US']);
    const topic = await make('Topic', section);
    const subtopic = await make('Subtopic', topic);
    const sibling = await make('Sibling', roots['0:en_US']);
    const ids: Record<string, number> = {};
    for (const [name, cataId] of Object.entries({ section, topic, subtopic, sibling })) {
      ids[name] = (await postNews([newsItem({ cataId, title: `In ${name}` })])).body.result[0].id;
    }
    const list = async (cataId: number) =>
      (await ctx.call('GET', `/api/user/latest-news?cataId=${cataId}&pageSize=100`)).body.result
        .map((row: { id: number }) => row.id)
        .sort();
    expect(await list(section)).toEqual([ids.section, ids.topic, ids.subtopic].sort());
    expect(await list(topic)).toEqual([ids.topic, ids.subtopic].sort());
    expect(await list(sibling)).toEqual([ids.sibling]);
    expect(await list(999999)).toEqual([]);
    expect(await list(roots['0:zh_CN'])).toEqual([]);
    expect(await list(roots['1:en_US'])).toEqual([]);
    const chinese = await ctx.call('GET', `/api/user/latest-news?cataId=${roots['0:zh_CN']}`, { headers: { lang: 'zh_CN' } });
    expect(chinese.body.result.length).toBeGreaterThan(0);
    expect(chinese.body.result.every((row: { lang: string }) => row.lang === 'zh_CN')).toBe(true);
    const all = await list(roots['0:en_US']);
    expect(all).toEqual(expect.arrayContaining(Object.values(ids)));
    const response = await ctx.call('GET', `/api/user/latest-news?cataId=${section}`);
    expect(response.body.pageable.totalCount).toBe(3);
    expect((await ctx.call('GET', '/api/user/latest-news?cataId=abc')).status).toBe(400);
  });

  test('pages can read the catalog tree and the filtered list directly from the services', async () => {
    const tree = await catalogTree(ctx.db, 0, 'en_US');
    expect(tree.map((node) => node.id)).toEqual([roots['0:en_US']]);
    expect(tree[0].childrenList.map((node) => node.name)).toEqual(expect.arrayContaining(['Section', 'Sibling']));
    const page = await listPublishedArticles(ctx.db, {
      type: 0,
      lang: 'en_US',
      fallback: null,
      cataId: roots['0:en_US'],
      page: { offset: 0, pageSize: 5 },
    });
    expect(page.rows.length).toBeLessThanOrEqual(5);
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
  });
});

describe('external articles', () => {
  test('isLink 1 needs an http(s) contentUrl', async () => {
    const missing = await postNews([newsItem({ isLink: 1 })]);
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/contentUrl/);
    const script = await postNews([newsItem({ isLink: 1, contentUrl: 'javascript:alert(1)' })]);
    expect(script.status).toBe(400);
    const local = await postNews([newsItem({ isLink: 1, contentUrl: '/api/upload/a.pdf' })]);
    expect(local.status).toBe(400);
    const ok = await postNews([newsItem({ isLink: true, contentUrl: 'https://www.example.com/article' })]);
    expect(ok.status).toBe(200);
    expect(ok.body.result[0]).toMatchObject({ isLink: 1, contentUrl: 'https://www.example.com/article' });
  });
});

describe('news and deals are kept apart', () => {
  let news: { id: number; no: string };
  beforeAll(async () => {
    news = (await postNews([newsItem({ title: 'Only news' })])).body.result[0];
  });

  test('a news article is not found under case-analysis', async () => {
    expect((await ctx.call('GET', `/api/user/case-analysis/${news.id}`)).status).toBe(404);
    expect((await ctx.call('GET', `/api/admin/case-analysis/${news.id}`, { token })).status).toBe(404);
    expect((await ctx.call('GET', `/api/user/latest-news/${news.id}`)).status).toBe(200);
    const list = await ctx.call('GET', `/api/user/case-analysis?no=${news.no}`);
    expect(list.body.result).toEqual([]);
  });

  test('pin, delete and update through the other path do not touch it', async () => {
    expect((await ctx.call('PUT', `/api/admin/case-analysis/pin?no=${news.no}`, { token })).status).toBe(404);
    expect((await ctx.call('DELETE', `/api/admin/case-analysis?no=${news.no}`, { token })).status).toBe(404);
    const update = await ctx.call('PUT', '/api/admin/case-analysis', {
      token,
      body: [newsItem({ id: news.id, cataId: roots['1:en_US'], title: 'Hijacked' })],
    });
    expect(update.status).toBe(404);
    const stored = await ctx.call('GET', `/api/admin/latest-news/${news.id}`, { token });
    expect(stored.body.result).toMatchObject({ title: 'Only news', top: 0 });
  });

  test('the versions of a group are listed for the language switcher', async () => {
    const created = await postNews([
      newsItem({ title: 'Switch me' }),
      newsItem({ lang: 'zh_CN', cataId: roots['0:zh_CN'], title: '切换' }),
    ]);
    const [en, zh] = created.body.result;
    expect(await publishedArticleVersions(ctx.db, 0, en.no)).toEqual([
      { id: en.id, lang: 'en_US', title: 'Switch me' },
      { id: zh.id, lang: 'zh_CN', title: '切换' },
    ]);
    expect(await publishedArticleVersions(ctx.db, 1, en.no)).toEqual([]);
  });
});
