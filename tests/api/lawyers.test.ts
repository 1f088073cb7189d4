import type { ApiResult, BodyItem } from '@/lib/admin/api-calls';
import { useTestContext, type CallInput } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();
const ids: Record<string, number> = {};
const lawyers: Record<string, ApiResult<'post', '/admin/lawyerTeam'>[number]> = {};

const admin = '/api/admin/lawyerTeam';

const post = (json: BodyItem<'post', '/admin/lawyerTeam'>[]) => ctx.ok('POST', '/admin/lawyerTeam', { json });
const detail = (id: number) => ctx.send('GET', '/admin/lawyerTeam/detail/:id', { param: { id } });
const list = (query: CallInput<'GET', '/admin/lawyerTeam'>['query']) => ctx.ok('GET', '/admin/lawyerTeam', { query });
const pin = (id: number, top: 0 | 1) => ctx.send('PUT', '/admin/lawyerTeam/:id/:top', { param: { id, top: `${top}` } });

beforeAll(async () => {
  const [partner, associate] = await ctx.ok('POST', '/admin/job', {
    json: [
      { lang: 'en_US', name: 'Partner' },
      { lang: 'en_US', name: 'Associate' },
    ],
  });
  const [zhPartner] = await ctx.ok('POST', '/admin/job', { json: [{ lang: 'zh_CN', name: '合伙人' }] });
  const [singapore, shanghai] = await ctx.ok('POST', '/admin/office', {
    json: [
      { lang: 'en_US', name: 'Singapore' },
      { lang: 'en_US', name: 'Shanghai' },
    ],
  });
  const area = (json: BodyItem<'post', '/admin/professionalField'>) => ctx.ok('POST', '/admin/professionalField', { json: [json] });
  const [arbitration] = await area({ lang: 'en_US', name: 'Maritime Arbitration' });
  const [corporate] = await area({ lang: 'en_US', name: 'Corporate' });
  const [zhArbitration] = await area({ lang: 'zh_CN', name: '海事仲裁', no: arbitration.no });
  Object.assign(ids, {
    partner: partner.id,
    associate: associate.id,
    zhPartner: zhPartner.id,
    singapore: singapore.id,
    shanghai: shanghai.id,
    arbitration: arbitration.id,
    corporate: corporate.id,
    zhArbitration: zhArbitration.id,
  });

  [lawyers.alice, lawyers.aliceZh] = await post([
    {
      lang: 'en_US',
      name: 'Alice Tan',
      jobIds: [ids.partner],
      proFieldIds: [ids.arbitration],
      office: 'Singapore',
      email: 'alice@example.com',
      phoneNumber: '+65 6000 0001',
      intro: '<p>Acts in shipping disputes<script>alert(1)</script></p>',
      customContents: [
        { title: 'Education', content: '<p>NUS</p>' },
        { title: 'Admissions', content: '<p>Singapore Bar</p>' },
      ],
    },
    {
      lang: 'zh_CN',
      name: '陈爱丽',
      jobIds: [ids.zhPartner],
      proFieldIds: [ids.zhArbitration],
      office: '新加坡',
      intro: '<p>擅长海事争议</p>',
    },
  ]);
  [lawyers.bob] = await post([
    { lang: 'en_US', name: 'Bob Lim', jobIds: [ids.associate], proFieldIds: [ids.corporate], office: 'Singapore', intro: 'Mergers 100%' },
  ]);
  [lawyers.carol] = await post([
    { lang: 'en_US', name: 'Carol Wu', jobIds: [ids.partner], proFieldIds: [ids.corporate], office: 'Shanghai', intro: 'Listings' },
  ]);
});

const search = async (query: string, lang = 'en_US') => {
  const response = await ctx.call('GET', `/api/user/lawyerTeam?${query}`, { headers: { lang } });
  expect(response.status).toBe(200);
  return response.body;
};
const names = async (query: string, lang = 'en_US') => (await search(query, lang)).result.map((row: any) => row.name).sort();

describe('admin lawyers', () => {
  test('versions share a generated no; detail has jobs, proFields, ids and ordered sections', async () => {
    expect(lawyers.alice.no).toBeTruthy();
    expect(lawyers.aliceZh.no).toBe(lawyers.alice.no);
    const result = await ctx.ok('GET', '/admin/lawyerTeam/detail/:id', { param: { id: lawyers.alice.id } });
    expect(result).toMatchObject({
      id: lawyers.alice.id,
      lang: 'en_US',
      name: 'Alice Tan',
      top: 0,
      office: 'Singapore',
      email: 'alice@example.com',
      phoneNumber: '+65 6000 0001',
      jobIds: [ids.partner],
      proFieldIds: [ids.arbitration],
      jobs: [{ jobId: ids.partner, lawyerTeamId: lawyers.alice.id, name: 'Partner', lang: 'en_US' }],
      proFields: [{ professionalFieldId: ids.arbitration, lawyerTeamId: lawyers.alice.id, name: 'Maritime Arbitration', lang: 'en_US' }],
      customContents: [
        { title: 'Education', content: '<p>NUS</p>' },
        { title: 'Admissions', content: '<p>Singapore Bar</p>' },
      ],
    });
    expect(result.intro).toBe('<p>Acts in shipping disputes</p>');
    const { publishedLawyerVersions } = await import('@/lib/services/lawyers');
    expect((await publishedLawyerVersions(ctx.db, lawyers.alice.no)).map((row) => row.lang)).toEqual(['en_US', 'zh_CN']);
  });

  test('update replaces jobs, practice areas and sections; delete removes the version', async () => {
    const [temp] = await post([
      { lang: 'en_US', name: 'Temp Person', jobIds: [ids.partner], customContents: [{ title: 'A', content: 'a' }] },
    ]);
    const [updated] = await ctx.ok('PUT', '/admin/lawyerTeam', {
      json: [{ id: temp.id, lang: 'en_US', name: 'Temp Person 2', jobIds: [ids.associate], proFieldIds: [ids.corporate], email: '' }],
    });
    expect(updated).toMatchObject({
      id: temp.id,
      no: temp.no,
      name: 'Temp Person 2',
      jobIds: [ids.associate],
      proFieldIds: [ids.corporate],
      customContents: [],
      email: null,
    });
    await ctx.ok('DELETE', '/admin/lawyerTeam/:id', { param: { id: temp.id } });
    expect((await detail(temp.id)).status).toBe(404);
    expect(await ctx.db.selectFrom('lawyerJob').select('jobId').where('lawyerTeamId', '=', temp.id).execute()).toEqual([]);
    const audits = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'lawyer')
      .where('entityKey', '=', String(temp.id))
      .execute();
    expect(audits.map((row) => row.action)).toEqual(['create', 'update', 'delete']);
  });

  test('paged list by name, office and language, with jobs and practice areas', async () => {
    const all = await ctx.send('GET', '/admin/lawyerTeam', { query: { page: '1', pageSize: '2' } });
    expect(all.body.result).toHaveLength(2);
    expect(all.body.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 4 });
    const byName = await list({ name: 'alice' });
    expect(byName.map((row) => row.name)).toEqual(['Alice Tan']);
    expect(byName[0].jobs[0].name).toBe('Partner');
    expect(byName[0].proFields[0].name).toBe('Maritime Arbitration');
    expect((await list({ office: 'shang' })).map((row) => row.name)).toEqual(['Carol Wu']);
    expect((await list({ lang: 'zh_CN' })).map((row) => row.name)).toEqual(['陈爱丽']);
    expect((await list({ no: lawyers.alice.no })).map((row) => row.lang).sort()).toEqual(['en_US', 'zh_CN']);
  });

  test('no matches the start of the group key, in any case, through the search index', async () => {
    const start = lawyers.alice.no.slice(0, -3).toUpperCase();
    expect((await list({ no: start })).map((row) => row.name).sort()).toEqual(['Alice Tan', '陈爱丽']);
    expect(await list({ no: `${lawyers.alice.no}x` })).toEqual([]);
    expect((await list({ no: lawyers.alice.no, lang: 'zh_CN' })).map((row) => row.name)).toEqual(['陈爱丽']);
  });

  test('401 without a token', async () => {
    for (const [method, path] of [
      ['GET', admin],
      ['POST', admin],
      ['PUT', admin],
      ['DELETE', `${admin}/1`],
      ['GET', `${admin}/detail/1`],
      ['PUT', `${admin}/1/1`],
    ]) {
      expect((await ctx.call(method, path, method === 'GET' ? {} : { body: [{ lang: 'en_US', name: 'x' }] })).status).toBe(401);
    }
  });

  test('400 for missing fields, wrong types, a bad e-mail and links in another language', async () => {
    const refused = async (body: unknown, message: RegExp) => {
      const response = await ctx.call('POST', admin, { token: ctx.admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    };
    await refused([{ lang: 'en_US' }], /name is required/);
    await refused([{ name: 'x' }], /lang is required/);
    await refused([{ lang: 'en_US', name: 'x', jobIds: '1' }], /jobIds/);
    await refused([{ lang: 'en_US', name: 'x', top: 3 }], /top/);
    await refused([{ lang: 'en_US', name: 'x', email: 'not-an-address' }], /email/);
    await refused([{ lang: 'en_US', name: 'x', customContents: [{ content: 'no title' }] }], /customContents\[0\]\.title is required/);
    await refused([{ lang: 'en_US', name: 'x', jobIds: [ids.zhPartner] }], /jobIds/);
    await refused([{ lang: 'en_US', name: 'x', proFieldIds: [999999] }], /proFieldIds/);
    const noId = await ctx.call('PUT', admin, { token: ctx.admin, body: [{ lang: 'en_US', name: 'x' }] });
    expect(noId.body.message).toMatch(/id is required/);
  });

  test('an array whose second item is invalid writes nothing', async () => {
    const count = async () => (await ctx.db.selectFrom('lawyer').select('id').execute()).length;
    const before = await count();
    const shape = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [
        { lang: 'en_US', name: 'Ghost' },
        { lang: 'zh_CN', email: 'x@example.com' },
      ],
    });
    expect(shape.status).toBe(400);
    expect(shape.body.message).toMatch(/\[1\]\.name/);
    const links = await ctx.send('POST', '/admin/lawyerTeam', {
      json: [
        { lang: 'en_US', name: 'Ghost', jobIds: [ids.partner] },
        { lang: 'zh_CN', name: '幽灵', jobIds: [ids.partner] },
      ],
    });
    expect(links.status).toBe(400);
    expect(links.body.message).toMatch(/\[1\]\.jobIds/);
    expect(await count()).toBe(before);
    expect(await names('keyword=Ghost')).toEqual([]);
  });

  test('404 for unknown ids', async () => {
    const id = 999999;
    expect((await detail(id)).status).toBe(404);
    expect((await ctx.send('DELETE', '/admin/lawyerTeam/:id', { param: { id } })).status).toBe(404);
    expect((await pin(id, 1)).status).toBe(404);
    expect((await ctx.send('PUT', '/admin/lawyerTeam', { json: [{ id, lang: 'en_US', name: 'x' }] })).status).toBe(404);
    expect((await ctx.send('GET', '/user/lawyerTeam/:id', { param: { id } })).status).toBe(404);
  });

  test('top only 0 or 1; pinned lawyers come first, then newest', async () => {
    expect((await ctx.call('PUT', `${admin}/${lawyers.alice.id}/2`, { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('PUT', `${admin}/${lawyers.alice.id}/true`, { token: ctx.admin })).status).toBe(400);
    const order = async () => (await search('')).result.map((row: any) => row.name);
    expect(await order()).toEqual(['Carol Wu', 'Bob Lim', 'Alice Tan']);
    expect((await pin(lawyers.alice.id, 1)).status).toBe(200);
    expect(await order()).toEqual(['Alice Tan', 'Carol Wu', 'Bob Lim']);
    expect((await search('')).result[0].top).toBe(1);
    expect((await pin(lawyers.alice.id, 0)).status).toBe(200);
    expect(await order()).toEqual(['Carol Wu', 'Bob Lim', 'Alice Tan']);
  });
});

describe('public lawyer search', () => {
  test("the request's language, paged, with jobs and practice areas", async () => {
    const page = await search('pageSize=2&page=1&total=true');
    expect(page.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 3 });
    expect(page.result).toHaveLength(2);
    expect(page.result.every((row: any) => Array.isArray(row.jobs) && Array.isArray(row.proFields))).toBe(true);
    expect(await names('', 'zh_CN')).toEqual(['陈爱丽']);
    const detail = await ctx.call('GET', `/api/user/lawyerTeam/${lawyers.aliceZh.id}`);
    expect(detail.body.result).toMatchObject({ name: '陈爱丽', jobs: [{ name: '合伙人' }], proFields: [{ name: '海事仲裁' }] });
  });

  test('each filter alone', async () => {
    expect(await names(`practiceAreaId=${ids.corporate}`)).toEqual(['Bob Lim', 'Carol Wu']);
    expect(await names(`jobId=${ids.partner}`)).toEqual(['Alice Tan', 'Carol Wu']);
    expect(await names('office=Singapore')).toEqual(['Alice Tan', 'Bob Lim']);
    expect(await names('office=shanghai')).toEqual(['Carol Wu']);
    expect(await names(`office=${ids.shanghai}`)).toEqual(['Carol Wu']);
    expect(await names('keyword=bob')).toEqual(['Bob Lim']);
  });

  test('filters combined', async () => {
    expect(await names(`jobId=${ids.partner}&office=Singapore`)).toEqual(['Alice Tan']);
    expect(await names(`practiceAreaId=${ids.corporate}&jobId=${ids.partner}`)).toEqual(['Carol Wu']);
    expect(await names(`practiceAreaId=${ids.corporate}&keyword=mergers`)).toEqual(['Bob Lim']);
    expect(await names(`practiceAreaId=${ids.corporate}&jobId=${ids.partner}&office=Shanghai&keyword=wu`)).toEqual(['Carol Wu']);
    expect(await names(`practiceAreaId=${ids.arbitration}&office=Shanghai`)).toEqual([]);
  });

  test('keyword matches biography, job titles and practice-area names, case-insensitively', async () => {
    expect(await names('keyword=SHIPPING')).toEqual(['Alice Tan']);
    expect(await names('keyword=partner')).toEqual(['Alice Tan', 'Carol Wu']);
    expect(await names('keyword=arbitration')).toEqual(['Alice Tan']);
    expect(await names('keyword=corporate')).toEqual(['Bob Lim', 'Carol Wu']);
    expect(await names('keyword=100%25')).toEqual(['Bob Lim']);
    expect(await names('keyword=%25%25')).toEqual([]);
    expect(await names('keyword=_')).toEqual([]);
  });

  test('Chinese keywords: name, biography, job title and practice-area substrings', async () => {
    expect(await names(`keyword=${encodeURIComponent('陈')}`, 'zh_CN')).toEqual(['陈爱丽']);
    expect(await names(`keyword=${encodeURIComponent('海事争议')}`, 'zh_CN')).toEqual(['陈爱丽']);
    expect(await names(`keyword=${encodeURIComponent('合伙')}`, 'zh_CN')).toEqual(['陈爱丽']);
    expect(await names(`keyword=${encodeURIComponent('仲裁')}`, 'zh_CN')).toEqual(['陈爱丽']);
    expect(await names(`keyword=${encodeURIComponent('律师事务所')}`, 'zh_CN')).toEqual([]);
  });

  test('keyword matches words the way the site search does, through its index', async () => {
    expect(await names('keyword=ALICE%20tan')).toEqual(['Alice Tan']);
    expect(await names('keyword=arbitrations')).toEqual(['Alice Tan']);
    expect(await names('keyword=Arb')).toEqual(['Alice Tan']);
    expect(await names('keyword=partners%20singapore')).toEqual(['Alice Tan']);
    expect(await names('keyword=alice%20corporate')).toEqual([]);
    // Words, not parts of words: `ping` is inside "shipping" but starts no word.
    expect(await names('keyword=ping')).toEqual([]);
    expect(await names(`keyword=${encodeURIComponent('海事')}`, 'zh_CN')).toEqual(['陈爱丽']);
    expect(await names(`keyword=${encodeURIComponent('争议 合伙人')}`, 'zh_CN')).toEqual(['陈爱丽']);
    expect(await names(`keyword=${encodeURIComponent('陈爱丽')}`)).toEqual([]);
  });

  test('keyword follows edits: accents folded, renamed practice areas found by their new name', async () => {
    const [eve] = await post([{ lang: 'en_US', name: 'Zoë Renée', proFieldIds: [ids.corporate], intro: 'Café licensing' }]);
    expect(await names('keyword=zoe%20renee')).toEqual(['Zoë Renée']);
    expect(await names('keyword=CAFES')).toEqual(['Zoë Renée']);
    await ctx.ok('PUT', '/admin/professionalField', { json: [{ id: ids.corporate, lang: 'en_US', name: 'Capital Markets' }] });
    expect(await names('keyword=capital%20market')).toEqual(['Bob Lim', 'Carol Wu', 'Zoë Renée']);
    expect(await names('keyword=corporate')).toEqual([]);
    await ctx.ok('PUT', '/admin/professionalField', { json: [{ id: ids.corporate, lang: 'en_US', name: 'Corporate' }] });
    await ctx.ok('DELETE', '/admin/lawyerTeam/:id', { param: { id: eve.id } });
    expect(await names('keyword=zoe')).toEqual([]);
  });

  test('bad filter values are 400', async () => {
    expect((await ctx.call('GET', '/api/user/lawyerTeam?jobId=abc')).status).toBe(400);
    expect((await ctx.call('GET', '/api/user/lawyerTeam?pageSize=0')).status).toBe(400);
  });

  test('the service gives pages the same search', async () => {
    const { searchPublishedLawyers, getLawyer } = await import('@/lib/services/lawyers');
    const { rows, total } = await searchPublishedLawyers(ctx.db, {
      reader: { lang: 'en_US', fallback: null },
      jobId: ids.partner,
      office: 'Singapore',
      paging: { pageSize: 10, offset: 0 },
    });
    expect(total).toBe(1);
    expect(rows[0].name).toBe('Alice Tan');
    expect((await getLawyer(ctx.db, lawyers.alice.id))?.customContents).toHaveLength(2);
  });
});

describe('one language alone', () => {
  test('a lawyer saved in English alone is listed in English only, and gets a Chinese version later', async () => {
    const [dora] = await ctx.ok('POST', '/admin/lawyerTeam', {
      json: { lang: 'en_US', name: 'Dora Ng', jobIds: [ids.associate], office: 'Singapore' },
    });
    expect(await names('keyword=Dora')).toEqual(['Dora Ng']);
    expect(await names('keyword=Dora', 'zh_CN')).toEqual([]);

    // What the editor sends: the stored version by id (PUT), the new language with the group's no (POST).
    await ctx.ok('PUT', '/admin/lawyerTeam', { json: [{ id: dora.id, lang: 'en_US', name: 'Dora Ng', office: 'Singapore' }] });
    const [doraZh] = await post([{ no: dora.no, lang: 'zh_CN', name: '吴朵拉', jobIds: [ids.zhPartner] }]);
    expect(doraZh).toMatchObject({ no: dora.no, lang: 'zh_CN', name: '吴朵拉' });
    expect(await names('keyword=吴朵拉', 'zh_CN')).toEqual(['吴朵拉']);

    const { publishedLawyerVersions } = await import('@/lib/services/lawyers');
    expect((await publishedLawyerVersions(ctx.db, dora.no)).map((row) => row.lang)).toEqual(['en_US', 'zh_CN']);
  });
});

test('the OpenAPI document lists these calls', async () => {
  const expected = {
    '/api/admin/lawyerTeam': ['get', 'post', 'put'],
    '/api/admin/lawyerTeam/{id}': ['delete'],
    '/api/admin/lawyerTeam/detail/{id}': ['get'],
    '/api/admin/lawyerTeam/{id}/{top}': ['put'],
    '/api/user/lawyerTeam': ['get'],
    '/api/user/lawyerTeam/{id}': ['get'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
