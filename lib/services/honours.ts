import { contentChanged } from '../cache/invalidation';
import { cacheTags } from '../cache/tags';
import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import type { AdminProfile } from '../repositories/admin-users';
import * as honours from '../repositories/honours';
import type { HonourView } from '../repositories/honours';
import type { HonourInput } from '../validation/honour';
import * as groups from './publications';
import type { PageRequest, PublicationKind } from './publications';
import { saveVersions, type PlannedVersion } from './translation-groups';

export type { HonourView };

const kind: PublicationKind = { shelf: honours.honourShelf, label: 'Honour', entity: 'honour' };

/**
 * A page of honours, pinned first then newest. Staff see every language unless `lang` is
 * given; visitors' pages pass their language. `title` is a case-insensitive substring.
 */
export function listHonours(db: Db, filter: { lang?: string; no?: string; title?: string }, page: PageRequest) {
  return groups.listPublications<HonourView>(db, kind, filter, page);
}

/** One honour by id, as staff edit it; undefined when unknown. */
export function getHonour(db: Db, id: number): Promise<HonourView | undefined> {
  return groups.findPublication<HonourView>(db, kind, id);
}

/** One honour for a visitor's detail page: counts the view (written in the background). */
export function readHonour(db: Db, id: number): Promise<HonourView | undefined> {
  return groups.readPublication<HonourView>(db, kind, id);
}

/** Every language version of group `no` ({id, lang, title}): the language switcher's targets. */
export function honourVersions(db: Db, no: string) {
  return honours.honourVersions(db, no);
}

async function writeHonour(db: Db, operatorName: string, { item, no, existing }: PlannedVersion<HonourInput>, now: string) {
  const fields = {
    title: item.title,
    // Absent on update keeps the stored text; '' or null empties it.
    content: item.content === undefined ? undefined : sanitizeRichText(item.content) || null,
    coverUrl: item.coverUrl,
    lang: item.lang,
    top: item.top,
    operatorName,
    updateTime: now,
  };
  if (existing) {
    await honours.updateHonour(db, existing.id, fields);
    return existing.id;
  }
  return honours.insertHonour(db, { ...fields, content: fields.content ?? null, top: item.top ?? 0, no, views: 0, createTime: now });
}

/** Creates or updates the language versions in `items` in one transaction; returns them saved. */
export async function saveHonours(
  db: Db,
  user: AdminProfile,
  items: HonourInput[],
  mode: 'create' | 'update',
): Promise<HonourView[]> {
  const ids = await saveVersions(db, {
    ...kind,
    user,
    mode,
    items,
    write: (trx, version, now) => writeHonour(trx, user.userName, version, now),
  });
  contentChanged(cacheTags.honours);
  return Promise.all(ids.map(async (id) => (await getHonour(db, id))!));
}

/** Pins (`top` 1) or unpins every language version of group `no`. */
export async function setHonourTop(db: Db, user: AdminProfile, no: string, top: 0 | 1): Promise<void> {
  await groups.setGroupTop(db, user, kind, no, top);
  contentChanged(cacheTags.honours);
}

/** Deletes every language version of group `no`. */
export async function deleteHonours(db: Db, user: AdminProfile, no: string): Promise<void> {
  await groups.deleteGroup(db, user, kind, no);
  contentChanged(cacheTags.honours);
}
