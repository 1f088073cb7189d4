import type { Db } from '../../db/client';
import { ForbiddenError } from '../../errors';
import type { AdminProfile } from '../../repositories/admin-users';
import * as settings from '../../repositories/site-settings';
import type { WorkflowConfig } from '../../validation/workflow';
import { ADMIN_ROLE_ID } from '../administrator';
import { audit } from '../audit';
import { isTranslator } from '../translator';

const APPROVAL_REQUIRED = 'approvalRequired';

async function isApprovalRequired(db: Db): Promise<boolean> {
  return (await settings.readSetting(db, APPROVAL_REQUIRED)) === '1';
}

export async function getWorkflowConfig(db: Db): Promise<WorkflowConfig> {
  return { approvalRequired: (await isApprovalRequired(db)) ? 1 : 0 };
}

export async function saveWorkflowConfig(db: Db, actor: AdminProfile, input: WorkflowConfig): Promise<WorkflowConfig> {
  if (actor.roleId !== ADMIN_ROLE_ID) throw new ForbiddenError('Only an administrator can change the publishing rules');
  await db.transaction().execute(async (trx) => {
    await settings.writeSetting(trx, APPROVAL_REQUIRED, String(input.approvalRequired));
    await audit(trx, actor, 'update', 'siteSetting', APPROVAL_REQUIRED);
  });
  return getWorkflowConfig(db);
}

/** Whether `user` must have an administrator approve what they publish: a translator always does. */
export async function needsApproval(db: Db, user: AdminProfile): Promise<boolean> {
  return isTranslator(user) || (user.roleId !== ADMIN_ROLE_ID && (await isApprovalRequired(db)));
}

/** Publishing, scheduling, unpublishing and deleting live content are an administrator's when approval is required. */
export function refuseWithoutApproval(): never {
  throw new ForbiddenError('Approval is required: an administrator publishes, schedules, unpublishes and deletes published content');
}

/** Changes that reach visitors at once (pins, order, shared lists, the firm's details) are an administrator's while approval is required. */
export async function assertMayChangeSiteAtOnce(db: Db, user: AdminProfile): Promise<void> {
  if (await needsApproval(db, user)) throw new ForbiddenError('Approval is required: an administrator must make this change');
}
