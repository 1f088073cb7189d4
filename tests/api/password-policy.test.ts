import { hashPassword } from '@/lib/auth/password';
import { createTestContext, type TestContext } from '../support/context';
import { createStaffAccount, enableTwoFactor } from '../support/two-factor';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.signIn();
});
afterAll(() => ctx.close());

let accounts = 0;
const createWith = (password: string) =>
  ctx.call('POST', '/api/admin/staff', {
    token: admin,
    body: { loginAccount: `policy${++accounts}`, userName: `Policy ${accounts}`, password, roleId: 2 },
  });

const changeOwn = (token: string, oldPassword: string, newPassword: string) =>
  ctx.call('PUT', '/api/admin/modify-password', { token, body: { oldPassword, newPassword } });

describe('a new account (no second factor yet)', () => {
  test('needs at least 15 characters, of any kind, and no more rules than that', async () => {
    const short = await createWith('fourteen-chars');
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^password/);
    expect((await createWith('fifteen-chars!!')).status).toBe(200);
    expect((await createWith('all lower case words')).status).toBe(200);
    expect((await createWith('律师事务所的新同事密码十五个字符')).status).toBe(200);
  });

  test('refuses a common password, in any case, and the account name itself', async () => {
    for (const common of ['passwordpassword', 'PasswordPassword', '1qaz2wsx3edc4rfv']) {
      const response = await createWith(common);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/^password: .*common/);
    }
    const loginAccount = 'the.same.as.my.account';
    const same = await ctx.call('POST', '/api/admin/staff', {
      token: admin,
      body: { loginAccount, userName: 'Same', password: loginAccount.toUpperCase(), roleId: 2 },
    });
    expect(same.status).toBe(400);
    expect(same.body.message).toMatch(/^password:/);
    expect(await ctx.db.selectFrom('adminUser').select('id').where('loginAccount', '=', loginAccount).execute()).toEqual([]);
  });
});

describe('changing a password', () => {
  test('without a second factor: at least 15 characters, not common; the old password stays on a refusal', async () => {
    const person = await createStaffAccount(ctx, admin);
    const short = await changeOwn(person.token, person.password, 'only-12-char');
    expect(short.status).toBe(400);
    expect(short.body.message).toMatch(/^newPassword: .*15/);
    const common = await changeOwn(person.token, person.password, 'passwordpassword');
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/^newPassword:/);
    await ctx.signIn(person.loginAccount, person.password);
    expect((await changeOwn(person.token, person.password, 'a-new-long-passphrase')).status).toBe(200);
  });

  test('with two-factor sign-in on: 8 characters are enough, common passwords are still refused', async () => {
    const person = await createStaffAccount(ctx, admin);
    await enableTwoFactor(ctx, person.token);
    expect((await changeOwn(person.token, person.password, 'seven-7')).status).toBe(400);
    const common = await changeOwn(person.token, person.password, '12345678');
    expect(common.status).toBe(400);
    expect(common.body.message).toMatch(/common/);
    expect((await changeOwn(person.token, person.password, 'kiwi-7-lamp')).status).toBe(200);
  });

  test('an administrator resetting a password follows the account: 15 without a second factor, 8 with one', async () => {
    const plain = await createStaffAccount(ctx, admin);
    const withTwoFactor = await createStaffAccount(ctx, admin);
    await enableTwoFactor(ctx, withTwoFactor.token);
    const reset = (id: number, newPassword: string) =>
      ctx.call('PUT', `/api/admin/staff/${id}/reset-password`, { token: admin, body: { newPassword } });
    const refused = await reset(plain.id, 'kiwi-7-lamp');
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^newPassword:/);
    expect(await ctx.signIn(plain.loginAccount, plain.password)).toEqual(expect.any(String));
    expect((await reset(withTwoFactor.id, 'kiwi-7-lamp')).status).toBe(200);
    expect((await reset(withTwoFactor.id, 'iloveyou')).status).toBe(400);
  });
});

test("production's hash costs 32 MiB (N=2^15) unless set otherwise, and hashes of another cost still verify", async () => {
  const testCost = process.env.PASSWORD_HASH_COST;
  delete process.env.PASSWORD_HASH_COST;
  try {
    const production = await hashPassword('a-production-passphrase');
    expect(production.split('$').slice(0, 4)).toEqual(['scrypt', '32768', '8', '1']);
    const account = { loginAccount: 'production.cost', password: 'a-production-passphrase' };
    await ctx.db
      .insertInto('adminUser')
      .values({
        loginAccount: account.loginAccount,
        userName: 'Cost',
        passwordHash: production,
        roleId: 2,
        disabled: 0,
        createTime: new Date().toISOString(),
        updateTime: new Date().toISOString(),
      })
      .execute();
    process.env.PASSWORD_HASH_COST = testCost;
    expect(await ctx.signIn(account.loginAccount, account.password)).toEqual(expect.any(String));
  } finally {
    process.env.PASSWORD_HASH_COST = testCost;
  }
});

test('passwords set before the policy keep working and can be changed for a compliant one', async () => {
  const old = 'old-pw-1';
  await ctx.db
    .insertInto('adminUser')
    .values({
      loginAccount: 'before.policy',
      userName: 'Before',
      passwordHash: await hashPassword(old),
      roleId: 2,
      disabled: 0,
      createTime: new Date().toISOString(),
      updateTime: new Date().toISOString(),
    })
    .execute();
  const token = await ctx.signIn('before.policy', old);
  expect((await changeOwn(token, old, 'a-compliant-passphrase')).status).toBe(200);
});
