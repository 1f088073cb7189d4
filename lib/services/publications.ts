import { contentChanged } from '../cache/invalidation';
import type { CacheTag } from '../cache/tags';
import { sanitizeRichText } from '../content/sanitize';
import { inTransaction, type Db } from '../db/client';
import { NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as publications from '../repositories/publications';
import { findGroup } from '../repositories/translation-groups';
import type { PublicationFilter, PublicationShelf } from '../repositories/publications';
import { audit } from './audit';
import { refreshSearch } from './search-index';
import type { PageRequest } from './page-request';
import { saveVersions, type PlannedVersion, type SaveVersionsOptions, type VersionInput } from './translation-groups';
import { countView, pendingViews } from './view-counter';

/**
 * Articles of one type, or honours: where they are stored, how messages and the audit log
 * name them, and the public data a change makes stale.
 */
export interface PublicationCollection {
  shelf: PublicationShelf;
  label: string;
  entity: string;
  tag: CacheTag;
}

/** The back office's list filters: the language, part of the title, the start of the group key. */
export type StaffListFilter = Pick<PublicationFilter, 'lang' | 'title' | 'noPrefix' | 'status'>;

/** A page of rows, pinned first then newest, with the number of rows matching. */
export function listPublications<Row>(db: Db, collection: PublicationCollection, filter: PublicationFilter, page: PageRequest) {
  return publications.listPage<Row>(db, collection.shelf, filter, page);
}

/** One row by id, or undefined (also when it is of another type). */
export function findPublication<Row>(db: Db, collection: PublicationCollection, id: number) {
  return publications.findById<Row>(db, collection.shelf, id);
}

/** One row whose text is live for visitors, or undefined. */
export function findPublishedPublication<Row>(db: Db, collection: PublicationCollection, id: number) {
  return publications.findById<Row>(db, collection.shelf, id, { publishedOnly: true });
}

/**
 * One row for a visitor (undefined unless its text is live): counts the view, and shows the
 * count including views not yet written.
 */
export async function readPublication<Row extends { id: number; views: number }>(
  db: Db,
  collection: PublicationCollection,
  id: number,
): Promise<Row | undefined> {
  const row = await findPublishedPublication<Row>(db, collection, id);
  if (!row) return undefined;
  countView(collection.shelf.table, row.id);
  return { ...row, views: row.views + pendingViews(collection.shelf.table, row.id) };
}

/** Pins (1) or unpins (0) every language version of group `no`. */
export async function setGroupTop(db: Db, user: AdminProfile, collection: PublicationCollection, no: string, top: 0 | 1): Promise<void> {
  await inTransaction(db, async (trx) => {
    const changed = await publications.setTopOfGroup(trx, collection.shelf, no, top, user.userName);
    if (!changed) throw new NotFoundError(collection.label, no);
    await audit(trx, user, top ? 'pin' : 'unpin', collection.entity, no);
  });
  contentChanged(collection.tag);
}

/** Deletes every language version of group `no`. */
export async function deleteGroup(db: Db, user: AdminProfile, collection: PublicationCollection, no: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const versions = await findGroup(trx, collection.shelf, no);
    const deleted = await publications.deleteGroup(trx, collection.shelf, no);
    if (!deleted) throw new NotFoundError(collection.label, no);
    await refreshSearch(
      trx,
      collection.shelf.table,
      versions.map((version) => version.id),
    );
    await audit(trx, user, 'delete', collection.entity, no);
  });
  contentChanged(collection.tag);
}

/**
 * Creates or updates the language versions in `items`, all in one transaction (see
 * saveVersions for how groups are formed); returns them as saved.
 */
export async function savePublications<I extends VersionInput, Row>(
  db: Db,
  collection: PublicationCollection,
  options: Pick<SaveVersionsOptions<I>, 'user' | 'mode' | 'items' | 'check' | 'write'>,
): Promise<Row[]> {
  const ids = await saveVersions(db, {
    ...collection,
    ...options,
    write: async (trx, version, now) => {
      const id = await options.write(trx, version, now);
      await refreshSearch(trx, collection.shelf.table, [id]);
      return id;
    },
  });
  contentChanged(collection.tag);
  return Promise.all(ids.map(async (id) => (await findPublication<Row>(db, collection, id))!));
}

/** What articles and honours have in common, as a save writes it. */
interface PublicationInput {
  title: string;
  content?: string | null;
  coverUrl: string;
  lang: string;
  top?: number;
}

/** The columns a save of any publication writes; absent content on update keeps the stored text, '' or null empties it. */
export function publicationFields(item: PublicationInput, operatorName: string, now: string) {
  return {
    title: item.title,
    content: item.content === undefined ? undefined : sanitizeRichText(item.content) || null,
    coverUrl: item.coverUrl,
    lang: item.lang,
    top: item.top,
    operatorName,
    updateTime: now,
  };
}

type PublicationFields = ReturnType<typeof publicationFields>;

/** Updates the version's stored row, or inserts it as a new row of its group with no views yet; returns its id. */
export async function writePublication<Fields extends PublicationFields>(
  { no, existing }: PlannedVersion<unknown>,
  fields: Fields,
  now: string,
  store: {
    update(id: number, fields: Fields): Promise<void>;
    insert(row: Fields & { content: string | null; top: number; no: string; views: number; createTime: string }): Promise<number>;
  },
): Promise<number> {
  if (existing) {
    await store.update(existing.id, fields);
    return existing.id;
  }
  return store.insert({ ...fields, content: fields.content ?? null, top: fields.top ?? 0, no, views: 0, createTime: now });
}
