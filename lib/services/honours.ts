import type { Db } from '../db/client';
import type { AdminProfile } from '../repositories/admin-users';
import * as honours from '../repositories/honours';
import type { HonourView } from '../repositories/honours';
import type { HonourInput } from '../validation/honour';
import type { WithLinks } from './content-links';
import * as groups from './publications';
import type { PageRequest } from './page-request';
import type { PublicationCollection, StaffListFilter } from './publications';
import { serverKinds } from './kinds';
import type { PlannedVersion } from './translation-groups';

export type { HonourView };

/** An honour with the lawyers and practice areas its group names. */
export type LinkedHonour = WithLinks<HonourView>;

const collection: PublicationCollection = groups.collectionOf(serverKinds.honour, honours.honourShelf);

/**
 * A page of honours, pinned first then newest. Staff see every language unless `lang` is
 * given; visitors' pages pass their language. `title` is a case-insensitive substring, `no` the
 * whole group key, `noPrefix` (staff) its start; `status` keeps the rows in that editorial status.
 */
export function listHonours(db: Db, filter: StaffListFilter, page: PageRequest) {
  return groups.listPublications<HonourView>(db, collection, filter, page);
}

/** Visitors' page of the published honours of one language, pinned first then newest (filters: see listPublishedPublications). */
export function listPublishedHonours(db: Db, filter: groups.VisitorFilter, page: PageRequest) {
  return groups.listPublishedPublications<HonourView>(db, collection, filter, page);
}

/** One honour by id, as staff edit it; undefined when unknown. */
export function getHonour(db: Db, id: number): Promise<LinkedHonour | undefined> {
  return groups.findPublication<HonourView>(db, collection, id);
}

/** One published honour for a visitor; undefined when unknown or not published. */
export function getPublishedHonour(db: Db, id: number): Promise<LinkedHonour | undefined> {
  return groups.findPublishedPublication<HonourView>(db, collection, id);
}

/** One published honour for a visitor's detail call: counts the view (written in the background). */
export function readHonour(db: Db, id: number): Promise<LinkedHonour | undefined> {
  return groups.readPublication<HonourView>(db, collection, id);
}

/** The published language versions of group `no` ({id, lang, title}): the language switcher's targets. */
export function publishedHonourVersions(db: Db, no: string) {
  return honours.publishedHonourVersions(db, no);
}

function writeHonour(db: Db, operatorName: string, version: PlannedVersion<HonourInput>, now: string): Promise<number> {
  return groups.writePublication(version, groups.publicationFields(version.item, operatorName, now), now, {
    update: (id, changes) => honours.updateHonour(db, id, changes),
    insert: (row) => honours.insertHonour(db, row),
  });
}

/** Creates or updates the language versions in `items` in one transaction; returns them saved. */
export function saveHonours(db: Db, user: AdminProfile, items: HonourInput[], mode: 'create' | 'update'): Promise<LinkedHonour[]> {
  return groups.savePublications(db, collection, {
    user,
    mode,
    items,
    write: (trx, version, now) => writeHonour(trx, user.userName, version, now),
  });
}

/** Pins (`top` 1) or unpins every language version of group `no`. */
export async function setHonourTop(db: Db, user: AdminProfile, no: string, top: 0 | 1): Promise<void> {
  await groups.setGroupTop(db, user, collection, no, top);
}

/** Deletes every language version of group `no`. */
export async function deleteHonours(db: Db, user: AdminProfile, no: string): Promise<void> {
  await groups.deleteGroup(db, user, collection, no);
}
