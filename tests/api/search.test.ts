import { rebuildSearchIndex } from '@/lib/services/search-index';
import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();
const catalogs: Record<string, number> = {};
const ids: Record<string, number> = {};

const article = (lang: 'en_US' | 'zh_CN', title: string, content: string, extra: Record<string, unknown> = {}) => ({
  lang,
  cataId: catalogs[`0:${lang}`],
  coverUrl: '/api/upload/cover.jpg',
  title,
  content,
  isLink: 0,
  ...extra,
});

beforeAll(async () => {
  for (const type of [0, 1]) {
    for (const catalog of await ctx.ok('POST', '/admin/catalog', {
      json: [
        { lang: 'en_US', name: `Root ${type}`, type },
        { lang: 'zh_CN', name: `根 ${type}`, type },
      ],
    })) {
      catalogs[`${type}:${catalog.lang}`] = catalog.id;
    }
  }
  const [arbitration, zhArbitration] = await ctx.ok('POST', '/admin/professionalField', {
    json: [
      { lang: 'en_US', name: 'International Arbitration', introduce: '<p>Disputes before SIAC and the courts.</p>' },
      { lang: 'zh_CN', name: '国际仲裁', introduce: '<p>代理新加坡国际仲裁中心（SIAC）仲裁案件。</p>' },
    ],
  });
  ids.arbitration = arbitration.id;
  ids.zhArbitration = zhArbitration.id;
  const [priya, priyaZh] = await ctx.ok('POST', '/admin/lawyerTeam', {
    json: [
      {
        lang: 'en_US',
        name: 'Priya Raman',
        jobIds: [],
        proFieldIds: [arbitration.id],
        intro: '<p>Leads the firm’s café-industry work.</p>',
      },
      { lang: 'zh_CN', name: '普丽雅', jobIds: [], proFieldIds: [zhArbitration.id], intro: '<p>负责跨境并购与合规事务。</p>' },
    ],
  });
  ids.priya = priya.id;
  ids.priyaZh = priyaZh.id;
  const [merger, mergerZh] = await ctx.ok('POST', '/admin/latest-news', {
    json: [
      article('en_US', 'Firm advises on regional merger', '<p>The merger closed after review of arbitrations &amp; <b>filings</b>.</p>'),
      article('zh_CN', '本所就区域并购提供法律意见', '<p>该项交易涉及合规审查与SIAC仲裁条款。</p>'),
    ],
  });
  ids.merger = merger.id;
  ids.mergerZh = mergerZh.id;
  const [bodyOnly] = await ctx.ok('POST', '/admin/latest-news', {
    json: [article('en_US', 'Quarterly update', '<p>Notes on arbitration practice and <script>x</script> 1 < 2 tricks.</p>')],
  });
  ids.bodyOnly = bodyOnly.id;
  const [titled] = await ctx.ok('POST', '/admin/latest-news', {
    json: [article('en_US', 'Arbitration in Singapore', '<p>An overview.</p>')],
  });
  ids.titled = titled.id;
  const [external] = await ctx.ok('POST', '/admin/latest-news', {
    json: [article('en_US', 'Arbitration elsewhere', '<p>External</p>', { isLink: 1, contentUrl: 'https://example.com/a' })],
  });
  ids.external = external.id;
  const [deal] = await ctx.ok('POST', '/admin/case-analysis', {
    json: [
      { ...article('en_US', 'Acquisition of a shipping group', '<p>Cross-border arbitration risk.</p>'), cataId: catalogs['1:en_US'] },
    ],
  });
  ids.deal = deal.id;
  const [honour] = await ctx.ok('POST', '/admin/lawfirm-honour', {
    json: [{ lang: 'en_US', title: 'Arbitration Team of the Year', content: '<p>Award.</p>', coverUrl: '/api/upload/cover.jpg' }],
  });
  ids.honour = honour.id;
});

async function search(query: string, lang = 'en_US') {
  const response = await ctx.call('GET', `/api/user/search?${query}`, { headers: { lang } });
  expect(response.status).toBe(200);
  return response.body;
}
const found = async (q: string, lang = 'en_US', extra = '') =>
  (await search(`q=${encodeURIComponent(q)}&pageSize=100${extra}`, lang)).result.map((hit: any) => `${hit.type}:${hit.id}`);

describe('GET /api/user/search', () => {
  test('is in the OpenAPI document', async () => {
    expect(await documentedCalls(ctx, ['/api/user/search'])).toEqual({ '/api/user/search': ['get'] });
  });

  test('answers in the list envelope with type, id, title, snippet and url', async () => {
    const body = await search('q=merger');
    expect(body).toMatchObject({ status: 200, message: 'success', pageable: { pageNo: 1, pageSize: 10, totalCount: 1 } });
    expect(body.result).toEqual([
      {
        type: 'news',
        id: ids.merger,
        title: 'Firm advises on regional merger',
        snippet: 'The <mark>merger</mark> closed after review of arbitrations &amp; filings.',
        url: `/news/detail/${ids.merger}`,
      },
    ]);
  });

  test('gives each kind its public page, prefixed /zh in Chinese', async () => {
    const byType = Object.fromEntries((await search('q=arbitration&pageSize=100')).result.map((hit: any) => [hit.type, hit.url]));
    expect(byType).toEqual({
      news: expect.stringMatching(/^\/news\/detail\/\d+$/),
      deal: `/case/detail/${ids.deal}`,
      honour: `/honor/detail/${ids.honour}`,
      practice: `/expertises/detail/${ids.arbitration}`,
      lawyer: `/people/detail/${ids.priya}`,
    });
    const zh = (await search(`q=${encodeURIComponent('并购')}`, 'zh_CN')).result;
    expect(zh.map((hit: any) => hit.url).sort()).toEqual([`/zh/news/detail/${ids.mergerZh}`, `/zh/people/detail/${ids.priyaZh}`].sort());
  });

  test('ranks a title match above a body match', async () => {
    const hits = await found('arbitration', 'en_US', '&type=news');
    expect(hits.indexOf(`news:${ids.titled}`)).toBeLessThan(hits.indexOf(`news:${ids.bodyOnly}`));
  });

  test('matches regardless of case, accents and simple plurals; names from their first letters', async () => {
    expect(await found('ARBITRATIONS', 'en_US', '&type=news')).toEqual(
      expect.arrayContaining([`news:${ids.titled}`, `news:${ids.bodyOnly}`, `news:${ids.merger}`]),
    );
    expect(await found('cafe')).toEqual([`lawyer:${ids.priya}`]);
    expect(await found('CAFÉS')).toEqual([`lawyer:${ids.priya}`]);
    expect(await found('Pri')).toContain(`lawyer:${ids.priya}`);
    expect(await found('pri ram')).toEqual([`lawyer:${ids.priya}`]);
  });

  test('a longer word start finds every word it begins, however many', async () => {
    expect(await found('arbitr', 'en_US', '&type=news')).toEqual(
      expect.arrayContaining([`news:${ids.titled}`, `news:${ids.bodyOnly}`, `news:${ids.merger}`]),
    );
    const words = 'abcdefghijk'.split('').map((letter) => `wombat${letter}`);
    const [many] = await ctx.ok('POST', '/admin/latest-news', { json: [article('en_US', 'Zoo notes', `<p>${words.join(' ')}</p>`)] });
    expect(await found('wombat')).toEqual([`news:${many.id}`]);
    expect(await found('wombatk')).toEqual([`news:${many.id}`]);
    const none = await search('q=wombatl');
    expect(none.result).toEqual([]);
    expect(none.pageable.totalCount).toBe(0);
  });

  test('finds Chinese two-character words and mixed queries, in the request language only', async () => {
    expect(await found('仲裁', 'zh_CN')).toEqual(
      expect.arrayContaining([`practice:${ids.zhArbitration}`, `lawyer:${ids.priyaZh}`, `news:${ids.mergerZh}`]),
    );
    expect(await found('合规', 'zh_CN')).toEqual(expect.arrayContaining([`news:${ids.mergerZh}`, `lawyer:${ids.priyaZh}`]));
    expect((await found('SIAC 仲裁', 'zh_CN')).sort()).toEqual([`news:${ids.mergerZh}`, `practice:${ids.zhArbitration}`].sort());
    expect(await found('仲裁')).toEqual([]);
    expect(await found('国际仲裁', 'zh_CN')).toEqual(expect.arrayContaining([`practice:${ids.zhArbitration}`]));
  });

  test('highlights Chinese matches and escapes everything else', async () => {
    const [hit] = (await search(`q=${encodeURIComponent('合规')}&type=news`, 'zh_CN')).result;
    expect(hit.snippet).toBe('该项交易涉及<mark>合规</mark>审查与SIAC仲裁条款。');
    const [escaped] = (await search('q=tricks')).result;
    expect(escaped.snippet).toBe('Notes on arbitration practice and 1 &lt; 2 <mark>tricks</mark>.');
  });

  test('filters by kind and pages the results', async () => {
    expect(await found('arbitration', 'en_US', '&type=honour')).toEqual([`honour:${ids.honour}`]);
    expect((await found('arbitration', 'en_US', '&type=lawyer,deal')).sort()).toEqual([`deal:${ids.deal}`, `lawyer:${ids.priya}`].sort());
    const all = await found('arbitration');
    const second = await search('q=arbitration&pageSize=2&page=2');
    expect(second.pageable).toEqual({ pageNo: 2, pageSize: 2, totalCount: all.length });
    expect(second.result.map((hit: any) => `${hit.type}:${hit.id}`)).toEqual(all.slice(2, 4));
  });

  test('more matches than are ranked at once: every one counted and reached by paging', async () => {
    const { RANKED_PER_KIND } = await import('@/lib/repositories/search-results');
    const count = RANKED_PER_KIND + 12;
    for (let i = 0; i < count; i++)
      await ctx.ok('POST', '/admin/latest-news', { json: [article('en_US', `Quokka notice ${i}`, '<p>Quokkas.</p>')] });
    const [titled] = await ctx.ok('POST', '/admin/latest-news', { json: [article('en_US', 'Old quokka', '<p>Quokkas.</p>')] });
    const firstPage = await search('q=quokka&pageSize=10');
    expect(firstPage.pageable.totalCount).toBe(count + 1);
    const pages = [];
    for (let page = 1; page <= Math.ceil((count + 1) / 10); page++) {
      pages.push(...(await search(`q=quokka&pageSize=10&page=${page}`)).result.map((hit: any) => hit.id));
    }
    expect(new Set(pages).size).toBe(count + 1);
    // The shortest title with the word ranks first while it is among the newest matches of its kind.
    expect(firstPage.result[0].id).toBe(titled.id);
  });

  test('a word or word start more common than are counted: the count stops, the best of the newest come first', async () => {
    const { COUNTED_MATCHES } = await import('@/lib/search/counted');
    const notices = Array.from({ length: COUNTED_MATCHES + 5 }, (_, i) =>
      article('en_US', `Pangolin notice number ${i}`, '<p>Pangolins.</p>'),
    );
    for (const notice of notices) await ctx.ok('POST', '/admin/latest-news', { json: [notice] });
    const [short] = await ctx.ok('POST', '/admin/latest-news', { json: [article('en_US', 'Pangolins', '<p>Pangolins.</p>')] });
    for (const q of ['pangolin', 'pango']) {
      const found = await search(`q=${q}&pageSize=10&type=news`);
      expect(found.pageable.totalCount).toBe(COUNTED_MATCHES);
      expect(found.result[0].id).toBe(short.id);
      expect(found.result).toHaveLength(10);
    }
  });

  test('leaves out what visitors cannot open (external articles)', async () => {
    expect(await found('elsewhere')).toEqual([]);
  });

  test.each([
    ['', /^q: /],
    ['q=', /^q: /],
    ['q=%20%20', /^q: /],
    [`q=${'a'.repeat(101)}`, /^q: at most 100/],
    ['q=law&type=people', /^type: /],
    ['q=law&pageSize=101', /^pageSize: /],
  ])('refuses %s with a 400 naming the field', async (query, message) => {
    const response = await ctx.call('GET', `/api/user/search?${query}`);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(message);
  });

  test('a query of punctuation only finds nothing', async () => {
    expect((await search('q=%21%21')).result).toEqual([]);
  });
});

describe('the index follows every save and delete', () => {
  test('create, update and delete of an article group', async () => {
    const [en, zh] = await ctx.ok('POST', '/admin/latest-news', {
      json: [article('en_US', 'Zebra crossing ruling', '<p>Text</p>'), article('zh_CN', '斑马线裁决', '<p>正文</p>')],
    });
    expect(await found('zebra')).toEqual([`news:${en.id}`]);
    const updated = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...article('en_US', 'Giraffe crossing ruling', '<p>Text</p>'), id: en.id }],
    });
    expect(updated.status).toBe(200);
    expect(await found('zebra')).toEqual([]);
    expect(await found('giraffe')).toEqual([`news:${en.id}`]);
    expect((await ctx.call('DELETE', `/api/admin/latest-news?no=${en.no}`, { token: ctx.admin })).status).toBe(200);
    expect(await found('giraffe')).toEqual([]);
    expect(await found('斑马', 'zh_CN')).toEqual([]);
    expect(zh.id).toBeGreaterThan(0);
  });

  test('a failed save leaves the index as it was', async () => {
    const response = await ctx.call('POST', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [article('en_US', 'Okapi ruling', '<p>x</p>'), article('en_US', 'Okapi twice', '<p>x</p>', { cataId: 999999 })],
    });
    expect(response.status).toBe(400);
    expect(await found('okapi')).toEqual([]);
  });

  test('deleting one language version of a lawyer drops only that version', async () => {
    const [en, zh] = await ctx.ok('POST', '/admin/lawyerTeam', {
      json: [
        { lang: 'en_US', name: 'Wilhelmina Yeo', jobIds: [], proFieldIds: [] },
        { lang: 'zh_CN', name: '杨慧敏', jobIds: [], proFieldIds: [] },
      ],
    });
    expect(await found('慧敏', 'zh_CN')).toEqual([`lawyer:${zh.id}`]);
    expect((await ctx.call('DELETE', `/api/admin/lawyerTeam/${zh.id}`, { token: ctx.admin })).status).toBe(200);
    expect(await found('慧敏', 'zh_CN')).toEqual([]);
    expect(await found('wilhelmina')).toEqual([`lawyer:${en.id}`]);
  });

  test('renaming a practice area or a job updates the lawyers who have it', async () => {
    const [field] = await ctx.ok('POST', '/admin/professionalField', { json: [{ lang: 'en_US', name: 'Aviation' }] });
    const [job] = await ctx.ok('POST', '/admin/job', { json: [{ lang: 'en_US', name: 'Counsel' }] });
    const [lawyer] = await ctx.ok('POST', '/admin/lawyerTeam', {
      json: [{ lang: 'en_US', name: 'Hamish Ong', jobIds: [job.id], proFieldIds: [field.id] }],
    });
    expect(await found('aviation', 'en_US', '&type=lawyer')).toEqual([`lawyer:${lawyer.id}`]);
    await ctx.call('PUT', '/api/admin/professionalField', { token: ctx.admin, body: [{ id: field.id, lang: 'en_US', name: 'Aerospace' }] });
    expect(await found('aviation')).toEqual([]);
    expect((await found('aerospace')).sort()).toEqual([`lawyer:${lawyer.id}`, `practice:${field.id}`].sort());
    await ctx.call('PUT', '/api/admin/job', { token: ctx.admin, body: [{ id: job.id, lang: 'en_US', name: 'Of Counsel Emeritus' }] });
    expect(await found('emeritus')).toEqual([`lawyer:${lawyer.id}`]);
    expect((await ctx.call('DELETE', `/api/admin/professionalField/${field.id}`, { token: ctx.admin })).status).toBe(200);
    expect(await found('aerospace')).toEqual([]);
  });

  test('npm run search:reindex rebuilds the same index', async () => {
    const before = (await found('arbitration')).sort();
    await ctx.db.deleteFrom('searchEntry').execute();
    expect(await found('arbitration')).toEqual([]);
    expect(await rebuildSearchIndex(ctx.db)).toBeGreaterThan(0);
    expect((await found('arbitration')).sort()).toEqual(before);
  });
});

describe('the back office searches titles through the index', () => {
  test('a title substring of any case, three characters or fewer', async () => {
    const titles = async (query: string) =>
      (await ctx.call('GET', `/api/admin/latest-news?pageSize=100&${query}`, { token: ctx.admin })).body.result.map((row: any) => row.id);
    expect(await titles('title=BITRAT')).toEqual(expect.arrayContaining([ids.titled, ids.external]));
    expect(await titles('title=BITRAT')).not.toContain(ids.bodyOnly);
    expect(await titles(`title=${encodeURIComponent('并购')}`)).toEqual([ids.mergerZh]);
    // Two Chinese characters go through the title's character pairs: any pair of the title, not only its words.
    expect(await titles(`title=${encodeURIComponent('域并')}`)).toEqual([ids.mergerZh]);
    expect(await titles(`title=${encodeURIComponent('意见')}`)).toEqual([ids.mergerZh]);
    expect(await titles(`title=${encodeURIComponent('并提')}`)).toEqual([]);
    expect(await titles(`title=${encodeURIComponent('正文')}`)).toEqual([]);
    expect(await titles(`title=${encodeURIComponent('100%')}`)).toEqual([]);
    const names = await ctx.call('GET', '/api/admin/lawyerTeam?name=riya%20ra', { token: ctx.admin });
    expect(names.body.result.map((row: any) => row.id)).toEqual([ids.priya]);
  });

  const adminList = async (query: string) => {
    const response = await ctx.call('GET', `/api/admin/latest-news?${query}`, { token: ctx.admin });
    expect(response.status).toBe(200);
    return { rows: response.body.result as any[], total: response.body.pageable.totalCount };
  };
  const inListOrder = (rows: any[]) =>
    [...rows].sort((a, b) => b.top - a.top || b.createTime.localeCompare(a.createTime) || b.id - a.id).map((row) => row.id);

  test('a title filter counts up to 200: exactly below, 200 at or over it, every page in list order', async () => {
    const { COUNTED_MATCHES } = await import('@/lib/search/counted');
    const numbats: any[] = [];
    for (let i = 0; i < 11; i++) {
      const draft = i < 4 ? { status: 'draft' } : {};
      numbats.push(
        ...(await ctx.ok('POST', '/admin/latest-news', { json: [article('en_US', `Numbat survey ${i}`, '<p>Text</p>', draft)] })),
      );
    }
    const fewer = await adminList('title=NUMBAT&pageSize=5&pageNo=3');
    expect(fewer.total).toBe(11);
    expect(fewer.rows.map((row) => row.id)).toEqual(inListOrder(numbats).slice(10));
    expect((await adminList('title=numbat&status=draft&pageSize=100')).total).toBe(4);
    expect((await adminList('title=numbat&status=published&pageSize=100')).rows.map((row) => row.id)).toEqual(
      inListOrder(numbats.slice(4)),
    );

    const dugongs: any[] = [];
    for (let i = 0; i < COUNTED_MATCHES + 6; i++) {
      dugongs.push(
        ...(await ctx.ok('POST', '/admin/latest-news', { json: [article('en_US', `Dugong 儒艮 sighting ${i}`, '<p>Text</p>')] })),
      );
    }
    const [pinned] = dugongs;
    expect((await ctx.call('PUT', `/api/admin/latest-news/pin?no=${pinned.no}`, { token: ctx.admin })).status).toBe(200);
    const expected = inListOrder(dugongs.map((row) => ({ ...row, top: row.id === pinned.id ? 1 : 0 })));
    // Through the trigram index, the Chinese pairs and, under three characters, each title; alone or with another filter.
    for (const query of [
      'title=DUGONG',
      `title=${encodeURIComponent('儒艮')}`,
      'title=uG',
      'title=dugong&status=published',
      'title=dugong&lang=en_US',
    ]) {
      const pages = [];
      for (const pageNo of [1, 2, 3]) pages.push(await adminList(`${query}&pageSize=100&pageNo=${pageNo}`));
      expect(pages.map((page) => [page.total, page.rows.length])).toEqual([
        [COUNTED_MATCHES, 100],
        [COUNTED_MATCHES, 100],
        [COUNTED_MATCHES, 6],
      ]);
      expect(pages.flatMap((page) => page.rows.map((row) => row.id))).toEqual(expected);
    }
    expect(expected[0]).toBe(pinned.id);
    expect(await adminList('title=dugong&status=draft')).toEqual({ rows: [], total: 0 });
  }, 120_000);

  test('titles, keys and their counts follow a rename, a delete and a rebuild', async () => {
    const listed = async (query: string) => {
      const response = await ctx.call('GET', `/api/admin/latest-news?pageSize=100&${query}`, { token: ctx.admin });
      expect(response.status).toBe(200);
      return { ids: response.body.result.map((row: any) => row.id), total: response.body.pageable.totalCount };
    };
    const [en, zh] = await ctx.ok('POST', '/admin/latest-news', {
      json: [article('en_US', 'Bilby appeal dismissed', '<p>Text</p>'), article('zh_CN', '袋鼠上诉被驳回', '<p>正文</p>')],
    });
    expect(await listed('title=BILBY')).toEqual({ ids: [en.id], total: 1 });
    expect(await listed(`title=${encodeURIComponent('上诉')}`)).toEqual({ ids: [zh.id], total: 1 });
    expect(await listed(`title=bilby&no=${en.no.slice(0, 6)}`)).toEqual({ ids: [en.id], total: 1 });
    expect(await listed(`title=bilby&no=zz${en.no}`)).toEqual({ ids: [], total: 0 });

    await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...article('en_US', 'Wallaby appeal allowed', '<p>Text</p>'), id: en.id }],
    });
    expect(await listed('title=bilby')).toEqual({ ids: [], total: 0 });
    expect(await listed('title=wallaby')).toEqual({ ids: [en.id], total: 1 });

    await ctx.db.deleteFrom('searchEntry').execute();
    expect(await listed('title=wallaby')).toEqual({ ids: [], total: 0 });
    await rebuildSearchIndex(ctx.db);
    expect(await listed('title=wallaby')).toEqual({ ids: [en.id], total: 1 });

    expect((await ctx.call('DELETE', `/api/admin/latest-news?no=${en.no}`, { token: ctx.admin })).status).toBe(200);
    expect(await listed('title=wallaby')).toEqual({ ids: [], total: 0 });
    expect(await listed(`title=${encodeURIComponent('上诉')}`)).toEqual({ ids: [], total: 0 });
  });
});
