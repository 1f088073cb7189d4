import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { insertRevision } from '../../repositories/revisions';
import { captureRows, restoreRows, writeState, type VersionRows, type WorkflowStateRow } from '../../repositories/workflow-rows';
import { nowIso } from '../../time';
import { audit, type AuditAction } from '../audit';
import type { WorkflowKind } from './kinds';
import type { NextState } from './plan';

/** What a revision's data holds: the item as staff read it, and the rows that bring it back. */
export interface RevisionData {
  item: Record<string, unknown>;
  rows: VersionRows;
}

const transitionAction: Record<NextState['status'], AuditAction> = {
  draft: 'save-draft',
  review: 'submit-for-review',
  published: 'publish',
  scheduled: 'schedule',
  archived: 'unpublish',
};

/**
 * Makes the row hold the version staff are working on, and returns the text visitors see
 * (to put back after the save), if any is live.
 */
export async function openForEditing(
  db: Db,
  kind: WorkflowKind,
  state: WorkflowStateRow,
  draft?: RevisionData,
): Promise<VersionRows | undefined> {
  if (!state.published) return undefined;
  const live = await captureRows(db, kind, state.id);
  if (draft) await restoreRows(db, kind, state.id, draft.rows);
  return live;
}

/**
 * Records the version now in row `id` as a revision in state `next`. Published, it stays in
 * the row; otherwise the text that was live (`live`) goes back into the row and the version
 * waits in its revision until it is published.
 */
export async function settleVersion(
  db: Db,
  kind: WorkflowKind,
  user: Pick<AdminProfile, 'id' | 'userName'>,
  id: number,
  change: { next: NextState; previous?: WorkflowStateRow; live?: VersionRows; action?: AuditAction },
): Promise<void> {
  const { next, previous, live } = change;
  const item = (await kind.view(db, id))!;
  const rows = await captureRows(db, kind, id);
  const version = (previous?.version ?? 0) + 1;
  const revisionId = await insertRevision(db, {
    entity: kind.entity,
    itemId: id,
    lang: item.lang,
    version,
    status: next.status,
    publishAt: next.publishAt,
    unpublishAt: next.unpublishAt,
    title: kind.titleOf(item),
    data: JSON.stringify({ item, rows } satisfies RevisionData),
    userId: user.id,
    userName: user.userName,
    comment: next.comment,
    createTime: nowIso(),
  });

  const waits = next.status === 'draft' || next.status === 'review' || next.status === 'scheduled';
  if (waits && live) await restoreRows(db, kind, id, live);
  await writeState(db, kind.table, id, {
    status: next.status,
    publishAt: next.publishAt,
    unpublishAt: next.unpublishAt,
    version,
    published: next.status === 'published' || (waits && !!live) ? 1 : 0,
    draftRevisionId: waits && live ? revisionId : null,
    reviewNote: next.status === 'draft' ? (next.comment ?? previous?.reviewNote ?? null) : null,
  });
  await kind.refreshSearch?.(db, id);
  if (change.action || next.status !== previous?.status || !previous)
    await audit(db, user, change.action ?? transitionAction[next.status], kind.entity, id);
}
