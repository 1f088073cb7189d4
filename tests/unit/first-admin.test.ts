import { createTestContext, type TestContext } from '../support/context';

let ctx: TestContext;
afterEach(() => ctx?.close());

test('without ADMIN_PASSWORD a random password is printed once and signs in', async () => {
  const saved = process.env.ADMIN_PASSWORD;
  process.env.ADMIN_PASSWORD = '';
  const printed: string[] = [];
  const spy = jest.spyOn(console, 'log').mockImplementation((...args) => void printed.push(args.join(' ')));
  try {
    ctx = await createTestContext();
    const { ensureFirstAdmin } = await import('@/lib/services/auth');
    await ensureFirstAdmin(ctx.db);
  } finally {
    spy.mockRestore();
    process.env.ADMIN_PASSWORD = saved;
  }
  const lines = printed.filter((line) => line.includes('First administrator'));
  expect(lines).toHaveLength(1);
  const password = /admin \/ (\S+)/.exec(lines[0])![1];
  expect(password.length).toBeGreaterThanOrEqual(16);
  const stored = await ctx.db.selectFrom('adminUser').select('passwordHash').executeTakeFirstOrThrow();
  expect(stored.passwordHash).toMatch(/^scrypt\$/);
  expect(stored.passwordHash).not.toContain(password);
  await expect(ctx.signIn('admin', password)).resolves.toEqual(expect.any(String));
});
