import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();

describe.each(['job', 'office'])('%s calls', (kind) => {
  const admin = `/api/admin/${kind}`;

  test('create (array or one object), list by language, update, delete', async () => {
    const created = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [
        { lang: 'en_US', name: `${kind} A` },
        { lang: 'en_US', name: `${kind} B` },
      ],
    });
    expect(created.status).toBe(200);
    const [a, b] = created.body.result;
    expect(a).toMatchObject({ lang: 'en_US', name: `${kind} A` });
    expect(b.sort).toBeGreaterThan(a.sort);

    const single = await ctx.call('POST', admin, { token: ctx.admin, body: { lang: 'zh_CN', name: '中文名称' } });
    expect(single.status).toBe(200);
    expect(single.body.result).toHaveLength(1);

    const english = await ctx.call('GET', `${admin}?lang=en_US`, { token: ctx.admin });
    expect(english.body.result.map((row: any) => row.name)).toEqual([`${kind} A`, `${kind} B`]);
    const all = await ctx.call('GET', admin, { token: ctx.admin });
    expect(all.body.result).toHaveLength(3);

    const updated = await ctx.call('PUT', admin, { token: ctx.admin, body: { id: a.id, lang: 'en_US', name: `${kind} A2` } });
    expect(updated.status).toBe(200);
    expect(updated.body.result[0]).toMatchObject({ id: a.id, name: `${kind} A2`, sort: a.sort });

    expect((await ctx.call('DELETE', `${admin}/${b.id}`, { token: ctx.admin })).status).toBe(200);
    const after = await ctx.call('GET', `${admin}?lang=en_US`, { token: ctx.admin });
    expect(after.body.result.map((row: any) => row.name)).toEqual([`${kind} A2`]);

    const audits = await ctx.db.selectFrom('auditLog').select('action').where('entity', '=', kind).execute();
    expect(audits.map((row) => row.action).sort()).toEqual(['create', 'create', 'create', 'delete', 'update']);
  });

  test("the public list has the request's language", async () => {
    const response = await ctx.call('GET', `/api/user/${kind}`, { headers: { lang: 'zh_CN' } });
    expect(response.status).toBe(200);
    expect(response.body.result.map((row: any) => row.name)).toEqual(['中文名称']);
  });

  test('401 without a token', async () => {
    expect((await ctx.call('GET', admin)).status).toBe(401);
    expect((await ctx.call('POST', admin, { body: { lang: 'en_US', name: 'x' } })).status).toBe(401);
    expect((await ctx.call('PUT', admin, { body: { id: 1, lang: 'en_US', name: 'x' } })).status).toBe(401);
    expect((await ctx.call('DELETE', `${admin}/1`)).status).toBe(401);
  });

  test('400 for missing fields and wrong types; nothing written', async () => {
    const count = async () => (await ctx.call('GET', admin, { token: ctx.admin })).body.result.length;
    const before = await count();
    const missingName = await ctx.call('POST', admin, { token: ctx.admin, body: [{ lang: 'en_US', name: 'ok' }, { lang: 'en_US' }] });
    expect(missingName.status).toBe(400);
    expect(missingName.body.message).toMatch(/\[1\]\.name is required/);
    const missingLang = await ctx.call('POST', admin, { token: ctx.admin, body: { name: 'x' } });
    expect(missingLang.body.message).toMatch(/lang is required/);
    const wrongType = await ctx.call('POST', admin, { token: ctx.admin, body: { lang: 'en_US', name: 3 } });
    expect(wrongType.status).toBe(400);
    expect(wrongType.body.message).toMatch(/name/);
    const noId = await ctx.call('PUT', admin, { token: ctx.admin, body: { lang: 'en_US', name: 'x' } });
    expect(noId.body.message).toMatch(/id is required/);
    expect(await count()).toBe(before);
  });

  test('404 for unknown ids', async () => {
    expect((await ctx.call('DELETE', `${admin}/999999`, { token: ctx.admin })).status).toBe(404);
    expect((await ctx.call('PUT', admin, { token: ctx.admin, body: { id: 999999, lang: 'en_US', name: 'x' } })).status).toBe(404);
  });
});

test("renaming an office renames it on lawyers' profiles in that language", async () => {
  const [office] = (await ctx.call('POST', '/api/admin/office', { token: ctx.admin, body: { lang: 'en_US', name: 'Singapore' } })).body
    .result;
  const now = new Date().toISOString();
  await ctx.db
    .insertInto('lawyer')
    .values({ no: 'r1', lang: 'en_US', top: 0, name: 'Tan', office: 'Singapore', sort: 0, createTime: now, updateTime: now })
    .execute();
  await ctx.call('PUT', '/api/admin/office', { token: ctx.admin, body: { id: office.id, lang: 'en_US', name: 'Singapore (HQ)' } });
  const lawyer = await ctx.db.selectFrom('lawyer').select('office').where('no', '=', 'r1').executeTakeFirstOrThrow();
  expect(lawyer.office).toBe('Singapore (HQ)');
});

test('the services give pages the same lists', async () => {
  const { listJobs } = await import('@/lib/services/jobs');
  const { listOffices } = await import('@/lib/services/offices');
  expect((await listJobs(ctx.db, 'zh_CN')).map((row) => row.name)).toEqual(['中文名称']);
  expect((await listOffices(ctx.db, 'zh_CN')).map((row) => row.name)).toEqual(['中文名称']);
});

test('the OpenAPI document lists these calls', async () => {
  const expected = {
    '/api/admin/job': ['get', 'post', 'put'],
    '/api/admin/job/{id}': ['delete'],
    '/api/user/job': ['get'],
    '/api/admin/office': ['get', 'post', 'put'],
    '/api/admin/office/{id}': ['delete'],
    '/api/user/office': ['get'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
