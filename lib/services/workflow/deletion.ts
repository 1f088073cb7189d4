import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { anyPublished } from '../../repositories/workflow-rows';
import { needsApproval, refuseWithoutApproval } from './approval';
import type { WorkflowKind } from './kinds';

/** Refuses to let a user who needs approval delete content that is published or scheduled. */
export async function assertMayDelete(db: Db, user: AdminProfile, kind: WorkflowKind, which: { id: number } | { no: string }) {
  if (!(await needsApproval(db, user))) return;
  if (await anyPublished(db, kind.table, 'no' in which ? { ...which, type: kind.type } : which)) refuseWithoutApproval();
}
