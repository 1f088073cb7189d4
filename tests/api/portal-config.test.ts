import { useTestContext } from '../support/context';
import { documentedCalls } from '../support/openapi';

const ctx = useTestContext();

const admin = '/api/admin/portal-config';

const english = {
  lang: 'en_US',
  name: 'Harbour & Partners',
  iconUrl: '/api/upload/logo.png',
  address: '1 Raffles Place, Singapore',
  email: 'info@example.com',
  tel: '+65 6000 0000',
  introduce: '<p>A full-service firm<script>x()</script></p>',
  lawyerCount: 120,
  isLawyerCountVisible: true,
  totalPeople: 300,
  isTotalPeopleVisible: 0,
  branchCount: 3,
  isBranchCountVisible: 1,
  advantagesList: [
    { title: 'Depth', content: 'Decades of practice' },
    { title: 'Reach', content: 'Across Asia' },
  ],
  environmentList: [{ title: 'Lobby', coverUrl: '/api/upload/lobby.jpg' }],
};
const chinese = {
  ...english,
  lang: 'zh_CN',
  name: '港湾律师事务所',
  introduce: '<p>综合性律师事务所</p>',
  advantagesList: [],
  environmentList: [],
};

describe('portal config', () => {
  test('round trip in two languages; flags come back as 0/1 and lists as arrays', async () => {
    const saved = await ctx.call('POST', admin, { token: ctx.admin, body: [english, chinese] });
    expect(saved.status).toBe(200);
    expect(saved.body.result).toHaveLength(2);

    const all = await ctx.call('GET', admin, { token: ctx.admin });
    expect(all.body.result.map((row: any) => row.lang)).toEqual(['en_US', 'zh_CN']);

    const en = (await ctx.call('GET', '/api/user/portal-config')).body.result;
    expect(en).toMatchObject({
      ...english,
      introduce: '<p>A full-service firm</p>',
      isLawyerCountVisible: 1,
      isTotalPeopleVisible: 0,
      isBranchCountVisible: 1,
    });
    const zh = (await ctx.call('GET', '/api/user/portal-config', { headers: { lang: 'zh_CN' } })).body.result;
    expect(zh).toMatchObject({ lang: 'zh_CN', name: '港湾律师事务所', advantagesList: [], environmentList: [], lawyerCount: 120 });

    const { getPortalConfig } = await import('@/lib/services/portal-config');
    expect((await getPortalConfig(ctx.db, 'zh_CN'))?.name).toBe('港湾律师事务所');
  });

  test('saving again replaces the language it names and leaves the other', async () => {
    const changed = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [{ lang: 'en_US', name: 'Harbour LLP', isLawyerCountVisible: false }],
    });
    expect(changed.status).toBe(200);
    const en = (await ctx.call('GET', '/api/user/portal-config?lang=en_US')).body.result;
    expect(en).toMatchObject({ name: 'Harbour LLP', isLawyerCountVisible: 0, advantagesList: [], email: null });
    const zh = (await ctx.call('GET', '/api/user/portal-config?lang=zh_CN')).body.result;
    expect(zh.name).toBe('港湾律师事务所');
    const audits = await ctx.db.selectFrom('auditLog').select('entityKey').where('entity', '=', 'portalConfig').execute();
    expect(audits.map((row) => row.entityKey)).toEqual(['en_US', 'zh_CN', 'en_US']);
  });

  test('a language with nothing saved gives null', async () => {
    await ctx.db.deleteFrom('portalConfig').where('lang', '=', 'zh_CN').execute();
    const response = await ctx.call('GET', '/api/user/portal-config', { headers: { lang: 'zh_CN' } });
    expect(response.status).toBe(200);
    expect(response.body.result).toBeNull();
  });

  test('401 without a token', async () => {
    expect((await ctx.call('GET', admin)).status).toBe(401);
    expect((await ctx.call('POST', admin, { body: [english] })).status).toBe(401);
  });

  test('400 for missing fields, wrong types and a bad e-mail', async () => {
    const refused = async (body: unknown, message: RegExp) => {
      const response = await ctx.call('POST', admin, { token: ctx.admin, body });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(message);
    };
    const { name, ...noName } = english;
    const { lang, ...noLang } = english;
    await refused([noName], /name is required/);
    await refused([noLang], /lang is required/);
    await refused([{ ...english, email: 'nope' }], /email/);
    await refused([{ ...english, lawyerCount: 'many' }], /lawyerCount/);
    await refused([{ ...english, isBranchCountVisible: 2 }], /isBranchCountVisible/);
    await refused([{ ...english, advantagesList: 'x' }], /advantagesList/);
    await refused([{ ...english, environmentList: [{ title: 'x' }] }], /environmentList\[0\]\.coverUrl is required/);
    await refused([english, { ...english, name: 'Twice' }], /en_US appears twice/);
  });

  test('an array whose second item is invalid writes nothing', async () => {
    const before = (await ctx.call('GET', admin, { token: ctx.admin })).body.result;
    const response = await ctx.call('POST', admin, {
      token: ctx.admin,
      body: [
        { ...english, name: 'Should not be saved' },
        { ...chinese, email: 'bad' },
      ],
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/\[1\]\.email/);
    expect((await ctx.call('GET', admin, { token: ctx.admin })).body.result).toEqual(before);
  });
});

test('the OpenAPI document lists these calls', async () => {
  const expected = {
    '/api/admin/portal-config': ['get', 'post'],
    '/api/user/portal-config': ['get'],
  };
  expect(await documentedCalls(ctx, Object.keys(expected))).toEqual(expected);
});
