import { Secret, TOTP } from 'otpauth';
import type { TestContext } from './context';

/** The code an authenticator app shows for `secret`, now or `stepsAhead` 30-second steps later. */
export function totpCode(secret: string, stepsAhead = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + stepsAhead * 30_000 });
}

/** Sets up and turns on two-factor sign-in for the token's user, as the back office does. */
export async function enableTwoFactor(ctx: TestContext, token: string): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await ctx.call('POST', '/api/admin/totp/setup', { token });
  if (setup.status !== 200) throw new Error(`setup failed: ${JSON.stringify(setup.body)}`);
  const { secret } = setup.body.result;
  const enabled = await ctx.call('POST', '/api/admin/totp/enable', { token, body: { code: totpCode(secret) } });
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { secret, recoveryCodes: enabled.body.result.recoveryCodes };
}

/** Lets this 30-second step's code be used again: each test signs in as if a new step had begun. */
export async function forgetUsedCodes(ctx: TestContext): Promise<void> {
  await ctx.db.updateTable('adminUser').set({ totpLastStep: null }).execute();
}

let staffCount = 0;

/** A new staff account (an editor unless `roleId` says otherwise; a translator's `languages`) and a token of it. */
export async function createStaffAccount(ctx: TestContext, adminToken: string, roleId = 2, extra: { languages?: string[] } = {}) {
  const loginAccount = `person${++staffCount}`;
  const password = 'a-passphrase-long-enough';
  const created = await ctx.call('POST', '/api/admin/staff', {
    token: adminToken,
    body: { loginAccount, userName: `Person ${staffCount}`, password, roleId, ...extra },
  });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  return { id: created.body.result.id as number, loginAccount, password, token: await ctx.signIn(loginAccount, password) };
}
