import { sql } from 'kysely';
import type { Db } from '../db/client';
import type { AdminUserUpdate } from '../db/schema';
import { nowIso } from '../time';

const profileColumns = [
  'adminUser.id',
  'adminUser.loginAccount',
  'adminUser.userName',
  'adminUser.headImg',
  'adminUser.email',
  'adminUser.emailConfirmedAt',
  'adminUser.roleId',
  'adminRole.roleName',
  'adminRole.code as roleCode',
  'adminUser.languages',
  'adminUser.disabled',
  'adminUser.lastLoginTime',
  'adminUser.createTime',
] as const;

function profiles(db: Db) {
  return db
    .selectFrom('adminUser')
    .innerJoin('adminRole', 'adminRole.id', 'adminUser.roleId')
    .select(profileColumns)
    .select(sql<number>`case when ${sql.ref('adminUser.totpSecret')} is null then 0 else 1 end`.as('totpEnabled'));
}

export type AdminProfile = NonNullable<Awaited<ReturnType<typeof findProfileById>>>;

export function findProfileById(db: Db, id: number) {
  return profiles(db).where('adminUser.id', '=', id).executeTakeFirst();
}

/** The profile of the user whose live session has the token hash `tokenHash`, and when that session was last used. */
export function findProfileBySession(db: Db, tokenHash: string) {
  return profiles(db)
    .innerJoin('adminSession', 'adminSession.userId', 'adminUser.id')
    .select('adminSession.lastUsedAt as sessionLastUsedAt')
    .where('adminSession.tokenHash', '=', tokenHash)
    .where('adminSession.expiresAt', '>', nowIso())
    .executeTakeFirst();
}

export function listProfiles(db: Db) {
  return profiles(db).orderBy('adminUser.id').execute();
}

export function findByAccount(db: Db, loginAccount: string) {
  return db.selectFrom('adminUser').selectAll().where('loginAccount', '=', loginAccount).executeTakeFirst();
}

export function findById(db: Db, id: number) {
  return db.selectFrom('adminUser').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Db): Promise<number> {
  const row = await db
    .selectFrom('adminUser')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(
  db: Db,
  user: {
    loginAccount: string;
    userName: string;
    passwordHash: string;
    roleId: number;
    headImg?: string | null;
    languages?: string | null;
  },
): Promise<number> {
  const now = nowIso();
  const row = await db
    .insertInto('adminUser')
    .values({ ...user, headImg: user.headImg ?? null, disabled: 0, createTime: now, updateTime: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Db, id: number, changes: AdminUserUpdate): Promise<void> {
  await db
    .updateTable('adminUser')
    .set({ ...changes, updateTime: nowIso() })
    .where('id', '=', id)
    .execute();
}

/**
 * Records `step` as the last time step used, unless a code of this step or a later one was
 * already used: false then, so each code signs in once even when two requests race.
 */
export async function claimTotpStep(db: Db, id: number, step: number): Promise<boolean> {
  const result = await db
    .updateTable('adminUser')
    .set({ totpLastStep: step })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totpLastStep', 'is', null), eb('totpLastStep', '<', step)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Marks the account's address confirmed while the code waiting is still `codeHash`; false when it changed meanwhile. */
export async function confirmEmail(db: Db, id: number, codeHash: string): Promise<boolean> {
  const now = nowIso();
  const result = await db
    .updateTable('adminUser')
    .set({ emailConfirmedAt: now, emailCodeHash: null, emailCodeExpiresAt: null, updateTime: now })
    .where('id', '=', id)
    .where('emailCodeHash', '=', codeHash)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
