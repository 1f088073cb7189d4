import { sql } from 'kysely';
import { createMigrator, migrateToLatest } from '@/lib/db/migrate';
import { useTestContext } from '../support/context';

const ctx = useTestContext({ signIn: false });

test('sessions signed in before the upgrade get an id and a last use, so they can be listed and ended', async () => {
  // Back to the schema before this migration (and any later one).
  const down = await (await createMigrator(ctx.db)).migrateTo('2026-12-01-backup-run');
  expect(down.error).toBeUndefined();
  expect(down.results).toContainEqual(expect.objectContaining({ migrationName: '2026-12-02-sign-in-security', status: 'Success' }));

  const { hashToken } = await import('@/lib/auth/tokens');
  const admin = await ctx.db.selectFrom('adminUser').select('id').executeTakeFirstOrThrow();
  const createTime = new Date(Date.now() - 3600_000).toISOString();
  const expiresAt = new Date(Date.now() + 3600_000).toISOString();
  // The table as it was: no id, device, address or last use.
  await sql`insert into ${sql.table('adminSession')} (${sql.ref('tokenHash')}, ${sql.ref('userId')}, ${sql.ref('createTime')}, ${sql.ref('expiresAt')})
    values (${hashToken('old-token')}, ${admin.id}, ${createTime}, ${expiresAt})`.execute(ctx.db);

  await migrateToLatest(ctx.db);

  const sessions = await ctx.call('GET', '/api/admin/sessions', { token: 'old-token' });
  expect(sessions.status).toBe(200);
  expect(sessions.body.result).toEqual([
    {
      id: expect.stringMatching(/^[\w-]{16}$/),
      device: null,
      address: expect.any(String),
      createTime,
      lastUsedAt: expect.any(String),
      current: 1,
    },
  ]);
  const other = await ctx.signIn();
  expect((await ctx.call('DELETE', `/api/admin/sessions/${sessions.body.result[0].id}`, { token: other })).status).toBe(200);
  expect((await ctx.call('GET', '/api/admin/mine', { token: 'old-token' })).status).toBe(401);
});
