import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import { factColumns } from '../../repositories/group-facts';
import { insertRevision, revisionsById } from '../../repositories/revisions';
import {
  captureRows,
  placementColumns,
  restoreRows,
  writeState,
  type RowsSpec,
  type VersionRows,
  type WorkflowStateRow,
} from '../../repositories/workflow-rows';
import { nowIso } from '../../time';
import { audit, type AuditAction } from '../audit';
import type { WorkflowKind } from './kinds';
import { publishFacts } from './facts';
import { waits, type NextState } from './plan';

/** What a revision's data holds: the item as staff read it, and the rows that bring it back. */
export interface RevisionData {
  item: Record<string, unknown>;
  rows: VersionRows;
}

/**
 * A version waiting over what visitors see (a live text, or its group's links): its revision's
 * data and the schedule it asks for.
 */
export interface WaitingDraft extends RevisionData {
  publishAt: string | null;
  unpublishAt: string | null;
}

/** The drafts waiting in revisions, by revision id. */
export async function waitingDrafts(db: Db, states: WorkflowStateRow[]): Promise<Map<number, WaitingDraft>> {
  const ids = states.map((state) => state.draftRevisionId).filter((id): id is number => id !== null);
  const revisions = await revisionsById(db, ids);
  return new Map([...revisions].map(([id, { data, ...schedule }]) => [id, { ...(JSON.parse(data) as RevisionData), ...schedule }]));
}

export async function waitingDraft(db: Db, state: WorkflowStateRow): Promise<WaitingDraft | undefined> {
  return state.draftRevisionId === null ? undefined : (await waitingDrafts(db, [state])).get(state.draftRevisionId);
}

/** A version's own rows, without its group's links (which GroupLinks in links.ts keeps). */
export const ownRowsOf = (kind: WorkflowKind): RowsSpec => ({ table: kind.table, children: kind.children });

/**
 * Columns set on the live item directly or by another version of its group: its placement and
 * the facts its group keeps once (lib/repositories/group-facts.ts).
 */
const isPlacement = (kind: WorkflowKind, column: string) =>
  (placementColumns as readonly string[]).includes(column) || factColumns(kind.table).includes(column);

function keepColumns(rows: VersionRows, keep: (column: string, value: unknown) => boolean): VersionRows {
  return { ...rows, row: Object.fromEntries(Object.entries(rows.row).filter(([column, value]) => keep(column, value))) };
}

/** The rows without language, place in lists and group facts: what bringing back an old text restores. */
export const textOnly = (kind: WorkflowKind, rows: VersionRows) => keepColumns(rows, (column) => !isPlacement(kind, column));

/** A draft's rows holding only the placement and facts it changes from the live text's. */
const changedPlacementOnly = (kind: WorkflowKind, draft: VersionRows, live: VersionRows) =>
  keepColumns(draft, (column, value) => !isPlacement(kind, column) || live.row[column] !== value);

/**
 * What a waiting version's revision holds: its text, and only the placement, facts and links it
 * changes. Without a live text under it, the row holds its text and placement itself.
 */
function waitingRows(kind: WorkflowKind, captured: VersionRows, live: VersionRows | undefined, holdsLinks: boolean): VersionRows {
  const { contentLink: _links, ...children } = captured.children;
  const rows = changedPlacementOnly(kind, captured, live ?? captured);
  return holdsLinks ? rows : { ...rows, children };
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
  const live = await captureRows(db, ownRowsOf(kind), state.id);
  if (draft) await restoreRows(db, ownRowsOf(kind), state.id, draft.rows);
  return live;
}

/** The rows of a version without the time of their last write, to compare texts. */
const textOf = (rows: VersionRows) => JSON.stringify({ ...rows, row: { ...rows.row, updateTime: undefined } });

/**
 * Whether a save leaves version `id` as it was: the same state, times and text (the waiting
 * draft's, if one waits) as before it, and no comment. Its links are for the caller to compare.
 */
export async function untouched(
  db: Db,
  kind: WorkflowKind,
  id: number,
  next: NextState,
  previous: { working: WorkflowStateRow; before: { working: VersionRows } },
): Promise<boolean> {
  const { working } = previous;
  const sameState =
    next.status === working.status && next.publishAt === working.publishAt && next.unpublishAt === working.unpublishAt && !next.comment;
  return sameState && textOf(await captureRows(db, ownRowsOf(kind), id)) === textOf(previous.before.working);
}

/** Puts back what row `id` held before a save that changed nothing. */
export async function keepUntouched(db: Db, kind: WorkflowKind, id: number, before: VersionRows): Promise<void> {
  await restoreRows(db, ownRowsOf(kind), id, before);
  await kind.refreshSearch?.(db, id);
}

/**
 * Records the version now in row `id` as a revision in state `next`. Published, it stays in
 * the row; otherwise the text that was live (`live`) goes back into the row and the version
 * waits in its revision until it is published. So do links of its own (`holdsLinks`, see
 * links.ts), whether or not a text of it is live: its group's are what visitors see.
 */
export async function settleVersion(
  db: Db,
  kind: WorkflowKind,
  user: Pick<AdminProfile, 'id' | 'userName'>,
  id: number,
  change: {
    next: NextState;
    previous?: WorkflowStateRow;
    live?: VersionRows;
    holdsLinks?: boolean;
    action?: AuditAction;
    restoredFrom?: number;
  },
): Promise<void> {
  const { next, previous, live } = change;
  const overLive = waits(next.status) && live !== undefined;
  const inRevision = overLive || !!change.holdsLinks;
  const item = (await kind.view(db, id))!;
  const captured = await captureRows(db, kind, id);
  const rows = inRevision ? waitingRows(kind, captured, live, !!change.holdsLinks) : captured;
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
    restoredFrom: change.restoredFrom ?? null,
  });

  if (overLive) await restoreRows(db, ownRowsOf(kind), id, live);
  // The live text keeps its own schedule while a draft or review waits; theirs is in the
  // revision. A scheduled version (an administrator's) puts its dates on the row for the timer.
  const dates = overLive && next.status !== 'scheduled' ? previous! : next;
  await writeState(db, kind.table, id, {
    status: next.status,
    publishAt: dates.publishAt,
    unpublishAt: dates.unpublishAt,
    version,
    published: next.status === 'published' || overLive ? 1 : 0,
    draftRevisionId: inRevision ? revisionId : null,
    reviewNote: next.status === 'draft' ? (next.comment ?? previous?.reviewNote ?? null) : null,
  });
  await kind.refreshSearch?.(db, id);
  if (next.status === 'published') await publishFacts(db, kind, id);
  if (change.action || next.status !== previous?.status || !previous)
    await audit(db, user, change.action ?? transitionAction[next.status], kind.entity, id);
}
