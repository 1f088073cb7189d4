import { contentChanged } from '../../cache/invalidation';
import { getDb, type Db } from '../../db/client';
import { log } from '../../log';
import { scheduledChangeLag } from '../../metrics/instruments';
import { insertRevision } from '../../repositories/revisions';
import { captureRows, claimTransition, dueVersions, readStates, restoreRows } from '../../repositories/workflow-rows';
import { beforeShutdown } from '../../shutdown';
import { nowIso } from '../../time';
import { audit } from '../audit';
import { publishFacts } from './facts';
import type { WorkflowKind } from './kinds';
import { editorialKinds } from './kinds';
import { linksIn } from './links';
import { ownRowsOf, waitingDraft, type RevisionData } from './versions';

const CHECK_EVERY_MS = 15_000;

/**
 * Publishes one scheduled version, or takes one down at its unpublishAt, if no other instance
 * has: the state changes only where it is still as read, and only the instance whose update
 * matched goes on. A draft waiting over the live text becomes the row's text; links of its own
 * become the group's only when it is published. The change is a new version, recorded in the
 * history as made by the schedule.
 */
async function apply(db: Db, kind: WorkflowKind, id: number, change: 'publish' | 'unpublish', now: string): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const [state] = await readStates(trx, kind.table, [id]);
    if (!state) return false;
    const version = state.version + 1;
    const claimed =
      change === 'publish'
        ? await claimTransition(
            trx,
            kind.table,
            id,
            { status: 'scheduled' },
            { status: 'published', published: 1, draftRevisionId: null, version },
          )
        : await claimTransition(
            trx,
            kind.table,
            id,
            { unpublishBy: now },
            { status: 'archived', published: 0, draftRevisionId: null, version },
          );
    if (!claimed) return false;
    const draft = await waitingDraft(trx, state);
    if (draft) await restoreRows(trx, change === 'publish' && linksIn(draft) ? kind : ownRowsOf(kind), id, draft.rows);
    if (change === 'publish') await publishFacts(trx, kind, id);
    const item = (await kind.view(trx, id))!;
    await insertRevision(trx, {
      entity: kind.entity,
      itemId: id,
      lang: item.lang,
      version,
      status: change === 'publish' ? 'published' : 'archived',
      publishAt: state.publishAt,
      unpublishAt: state.unpublishAt,
      title: kind.titleOf(item),
      data: JSON.stringify({ item, rows: await captureRows(trx, kind, id) } satisfies RevisionData),
      userId: null,
      userName: null,
      comment: null,
      createTime: now,
      restoredFrom: null,
      bySchedule: 1,
    });
    await kind.refreshSearch?.(trx, id);
    await audit(trx, null, change === 'publish' ? 'scheduled-publish' : 'scheduled-unpublish', kind.entity, id);
    return true;
  });
}

/** Makes every publish and unpublish due at `now`; returns how many versions changed. */
export async function runScheduledChanges(db: Db, now = nowIso()): Promise<number> {
  let changed = 0;
  for (const kind of Object.values(editorialKinds)) {
    let kindChanged = 0;
    for (const due of await dueVersions(db, kind.table, now, kind.type)) {
      if (!(await apply(db, kind, due.id, due.change, now))) continue;
      kindChanged++;
      scheduledChangeLag.observe(Math.max(0, Date.parse(now) - Date.parse(due.dueAt)) / 1000);
    }
    if (kindChanged) contentChanged(...kind.tags);
    changed += kindChanged;
  }
  return changed;
}

/** Checks every 15 seconds for scheduled changes (started by the server). */
export function startScheduledPublishing(everyMs = CHECK_EVERY_MS): void {
  let running: Promise<unknown> | undefined;
  const check = () => {
    running ??= runScheduledChanges(getDb())
      .then((count) => {
        if (count) log.info({ count }, 'scheduled changes made');
      })
      .catch((err: unknown) => log.error({ err }, 'scheduled publishing failed'))
      .finally(() => (running = undefined));
  };
  const timer = setInterval(check, everyMs).unref();
  beforeShutdown(async () => {
    clearInterval(timer);
    await running;
  });
}
