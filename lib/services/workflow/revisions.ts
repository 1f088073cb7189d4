import { contentChanged } from '../../cache/invalidation';
import { inTransaction, type Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import type { AdminProfile } from '../../repositories/admin-users';
import * as revisions from '../../repositories/revisions';
import { readStates, restoreRows } from '../../repositories/workflow-rows';
import { nowIso } from '../../time';
import type { Revision, RevisionSummary, WorkflowEntity } from '../../validation/workflow';
import { presentItem } from './items';
import { revisionWords } from './revision-words';
import { editorialKindOf } from './kinds';
import { needsApproval, refuseWithoutApproval } from './approval';
import { GroupLinks, linksIn } from './links';
import { openForEditing, ownRowsOf, settleVersion, textOnly, waitingDraft, type RevisionData } from './versions';

/** The revisions of one language version, newest first. */
export async function listRevisions(db: Db, entity: WorkflowEntity, id: number): Promise<RevisionSummary[]> {
  const kind = editorialKindOf(entity);
  const rows = await revisions.listRevisions(db, entity, id);
  if (!rows.length && !(await kind.view(db, id))) throw new NotFoundError(kind.label, id);
  return rows.map((row, index) => ({ ...row, approved: approves(row, rows[index + 1]) }) as RevisionSummary);
}

/** 1 when a person published or scheduled the version that was waiting for review just before. */
const approves = (row: { status: string; bySchedule: number }, before?: { status: string }) =>
  (row.status === 'published' || row.status === 'scheduled') && !row.bySchedule && before?.status === 'review' ? 1 : 0;

export async function getRevision(db: Db, revisionId: number): Promise<Revision | undefined> {
  const row = await revisions.findRevision(db, revisionId);
  if (!row) return undefined;
  const { data, ...summary } = row;
  const item = (JSON.parse(data) as RevisionData).item;
  const [before] = await revisions.revisionsBefore(db, row, 1);
  return {
    ...(summary as Omit<RevisionSummary, 'approved'>),
    approved: approves(row, before),
    data: item,
    words: await revisionWords(db, row.entity as WorkflowEntity, row.lang, item),
  };
}

/**
 * Makes a revision's content (its links included) the version's current draft, as a new
 * revision; visitors keep seeing what is published until the draft is.
 */
export async function restoreRevision(db: Db, user: AdminProfile, revisionId: number) {
  const row = await revisions.findRevision(db, revisionId);
  if (!row) throw new NotFoundError('Revision', revisionId);
  const kind = editorialKindOf(row.entity as WorkflowEntity);
  const item = await inTransaction(db, async (trx) => {
    const [state] = await readStates(trx, kind.table, [row.itemId]);
    if (!state) throw new NotFoundError(kind.label, row.itemId);
    if (state.status === 'scheduled' && (await needsApproval(trx, user))) refuseWithoutApproval();
    const links = new GroupLinks(trx, kind);
    await links.remember(state.no);
    const draft = await waitingDraft(trx, state);
    const live = await openForEditing(trx, kind, state, draft);
    const restored = JSON.parse(row.data) as RevisionData;
    const saved = textOnly(kind, restored.rows);
    await restoreRows(trx, ownRowsOf(kind), state.id, { ...saved, row: { ...saved.row, updateTime: nowIso() } });
    const own = linksIn(restored) ?? links.working(state.no, draft);
    await links.show(state.no, own);
    const schedule = draft ?? state;
    await settleVersion(trx, kind, user, state.id, {
      next: { status: 'draft', publishAt: schedule.publishAt, unpublishAt: schedule.unpublishAt, comment: null },
      previous: state,
      live,
      holdsLinks: links.holds(state.no, 'draft', own),
      action: 'restore-revision',
      restoredFrom: row.version,
    });
    await links.close();
    return presentItem(trx, kind, await kind.view(trx, state.id));
  });
  contentChanged(...kind.tags);
  return item!;
}
