import { publishedArticleVersions, listPublishedArticles } from '@/lib/services/articles';
import { catalogTree } from '@/lib/services/catalogs';
import type { BodyItem } from '@/lib/admin/api-calls';
import { useTestContext } from '../support/context';
import { describePublicationCalls, publicationFields } from './publication-calls';

const ctx = useTestContext();
/** Root catalogs by type and language. */
const roots: Record<string, number> = {};
/** A news article or deal as POST /api/admin/latest-news (and case-analysis) takes it. */
type NewsItem = BodyItem<'post', '/admin/latest-news'>;

beforeAll(async () => {
  for (const type of [0, 1]) {
    const created = await ctx.ok('POST', '/admin/catalog', {
      json: [
        { lang: 'en_US', name: `Root ${type}`, type },
        { lang: 'zh_CN', name: `根 ${type}`, type },
      ],
    });
    for (const catalog of created) roots[`${type}:${catalog.lang}`] = catalog.id;
  }
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
    // The builder is typed by the call, so the fields follow the API's schema; the spec spoils them.
    item: (lang, extra = {}): NewsItem => ({
      lang,
      cataId: roots[`${type}:${lang}`],
      coverUrl: '/api/upload/cover.jpg',
      title: lang === 'en_US' ? 'Court of Appeal clarifies arbitration rules' : '上诉法院澄清仲裁规则',
      isLink: 0,
      content: '<p>Body</p>',
      note: 'Summary',
      ...extra,
    }),
    ctx,
  });
}

const newsItem = (extra: Partial<NewsItem> = {}): NewsItem => ({
  lang: 'en_US',
  cataId: roots['0:en_US'],
  coverUrl: '/api/upload/cover.jpg',
  title: 'A news article',
  isLink: 0,
  ...extra,
});
const postNews = (json: NewsItem[]) => ctx.send('POST', '/admin/latest-news', { json });

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
    const make = async (name: string, parentId: number) =>
      (await ctx.ok('POST', '/admin/catalog', { json: [{ lang: 'en_US', name, type: 0, parentId }] }))[0].id;
    const section = await make('Section', roots['0:en_US']);
    const topic = await make('Topic', section);
    const subtopic = await make('Subtopic', topic);
    const sibling = await make('Sibling', roots['0:en_US']);
    const ids: Record<string, number> = {};
    for (const [name, cataId] of Object.entries({ section, topic, subtopic, sibling })) {
      ids[name] = (await ctx.ok('POST', '/admin/latest-news', { json: [newsItem({ cataId, title: `In ${name}` })] }))[0].id;
    }
    const list = async (cataId: number) =>
      (await ctx.ok('GET', '/user/latest-news', { query: { cataId: String(cataId), pageSize: '100' } })).map((row) => row.id).sort();
    expect(await list(section)).toEqual([ids.section, ids.topic, ids.subtopic].sort());
    expect(await list(topic)).toEqual([ids.topic, ids.subtopic].sort());
    expect(await list(sibling)).toEqual([ids.sibling]);
    expect(await list(999999)).toEqual([]);
    expect(await list(roots['0:zh_CN'])).toEqual([]);
    expect(await list(roots['1:en_US'])).toEqual([]);
    const chinese = await ctx.ok('GET', '/user/latest-news', { query: { cataId: String(roots['0:zh_CN']) }, headers: { lang: 'zh_CN' } });
    expect(chinese.length).toBeGreaterThan(0);
    expect(chinese.every((row) => row.lang === 'zh_CN')).toBe(true);
    const all = await list(roots['0:en_US']);
    expect(all).toEqual(expect.arrayContaining(Object.values(ids)));
    const response = await ctx.send('GET', '/user/latest-news', { query: { cataId: String(section) } });
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
    const [linked] = await ctx.ok('POST', '/admin/latest-news', {
      json: [newsItem({ isLink: true, contentUrl: 'https://www.example.com/article' })],
    });
    expect(linked).toMatchObject({ isLink: 1, contentUrl: 'https://www.example.com/article' });
  });
});

describe('news and deals are kept apart', () => {
  let news: { id: number; no: string };
  beforeAll(async () => {
    [news] = await ctx.ok('POST', '/admin/latest-news', { json: [newsItem({ title: 'Only news' })] });
  });

  test('a news article is not found under case-analysis', async () => {
    const param = { id: news.id };
    expect((await ctx.send('GET', '/user/case-analysis/:id', { param })).status).toBe(404);
    expect((await ctx.send('GET', '/admin/case-analysis/:id', { param })).status).toBe(404);
    expect((await ctx.send('GET', '/user/latest-news/:id', { param })).status).toBe(200);
    expect(await ctx.ok('GET', '/user/case-analysis', { query: { no: news.no } })).toEqual([]);
  });

  test('pin, delete and update through the other path do not touch it', async () => {
    const query = { no: news.no };
    expect((await ctx.send('PUT', '/admin/case-analysis/pin', { query })).status).toBe(404);
    expect((await ctx.send('DELETE', '/admin/case-analysis', { query })).status).toBe(404);
    const update = await ctx.send('PUT', '/admin/case-analysis', {
      json: [newsItem({ id: news.id, cataId: roots['1:en_US'], title: 'Hijacked' })],
    });
    expect(update.status).toBe(404);
    const stored = await ctx.ok('GET', '/admin/latest-news/:id', { param: { id: news.id } });
    expect(stored).toMatchObject({ title: 'Only news', top: 0 });
  });

  test('the versions of a group are listed for the language switcher', async () => {
    const [en, zh] = await ctx.ok('POST', '/admin/latest-news', {
      json: [newsItem({ title: 'Switch me' }), newsItem({ lang: 'zh_CN', cataId: roots['0:zh_CN'], title: '切换' })],
    });
    expect(await publishedArticleVersions(ctx.db, 0, en.no)).toEqual([
      { id: en.id, lang: 'en_US', title: 'Switch me' },
      { id: zh.id, lang: 'zh_CN', title: '切换' },
    ]);
    expect(await publishedArticleVersions(ctx.db, 1, en.no)).toEqual([]);
  });
});
