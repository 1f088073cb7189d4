/**
 * Every admin call in the OpenAPI document, against every kind of token that must not work:
 * none, garbage, signed out, ended by a password change, reset or disabled account. And the
 * role matrix: an editor's token is 403 on every administrator-only call and works elsewhere.
 */
import { hashToken } from '@/lib/auth/tokens';
import { ADMIN_PASSWORD, useTestContext } from '../support/context';

// The administrator's token is this file's own: a test below ends its session and takes another.
const ctx = useTestContext({ signIn: false });
let admin: string;
const operations: { method: string; path: string; template: string; adminOnly: boolean }[] = [];

/** Calls anyone may make. */
const publicAdminCalls = new Set(['POST /api/admin/login', 'POST /api/admin/send-email']);

beforeAll(async () => {
  admin = await ctx.signIn();
  const doc = (await ctx.call('GET', '/api/openapi.json')).body;
  for (const [template, ops] of Object.entries<any>(doc.paths)) {
    if (!template.startsWith('/api/admin/')) continue;
    for (const [method, op] of Object.entries<any>(ops)) {
      if (publicAdminCalls.has(`${method.toUpperCase()} ${template}`)) continue;
      operations.push({
        method: method.toUpperCase(),
        template,
        path: template.replace('{top}', '1').replace(/\{[^}]+\}/g, '1'),
        adminOnly: !!op.responses?.['403'],
      });
    }
  }
});

let accounts = 0;
async function newAccount(roleId: number) {
  const loginAccount = `matrix${++accounts}`;
  const password = 'matrix-password-1';
  const created = await ctx.call('POST', '/api/admin/staff', {
    token: admin,
    body: { loginAccount, userName: `Matrix ${accounts}`, password, roleId },
  });
  expect(created.status).toBe(200);
  return { id: created.body.result.id as number, loginAccount, password, token: await ctx.signIn(loginAccount, password) };
}

/** The operations (as `METHOD /path`) that did not answer 401 in the error body with `headers`. */
async function not401(headers: Record<string, string>): Promise<string[]> {
  const failures: string[] = [];
  for (const op of operations) {
    const body = ['POST', 'PUT', 'DELETE'].includes(op.method) ? {} : undefined;
    const response = await ctx.call(op.method, op.path, { headers, body });
    if (response.status !== 401 || response.body?.resultEnum !== 'UNAUTHORIZED')
      failures.push(`${op.method} ${op.template}: ${response.status}`);
  }
  return failures;
}

test('the document lists the admin calls, staff and audit log among them', () => {
  expect(operations.length).toBeGreaterThan(60);
  const adminOnly = operations.filter((op) => op.adminOnly).map((op) => `${op.method} ${op.template}`);
  expect(adminOnly.sort()).toEqual(
    [
      'GET /api/admin/staff',
      'POST /api/admin/staff',
      'PUT /api/admin/staff/{id}',
      'PUT /api/admin/staff/{id}/reset-password',
      'GET /api/admin/roles',
      'GET /api/admin/audit-log',
      'POST /api/admin/staff/{id}/totp/reset',
      'GET /api/admin/security-config',
      'PUT /api/admin/security-config',
      'POST /api/admin/workflow-config',
      'GET /api/admin/language-config',
      'PUT /api/admin/language-config',
      'GET /api/admin/subscribers',
      'GET /api/admin/subscribers/summary',
      'GET /api/admin/subscribers/export',
      'GET /api/admin/subscribers/mails',
      'GET /api/admin/subscribers/{id}/consents',
      'POST /api/admin/subscribers/test-send',
      'DELETE /api/admin/subscribers/{id}',
      'POST /api/admin/subscribers/erase',
      'POST /api/admin/glossary',
      'PUT /api/admin/glossary/{id}',
      'DELETE /api/admin/glossary/{id}',
      'POST /api/admin/glossary/import',
    ].sort(),
  );
});

describe('every admin call is 401', () => {
  test('without a token', async () => {
    expect(await not401({})).toEqual([]);
  });

  test.each([
    ['an empty header', ''],
    ['Bearer alone', 'Bearer '],
    ['a made-up word', 'garbage'],
    ['"null"', 'null'],
    ['a random token of the right shape', 'Bearer 3q2-7wEjR5kX0c1yVb8QJmZ9sLhT4nPaGdUe6fKoIr0'],
    ['SQL in the header', "' OR 1=1 --"],
    ['a very long header', 'x'.repeat(8000)],
  ])('with %s', async (_label, authorization) => {
    expect(await not401({ authorization })).toEqual([]);
  });

  test('with the stored hash of a live token, or a live token changed by one character or in another case', async () => {
    const token = await ctx.signIn();
    const { tokenHash } = await ctx.db
      .selectFrom('adminSession')
      .select('tokenHash')
      .where('tokenHash', '=', hashToken(token))
      .executeTakeFirstOrThrow();
    const flipped = `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`;
    for (const authorization of [tokenHash, flipped, token.toUpperCase() === token ? token.toLowerCase() : token.toUpperCase()]) {
      expect(await not401({ authorization })).toEqual([]);
    }
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(200);
  });

  test('with a token that signed out (quit)', async () => {
    const token = await ctx.signIn();
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/quit', { token })).status).toBe(200);
    expect(await not401({ authorization: token })).toEqual([]);
    expect(await not401({ authorization: `Bearer ${token}` })).toEqual([]);
  });

  test("with another session's token after a password change", async () => {
    const other = await ctx.signIn();
    const current = await ctx.signIn();
    const changed = await ctx.call('PUT', '/api/admin/modify-password', {
      token: current,
      body: { oldPassword: ADMIN_PASSWORD, newPassword: 'matrix-new-password' },
    });
    expect(changed.status).toBe(200);
    expect(await not401({ authorization: other })).toEqual([]);
    expect(await not401({ authorization: admin })).toEqual([]);
    await ctx.call('PUT', '/api/admin/modify-password', {
      token: current,
      body: { oldPassword: 'matrix-new-password', newPassword: ADMIN_PASSWORD },
    });
    admin = current;
  });

  test("with an editor's token after an administrator reset the editor's password", async () => {
    const editor = await newAccount(2);
    const reset = await ctx.call('PUT', `/api/admin/staff/${editor.id}/reset-password`, {
      token: admin,
      body: { newPassword: 'another-password-1' },
    });
    expect(reset.status).toBe(200);
    expect(await not401({ authorization: editor.token })).toEqual([]);
  });

  test('with the token of an account that was disabled, until it is enabled and signs in again', async () => {
    const editor = await newAccount(2);
    expect((await ctx.call('PUT', `/api/admin/staff/${editor.id}`, { token: admin, body: { disabled: 1 } })).status).toBe(200);
    expect(await not401({ authorization: editor.token })).toEqual([]);
    const refused = await ctx.call('POST', '/api/admin/login', {
      body: { loginAccount: editor.loginAccount, password: editor.password },
      headers: { 'x-forwarded-for': '10.60.0.1' },
    });
    expect(refused.status).toBe(400);
    expect((await ctx.call('PUT', `/api/admin/staff/${editor.id}`, { token: admin, body: { disabled: 0 } })).status).toBe(200);
    const token = await ctx.signIn(editor.loginAccount, editor.password);
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(200);
  });

  test.each([
    ['GET', '/api/admin//mine'],
    ['GET', '/api//admin/mine'],
    ['GET', '/api/admin/./mine'],
    ['GET', '/api/admin/login/../mine'],
    ['GET', '/api/admin/send-email/../mine'],
    ['GET', '/api/admin/%6Dine'],
    ['GET', '/api/admin/mine/'],
    ['GET', '/api/admin/mine;login'],
    ['GET', '/api/admin/mine?/admin/login'],
    ['GET', '/api/admin/mine#/admin/login'],
    ['GET', '/api/ADMIN/mine'],
    ['GET', '/api/admin%2Fmine'],
    ['HEAD', '/api/admin/mine'],
    ['HEAD', '/api/admin/staff'],
    ['OPTIONS', '/api/admin/staff'],
    ['POST', '/api/admin/login/../staff'],
    ['POST', '/api/admin/send-email/../staff'],
  ])('%s %s never answers without a token', async (method, path) => {
    const response = await ctx.call(method, path, {
      body: method === 'POST' ? { loginAccount: 'x1x', userName: 'x', password: 'long-enough-password-1', roleId: 1 } : undefined,
    });
    expect([401, 404, 405]).toContain(response.status);
    if (response.status !== 401) expect(JSON.stringify(response.body)).not.toMatch(/loginAccount|passwordHash/);
  });
});

describe('roles', () => {
  let editor: Awaited<ReturnType<typeof newAccount>>;
  beforeAll(async () => {
    editor = await newAccount(2);
  });

  /** Bodies that would succeed for an administrator, so a 403 is the role's doing, not the input's. */
  const adminOnlyBodies: Record<string, unknown> = {
    'POST /api/admin/staff': { loginAccount: `escalate${Date.now()}`, userName: 'Escalated', password: 'escalate-password', roleId: 1 },
    'PUT /api/admin/staff/{id}': { roleId: 1 },
    'PUT /api/admin/staff/{id}/reset-password': { newPassword: 'taken-over-password' },
    'PUT /api/admin/security-config': { totpRequired: 1 },
    'POST /api/admin/workflow-config': { approvalRequired: 1 },
    'PUT /api/admin/language-config': { fallback: 'en_US' },
    'POST /api/admin/subscribers/test-send': { articleId: 1 },
    'POST /api/admin/subscribers/erase': { email: 'reader@example.com' },
    'POST /api/admin/glossary': { term: 'Escalated term' },
    'PUT /api/admin/glossary/{id}': { note: 'Escalated note' },
    'POST /api/admin/glossary/import': { csv: 'en_US\nEscalated term\n' },
  };

  test("an editor's token is 403 in the error body on every administrator-only call, its own account included", async () => {
    const adminId = (await ctx.call('GET', '/api/admin/mine', { token: admin })).body.result.id;
    for (const target of [editor.id, adminId]) {
      for (const op of operations.filter((candidate) => candidate.adminOnly)) {
        const path = op.template.replace('{id}', String(target));
        const response = await ctx.call(op.method, path, { token: editor.token, body: adminOnlyBodies[`${op.method} ${op.template}`] });
        expect([op.method, path, response.status, response.body.resultEnum]).toEqual([op.method, path, 403, 'FORBIDDEN']);
      }
    }
    const staff = await ctx.db.selectFrom('adminUser').select(['id', 'roleId']).where('id', '=', editor.id).executeTakeFirstOrThrow();
    expect(staff.roleId).toBe(2);
    expect(await ctx.db.selectFrom('adminUser').select('id').where('loginAccount', 'like', 'escalate%').execute()).toEqual([]);
    // The editor's password was not changed: signing in with it still works.
    await ctx.signIn(editor.loginAccount, editor.password);
  });

  test('the same calls work for an administrator', async () => {
    const now = new Date().toISOString();
    const subscriber = {
      email: 'reader@example.com',
      name: null,
      lang: 'en_US',
      frequency: 'weekly',
      practiceAreas: null,
      state: 'active',
    };
    await ctx.db
      .insertInto('subscriber')
      .values({ ...subscriber, stopReason: null, createTime: now, updateTime: now })
      .execute();
    for (const op of operations.filter((candidate) => candidate.adminOnly && candidate.method === 'GET')) {
      expect([
        op.template,
        (await ctx.call(op.method, op.path, { token: admin, body: adminOnlyBodies[`${op.method} ${op.template}`] })).status,
      ]).toEqual([op.template, 200]);
    }
  });

  test("an editor's token is never 401 or 403 on the content calls", async () => {
    const failures: string[] = [];
    for (const op of operations.filter(
      (candidate) => !candidate.adminOnly && candidate.method === 'GET' && candidate.template !== '/api/admin/quit',
    )) {
      const response = await ctx.call(op.method, op.path, { token: editor.token });
      if ([401, 403].includes(response.status) || response.status >= 500) failures.push(`${op.template}: ${response.status}`);
    }
    expect(failures).toEqual([]);
  });

  test('an administrator demoted to editor is 403 on staff calls at once, with the same token', async () => {
    const other = await newAccount(1);
    expect((await ctx.call('GET', '/api/admin/staff', { token: other.token })).status).toBe(200);
    expect((await ctx.call('PUT', `/api/admin/staff/${other.id}`, { token: admin, body: { roleId: 2 } })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/staff', { token: other.token })).status).toBe(403);
    expect((await ctx.call('GET', '/api/admin/audit-log', { token: other.token })).status).toBe(403);
  });
});

describe('throttling beyond tests/api/auth.test.ts and contact.test.ts: bursts sent at once', () => {
  beforeEach(() => ctx.db.deleteFrom('rateLimitHit').execute());
  afterAll(() => ctx.db.deleteFrom('rateLimitHit').execute());

  const login = (loginAccount: string, password: string, forwardedFor: string) =>
    ctx.call('POST', '/api/admin/login', { body: { loginAccount, password }, headers: { 'x-forwarded-for': forwardedFor } });

  test('the account lock ignores the case of the account name', async () => {
    for (const [index, name] of ['ADMIN', 'Admin', 'aDmIn', 'admin', 'ADMIN'].entries()) {
      expect((await login(name, 'wrong', `10.61.0.${index}`)).status).toBe(400);
    }
    expect((await login('admin', ADMIN_PASSWORD, '10.61.1.1')).status).toBe(429);
  });

  test('a client cannot escape its lock by adding addresses of its own to X-Forwarded-For', async () => {
    for (let i = 0; i < 5; i++) expect((await login(`nobody${i}`, 'wrong', `1.2.3.${i}, 10.62.0.1`)).status).toBe(400);
    expect((await login('admin', ADMIN_PASSWORD, '9.9.9.9, 10.62.0.1')).status).toBe(429);
    expect((await login('admin', ADMIN_PASSWORD, '10.62.0.2')).status).toBe(200);
  });

  /** How many of `attempts` were checked (a wrong password: 400) rather than refused unchecked (429). */
  const checked = (responses: { status: number }[]) => {
    expect(responses.every((response) => [400, 429].includes(response.status))).toBe(true);
    return responses.filter((response) => response.status === 400).length;
  };

  test('bursts of guesses sent at once get no more than five passwords checked in the window', async () => {
    let total = 0;
    for (let round = 0; round < 3; round++) {
      total += checked(
        await Promise.all(Array.from({ length: 20 }, (_, i) => login('admin', `guess-${round}-${i}`, `10.63.${round}.${i}`))),
      );
      expect(total).toBeLessThanOrEqual(5);
    }
    for (let i = 0; i < 8; i++) total += checked([await login('admin', `slow-guess-${i}`, `10.63.9.${i}`)]);
    expect(total).toBe(5);
    expect((await login('admin', ADMIN_PASSWORD, '10.63.99.1')).status).toBe(429);
  });

  test('bursts from one client get no more than five passwords checked, whatever the accounts', async () => {
    let total = 0;
    for (let round = 0; round < 3; round++) {
      total += checked(await Promise.all(Array.from({ length: 20 }, (_, i) => login(`burst${round}x${i}`, 'wrong', '10.64.0.1'))));
      expect(total).toBeLessThanOrEqual(5);
    }
    for (let i = 0; i < 8; i++) total += checked([await login(`slow${i}`, 'wrong', '10.64.0.1')]);
    expect(total).toBe(5);
    expect((await login('admin', ADMIN_PASSWORD, '10.64.0.1')).status).toBe(429);
  });

  test('bursts of contact messages from one client store no more than five in the window', async () => {
    const before = (await ctx.db.selectFrom('contactMessage').select('id').execute()).length;
    const send = (i: number) =>
      ctx.call('POST', '/api/admin/send-email', {
        body: { name: `Burst ${i}`, email: 'burst@example.com', content: 'Hello' },
        headers: { 'x-forwarded-for': '10.66.0.1' },
      });
    let accepted = 0;
    for (let round = 0; round < 3; round++) {
      const responses = await Promise.all(Array.from({ length: 20 }, (_, i) => send(round * 20 + i)));
      expect(responses.every((response) => [200, 429].includes(response.status))).toBe(true);
      accepted += responses.filter((response) => response.status === 200).length;
      expect(accepted).toBeLessThanOrEqual(5);
    }
    for (let i = 0; i < 8; i++) if ((await send(100 + i)).status === 200) accepted++;
    expect(accepted).toBe(5);
    expect((await ctx.db.selectFrom('contactMessage').select('id').execute()).length - before).toBe(5);
  });

  test('successful sign-ins from one office address never lock it', async () => {
    for (let i = 0; i < 8; i++) expect((await login('admin', ADMIN_PASSWORD, '10.65.0.1')).status).toBe(200);
  });
});
