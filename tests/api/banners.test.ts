import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();

const banner = (overrides: Record<string, unknown> = {}) => ({
  lang: 'en_US',
  imgPath: '/api/upload/abc.jpg',
  title: 'Trusted advisers',
  subTitle: 'Since 1990',
  linkUrl: 'https://example.com/about',
  ...overrides,
});

async function create(items: unknown) {
  const response = await ctx.call('POST', '/api/admin/banner', { token: ctx.admin, body: items });
  expect(response.status).toBe(200);
  return response.body.result as any[];
}

describe('admin banners', () => {
  test('create, read, update and delete', async () => {
    const [created] = await create([banner()]);
    expect(created).toMatchObject({ lang: 'en_US', imgPath: '/api/upload/abc.jpg', title: 'Trusted advisers', top: 0 });

    const detail = await ctx.call('GET', `/api/admin/banner/detail/${created.id}`, { token: ctx.admin });
    expect(detail.body.result).toMatchObject({ id: created.id, subTitle: 'Since 1990', linkUrl: 'https://example.com/about' });

    const updated = await ctx.call('PUT', '/api/admin/banner', {
      token: ctx.admin,
      body: [{ ...banner({ title: 'New title', linkUrl: null }), id: created.id }],
    });
    expect(updated.status).toBe(200);
    expect(updated.body.result[0]).toMatchObject({ id: created.id, title: 'New title', linkUrl: null });

    expect((await ctx.call('DELETE', `/api/admin/banner/${created.id}`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', `/api/admin/banner/detail/${created.id}`, { token: ctx.admin })).status).toBe(404);
  });

  test('a single object is accepted as an array of one', async () => {
    const created = await create(banner({ title: 'Single' }));
    expect(created).toHaveLength(1);
  });

  test('the list has every language, or one with lang', async () => {
    await create([banner({ title: 'EN list' }), banner({ lang: 'zh_CN', title: '中文横幅' })]);
    const all = await ctx.call('GET', '/api/admin/banner', { token: ctx.admin });
    expect(new Set(all.body.result.map((b: any) => b.lang))).toEqual(new Set(['en_US', 'zh_CN']));
    const zh = await ctx.call('GET', '/api/admin/banner?lang=zh_CN', { token: ctx.admin });
    expect(zh.body.result.length).toBeGreaterThan(0);
    expect(zh.body.result.every((b: any) => b.lang === 'zh_CN')).toBe(true);
  });

  test('every write leaves an audit row', async () => {
    const [created] = await create([banner()]);
    await ctx.call('PUT', `/api/admin/banner/${created.id}/1`, { token: ctx.admin });
    const rows = await ctx.db
      .selectFrom('auditLog')
      .select(['action', 'userName'])
      .where('entity', '=', 'banner')
      .where('entityKey', '=', String(created.id))
      .execute();
    expect(rows.map((row) => row.action).sort()).toEqual(['create', 'pin', 'publish']);
    expect(rows[0].userName).toBeTruthy();
  });

  test('401 without a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/banner'],
      ['POST', '/api/admin/banner'],
      ['PUT', '/api/admin/banner'],
      ['DELETE', '/api/admin/banner/1'],
      ['GET', '/api/admin/banner/detail/1'],
      ['PUT', '/api/admin/banner/1/1'],
    ]) {
      expect((await ctx.call(method, path, method === 'GET' ? {} : { body: [banner()] })).status).toBe(401);
    }
  });

  test('400 for missing required fields and wrong types', async () => {
    for (const [field, message] of [
      ['lang', /lang is required/],
      ['imgPath', /imgPath is required/],
    ] as const) {
      const body = banner();
      delete (body as Record<string, unknown>)[field];
      const response = await ctx.call('POST', '/api/admin/banner', { token: ctx.admin, body: [body] });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    }
    const wrongType = await ctx.call('POST', '/api/admin/banner', { token: ctx.admin, body: [banner({ title: 5 })] });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/title/);
    const badLang = await ctx.call('POST', '/api/admin/banner', { token: ctx.admin, body: [banner({ lang: 'fr_FR' })] });
    expect(badLang.status).toBe(400);
    const noId = await ctx.call('PUT', '/api/admin/banner', { token: ctx.admin, body: [banner()] });
    expect(noId.status).toBe(400);
    expect(noId.body.message).toMatch(/id is required/);
  });

  test('an array whose second item is invalid writes nothing', async () => {
    const before = await ctx.db.selectFrom('banner').select('id').execute();
    const response = await ctx.call('POST', '/api/admin/banner', {
      token: ctx.admin,
      body: [banner({ title: 'should not exist' }), banner({ imgPath: '' })],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/\[1\]\.imgPath/);
    expect(await ctx.db.selectFrom('banner').select('id').execute()).toHaveLength(before.length);
  });

  test('an update naming an unknown second id writes nothing', async () => {
    const [created] = await create([banner({ title: 'Keep me' })]);
    const response = await ctx.call('PUT', '/api/admin/banner', {
      token: ctx.admin,
      body: [
        { ...banner({ title: 'Changed' }), id: created.id },
        { ...banner(), id: 999999 },
      ],
    });
    expect(response.status).toBe(404);
    const detail = await ctx.call('GET', `/api/admin/banner/detail/${created.id}`, { token: ctx.admin });
    expect(detail.body.result.title).toBe('Keep me');
  });

  test('404 for unknown ids', async () => {
    expect((await ctx.call('GET', '/api/admin/banner/detail/999999', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('DELETE', '/api/admin/banner/999999', { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('PUT', '/api/admin/banner/999999/1', { token: ctx.admin })).status).toBe(404);
  });

  test('top accepts only 0 or 1', async () => {
    const [created] = await create([banner()]);
    expect((await ctx.call('PUT', `/api/admin/banner/${created.id}/2`, { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('PUT', `/api/admin/banner/${created.id}/yes`, { token: ctx.admin })).status).toBe(400);
    expect((await ctx.call('PUT', `/api/admin/banner/${created.id}/1`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', `/api/admin/banner/detail/${created.id}`, { token: ctx.admin })).body.result.top).toBe(1);
    expect((await ctx.call('PUT', `/api/admin/banner/${created.id}/0`, { token: ctx.admin })).status).toBe(200);
    expect((await ctx.call('GET', `/api/admin/banner/detail/${created.id}`, { token: ctx.admin })).body.result.top).toBe(0);
  });
});

describe('public banners', () => {
  test("the request's language only, pinned first, then newest", async () => {
    await ctx.db.deleteFrom('banner').execute();
    const [older] = await create([banner({ title: 'older' })]);
    const [pinned] = await create([banner({ title: 'pinned' })]);
    const [newer] = await create([banner({ title: 'newer' })]);
    await create([banner({ lang: 'zh_CN', title: '中文' })]);
    await ctx.call('PUT', `/api/admin/banner/${pinned.id}/1`, { token: ctx.admin });
    await ctx.db.updateTable('banner').set({ createTime: '2020-01-01T00:00:00.000Z' }).where('id', '=', older.id).execute();

    const english = await ctx.call('GET', '/api/user/banner');
    expect(english.status).toBe(200);
    expect(english.body.result.map((b: any) => b.id)).toEqual([pinned.id, newer.id, older.id]);

    const chinese = await ctx.call('GET', '/api/user/banner', { headers: { lang: 'zh_CN' } });
    expect(chinese.body.result.map((b: any) => b.title)).toEqual(['中文']);
    const byQuery = await ctx.call('GET', '/api/user/banner?lang=zh_CN&t=123');
    expect(byQuery.body.result).toHaveLength(1);
  });

  test('an unknown language is 400', async () => {
    expect((await ctx.call('GET', '/api/user/banner', { headers: { lang: 'xx_XX' } })).status).toBe(400);
  });

  test('the service gives pages the same list', async () => {
    const { listPublishedBanners } = await import('@/lib/services/banners');
    const rows = await listPublishedBanners(ctx.db, 'zh_CN');
    expect(rows.map((b) => b.title)).toEqual(['中文']);
  });
});

test('the OpenAPI document lists these calls', async () => {
  const expected = {
    '/api/admin/banner': ['get', 'post', 'put'],
    '/api/admin/banner/{id}': ['delete'],
    '/api/admin/banner/detail/{id}': ['get'],
    '/api/admin/banner/{id}/{top}': ['put'],
    '/api/user/banner': ['get'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
