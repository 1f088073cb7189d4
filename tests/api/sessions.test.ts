import { useTestContext, ADMIN_PASSWORD } from '../support/context';
import { createStaffAccount } from '../support/two-factor';

const ctx = useTestContext();

const windowsChrome = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const iPhoneSafari =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

async function signInFrom(account: { loginAccount: string; password: string }, userAgent: string, address: string) {
  const response = await ctx.call('POST', '/api/admin/login', {
    body: { loginAccount: account.loginAccount, password: account.password },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
  expect(response.status).toBe(200);
  return response.body.result as string;
}

const sessionsOf = async (token: string) => (await ctx.call('GET', '/api/admin/sessions', { token })).body.result;
const works = async (token: string) => (await ctx.call('GET', '/api/admin/mine', { token })).status === 200;

test('each user sees their own live sessions: device, address, last use, and which one is this', async () => {
  const person = await createStaffAccount(ctx, ctx.admin);
  const laptop = await signInFrom(person, windowsChrome, '10.30.0.1');
  await signInFrom(person, iPhoneSafari, '10.30.0.2');

  const response = await ctx.call('GET', '/api/admin/sessions', { token: laptop });
  expect(response.status).toBe(200);
  const sessions = response.body.result;
  // The account's first session, from creating it in the test, is listed too.
  expect(sessions).toHaveLength(3);
  expect(sessions).toEqual(
    expect.arrayContaining([
      expect.objectContaining({ device: 'Chrome · Windows', address: '10.30.0.1', current: 1 }),
      expect.objectContaining({ device: 'Safari · iOS', address: '10.30.0.2', current: 0 }),
    ]),
  );
  for (const session of sessions) {
    expect(Object.keys(session).sort()).toEqual(['address', 'createTime', 'current', 'device', 'id', 'lastUsedAt']);
    expect(Date.parse(session.lastUsedAt)).toBeGreaterThan(Date.now() - 60_000);
  }
  const adminSessionIds = (await sessionsOf(ctx.admin)).map((session: { id: string }) => session.id);
  for (const session of sessions) expect(adminSessionIds).not.toContain(session.id);
});

test('the last use is written at most once a minute, with the address it came from', async () => {
  const person = await createStaffAccount(ctx, ctx.admin);
  const token = await signInFrom(person, windowsChrome, '10.31.0.1');
  const setLastUse = (secondsAgo: number) =>
    ctx.db
      .updateTable('adminSession')
      .set({ lastUsedAt: new Date(Date.now() - secondsAgo * 1000).toISOString() })
      .where('userId', '=', person.id)
      .execute();
  const current = async () => (await sessionsOf(token)).find((session: { current: number }) => session.current);

  await setLastUse(30);
  const recent = await current();
  expect(Date.now() - Date.parse(recent.lastUsedAt)).toBeGreaterThanOrEqual(29_000);

  await setLastUse(120);
  await ctx.call('GET', '/api/admin/mine', { token, headers: { 'x-forwarded-for': '10.31.0.9' } });
  const used = await current();
  expect(Date.now() - Date.parse(used.lastUsedAt)).toBeLessThan(10_000);
  expect(used.address).toBe('10.31.0.9');
});

test('a user ends one of their sessions; its token stops working, the others go on', async () => {
  const person = await createStaffAccount(ctx, ctx.admin);
  const laptop = await signInFrom(person, windowsChrome, '10.32.0.1');
  const phone = await signInFrom(person, iPhoneSafari, '10.32.0.2');
  const phoneSession = (await sessionsOf(laptop)).find((session: { device: string }) => session.device === 'Safari · iOS');

  expect((await ctx.call('DELETE', `/api/admin/sessions/${phoneSession.id}`, { token: laptop })).status).toBe(200);
  expect(await works(phone)).toBe(false);
  expect(await works(laptop)).toBe(true);
  expect((await sessionsOf(laptop)).map((session: { id: string }) => session.id)).not.toContain(phoneSession.id);
  expect((await ctx.call('DELETE', `/api/admin/sessions/${phoneSession.id}`, { token: laptop })).status).toBe(404);
});

test("nobody ends another user's session: its id is 404 to them", async () => {
  const person = await createStaffAccount(ctx, ctx.admin);
  const [adminSession] = await sessionsOf(ctx.admin);
  const response = await ctx.call('DELETE', `/api/admin/sessions/${adminSession.id}`, { token: person.token });
  expect(response.status).toBe(404);
  expect(await works(ctx.admin)).toBe(true);
});

test('ending every other session leaves only this one', async () => {
  const person = await createStaffAccount(ctx, ctx.admin);
  const others = [await signInFrom(person, windowsChrome, '10.33.0.1'), await signInFrom(person, iPhoneSafari, '10.33.0.2')];
  const response = await ctx.call('POST', '/api/admin/sessions/end-others', { token: person.token });
  expect(response.status).toBe(200);
  for (const token of others) expect(await works(token)).toBe(false);
  expect(await works(person.token)).toBe(true);
  expect(await sessionsOf(person.token)).toHaveLength(1);
});

test('changing the password ends every other session; an administrator resetting it ends them all', async () => {
  const person = await createStaffAccount(ctx, ctx.admin);
  const other = await signInFrom(person, iPhoneSafari, '10.34.0.1');
  const changed = await ctx.call('PUT', '/api/admin/modify-password', {
    token: person.token,
    body: { oldPassword: person.password, newPassword: 'a-different-passphrase' },
  });
  expect(changed.status).toBe(200);
  expect(await works(other)).toBe(false);
  expect(await sessionsOf(person.token)).toHaveLength(1);

  const reset = await ctx.call('PUT', `/api/admin/staff/${person.id}/reset-password`, {
    token: ctx.admin,
    body: { newPassword: 'set-by-the-administrator' },
  });
  expect(reset.status).toBe(200);
  expect(await works(person.token)).toBe(false);
  expect(await works(ctx.admin)).toBe(true);
});

test('an unknown device is named by what it sent, and a session without any is listed', async () => {
  const token = await signInFrom({ loginAccount: 'admin', password: ADMIN_PASSWORD }, 'curl/8.5.0', '10.35.0.1');
  const current = (await sessionsOf(token)).find((session: { current: number }) => session.current);
  expect(current.device).toBe('curl/8.5.0');
  const bare = await ctx.call('POST', '/api/admin/login', { body: { loginAccount: 'admin', password: ADMIN_PASSWORD } });
  const bareSession = (await sessionsOf(bare.body.result)).find((session: { current: number }) => session.current);
  expect(bareSession.device).toBeNull();
});
