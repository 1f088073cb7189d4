import { useTestContext } from '../support/context';
import { createStaffAccount, enableTwoFactor, forgetUsedCodes, totpCode } from '../support/two-factor';

const ctx = useTestContext();
beforeEach(async () => {
  await ctx.db.deleteFrom('rateLimitHit').execute();
  await forgetUsedCodes(ctx);
});

let client = 0;
const login = (loginAccount: string, password: string, code?: string) =>
  ctx.call('POST', '/api/admin/login', {
    body: { loginAccount, password, ...(code === undefined ? {} : { code }) },
    headers: { 'x-forwarded-for': `10.20.${Math.floor(++client / 250)}.${client % 250}` },
  });

describe('setting up two-factor sign-in', () => {
  test('setup offers a secret, its otpauth URI and a QR code image; nothing changes until a code confirms it', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    const setup = await ctx.call('POST', '/api/admin/totp/setup', { token: person.token });
    expect(setup.status).toBe(200);
    const { secret, uri, qrCode } = setup.body.result;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(uri).toMatch(new RegExp(`^otpauth://totp/.*${person.loginAccount}\\?.*secret=${secret}`));
    expect(uri).toContain('issuer=');
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(',')[1], 'base64').toString()).toContain('<svg');

    expect((await ctx.call('GET', '/api/admin/totp', { token: person.token })).body.result).toEqual({
      enabled: 0,
      required: 0,
      recoveryCodesLeft: 0,
    });
    expect((await login(person.loginAccount, person.password)).status).toBe(200);
  });

  test('a wrong code does not turn it on; a right one does and returns ten different recovery codes, stored only hashed', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    const { secret } = (await ctx.call('POST', '/api/admin/totp/setup', { token: person.token })).body.result;
    const wrong = await ctx.call('POST', '/api/admin/totp/enable', { token: person.token, body: { code: '000000' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^code:/);
    const missing = await ctx.call('POST', '/api/admin/totp/enable', { token: person.token, body: {} });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toMatch(/code/);

    const enabled = await ctx.call('POST', '/api/admin/totp/enable', { token: person.token, body: { code: totpCode(secret) } });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.result.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    const stored = JSON.stringify(await ctx.db.selectFrom('adminRecoveryCode').selectAll().execute());
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.replace(/-/g, ''));
    }
    expect((await ctx.call('GET', '/api/admin/totp', { token: person.token })).body.result).toEqual({
      enabled: 1,
      required: 0,
      recoveryCodesLeft: 10,
    });
  });

  test('enabling without a setup, and setting up or enabling again while it is on, are 409s', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    expect((await ctx.call('POST', '/api/admin/totp/enable', { token: person.token, body: { code: '123456' } })).status).toBe(409);
    const { secret } = await enableTwoFactor(ctx, person.token);
    expect((await ctx.call('POST', '/api/admin/totp/setup', { token: person.token })).status).toBe(409);
    const again = await ctx.call('POST', '/api/admin/totp/enable', { token: person.token, body: { code: totpCode(secret, 1) } });
    expect(again.status).toBe(409);
  });

  test('the staff list shows who has two-factor sign-in', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    await enableTwoFactor(ctx, person.token);
    const list = await ctx.call('GET', '/api/admin/staff', { token: ctx.admin });
    expect(list.body.result.find((account: { id: number }) => account.id === person.id)).toMatchObject({ totpEnabled: 1 });
    expect(list.body.result.find((account: { loginAccount: string }) => account.loginAccount === 'admin')).toMatchObject({
      totpEnabled: 0,
    });
  });
});

describe('signing in with two-factor sign-in on', () => {
  let person: Awaited<ReturnType<typeof createStaffAccount>>;
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    person = await createStaffAccount(ctx, ctx.admin);
    ({ secret, recoveryCodes } = await enableTwoFactor(ctx, person.token));
  });

  test('a right password without a code is 401 TOTP_REQUIRED; a wrong code 401 TOTP_INVALID; a right code signs in', async () => {
    const noCode = await login(person.loginAccount, person.password);
    expect(noCode.status).toBe(401);
    expect(noCode.body).toMatchObject({ status: 401, code: 401, resultEnum: 'TOTP_REQUIRED' });
    const emptyCode = await login(person.loginAccount, person.password, '');
    expect(emptyCode.body.resultEnum).toBe('TOTP_REQUIRED');

    const wrong = await login(person.loginAccount, person.password, totpCode(secret) === '111111' ? '222222' : '111111');
    expect(wrong.status).toBe(401);
    expect(wrong.body.resultEnum).toBe('TOTP_INVALID');

    const right = await login(person.loginAccount, person.password, totpCode(secret));
    expect(right.status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/mine', { token: right.body.result })).status).toBe(200);
  });

  test('a wrong password is refused as before, whatever the code, without saying a code is needed', async () => {
    const wrong = await login(person.loginAccount, 'not-the-password', totpCode(secret));
    expect(wrong.status).toBe(400);
    expect(wrong.body.resultEnum).toBe('BAD_REQUEST');
    expect((await login(person.loginAccount, 'not-the-password')).body.resultEnum).toBe('BAD_REQUEST');
  });

  test('a code signs in once: the same code again is refused', async () => {
    const code = totpCode(secret);
    expect((await login(person.loginAccount, person.password, code)).status).toBe(200);
    const replayed = await login(person.loginAccount, person.password, code);
    expect(replayed.status).toBe(401);
    expect(replayed.body.resultEnum).toBe('TOTP_INVALID');
    // The next step's code still works (an app a little ahead of the server).
    expect((await login(person.loginAccount, person.password, totpCode(secret, 1))).status).toBe(200);
  });

  test('a recovery code signs in once, however it is typed', async () => {
    const [first, second] = recoveryCodes;
    expect((await login(person.loginAccount, person.password, ` ${first.toUpperCase().replace(/-/g, ' ')} `)).status).toBe(200);
    const reused = await login(person.loginAccount, person.password, first);
    expect(reused.status).toBe(401);
    expect(reused.body.resultEnum).toBe('TOTP_INVALID');
    expect((await login(person.loginAccount, person.password, second)).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/totp', { token: person.token })).body.result.recoveryCodesLeft).toBe(8);
  });

  test("another account's recovery code does not work", async () => {
    const other = await createStaffAccount(ctx, ctx.admin);
    const { recoveryCodes: othersCodes } = await enableTwoFactor(ctx, other.token);
    expect((await login(person.loginAccount, person.password, othersCodes[0])).body.resultEnum).toBe('TOTP_INVALID');
  });

  test('five wrong codes lock the account like five wrong passwords: then even the right code is 429', async () => {
    for (let i = 0; i < 5; i++) expect((await login(person.loginAccount, person.password, `00000${i}`)).status).toBe(401);
    const locked = await login(person.loginAccount, person.password, totpCode(secret));
    expect(locked.status).toBe(429);
    expect(locked.body.resultEnum).toBe('TOO_MANY_REQUESTS');
    expect((await login(person.loginAccount, person.password, recoveryCodes[5])).status).toBe(429);
  });

  test('wrong codes and wrong passwords count together', async () => {
    for (let i = 0; i < 3; i++) await login(person.loginAccount, 'not-the-password');
    for (let i = 0; i < 2; i++) await login(person.loginAccount, person.password, '999999');
    expect((await login(person.loginAccount, person.password, totpCode(secret))).status).toBe(429);
  });

  test('asking for the code step is not a failure: it never locks the account', async () => {
    for (let i = 0; i < 7; i++) expect((await login(person.loginAccount, person.password)).body.resultEnum).toBe('TOTP_REQUIRED');
    expect((await login(person.loginAccount, person.password, totpCode(secret))).status).toBe(200);
  });
});

describe('turning it off', () => {
  test('with a wrong password it stays on; with the right one it is off and sign-in needs no code', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    await enableTwoFactor(ctx, person.token);
    const wrong = await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: { password: 'not-the-password' } });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^password/);
    const neither = await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: {} });
    expect(neither.status).toBe(400);
    expect(neither.body.message).toMatch(/^password:/);
    expect((await login(person.loginAccount, person.password)).body.resultEnum).toBe('TOTP_REQUIRED');

    const off = await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: { password: person.password } });
    expect(off.status).toBe(200);
    expect((await login(person.loginAccount, person.password)).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/totp', { token: person.token })).body.result).toMatchObject({
      enabled: 0,
      recoveryCodesLeft: 0,
    });
    expect((await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: { password: person.password } })).status).toBe(
      409,
    );
  });

  test('with a code instead of the password; guesses count against the account', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    const { secret } = await enableTwoFactor(ctx, person.token);
    await forgetUsedCodes(ctx);
    for (let i = 0; i < 5; i++) {
      const guess = await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: { code: `12345${i}` } });
      expect(guess.status).toBe(400);
      expect(guess.body.message).toMatch(/^code/);
    }
    expect((await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: { code: totpCode(secret) } })).status).toBe(429);
    await ctx.db.deleteFrom('rateLimitHit').execute();
    expect((await ctx.call('POST', '/api/admin/totp/disable', { token: person.token, body: { code: totpCode(secret) } })).status).toBe(200);
  });

  test('an administrator resets it for a user who lost their phone; an editor may not', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    await enableTwoFactor(ctx, person.token);
    const editor = await createStaffAccount(ctx, ctx.admin);
    const refused = await ctx.call('POST', `/api/admin/staff/${person.id}/totp/reset`, { token: editor.token });
    expect(refused.status).toBe(403);
    expect((await login(person.loginAccount, person.password)).body.resultEnum).toBe('TOTP_REQUIRED');

    expect((await ctx.call('POST', '/api/admin/staff/999999/totp/reset', { token: ctx.admin })).status).toBe(404);
    const reset = await ctx.call('POST', `/api/admin/staff/${person.id}/totp/reset`, { token: ctx.admin });
    expect(reset.status).toBe(200);
    expect(reset.body.result).toMatchObject({ id: person.id, totpEnabled: 0 });
    expect((await login(person.loginAccount, person.password)).status).toBe(200);
    expect(await ctx.db.selectFrom('adminRecoveryCode').select('id').where('userId', '=', person.id).execute()).toEqual([]);
    const audit = await ctx.db.selectFrom('auditLog').select('entityKey').where('action', '=', 'reset-totp').execute();
    expect(audit.map((row) => row.entityKey)).toContain(String(person.id));
  });
});

describe('required for everyone', () => {
  afterEach(() => ctx.call('PUT', '/api/admin/security-config', { token: ctx.admin, body: { totpRequired: 0 } }));

  test('an administrator without a second factor cannot require it, so the rule never holds them up', async () => {
    const other = await createStaffAccount(ctx, ctx.admin, 1);
    const refused = await ctx.call('PUT', '/api/admin/security-config', { token: other.token, body: { totpRequired: 1 } });
    expect(refused.status).toBe(409);
    expect((await ctx.call('GET', '/api/admin/security-config', { token: other.token })).body.result).toEqual({ totpRequired: 0 });
    await enableTwoFactor(ctx, ctx.admin);
  });

  test('only an administrator reads and sets it; a bad value is a 400 naming the field', async () => {
    const editor = await createStaffAccount(ctx, ctx.admin);
    expect((await ctx.call('GET', '/api/admin/security-config', { token: ctx.admin })).body.result).toEqual({ totpRequired: 0 });
    expect((await ctx.call('PUT', '/api/admin/security-config', { token: editor.token, body: { totpRequired: 1 } })).status).toBe(403);
    const bad = await ctx.call('PUT', '/api/admin/security-config', { token: ctx.admin, body: { totpRequired: 2 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/^totpRequired/);
    const saved = await ctx.call('PUT', '/api/admin/security-config', { token: ctx.admin, body: { totpRequired: true } });
    expect(saved.body.result).toEqual({ totpRequired: 1 });
    expect((await ctx.call('GET', '/api/admin/security-config', { token: ctx.admin })).body.result).toEqual({ totpRequired: 1 });
  });

  test('a user without it signs in with the password, then may only set it up: everything else is 403 TOTP_SETUP_REQUIRED', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    const withTwoFactor = await createStaffAccount(ctx, ctx.admin);
    const { secret: otherSecret } = await enableTwoFactor(ctx, withTwoFactor.token);
    await ctx.call('PUT', '/api/admin/security-config', { token: ctx.admin, body: { totpRequired: 1 } });

    const signedIn = await login(person.loginAccount, person.password);
    expect(signedIn.status).toBe(200);
    const token = signedIn.body.result;
    const blocked = await ctx.call('GET', '/api/admin/latest-news', { token });
    expect(blocked.status).toBe(403);
    expect(blocked.body.resultEnum).toBe('TOTP_SETUP_REQUIRED');
    expect((await ctx.call('PUT', '/api/admin/modify-head-img', { token, body: { headImg: '' } })).body.resultEnum).toBe(
      'TOTP_SETUP_REQUIRED',
    );
    expect((await ctx.call('GET', '/api/admin/mine', { token })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/sessions', { token })).status).toBe(200);
    expect((await ctx.call('GET', '/api/admin/totp', { token })).body.result).toMatchObject({ enabled: 0, required: 1 });

    await enableTwoFactor(ctx, token);
    expect((await ctx.call('GET', '/api/admin/latest-news', { token })).status).toBe(200);
    expect((await login(person.loginAccount, person.password)).body.resultEnum).toBe('TOTP_REQUIRED');
    // Users who already had it are not held up.
    const other = await login(withTwoFactor.loginAccount, withTwoFactor.password, totpCode(otherSecret, 1));
    expect((await ctx.call('GET', '/api/admin/latest-news', { token: other.body.result })).status).toBe(200);
  });

  test('turning the rule off lets users without a second factor work again at once', async () => {
    const person = await createStaffAccount(ctx, ctx.admin);
    await ctx.call('PUT', '/api/admin/security-config', { token: ctx.admin, body: { totpRequired: 1 } });
    expect((await ctx.call('GET', '/api/admin/latest-news', { token: person.token })).status).toBe(403);
    await ctx.call('PUT', '/api/admin/security-config', { token: ctx.admin, body: { totpRequired: 0 } });
    expect((await ctx.call('GET', '/api/admin/latest-news', { token: person.token })).status).toBe(200);
  });
});
