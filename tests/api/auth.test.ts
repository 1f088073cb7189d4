import { useTestContext, ADMIN_PASSWORD } from '../support/context';
import { createStaffAccount } from '../support/two-factor';

const ctx = useTestContext({ signIn: false });

const login = (loginAccount: string, password: string, client = '10.1.1.1') =>
  ctx.call('POST', '/api/admin/login', { body: { loginAccount, password }, headers: { 'x-forwarded-for': client } });

describe('sign-in', () => {
  test('the right password returns a token in the envelope', async () => {
    const response = await login('admin', ADMIN_PASSWORD);
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({ status: 200, message: 'success' });
    expect(typeof response.body.result).toBe('string');
    expect(Buffer.from(response.body.result, 'base64url').length).toBeGreaterThanOrEqual(32);
  });

  test('only a hash of the token is stored', async () => {
    const token = await ctx.signIn();
    const rows = await ctx.db.selectFrom('adminSession').select('tokenHash').execute();
    expect(rows.map((r) => r.tokenHash)).not.toContain(token);
  });

  test('a wrong password is refused with the same message as an unknown account', async () => {
    const wrong = await login('admin', 'not-the-password', '10.1.1.2');
    const unknown = await login('nobody', 'not-the-password', '10.1.1.3');
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrong.body.message).toBe(unknown.body.message);
    expect(wrong.body).toMatchObject({ code: 400, error: 'Bad Request', resultCode: 400, resultEnum: 'BAD_REQUEST', status: 400 });
    expect(typeof wrong.body.traceId).toBe('string');
    expect(typeof wrong.body.timestamp).toBe('string');
  });

  test('missing fields are named', async () => {
    const response = await ctx.call('POST', '/api/admin/login', { body: { loginAccount: 'admin' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/password/);
  });

  test('invalid JSON is a 400, not a crash', async () => {
    const response = await ctx.call('POST', '/api/admin/login', {
      raw: '{"loginAccount": "admin", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/JSON/);
  });

  test('wrong types are a 400 naming the field', async () => {
    const response = await ctx.call('POST', '/api/admin/login', { body: { loginAccount: 12, password: 'x' } });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(/loginAccount/);
  });
});

describe('throttling', () => {
  beforeEach(() => ctx.db.deleteFrom('rateLimitHit').execute());
  afterAll(() => ctx.db.deleteFrom('rateLimitHit').execute());

  test('five failures for one account lock it for every client, even with the right password', async () => {
    for (let i = 0; i < 5; i++) expect((await login('admin', 'wrong', `10.2.0.${i}`)).status).toBe(400);
    const locked = await login('admin', ADMIN_PASSWORD, '10.2.1.1');
    expect(locked.status).toBe(429);
  });

  test('five failures from one client lock that client, whatever the account, without telling which exist', async () => {
    for (let i = 0; i < 5; i++) await login(`someone${i}`, 'wrong', '10.3.0.1');
    const locked = await login('admin', ADMIN_PASSWORD, '10.3.0.1');
    expect(locked.status).toBe(429);
    const lockedUnknown = await login('ghost', 'whatever', '10.3.0.1');
    expect(lockedUnknown.body.message).toBe(locked.body.message);
    expect((await login('admin', ADMIN_PASSWORD, '10.3.0.2')).status).toBe(200);
  });
});

describe('guessing the password through a password change', () => {
  beforeEach(() => ctx.db.deleteFrom('rateLimitHit').execute());
  afterAll(() => ctx.db.deleteFrom('rateLimitHit').execute());

  // Each test guesses at an account of its own, so a guess let through changes no other test's password.
  const newPerson = async () => createStaffAccount(ctx, await ctx.signIn());
  const changePassword = (token: string, oldPassword: string, client: string) =>
    ctx.call('PUT', '/api/admin/modify-password', {
      token,
      body: { oldPassword, newPassword: 'a-new-password-1' },
      headers: { 'x-forwarded-for': client },
    });

  test('five wrong old passwords lock the account: the right one is then refused, and the other sessions go on', async () => {
    const person = await newPerson();
    const owner = await ctx.signIn(person.loginAccount, person.password);
    for (let i = 0; i < 5; i++) expect((await changePassword(person.token, 'wrong', `10.6.0.${i}`)).status).toBe(400);
    const right = await changePassword(person.token, person.password, '10.6.0.9');
    expect(right.status).toBe(429);
    expect(right.body.message).toBe((await login(person.loginAccount, person.password, '10.6.1.1')).body.message);
    expect((await ctx.call('GET', '/api/admin/mine', { token: owner })).status).toBe(200);
    expect((await login(person.loginAccount, person.password, '10.6.1.2')).status).toBe(429);
  });

  test('five wrong old passwords from one client lock that client for every account', async () => {
    const person = await newPerson();
    for (let i = 0; i < 5; i++) await changePassword(person.token, 'wrong', '10.6.2.1');
    expect((await login('admin', ADMIN_PASSWORD, '10.6.2.1')).status).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '10.6.2.2')).status).toBe(200);
  });

  test('failed sign-ins lock the password change too', async () => {
    const person = await newPerson();
    for (let i = 0; i < 5; i++) await login(person.loginAccount, 'wrong', `10.6.3.${i}`);
    expect((await changePassword(person.token, person.password, '10.6.3.9')).status).toBe(429);
    expect((await login(person.loginAccount, person.password, '10.6.3.10')).status).toBe(429);
  });

  test("a change with the right old password forgets the account's failures, as a sign-in does", async () => {
    const person = await newPerson();
    for (let i = 0; i < 4; i++) await login(person.loginAccount, 'wrong', `10.6.4.${i}`);
    expect((await changePassword(person.token, person.password, '10.6.4.9')).status).toBe(200);
    await login(person.loginAccount, 'wrong', '10.6.4.10');
    expect((await login(person.loginAccount, 'a-new-password-1', '10.6.4.11')).status).toBe(200);
  });
});

describe('the token', () => {
  test('mine returns the profile', async () => {
    const token = await ctx.signIn();
    const response = await ctx.call('GET', '/api/admin/mine?t=123', { token });
    expect(response.status).toBe(200);
    expect(Object.keys(response.body.result).sort()).toEqual(
      ['headImg', 'id', 'languages', 'lastLoginTime', 'loginAccount', 'roleId', 'roleName', 'userName'].sort(),
    );
    expect(response.body.result).toMatchObject({ loginAccount: 'admin', roleId: 1, roleName: 'Administrator' });
    expect(response.body.result.lastLoginTime).toBeTruthy();
  });

  test('Bearer and bare tokens both work', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('GET', '/api/admin/mine', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(200);
  });

  test('no token and a bad token are 401 in the error body', async () => {
    const none = await ctx.call('GET', '/api/admin/mine');
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ code: 401, error: 'Unauthorized', resultEnum: 'UNAUTHORIZED', status: 401 });
    expect((await ctx.call('GET', '/api/admin/mine', { token: 'forged-token' })).status).toBe(401);
  });

  test('quit revokes the token', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('GET', '/api/admin/quit', { token })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(401);
  });

  test('an expired token is refused', async () => {
    const token = await ctx.signIn();
    await ctx.db
      .updateTable('adminSession')
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(401);
  });
});

describe('password and head image', () => {
  test('a wrong old password is 400; a change ends the other sessions and the old password', async () => {
    const current = await ctx.signIn();
    const other = await ctx.signIn();
    const wrong = await ctx.call('PUT', '/api/admin/modify-password', {
      token: current,
      body: { oldPassword: 'nope', newPassword: 'a-new-password-1' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/oldPassword/);

    const changed = await ctx.call('PUT', '/api/admin/modify-password', {
      token: current,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'a-new-password-1' },
    });
    expect(changed.status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/mine', { token: other })).status).toBe(401);
    expect((await ctx.call('GET', '/api/admin/mine', { token: current })).status).toBe(200);
    expect((await login('admin', ADMIN_PASSWORD, '10.4.0.1')).status).toBe(400);
    expect((await login('admin', 'a-new-password-1', '10.4.0.2')).status).toBe(200);

    await ctx.call('PUT', '/api/admin/modify-password', {
      token: current,
      body: { oldPassword: 'a-new-password-1', newPassword: ADMIN_PASSWORD },
    });
  });

  test('the head image is saved on the profile', async () => {
    const token = await ctx.signIn();
    const saved = await ctx.call('PUT', '/api/admin/modify-head-img', { token, body: { headImg: '/api/upload/abc.png' } });
    expect(saved.status).toBe(200);
    const mine = await ctx.call('GET', '/api/admin/mine', { token });
    expect(mine.body.result.headImg).toBe('/api/upload/abc.png');
  });
});
