import type { Db } from '../../db/client';
import { listRevisions } from '../../repositories/revisions';
import { versionsInStatus } from '../../repositories/workflow-rows';
import type { ReviewQueueItem } from '../../validation/workflow';
import { presentItems } from './items';
import { editorialKinds } from './kinds';

/** Every language version waiting for review, oldest change first, with who submitted it. */
export async function reviewQueue(db: Db): Promise<ReviewQueueItem[]> {
  const queue: ReviewQueueItem[] = [];
  for (const kind of Object.values(editorialKinds)) {
    const ids = await versionsInStatus(db, kind.table, 'review', kind.type);
    const views = (await Promise.all(ids.map((id) => kind.view(db, id)))).filter((view) => view !== undefined);
    for (const item of await presentItems(db, kind, views)) {
      const [latest] = await listRevisions(db, kind.entity, item.id);
      queue.push({
        entity: kind.entity,
        id: item.id,
        no: String(item[kind.translation.key] ?? '') || null,
        lang: item.lang,
        title: kind.titleOf(item),
        version: item.version,
        userName: latest?.userName ?? null,
        updateTime: latest?.createTime ?? String(item.updateTime ?? ''),
      });
    }
  }
  return queue.sort((a, b) => a.updateTime.localeCompare(b.updateTime));
}
