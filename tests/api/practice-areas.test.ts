import type { BodyItem } from '@/lib/admin/api-calls';
import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();

const admin = '/api/admin/professionalField';

type Area = BodyItem<'post', '/admin/professionalField'>;
const create = (json: Area[]) => ctx.ok('POST', '/admin/professionalField', { json });
const detail = (id: number) => ctx.send('GET', '/admin/professionalField/detail/:id', { param: { id } });
const sort = (sourceId: number, targetId: number) => ctx.send('PUT', '/admin/professionalField/sort', { json: { sourceId, targetId } });

async function resetWith(names: string[], lang: Area['lang'] = 'en_US') {
  await ctx.db.deleteFrom('professionalField').execute();
  const rows = [];
  for (const name of names) rows.push((await create([{ lang, name }]))[0]);
  return rows;
}

const publicNames = async (lang = 'en_US') =>
  (await ctx.ok('GET', '/user/professionalField/list', { headers: { lang } })).map((row) => row.name);

describe('admin practice areas', () => {
  test('a POST array makes language versions sharing one generated no', async () => {
    const created = await create([
      { lang: 'en_US', name: 'Arbitration', introduce: '<p>Disputes</p>', iconUrl: '/api/upload/a.png' },
      { lang: 'zh_CN', name: '仲裁', introduce: '<p>争议</p>' },
    ]);
    expect(created).toHaveLength(2);
    expect(created[0].no).toBeTruthy();
    expect(created[1].no).toBe(created[0].no);
    expect(created[0]).toMatchObject({ name: 'Arbitration', introduce: '<p>Disputes</p>', iconUrl: '/api/upload/a.png', lang: 'en_US' });

    const stored = await ctx.ok('GET', '/admin/professionalField/detail/:id', { param: { id: created[1].id } });
    expect(stored).toMatchObject({ id: created[1].id, name: '仲裁', lang: 'zh_CN', no: created[0].no });
  });

  test('a version can be added to a group by its no, but not a second one in a language', async () => {
    const [en] = await create([{ lang: 'en_US', name: 'Tax' }]);
    const [zh] = await create([{ lang: 'zh_CN', name: '税务', no: en.no }]);
    expect(zh.no).toBe(en.no);
    const again = await ctx.send('POST', '/admin/professionalField', { json: [{ lang: 'zh_CN', name: '税务 2', no: en.no }] });
    expect(again.status).toBe(409);
    const twice = await ctx.send('POST', '/admin/professionalField', {
      json: [
        { lang: 'en_US', name: 'A' },
        { lang: 'en_US', name: 'B' },
      ],
    });
    expect(twice.status).toBe(400);
    const { publishedPracticeAreaVersions } = await import('@/lib/services/practice-areas');
    expect((await publishedPracticeAreaVersions(ctx.db, en.no)).map((row) => row.lang)).toEqual(['en_US', 'zh_CN']);
  });

  test('rich text is sanitised on write', async () => {
    const [created] = await create([
      { lang: 'en_US', name: 'Safe', introduce: '<p onclick="x()">Hi<script>alert(1)</script><a href="javascript:alert(1)">x</a></p>' },
    ]);
    expect(created.introduce).not.toMatch(/script|onclick|javascript/);
    expect(created.introduce).toContain('Hi');
  });

  test('update and delete', async () => {
    const [created] = await create([{ lang: 'en_US', name: 'Before' }]);
    const [updated] = await ctx.ok('PUT', '/admin/professionalField', {
      json: [{ id: created.id, lang: 'en_US', name: 'After', introduce: '<p>new</p>' }],
    });
    expect(updated).toMatchObject({
      id: created.id,
      name: 'After',
      introduce: '<p>new</p>',
      no: created.no,
      sort: created.sort,
    });
    await ctx.ok('DELETE', '/admin/professionalField/:id', { param: { id: created.id } });
    expect((await detail(created.id)).status).toBe(404);
    const audits = await ctx.db
      .selectFrom('auditLog')
      .select('action')
      .where('entity', '=', 'professionalField')
      .where('entityKey', '=', String(created.id))
      .execute();
    expect(audits.map((row) => row.action)).toEqual(['create', 'publish', 'update', 'delete']);
  });

  test('paged list, language list', async () => {
    await resetWith(['One', 'Two', 'Three']);
    await create([{ lang: 'zh_CN', name: '一' }]);
    const page = await ctx.send('GET', '/admin/professionalField', { query: { page: '1', pageSize: '2' } });
    expect(page.status).toBe(200);
    expect(page.body.result).toHaveLength(2);
    expect(page.body.pageable).toEqual({ pageNo: 1, pageSize: 2, totalCount: 4 });
    const english = await ctx.send('GET', '/admin/professionalField', { query: { pageNo: '2', pageSize: '2', lang: 'en_US' } });
    expect(english.body.result.map((row: any) => row.name)).toEqual(['Three']);
    expect(english.body.pageable.totalCount).toBe(3);
    const list = await ctx.ok('GET', '/admin/professionalField/lang/list', { query: { lang: 'zh_CN' } });
    expect(list.map((row) => row.name)).toEqual(['一']);
    expect(await ctx.ok('GET', '/admin/professionalField/lang/list')).toHaveLength(4);
  });

  test('401 without a token', async () => {
    for (const [method, path] of [
      ['GET', admin],
      ['GET', `${admin}/lang/list`],
      ['POST', admin],
      ['PUT', admin],
      ['DELETE', `${admin}/1`],
      ['GET', `${admin}/detail/1`],
      ['PUT', `${admin}/sort`],
    ]) {
      expect((await ctx.call(method, path, method === 'GET' ? {} : { body: {} })).status).toBe(401);
    }
  });

  test('400 for missing fields and wrong types', async () => {
    // Bodies the types refuse go untyped.
    const refused = (method: string, path: string, body?: unknown) => ctx.call(method, path, { token: ctx.admin, body });
    expect((await refused('POST', admin, [{ lang: 'en_US' }])).body.message).toMatch(/name is required/);
    expect((await refused('POST', admin, [{ name: 'x' }])).body.message).toMatch(/lang is required/);
    const wrong = await refused('POST', admin, [{ lang: 'en_US', name: 'x', sort: 'first' }]);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/sort/);
    expect((await refused('PUT', admin, [{ lang: 'en_US', name: 'x' }])).body.message).toMatch(/id is required/);
    expect((await refused('PUT', `${admin}/sort`, { sourceId: 1 })).body.message).toMatch(/targetId is required/);
    expect((await refused('GET', `${admin}?pageSize=1000`)).status).toBe(400);
  });

  test('an array whose second item is invalid writes nothing', async () => {
    const before = await ctx.db.selectFrom('professionalField').select('id').execute();
    const invalid = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [
        { lang: 'en_US', name: 'ghost' },
        { lang: 'zh_CN', name: '' },
      ],
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toMatch(/\[1\]\.name/);
    // Valid shape, but the second version's language is taken: refused inside the transaction.
    const [en] = await create([{ lang: 'en_US', name: 'Group' }]);
    const conflict = await ctx.send('POST', '/admin/professionalField', {
      json: [
        { lang: 'zh_CN', name: '组', no: en.no },
        { lang: 'en_US', name: 'dup', no: en.no },
      ],
    });
    expect(conflict.status).toBe(409);
    const after = await ctx.db.selectFrom('professionalField').select('id').execute();
    expect(after).toHaveLength(before.length + 1);
  });

  test('404 for unknown ids', async () => {
    expect((await detail(999999)).status).toBe(404);
    expect((await ctx.send('DELETE', '/admin/professionalField/:id', { param: { id: 999999 } })).status).toBe(404);
    expect((await ctx.send('PUT', '/admin/professionalField', { json: [{ id: 999999, lang: 'en_US', name: 'x' }] })).status).toBe(404);
    expect((await sort(999999, 999998)).status).toBe(404);
  });
});

describe('sort moves', () => {
  test('moving down and up: the source takes the target position, positions become 1..n', async () => {
    const [a, b, c, d] = await resetWith(['A', 'B', 'C', 'D']);
    await create([{ lang: 'zh_CN', name: '甲' }]);

    const down = await ctx.ok('PUT', '/admin/professionalField/sort', { json: { sourceId: a.id, targetId: c.id } });
    expect(down.map((row) => row.name)).toEqual(['B', 'C', 'A', 'D']);
    expect(down.map((row) => row.sort)).toEqual([1, 2, 3, 4]);
    expect(await publicNames()).toEqual(['B', 'C', 'A', 'D']);

    await ctx.ok('PUT', '/admin/professionalField/sort', { json: { sourceId: d.id, targetId: b.id } });
    expect(await publicNames()).toEqual(['D', 'B', 'C', 'A']);
    expect(await publicNames('zh_CN')).toEqual(['甲']);
  });

  test('source and target must share a language', async () => {
    const [en] = await resetWith(['A']);
    const [zh] = await create([{ lang: 'zh_CN', name: '甲' }]);
    const response = await sort(en.id, zh.id);
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/targetId/);
  });
});

describe('public practice areas', () => {
  test("the list has the request's language in display order; detail by id", async () => {
    const [a] = await resetWith(['First', 'Second']);
    await create([{ lang: 'zh_CN', name: '第一' }]);
    expect(await publicNames()).toEqual(['First', 'Second']);
    expect(await publicNames('zh_CN')).toEqual(['第一']);
    expect(await ctx.ok('GET', '/user/professionalField/:id', { param: { id: a.id } })).toMatchObject({ id: a.id, name: 'First' });
    expect((await ctx.send('GET', '/user/professionalField/:id', { param: { id: 999999 } })).status).toBe(404);
  });

  test('pageTurn gives the neighbours, null at both ends, 404 for an unknown no', async () => {
    const [a, b, c] = await resetWith(['A', 'B', 'C']);
    const turn = (no: string, lang = 'en_US') =>
      ctx.send('GET', '/user/professionalField/pageTurn/:no', { param: { no }, headers: { lang } });
    expect((await turn(b.no)).body.result).toEqual({ prev: { id: a.id, name: 'A' }, next: { id: c.id, name: 'C' } });
    expect((await turn(a.no)).body.result).toEqual({ prev: null, next: { id: b.id, name: 'B' } });
    expect((await turn(c.no)).body.result).toEqual({ prev: { id: b.id, name: 'B' }, next: null });
    expect((await turn('no-such-area')).status).toBe(404);
    expect((await turn(a.no, 'zh_CN')).status).toBe(404);

    await ctx.ok('PUT', '/admin/professionalField/sort', { json: { sourceId: c.id, targetId: a.id } });
    expect((await turn(a.no)).body.result).toEqual({ prev: { id: c.id, name: 'C' }, next: { id: b.id, name: 'B' } });
  });

  test('the services give pages the same data', async () => {
    const service = await import('@/lib/services/practice-areas');
    const [a, b] = await resetWith(['A', 'B']);
    expect((await service.listPublishedPracticeAreas(ctx.db, { lang: 'en_US', fallback: null })).map((row) => row.name)).toEqual([
      'A',
      'B',
    ]);
    expect((await service.getPublishedPracticeArea(ctx.db, a.id))?.name).toBe('A');
    expect(await service.publishedPracticeAreaNeighbours(ctx.db, a.no, 'en_US')).toEqual({ prev: null, next: { id: b.id, name: 'B' } });
  });
});

test('the OpenAPI document lists these calls', async () => {
  const expected = {
    '/api/admin/professionalField': ['get', 'post', 'put'],
    '/api/admin/professionalField/lang/list': ['get'],
    '/api/admin/professionalField/sort': ['put'],
    '/api/admin/professionalField/{id}': ['delete'],
    '/api/admin/professionalField/detail/{id}': ['get'],
    '/api/user/professionalField/list': ['get'],
    '/api/user/professionalField/{id}': ['get'],
    '/api/user/professionalField/pageTurn/{no}': ['get'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
