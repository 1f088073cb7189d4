import { useTestContext } from '../support/context';

const ctx = useTestContext();
const catalogs: Record<string, number> = {};
const ids: Record<string, number> = {};
const nos: Record<string, string> = {};

async function post(path: string, body: unknown[]) {
  const response = await ctx.call('POST', path, { token: ctx.admin, body });
  expect(response.status).toBe(200);
  return response.body.result as { id: number; no: string; lang: string }[];
}

beforeAll(async () => {
  for (const type of [0, 1]) {
    for (const catalog of await post('/api/admin/catalog', [
      { lang: 'en_US', name: `Root ${type}`, type },
      { lang: 'zh_CN', name: `根 ${type}`, type },
    ]))
      catalogs[`${type}:${catalog.lang}`] = catalog.id;
  }
  const [partner] = await post('/api/admin/job', [{ lang: 'en_US', name: 'Partner' }]);
  const [zhPartner] = await post('/api/admin/job', [{ lang: 'zh_CN', name: '合伙人' }]);
  const [alice, aliceZh] = await post('/api/admin/lawyerTeam', [
    { lang: 'en_US', name: 'Alice Tan', jobIds: [partner.id], photoUrl: '/api/upload/alice.jpg' },
    { lang: 'zh_CN', name: '陈爱丽', jobIds: [zhPartner.id] },
  ]);
  const [bob] = await post('/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Bob Lim' }]);
  const [shipping, shippingZh] = await post('/api/admin/professionalField', [
    { lang: 'en_US', name: 'Shipping' },
    { lang: 'zh_CN', name: '航运' },
  ]);
  const [tax] = await post('/api/admin/professionalField', [{ lang: 'en_US', name: 'Tax' }]);
  Object.assign(ids, { alice: alice.id, aliceZh: aliceZh.id, bob: bob.id, shipping: shipping.id, shippingZh: shippingZh.id, tax: tax.id });
  Object.assign(nos, { alice: alice.no, bob: bob.no, shipping: shipping.no, tax: tax.no });
});

const article = (type: 0 | 1, lang: string, title: string, extra: Record<string, unknown> = {}) => ({
  lang,
  cataId: catalogs[`${type}:${lang}`],
  coverUrl: '/api/upload/cover.jpg',
  title,
  isLink: 0,
  content: `<p>${title}</p>`,
  ...extra,
});

const publicList = async (path: string, query: string) => {
  const response = await ctx.call('GET', `/api/user/${path}?pageSize=100&${query}`);
  expect(response.status).toBe(200);
  return (response.body.result as { title: string }[]).map((row) => row.title).sort();
};

describe('links set once hold for every language version', () => {
  let deal: { id: number; no: string }[];
  beforeAll(async () => {
    deal = await post('/api/admin/case-analysis', [
      article(1, 'en_US', 'Vessel sale', { lawyerNos: [nos.alice, nos.bob], practiceNos: [nos.shipping] }),
      article(1, 'zh_CN', '船舶出售'),
    ]);
  });

  test('each version reads the lawyers and areas in its own language', async () => {
    const en = (await ctx.call('GET', `/api/user/case-analysis/${deal[0].id}`)).body.result;
    expect(en.lawyers).toEqual([
      { id: ids.alice, name: 'Alice Tan', latinName: null, jobs: ['Partner'], photoUrl: '/api/upload/alice.jpg', lang: 'en_US' },
      { id: ids.bob, name: 'Bob Lim', latinName: null, jobs: [], photoUrl: null, lang: 'en_US' },
    ]);
    expect(en.practiceAreas).toEqual([{ id: ids.shipping, name: 'Shipping', lang: 'en_US' }]);
    const zh = (await ctx.call('GET', `/api/user/case-analysis/${deal[1].id}`)).body.result;
    // Alice's photo is her group's; Bob has no Chinese version: he is shown in English (the fallback).
    expect(zh.lawyers).toEqual([
      { id: ids.aliceZh, name: '陈爱丽', latinName: null, jobs: ['合伙人'], photoUrl: '/api/upload/alice.jpg', lang: 'zh_CN' },
      { id: ids.bob, name: 'Bob Lim', latinName: null, jobs: [], photoUrl: null, lang: 'en_US' },
    ]);
    expect(zh.practiceAreas).toEqual([{ id: ids.shippingZh, name: '航运', lang: 'zh_CN' }]);
    const adminZh = (await ctx.call('GET', `/api/admin/case-analysis/${deal[1].id}`, { token: ctx.admin })).body.result;
    expect(adminZh).toMatchObject({ lawyerNos: [nos.alice, nos.bob], practiceNos: [nos.shipping] });
  });

  test('a version added later inherits them; a save without the lists keeps them', async () => {
    const group = await post('/api/admin/latest-news', [article(0, 'en_US', 'Shipping update', { lawyerNos: [nos.alice] })]);
    const translation = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [article(0, 'zh_CN', '航运动态', { no: group[0].no })],
    });
    expect(translation.status).toBe(200);
    expect(translation.body.result[0].lawyerNos).toEqual([nos.alice]);
    const zhLawyers = (await ctx.call('GET', `/api/user/latest-news/${translation.body.result[0].id}`)).body.result.lawyers;
    expect(zhLawyers.map((lawyer: { id: number }) => lawyer.id)).toEqual([ids.aliceZh]);
  });

  test('an unknown key is a 400 naming the field, and nothing is written', async () => {
    const response = await ctx.call('POST', '/api/admin/lawfirm-honour', {
      token: ctx.admin,
      body: [{ lang: 'en_US', coverUrl: '/api/upload/a.png', title: 'Award', lawyerNos: [nos.alice], practiceNos: ['no-such-area'] }],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/\[0\]\.practiceNos.*no-such-area/);
    expect(await publicList('lawfirm-honour', '')).not.toContain('Award');
    const wrongType = await ctx.call('POST', '/api/admin/lawfirm-honour', {
      token: ctx.admin,
      body: [{ lang: 'en_US', coverUrl: '/api/upload/a.png', title: 'Award', lawyerNos: 'x' }],
    });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/lawyerNos/);
  });
});

describe('filters', () => {
  beforeAll(async () => {
    await post('/api/admin/latest-news', [
      article(0, 'en_US', 'Alice on shipping', { lawyerNos: [nos.alice], practiceNos: [nos.shipping] }),
    ]);
    await post('/api/admin/latest-news', [article(0, 'en_US', 'Alice on tax', { lawyerNos: [nos.alice], practiceNos: [nos.tax] })]);
    await post('/api/admin/latest-news', [article(0, 'en_US', 'Bob on tax', { lawyerNos: [nos.bob], practiceNos: [nos.tax] })]);
    await post('/api/admin/lawfirm-honour', [
      { lang: 'en_US', coverUrl: '/api/upload/a.png', title: 'Tax team of the year', practiceNos: [nos.tax], lawyerNos: [nos.bob] },
    ]);
  });

  test('by lawyer, by practice area, and both together, alone or with the others', async () => {
    expect(await publicList('latest-news', `lawyerId=${ids.bob}`)).toEqual(['Bob on tax']);
    expect(await publicList('latest-news', `practiceAreaId=${ids.tax}`)).toEqual(['Alice on tax', 'Bob on tax']);
    expect(await publicList('latest-news', `practiceAreaId=${ids.tax}&lawyerId=${ids.alice}`)).toEqual(['Alice on tax']);
    expect(await publicList('latest-news', `practiceAreaId=${ids.tax}&lawyerId=${ids.alice}&cataId=${catalogs['0:en_US']}`)).toEqual([
      'Alice on tax',
    ]);
    expect(await publicList('case-analysis', `practiceAreaId=${ids.shipping}`)).toEqual(['Vessel sale']);
    expect(await publicList('lawfirm-honour', `lawyerId=${ids.bob}`)).toEqual(['Tax team of the year']);
    // An id of another language's version names nothing in this one.
    expect(await publicList('latest-news', `lawyerId=${ids.aliceZh}&lang=en_US`)).toEqual([]);
    expect(await publicList('latest-news', `lawyerId=${ids.aliceZh}&lang=zh_CN`)).toEqual(['航运动态']);
    const bad = await ctx.call('GET', '/api/user/latest-news?lawyerId=abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/lawyerId/);
  });

  test('staff filter by the groups keys', async () => {
    const response = await ctx.call('GET', `/api/admin/latest-news?lawyerNo=${nos.alice}&practiceNo=${nos.tax}`, { token: ctx.admin });
    expect((response.body.result as { title: string }[]).map((row) => row.title)).toEqual(['Alice on tax']);
  });
});

describe('under the workflow', () => {
  test('a change of links waits in the draft and applies to the group when published', async () => {
    const [news] = await post('/api/admin/latest-news', [article(0, 'en_US', 'Draft links', { lawyerNos: [nos.alice] })]);
    const draft = await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...article(0, 'en_US', 'Draft links'), id: news.id, lawyerNos: [nos.bob], status: 'draft' }],
    });
    expect(draft.body.result[0].lawyerNos).toEqual([nos.bob]);
    expect((await ctx.call('GET', `/api/user/latest-news/${news.id}`)).body.result.lawyers.map((l: { id: number }) => l.id)).toEqual([
      ids.alice,
    ]);
    expect((await ctx.call('GET', `/api/admin/latest-news/${news.id}`, { token: ctx.admin })).body.result.lawyerNos).toEqual([nos.bob]);
    await ctx.call('PUT', '/api/admin/latest-news', {
      token: ctx.admin,
      body: [{ ...article(0, 'en_US', 'Draft links'), id: news.id, status: 'published' }],
    });
    expect((await ctx.call('GET', `/api/user/latest-news/${news.id}`)).body.result.lawyers.map((l: { id: number }) => l.id)).toEqual([
      ids.bob,
    ]);
  });
});

describe('deleting', () => {
  test('a lawyer removes its links, never the articles', async () => {
    const [carol] = await post('/api/admin/lawyerTeam', [{ lang: 'en_US', name: 'Carol Ng' }]);
    const [news] = await post('/api/admin/latest-news', [article(0, 'en_US', 'Carol writes', { lawyerNos: [carol.no, nos.alice] })]);
    expect((await ctx.call('DELETE', `/api/admin/lawyerTeam/${carol.id}`, { token: ctx.admin })).status).toBe(200);
    const after = (await ctx.call('GET', `/api/admin/latest-news/${news.id}`, { token: ctx.admin })).body.result;
    expect(after.title).toBe('Carol writes');
    expect(after.lawyerNos).toEqual([nos.alice]);
  });

  test('an article group removes its links', async () => {
    const [news] = await post('/api/admin/latest-news', [article(0, 'en_US', 'Gone soon', { lawyerNos: [nos.alice] })]);
    expect((await ctx.call('DELETE', `/api/admin/latest-news?no=${news.no}`, { token: ctx.admin })).status).toBe(200);
    const left = await ctx.db.selectFrom('contentLink').selectAll().where('no', '=', news.no).execute();
    expect(left).toEqual([]);
  });
});

describe('the site search', () => {
  const found = async (q: string, lang: string) =>
    ((await ctx.call('GET', `/api/user/search?q=${encodeURIComponent(q)}&lang=${lang}`)).body.result as { title: string; kind: string }[])
      .filter((row) => row.kind !== 'lawyer')
      .map((row) => row.title);

  test('finds a deal or article by the name of a lawyer it names, in each language', async () => {
    expect(await found('Tan', 'en_US')).toEqual(expect.arrayContaining(['Vessel sale', 'Alice on shipping']));
    expect(await found('陈爱丽', 'zh_CN')).toEqual(expect.arrayContaining(['船舶出售']));
  });

  test("follows a lawyer's new name", async () => {
    const response = await ctx.call('PUT', '/api/admin/lawyerTeam', {
      token: ctx.admin,
      body: [{ id: ids.bob, lang: 'en_US', name: 'Robert Quayle' }],
    });
    expect(response.status).toBe(200);
    expect(await found('Quayle', 'en_US')).toEqual(expect.arrayContaining(['Vessel sale', 'Bob on tax', 'Tax team of the year']));
  });
});
