import type { Db } from '../../db/client';
import { insertRevision } from '../../repositories/revisions';
import { revisionIdOf } from '../../repositories/translations';
import { captureRows, type WorkflowStateRow } from '../../repositories/workflow-rows';
import { nowIso } from '../../time';
import type { ItemView, WorkflowKind } from './kinds';
import type { RevisionData } from './versions';

/** A version's text as a revision holds it. */
export type UnrecordedText = RevisionData & { item: ItemView };

/**
 * What version `state` holds before a save, when no revision records it: content older than the
 * history (an upgrade's, the demo's). Undefined once the version has a revision.
 */
export async function unrecordedText(db: Db, kind: WorkflowKind, state: WorkflowStateRow): Promise<UnrecordedText | undefined> {
  if ((await revisionIdOf(db, kind.entity, state.id, 'newest')) !== null) return undefined;
  const item = await kind.view(db, state.id);
  return item && { item, rows: await captureRows(db, kind, state.id) };
}

/**
 * Records the text a version held before its first save as its revision at the version it had
 * (by no one, at the time of its last change), so its first change can be compared with
 * something: the history's, and a translation's "what changed" (lib/services/translations.ts).
 */
export async function recordUnrecordedText(db: Db, kind: WorkflowKind, state: WorkflowStateRow, text: UnrecordedText): Promise<void> {
  await insertRevision(db, {
    entity: kind.entity,
    itemId: state.id,
    lang: state.lang,
    version: state.version,
    status: state.status,
    publishAt: state.publishAt,
    unpublishAt: state.unpublishAt,
    title: kind.titleOf(text.item),
    data: JSON.stringify(text satisfies RevisionData),
    userId: null,
    userName: null,
    comment: null,
    createTime: typeof text.rows.row.updateTime === 'string' ? text.rows.row.updateTime : nowIso(),
    restoredFrom: null,
  });
}
