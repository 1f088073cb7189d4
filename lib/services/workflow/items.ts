import { contentChanged } from '../../cache/invalidation';
import { inTransaction, type Db } from '../../db/client';
import { ConflictError } from '../../errors';
import type { AdminProfile } from '../../repositories/admin-users';
import type { GroupLink } from '../../repositories/content-links';
import { captureRows, readStates, type VersionRows, type WorkflowStateRow } from '../../repositories/workflow-rows';
import { nowIso } from '../../time';
import type { WorkflowInput, WorkflowState, WorkflowStatus } from '../../validation/workflow';
import type { LinkInput } from '../content-links';
import { recordTranslationSources } from '../translation-sources';
import { needsApproval } from './approval';
import { recordUnrecordedText, unrecordedText, type UnrecordedText } from './unrecorded-text';
import type { ItemView, WorkflowKind } from './kinds';
import { SavedFacts } from './facts';
import { GroupLinks, sameLinks } from './links';
import { nextState } from './plan';
import { assertTranslatorChange, assertTranslatorStatus } from './translator-save';
import { isTranslator } from '../translator';
import {
  keepUntouched,
  openForEditing,
  ownRowsOf,
  settleVersion,
  untouched,
  waitingDraft,
  waitingDrafts,
  type WaitingDraft,
} from './versions';

export type WorkflowItem<View> = View & WorkflowState;

/** The editorial state staff see: a waiting draft's schedule is the one it asks for. */
function stateOf(row: WorkflowStateRow, draft?: WaitingDraft): WorkflowState {
  return {
    status: row.status as WorkflowStatus,
    publishAt: draft ? draft.publishAt : row.publishAt,
    unpublishAt: draft ? draft.unpublishAt : row.unpublishAt,
    version: row.version,
    published: row.published,
    reviewNote: row.reviewNote,
  };
}

/**
 * Items as staff see them: the version they are working on (a draft over a live text shows the
 * draft, with the pin or order it changes) with its editorial state. Otherwise pinning, order
 * and views stay the row's.
 */
export async function presentItems<View extends { id: number }>(db: Db, kind: WorkflowKind, views: View[]): Promise<WorkflowItem<View>[]> {
  const states = await readStates(
    db,
    kind.table,
    views.map((view) => view.id),
  );
  const drafts = await waitingDrafts(db, states);
  const byId = new Map(states.map((state) => [state.id, state]));
  return views.map((view) => {
    const state = byId.get(view.id)!;
    const draft = state.draftRevisionId === null ? undefined : drafts.get(state.draftRevisionId);
    const group = pick(view, ['top', 'sort', 'views', 'no', 'createTime']);
    const heldPlacement = pick(draft?.rows.row ?? {}, ['top', 'sort']);
    return { ...view, ...(draft?.item as Partial<View>), ...group, ...heldPlacement, ...stateOf(state, draft) };
  });
}

function pick(view: object, keys: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(view).filter(([key]) => keys.includes(key)));
}

export async function presentItem<View extends { id: number }>(db: Db, kind: WorkflowKind, view: View | undefined) {
  return view ? (await presentItems(db, kind, [view]))[0] : undefined;
}

interface Opened {
  state: WorkflowStateRow;
  /** The state with the waiting draft's schedule: what the save changes. */
  working: WorkflowStateRow;
  live?: VersionRows;
  /** What the row held before the save, and the text and links staff were working on. */
  before: { row: VersionRows; working: VersionRows; links: GroupLink[] };
  /** The text before the save of a version no revision records yet: recorded if the save changes it. */
  unrecorded?: UnrecordedText;
}

/**
 * A save of language versions through the workflow, all in one transaction: each version's
 * stored `version` is checked against the one sent (409, nothing written), the row is given
 * the draft staff are working on, `save` (the kind's own write) runs, and each saved version
 * is then recorded and left published or waiting (see settleVersion).
 */
export async function saveThroughWorkflow<Item extends WorkflowInput & LinkInput & { no?: string }, View extends ItemView>(
  db: Db,
  user: AdminProfile,
  kind: WorkflowKind,
  request: {
    items: Item[];
    /** The stored version an item replaces, if any. */
    existingId(trx: Db, item: Item): Promise<number | undefined>;
    /** The kind's write: the saved versions in the order of `items`. */
    save(trx: Db, items: Item[]): Promise<View[]>;
  },
): Promise<WorkflowItem<View>[]> {
  const result = await inTransaction(db, async (trx) => {
    const approval = await needsApproval(trx, user);
    const now = nowIso();
    const opened = new Map<number, Opened>();
    const links = new GroupLinks(trx, kind);
    const facts = new SavedFacts(trx, kind, { keep: isTranslator(user) });
    for (const [index, item] of request.items.entries()) {
      const id = await request.existingId(trx, item);
      const [state] = id === undefined ? [] : await readStates(trx, kind.table, [id]);
      await links.remember(state ? state.no : item.no);
      if (!state) continue;
      await facts.remember(state.no, state.id);
      if (item.version !== undefined && item.version !== state.version) {
        throw new ConflictError('{field}: someone else saved this version meanwhile (now version {version}); reload it', {
          field: `[${index}].version`,
          version: state.version,
        });
      }
      const draft = await waitingDraft(trx, state);
      // A save builds on the waiting draft, its schedule included.
      const working = draft ? { ...state, publishAt: draft.publishAt, unpublishAt: draft.unpublishAt } : state;
      const row = await captureRows(trx, ownRowsOf(kind), state.id);
      const unrecorded = await unrecordedText(trx, kind, state);
      const live = await openForEditing(trx, kind, state, draft);
      const before = {
        row,
        working: draft ? await captureRows(trx, ownRowsOf(kind), state.id) : row,
        links: links.working(state.no, draft),
      };
      opened.set(index, { state, working, live, before, unrecorded });
    }

    // Where a version was translated from is the workflow's to record, not the kind's to store.
    const saved = await request.save(
      trx,
      request.items.map(({ sourceLang: _sourceLang, ...item }) => item as Item),
    );
    const groups = await links.saved(saved.map((view) => view.id));
    const savedStates = await readStates(
      trx,
      kind.table,
      saved.map((view) => view.id),
    );
    const openedIds = new Set([...opened.values()].map(({ state }) => state.id));
    await facts.align(saved, new Map(savedStates.map((state) => [state.id, state.no])), openedIds);
    const settling = saved.map((view, index) => {
      const item = request.items[index];
      const previous = opened.get(index);
      const no = groups.get(view.id) ?? null;
      assertTranslatorStatus(user, item);
      const next = nextState(item, previous?.working, { needsApproval: approval, now, field: (name) => `[${index}].${name}` });
      const linksBefore = previous?.before.links ?? links.working(no, undefined);
      return { view, previous, no, next, linksBefore, ownLinks: links.afterSave(no, linksBefore, item) };
    });
    // Whether a version's links are its own depends on those its group ends with.
    for (const { no, next, ownLinks } of settling) links.decided(no, next.status, ownLinks);
    const changed: number[] = [];
    for (const [index, { view, previous, no, next, linksBefore, ownLinks }] of settling.entries()) {
      const linksAfter = links.recordedWith(no, next.status, ownLinks);
      // A version sent as it was, in the state it was in (another language's tab), is left as it was: no revision.
      if (previous && sameLinks(linksBefore, linksAfter) && (await untouched(trx, kind, view.id, next, previous)))
        await keepUntouched(trx, kind, view.id, previous.before.row);
      else {
        assertTranslatorChange(user, {
          item: request.items[index],
          lang: view.lang,
          existed: Boolean(previous),
          sameLinks: sameLinks(linksBefore, linksAfter),
        });
        await links.show(no, linksAfter);
        const holdsLinks = links.holds(no, next.status, linksAfter);
        if (previous?.unrecorded) await recordUnrecordedText(trx, kind, previous.state, previous.unrecorded);
        await settleVersion(trx, kind, user, view.id, { next, previous: previous?.state, live: previous?.live, holdsLinks });
        changed.push(index);
      }
    }
    await links.close();
    await recordTranslationSources(
      trx,
      kind.entity,
      changed.map((index) => ({
        id: saved[index].id,
        lang: saved[index].lang,
        sourceLang: request.items[index].sourceLang,
        field: `[${index}].sourceLang`,
      })),
    );
    return presentItems(
      trx,
      kind,
      await Promise.all(saved.map(async (view) => ((await kind.view(trx, view.id)) as View | undefined) ?? view)),
    );
  });
  contentChanged(...kind.tags);
  return result;
}
