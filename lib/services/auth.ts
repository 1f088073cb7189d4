import type { Db } from '../db/client';
import { config } from '../config';
import { hashPassword, randomPassword, verifyPassword } from '../auth/password';
import { hashToken, newToken } from '../auth/tokens';
import { ForbiddenError, InvalidInputError, TooManyRequestsError, UnauthenticatedError } from '../errors';
import * as users from '../repositories/admin-users';
import * as sessions from '../repositories/sessions';
import { nowIso } from '../time';
import { log } from '../log';
import { countAttempt, loginRule, reset } from './rate-limit';

export const ADMIN_ROLE_ID = 1;

const wrongCredentials = 'Incorrect account or password';
const throttled = 'Too many failed sign-in attempts. Please try again in 15 minutes.';

// Verified against when the account does not exist, so both cases take the same time.
let decoyHash: Promise<string> | undefined;

export async function login(db: Db, loginAccount: string, password: string, client: string): Promise<string> {
  const keys = [`account:${loginAccount.toLowerCase()}`, `client:${client}`];
  const attempts: Awaited<ReturnType<typeof countAttempt>>[] = [];
  for (const key of keys) attempts.push(await countAttempt(db, loginRule, key));
  const withdraw = () => Promise.all(attempts.map((attempt) => attempt.withdraw()));
  if (attempts.some((attempt) => attempt.over)) {
    await withdraw();
    throw new TooManyRequestsError(throttled);
  }

  const user = await users.findByAccount(db, loginAccount);
  const passwordMatches = await verifyPassword(password, user?.passwordHash ?? (await (decoyHash ??= hashPassword(randomPassword()))));
  // A failed attempt stays counted against the account and the client.
  if (!user || !passwordMatches || user.disabled) throw new InvalidInputError('password', wrongCredentials);

  await withdraw();
  await reset(db, loginRule, keys[0]);
  // Expired sessions no longer sign anyone in; each sign-in deletes them so the table stays small.
  await sessions.deleteExpiredSessions(db);
  const token = newToken();
  const expiresAt = new Date(Date.now() + config.sessionTtlHours * 3600_000).toISOString();
  await sessions.insertSession(db, hashToken(token), user.id, expiresAt);
  await users.updateUser(db, user.id, { lastLoginTime: nowIso() });
  return token;
}

/** Reads `Authorization: <token>` or `Authorization: Bearer <token>`. */
export function tokenFromHeader(header: string | undefined): string | undefined {
  const value = header?.trim().replace(/^Bearer\s+/i, '');
  return value ? value : undefined;
}

export async function authenticate(db: Db, token: string | undefined): Promise<users.AdminProfile> {
  if (!token) throw new UnauthenticatedError('Please sign in');
  const session = await sessions.findLiveSession(db, hashToken(token));
  const profile = session && (await users.findProfileById(db, session.userId));
  if (!profile || profile.disabled) throw new UnauthenticatedError('Your session has expired; please sign in again');
  return profile;
}

export async function logout(db: Db, token: string): Promise<void> {
  await sessions.deleteSession(db, hashToken(token));
}

export async function changePassword(
  db: Db,
  userId: number,
  currentToken: string,
  oldPassword: string,
  newPassword: string,
): Promise<void> {
  const user = await users.findById(db, userId);
  if (!user || !(await verifyPassword(oldPassword, user.passwordHash))) throw new InvalidInputError('oldPassword', '{field} is incorrect');
  await users.updateUser(db, userId, { passwordHash: await hashPassword(newPassword) });
  await sessions.deleteUserSessions(db, userId, hashToken(currentToken));
}

export function requireAdministrator(profile: users.AdminProfile): void {
  if (profile.roleId !== ADMIN_ROLE_ID) throw new ForbiddenError('Only an administrator can manage staff accounts');
}

/** Creates the first administrator on an empty database, printing a generated password once. */
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
