import { useTestContext } from '../support/context';

const ctx = useTestContext();
let adminId: number;

beforeAll(async () => {
  adminId = (await ctx.call('GET', '/api/admin/mine', { token: ctx.admin })).body.result.id;
});

let accounts = 0;
async function createAccount(roleId: number, password = 'editor-password-1') {
  const loginAccount = `staff${++accounts}`;
  const response = await ctx.call('POST', '/api/admin/staff', {
    token: ctx.admin,
    body: { loginAccount, userName: `Staff ${accounts}`, password, roleId },
  });
  expect(response.status).toBe(200);
  return { id: response.body.result.id as number, loginAccount, password };
}

describe('staff accounts', () => {
  test('every call needs a token', async () => {
    for (const [method, path] of [
      ['GET', '/api/admin/staff'],
      ['POST', '/api/admin/staff'],
      ['PUT', '/api/admin/staff/1'],
      ['PUT', '/api/admin/staff/1/reset-password'],
      ['GET', '/api/admin/roles'],
      ['GET', '/api/admin/audit-log'],
    ]) {
      expect((await ctx.call(method, path, { body: method === 'GET' ? undefined : {} })).status).toBe(401);
    }
  });

  test('the roles are Administrator, Editor and Translator', async () => {
    const response = await ctx.call('GET', '/api/admin/roles', { token: ctx.admin });
    expect(response.status).toBe(200);
    expect(response.body.result).toEqual([
      { id: 1, code: 'admin', roleName: 'Administrator' },
      { id: 2, code: 'editor', roleName: 'Editor' },
      { id: 3, code: 'translator', roleName: 'Translator' },
    ]);
  });

  test('an administrator creates an editor, who can sign in; the list never shows password hashes', async () => {
    const response = await ctx.call('POST', '/api/admin/staff', {
      token: ctx.admin,
      body: { loginAccount: 'mei.lin', userName: 'Mei Lin', password: 'a-long-password', roleId: 2 },
    });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({
      loginAccount: 'mei.lin',
      userName: 'Mei Lin',
      roleId: 2,
      roleName: 'Editor',
      disabled: 0,
      lastLoginTime: null,
    });
    await ctx.signIn('mei.lin', 'a-long-password');

    const list = await ctx.call('GET', '/api/admin/staff', { token: ctx.admin });
    expect(list.status).toBe(200);
    expect(list.body.result.map((u: { loginAccount: string }) => u.loginAccount)).toEqual(expect.arrayContaining(['admin', 'mei.lin']));
    expect(JSON.stringify(list.body)).not.toMatch(/passwordHash|scrypt|argon|\$2[aby]\$/);
    const audit = await ctx.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'adminUser')
      .where('action', '=', 'create')
      .execute();
    expect(audit.map((row) => row.entityKey)).toContain(String(response.body.result.id));
  });

  test('a taken loginAccount is a 409', async () => {
    const response = await ctx.call('POST', '/api/admin/staff', {
      token: ctx.admin,
      body: { loginAccount: 'admin', userName: 'Again', password: 'a-long-password', roleId: 1 },
    });
    expect(response.status).toBe(409);
    expect(response.body.message).toMatch(/loginAccount/);
  });

  test.each(['loginAccount', 'userName', 'password', 'roleId'])('a missing %s is a 400 naming it', async (field) => {
    const body: Record<string, unknown> = { loginAccount: 'new.person', userName: 'New Person', password: 'a-long-password', roleId: 2 };
    delete body[field];
    const response = await ctx.call('POST', '/api/admin/staff', { token: ctx.admin, body });
    expect(response.status).toBe(400);
    expect(response.body.message).toMatch(new RegExp(field));
  });

  test('wrong types, a short password and an unknown role are 400s naming the field', async () => {
    const base = { loginAccount: 'new.person', userName: 'New Person', password: 'a-long-password', roleId: 2 };
    for (const [field, value] of [
      ['roleId', '2'],
      ['roleId', 9],
      ['password', 'short'],
      ['loginAccount', 'has spaces'],
      ['userName', 12],
    ] as const) {
      const response = await ctx.call('POST', '/api/admin/staff', { token: ctx.admin, body: { ...base, [field]: value } });
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(new RegExp(field));
    }
  });

  test('rename and change role', async () => {
    const { id } = await createAccount(2);
    const response = await ctx.call('PUT', `/api/admin/staff/${id}`, { token: ctx.admin, body: { userName: 'Renamed', roleId: 1 } });
    expect(response.status).toBe(200);
    expect(response.body.result).toMatchObject({ id, userName: 'Renamed', roleId: 1, roleName: 'Administrator' });
  });

  test('disabling ends the sessions and refuses sign-in; enabling lets the user back', async () => {
    const account = await createAccount(2);
    const token = await ctx.signIn(account.loginAccount, account.password);
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(200);

    const disabled = await ctx.call('PUT', `/api/admin/staff/${account.id}`, { token: ctx.admin, body: { disabled: 1 } });
    expect(disabled.status).toBe(200);
    expect(disabled.body.result.disabled).toBe(1);
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(401);
    const sessions = await ctx.db.selectFrom('adminSession').select('userId').where('userId', '=', account.id).execute();
    expect(sessions).toHaveLength(0);
    await expect(ctx.signIn(account.loginAccount, account.password)).rejects.toThrow();

    await ctx.call('PUT', `/api/admin/staff/${account.id}`, { token: ctx.admin, body: { disabled: 0 } });
    await ctx.signIn(account.loginAccount, account.password);
  });

  test('an administrator cannot disable or demote themself', async () => {
    const disable = await ctx.call('PUT', `/api/admin/staff/${adminId}`, { token: ctx.admin, body: { disabled: 1 } });
    expect(disable.status).toBe(400);
    expect(disable.body.message).toMatch(/disabled/);
    const demote = await ctx.call('PUT', `/api/admin/staff/${adminId}`, { token: ctx.admin, body: { roleId: 2 } });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toMatch(/roleId/);
    expect((await ctx.call('GET', '/api/admin/mine', { token: ctx.admin })).body.result).toMatchObject({ roleId: 1 });
    const rename = await ctx.call('PUT', `/api/admin/staff/${adminId}`, { token: ctx.admin, body: { userName: 'Administrator' } });
    expect(rename.status).toBe(200);
  });

  test('update: bad input is a 400, an unknown account a 404', async () => {
    const { id } = await createAccount(2);
    for (const body of [{ disabled: 2 }, { roleId: 7 }, { userName: '' }]) {
      expect((await ctx.call('PUT', `/api/admin/staff/${id}`, { token: ctx.admin, body })).status).toBe(400);
    }
    expect((await ctx.call('PUT', '/api/admin/staff/999999', { token: ctx.admin, body: { userName: 'X' } })).status).toBe(404);
    expect(
      (
        await ctx.call('PUT', '/api/admin/staff/999999/reset-password', {
          token: ctx.admin,
          body: { newPassword: 'long-enough-password-1' },
        })
      ).status,
    ).toBe(404);
  });

  test('reset password: the old one stops working and every session of that user ends', async () => {
    const account = await createAccount(2);
    const token = await ctx.signIn(account.loginAccount, account.password);
    const missing = await ctx.call('PUT', `/api/admin/staff/${account.id}/reset-password`, { token: ctx.admin, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/newPassword/);

    const reset = await ctx.call('PUT', `/api/admin/staff/${account.id}/reset-password`, {
      token: ctx.admin,
      body: { newPassword: 'brand-new-password' },
    });
    expect(reset.status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(401);
    await expect(ctx.signIn(account.loginAccount, account.password)).rejects.toThrow();
    await ctx.signIn(account.loginAccount, 'brand-new-password');
    const audit = await ctx.db.selectFrom('auditLog').selectAll().where('action', '=', 'reset-password').execute();
    expect(audit.map((row) => row.entityKey)).toContain(String(account.id));
  });
});

describe('an editor', () => {
  let editor: string;
  let editorId: number;
  beforeAll(async () => {
    const account = await createAccount(2);
    editorId = account.id;
    editor = await ctx.signIn(account.loginAccount, account.password);
  });

  test('gets 403 on every staff call', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/admin/staff', undefined],
      ['GET', '/api/admin/roles', undefined],
      ['GET', '/api/admin/audit-log', undefined],
      ['POST', '/api/admin/staff', { loginAccount: 'sneaky', userName: 'Sneaky', password: 'a-long-password', roleId: 1 }],
      ['PUT', `/api/admin/staff/${editorId}`, { roleId: 1 }],
      ['PUT', `/api/admin/staff/${adminId}`, { disabled: 1 }],
      ['PUT', `/api/admin/staff/${adminId}/reset-password`, { newPassword: 'taken-over-now-for-good' }],
    ] as const) {
      const response = await ctx.call(method, path, { token: editor, body });
      expect([method, path, response.status]).toEqual([method, path, 403]);
      expect(response.body).toMatchObject({ code: 403, resultEnum: 'FORBIDDEN' });
    }
    expect(await ctx.db.selectFrom('adminUser').select('id').where('loginAccount', '=', 'sneaky').executeTakeFirst()).toBeUndefined();
    expect((await ctx.call('GET', '/api/admin/mine', { token: editor })).body.result.roleId).toBe(2);
  });

  test('still does content work', async () => {
    const mine = await ctx.call('GET', '/api/admin/mine', { token: editor });
    expect(mine.status).toBe(200);
    expect(mine.body.result).toMatchObject({ roleId: 2, roleName: 'Editor' });
    expect((await ctx.call('GET', '/api/admin/messages', { token: editor })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/icon', { token: editor })).status).toBe(200);
  });
});

describe('audit log', () => {
  test('lists admin writes newest first, paged, with who, what, which and when', async () => {
    const response = await ctx.call('GET', '/api/admin/audit-log?pageSize=5', { token: ctx.admin });
    expect(response.status).toBe(200);
    expect(response.body.result).toHaveLength(5);
    expect(response.body.pageable).toMatchObject({ pageNo: 1, pageSize: 5 });
    expect(response.body.pageable.totalCount).toBeGreaterThan(5);
    const ids = response.body.result.map((row: { id: number }) => row.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));
    expect(response.body.result[0]).toEqual({
      id: expect.any(Number),
      userId: adminId,
      userName: expect.any(String),
      action: expect.any(String),
      entity: 'adminUser',
      entityKey: expect.any(String),
      createTime: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  test('filters by action and entity', async () => {
    const response = await ctx.call('GET', '/api/admin/audit-log?action=reset-password&entity=adminUser', { token: ctx.admin });
    expect(response.body.result.length).toBeGreaterThan(0);
    expect(response.body.result.every((row: { action: string }) => row.action === 'reset-password')).toBe(true);
  });
});

test('the staff calls are in the OpenAPI document', async () => {
  const response = await ctx.call('GET', '/api/openapi.json');
  expect(Object.keys(response.body.paths)).toEqual(
    expect.arrayContaining([
      '/api/admin/staff',
      '/api/admin/staff/{id}',
      '/api/admin/staff/{id}/reset-password',
      '/api/admin/roles',
      '/api/admin/audit-log',
      '/api/admin/messages',
      '/api/admin/icon',
      '/api/admin/send-email',
    ]),
  );
});
