import QRCode from 'qrcode';
import { verifyPassword } from '../auth/password';
import { hashRecoveryCode, newRecoveryCodes } from '../auth/recovery-codes';
import { isTotpCode, newTotpSecret, totpStep, totpUri } from '../auth/totp';
import { config } from '../config';
import type { Db } from '../db/client';
import { ConflictError, InvalidInputError } from '../errors';
import * as users from '../repositories/admin-users';
import type { AdminProfile } from '../repositories/admin-users';
import * as recoveryCodes from '../repositories/recovery-codes';
import type { RecoveryCodes, TotpSetup, TotpStatus } from '../validation/two-factor';
import { audit } from './audit';
import { isTotpRequired } from './security-config';
import { countGuess } from './sign-in-lock';

type Account = Pick<NonNullable<Awaited<ReturnType<typeof users.findById>>>, 'id' | 'totpSecret'>;

/**
 * Accepts a code of a user who has two-factor sign-in on: the authenticator app's current code,
 * or one of the recovery codes; either only once.
 */
export async function acceptSecondFactor(db: Db, account: Account, code: string): Promise<boolean> {
  if (!account.totpSecret) return false;
  if (isTotpCode(code)) {
    const step = totpStep(account.totpSecret, code);
    return step !== null && users.claimTotpStep(db, account.id, step);
  }
  return recoveryCodes.consumeRecoveryCode(db, account.id, hashRecoveryCode(account.id, code));
}

async function account(db: Db, id: number) {
  return (await users.findById(db, id))!;
}

export async function totpStatus(db: Db, user: AdminProfile): Promise<TotpStatus> {
  return {
    enabled: user.totpEnabled,
    required: Number(await isTotpRequired(db)),
    recoveryCodesLeft: await recoveryCodes.countRecoveryCodes(db, user.id),
  };
}

function refuseWhenOn(user: AdminProfile): void {
  if (user.totpEnabled) throw new ConflictError('Two-factor sign-in is already on; turn it off first to set it up again');
}

/** Offers a new secret; it takes effect once a code from it is confirmed (`enableTotp`). */
export async function setUpTotp(db: Db, user: AdminProfile): Promise<TotpSetup> {
  refuseWhenOn(user);
  const secret = newTotpSecret();
  await users.updateUser(db, user.id, { totpPendingSecret: secret });
  const uri = totpUri(secret, user.loginAccount, new URL(config.siteUrl).host);
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, uri, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Turns two-factor sign-in on with a code from the offered secret; returns the recovery codes, shown only now. */
export async function enableTotp(db: Db, user: AdminProfile, code: string): Promise<RecoveryCodes> {
  refuseWhenOn(user);
  const { totpPendingSecret } = await account(db, user.id);
  if (!totpPendingSecret) throw new ConflictError('Start the setup first: there is no secret to confirm');
  const step = totpStep(totpPendingSecret, code);
  if (step === null) throw new InvalidInputError('code', '{field}: the code is incorrect or has expired');
  const codes = newRecoveryCodes();
  await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, { totpSecret: totpPendingSecret, totpPendingSecret: null, totpLastStep: step });
    await recoveryCodes.replaceRecoveryCodes(
      trx,
      user.id,
      codes.map((recoveryCode) => hashRecoveryCode(user.id, recoveryCode)),
    );
    await audit(trx, user, 'enable-totp', 'adminUser', user.id);
  });
  return { recoveryCodes: codes };
}

/** Forgets an account's second factor: its secret and recovery codes. Call inside a transaction. */
export async function removeTotp(db: Db, userId: number): Promise<void> {
  await users.updateUser(db, userId, { totpSecret: null, totpPendingSecret: null, totpLastStep: null });
  await recoveryCodes.deleteRecoveryCodes(db, userId);
}

/**
 * Turns the user's own two-factor sign-in off, proven by their password or a code. Wrong proofs
 * count against the account as failed sign-ins do.
 */
export async function disableTotp(db: Db, user: AdminProfile, proof: { password?: string; code?: string }): Promise<void> {
  if (!user.totpEnabled) throw new ConflictError('Two-factor sign-in is already off');
  const guess = await countGuess(db, user.loginAccount);
  const stored = await account(db, user.id);
  const proven = proof.password
    ? await verifyPassword(proof.password, stored.passwordHash)
    : await acceptSecondFactor(db, stored, proof.code ?? '');
  if (!proven) {
    const field = proof.password ? 'password' : 'code';
    throw new InvalidInputError(field, '{field} is incorrect');
  }
  await guess.withdraw();
  await db.transaction().execute(async (trx) => {
    await removeTotp(trx, user.id);
    await audit(trx, user, 'disable-totp', 'adminUser', user.id);
  });
}
