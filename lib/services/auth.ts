import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { config } from '../config';
import { hashPassword, randomPassword, verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { InvalidInputError, UnauthenticatedError } from '../errors';
import * as users from '../repositories/admin-users';
import * as sessions from '../repositories/sessions';
import { nowIso } from '../time';
import { log } from '../log';
import type { LoginInput, ModifyPasswordInput } from '../validation/auth';
import { checkNewPassword } from './password-policy';
import { ADMIN_ROLE_ID } from './administrator';
import { countGuess } from './sign-in-lock';
import { acceptSecondFactor } from './two-factor';

const wrongCredentials = 'Incorrect account or password';
// A session's last use is written at most this often, so a busy session costs no write per request.
const LAST_USE_PRECISION_MS = 60_000;

// Verified against when the account does not exist, so both cases take the same time.
let decoyHash: Promise<string> | undefined;

/** Where a request comes from: its address and its User-Agent. */
export interface Client {
  address: string;
  userAgent?: string;
}

/**
 * Checks the password, and the second factor when the account has one: without a code the
 * answer is 401 `TOTP_REQUIRED`; a wrong code is 401 `TOTP_INVALID` and counts as a failed
 * sign-in, as a wrong password does.
 */
export async function login(db: Db, input: LoginInput, client: Client): Promise<string> {
  const guess = await countGuess(db, input.loginAccount, client.address);

  const user = await users.findByAccount(db, input.loginAccount);
  const passwordMatches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await (decoyHash ??= hashPassword(randomPassword()))),
  );
  // A failed attempt stays counted against the account and the client.
  if (!user || !passwordMatches || user.disabled) throw new InvalidInputError('password', wrongCredentials);
  if (user.totpSecret && !input.code) {
    // Nothing was guessed: the attempt is taken back.
    await guess.withdraw();
    throw new UnauthenticatedError('Enter the code from your authenticator app or a recovery code', 'TOTP_REQUIRED');
  }
  if (user.totpSecret && !(await acceptSecondFactor(db, user, input.code!))) {
    throw new UnauthenticatedError('Incorrect or already used code', 'TOTP_INVALID');
  }

  await guess.succeeded();
  // Expired sessions no longer sign anyone in; each sign-in deletes them so the table stays small.
  await sessions.deleteExpiredSessions(db);
  const token = newToken();
  await sessions.insertSession(db, {
    tokenHash: hashToken(token),
    id: randomBytes(12).toString('base64url'),
    userId: user.id,
    userAgent: client.userAgent?.slice(0, 500) || null,
    address: client.address,
    expiresAt: new Date(Date.now() + config.sessionTtlHours * 3600_000).toISOString(),
  });
  await users.updateUser(db, user.id, { lastLoginTime: nowIso() });
  return token;
}

/** Reads `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value ? value : undefined;
}

/** The user of a live session; notes the session's use (at most once a minute) and address. */
export async function authenticate(db: Db, token: string | undefined, client: Client): Promise<users.AdminProfile> {
  if (!token) throw new UnauthenticatedError('Please sign in');
  const tokenHash = hashToken(token);
  const found = await users.findProfileBySession(db, tokenHash);
  if (!found || found.disabled) throw new UnauthenticatedError('Your session has expired; please sign in again');
  const { sessionLastUsedAt, ...profile } = found;
  if (Date.now() - Date.parse(sessionLastUsedAt) >= LAST_USE_PRECISION_MS) await sessions.markSessionUsed(db, tokenHash, client.address);
  return profile;
}

export async function logout(db: Db, token: string): Promise<void> {
  await sessions.deleteSession(db, hashToken(token));
}

/**
 * Changes the user's own password; every other session of theirs ends. The old password is a
 * guess like a sign-in's: wrong ones count toward the same lock, which refuses even a right one.
 */
export async function changePassword(
  db: Db,
  session: { user: Pick<users.AdminProfile, 'id' | 'loginAccount'>; token: string; client: Client },
  { oldPassword, newPassword }: ModifyPasswordInput,
): Promise<void> {
  const guess = await countGuess(db, session.user.loginAccount, session.client.address);
  const user = await users.findById(db, session.user.id);
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) throw new InvalidInputError('oldPassword', '{field} is incorrect');
  await guess.succeeded();
  await checkNewPassword('newPassword', newPassword, Boolean(user.totpSecret), user.loginAccount);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, user.id, { passwordHash });
    await sessions.deleteUserSessions(trx, user.id, hashToken(session.token));
  });
}

/**
 * Creates the first administrator on an empty database, printing a generated password once.
 * ADMIN_PASSWORD is the operator's choice, outside the password policy applied to passwords
 * chosen in the back office (as are passwords set before the policy).
 */
export async function ensureFirstAdmin(db: Db): Promise<void> {
  if ((await users.countUsers(db)) > 0) return;
  const generated = !config.adminPassword;
  const password = config.adminPassword || randomPassword();
  await users.insertUser(db, {
    loginAccount: config.adminAccount,
    userName: 'Administrator',
    passwordHash: await hashPassword(password),
    roleId: ADMIN_ROLE_ID,
  });
  if (generated) {
    // Printed once, on purpose: this is the only way to learn a generated first password.
    console.log(`\n  First administrator: ${config.adminAccount} / ${password}\n  (set ADMIN_PASSWORD to choose it)\n`);
  } else {
    log.info({ account: config.adminAccount }, 'first administrator created');
  }
}
