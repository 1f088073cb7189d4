import type { Db } from '../db/client';
import type { AdminProfile } from '../repositories/admin-users';
import { nowIso } from '../time';

export type AuditAction =
  | 'create'
  | 'update'
  | 'delete'
  | 'pin'
  | 'unpin'
  | 'sort'
  | 'sign-in'
  | 'reset-password'
  | 'enable-totp'
  | 'disable-totp'
  | 'reset-totp'
  // The editorial workflow's transitions.
  | 'save-draft'
  | 'submit-for-review'
  | 'publish'
  | 'schedule'
  | 'unpublish'
  | 'restore-revision'
  | 'scheduled-publish'
  | 'scheduled-unpublish'
  // The translation desk's "still current".
  | 'confirm-translation';

/** One row per admin write: who, what, which item, when. Call inside the write's transaction. */
export async function audit(
  db: Db,
  user: Pick<AdminProfile, 'id' | 'userName'> | null,
  action: AuditAction,
  entity: string,
  entityKey: string | number | null,
): Promise<void> {
  await db
    .insertInto('auditLog')
    .values({
      userId: user?.id ?? null,
      userName: user?.userName ?? null,
      action,
      entity,
      entityKey: entityKey === null ? null : String(entityKey),
      createTime: nowIso(),
    })
    .execute();
}
