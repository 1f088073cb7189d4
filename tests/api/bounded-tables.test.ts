import { useTestContext } from '../support/context';

const ctx = useTestContext({ signIn: false });

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000).toISOString();
const hoursAhead = (hours: number) => hoursAgo(-hours);

test('a sign-in deletes expired sessions and keeps live ones', async () => {
  const admin = await ctx.db.selectFrom('adminUser').select('id').where('loginAccount', '=', 'admin').executeTakeFirstOrThrow();
  await ctx.db
    .insertInto('adminSession')
    .values([
      { tokenHash: 'expired', id: 'expired', userId: admin.id, createTime: hoursAgo(30), lastUsedAt: hoursAgo(30), expiresAt: hoursAgo(6) },
      { tokenHash: 'live', id: 'live', userId: admin.id, createTime: hoursAgo(1), lastUsedAt: hoursAgo(1), expiresAt: hoursAhead(6) },
    ])
    .execute();

  await ctx.signIn();

  const hashes = (await ctx.db.selectFrom('adminSession').select('tokenHash').execute()).map((row) => row.tokenHash);
  expect(hashes).not.toContain('expired');
  expect(hashes).toContain('live');
  expect(hashes).toHaveLength(2);
});

test('counting an attempt deletes the attempts of its kind that no longer count', async () => {
  await ctx.db
    .insertInto('rateLimitHit')
    .values([
      { scope: 'login-failure', key: 'client:10.7.0.1', createTime: hoursAgo(2) },
      { scope: 'login-failure', key: 'client:10.7.0.2', createTime: hoursAgo(0.1) },
      { scope: 'contact', key: '10.7.0.3', createTime: hoursAgo(2) },
    ])
    .execute();
  const hits = () => ctx.db.selectFrom('rateLimitHit').select(['scope', 'key']).orderBy('id').execute();

  const refused = await ctx.call('POST', '/api/admin/login', {
    body: { loginAccount: 'admin', password: 'not-the-password' },
    headers: { 'x-forwarded-for': '10.7.0.9' },
  });
  expect(refused.status).toBe(400);
  expect(await hits()).toEqual([
    { scope: 'login-failure', key: 'client:10.7.0.2' },
    { scope: 'contact', key: '10.7.0.3' },
    { scope: 'login-failure', key: 'account:admin' },
    { scope: 'login-failure', key: 'client:10.7.0.9' },
  ]);

  const sent = await ctx.call('POST', '/api/admin/send-email', {
    body: { name: 'Visitor', email: 'visitor@example.com', content: 'Hello' },
    headers: { 'x-forwarded-for': '10.7.0.10' },
  });
  expect(sent.status).toBe(200);
  expect((await hits()).filter((hit) => hit.scope === 'contact')).toEqual([{ scope: 'contact', key: '10.7.0.10' }]);
});
