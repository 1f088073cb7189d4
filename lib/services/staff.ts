import { hashPassword } from '../auth/password';
import { hashToken } from '../auth/tokens';
import type { Db } from '../db/client';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import * as users from '../repositories/admin-users';
import type { AdminProfile } from '../repositories/admin-users';
import * as auditLog from '../repositories/audit-log';
import * as sessions from '../repositories/sessions';
import * as roles from '../repositories/staff';
import type { CreateStaffInput, UpdateStaffInput } from '../validation/staff';
import { audit } from './audit';
import { checkNewPassword } from './password-policy';
import { removeTotp } from './two-factor';
import { ADMIN_ROLE_ID, requireAdministrator } from './administrator';
import { accountLanguages, languagesOf, storedLanguages } from './translator';

/** What a staff listing shows of an account: never the password hash. */
function staffView(profile: AdminProfile) {
  const { id, loginAccount, userName, headImg, roleId, roleName, disabled, lastLoginTime, createTime, totpEnabled } = profile;
  const languages = accountLanguages(profile);
  return { id, loginAccount, userName, headImg, roleId, roleName, disabled, lastLoginTime, createTime, totpEnabled, languages };
}

export type StaffView = ReturnType<typeof staffView>;

async function existingRole(db: Db, roleId: number) {
  const role = await roles.findRole(db, roleId);
  if (!role) throw new InvalidInputError('roleId', '{field}: there is no role {roleId}', { roleId });
  return role;
}

async function existingUser(db: Db, id: number) {
  const profile = await users.findProfileById(db, id);
  if (!profile) throw new NotFoundError('Staff account');
  return profile;
}

export async function listStaff(db: Db, actor: AdminProfile): Promise<StaffView[]> {
  requireAdministrator(actor);
  return (await users.listProfiles(db)).map(staffView);
}

export async function listRoles(db: Db, actor: AdminProfile) {
  requireAdministrator(actor);
  return roles.listRoles(db);
}

export async function createStaff(db: Db, actor: AdminProfile, input: CreateStaffInput): Promise<StaffView> {
  requireAdministrator(actor);
  const role = await existingRole(db, input.roleId);
  const languages = storedLanguages(role.code, input.languages);
  if (await users.findByAccount(db, input.loginAccount))
    throw new ConflictError('loginAccount {account} is already taken', { account: input.loginAccount });
  await checkNewPassword('password', input.password, false, input.loginAccount);
  const passwordHash = await hashPassword(input.password);
  const id = await db.transaction().execute(async (trx) => {
    const created = await users.insertUser(trx, {
      loginAccount: input.loginAccount,
      userName: input.userName,
      passwordHash,
      roleId: input.roleId,
      languages,
    });
    await audit(trx, actor, 'create', 'adminUser', created);
    return created;
  });
  return staffView(await existingUser(db, id));
}

/** Renames, changes the role of, disables or enables an account; disabling ends its sessions. */
export async function updateStaff(db: Db, actor: AdminProfile, id: number, changes: UpdateStaffInput): Promise<StaffView> {
  requireAdministrator(actor);
  const account = await existingUser(db, id);
  if (id === actor.id && changes.disabled === 1) throw new InvalidInputError('disabled', '{field}: you cannot disable your own account');
  if (id === actor.id && changes.roleId !== undefined && changes.roleId !== ADMIN_ROLE_ID) {
    throw new InvalidInputError('roleId', '{field}: you cannot remove your own administrator role');
  }
  const roleCode = changes.roleId === undefined ? account.roleCode : (await existingRole(db, changes.roleId)).code;
  const languages =
    changes.roleId === undefined && changes.languages === undefined
      ? undefined
      : storedLanguages(roleCode, changes.languages ?? languagesOf(account));
  await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, id, { ...changes, languages });
    if (changes.disabled === 1) await sessions.deleteUserSessions(trx, id);
    await audit(trx, actor, 'update', 'adminUser', id);
  });
  return staffView(await existingUser(db, id));
}

/** Sets a new password and ends the account's sessions (the administrator's own current one excepted). */
export async function resetPassword(db: Db, actor: AdminProfile, actorToken: string, id: number, newPassword: string): Promise<void> {
  requireAdministrator(actor);
  const account = await existingUser(db, id);
  await checkNewPassword('newPassword', newPassword, Boolean(account.totpEnabled), account.loginAccount);
  const passwordHash = await hashPassword(newPassword);
  await db.transaction().execute(async (trx) => {
    await users.updateUser(trx, id, { passwordHash });
    await sessions.deleteUserSessions(trx, id, id === actor.id ? hashToken(actorToken) : undefined);
    await audit(trx, actor, 'reset-password', 'adminUser', id);
  });
}

/**
 * Turns an account's two-factor sign-in off, for a user who lost their authenticator and
 * recovery codes; they set it up again (at once, when the site requires it).
 */
export async function resetTwoFactor(db: Db, actor: AdminProfile, id: number): Promise<StaffView> {
  requireAdministrator(actor);
  await existingUser(db, id);
  await db.transaction().execute(async (trx) => {
    await removeTotp(trx, id);
    await audit(trx, actor, 'reset-totp', 'adminUser', id);
  });
  return staffView(await existingUser(db, id));
}

export async function listAuditLog(db: Db, actor: AdminProfile, filter: auditLog.AuditFilter, offset: number, limit: number) {
  requireAdministrator(actor);
  return auditLog.listAuditLog(db, filter, offset, limit);
}
