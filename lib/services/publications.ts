import { notFound } from '../api/errors';
import type { Db } from '../db/client';
import type { AdminProfile } from '../repositories/admin-users';
import * as publications from '../repositories/publications';
import type { PublicationFilter, PublicationShelf } from '../repositories/publications';
import { audit } from './audit';
import { countView, pendingViews } from './view-counter';

/** What the pin, unpin and delete calls need to know about articles of a type or honours. */
export interface PublicationKind {
  shelf: PublicationShelf;
  label: string;
  entity: string;
}

export interface PageRequest {
  offset: number;
  pageSize: number;
}

/** A page of rows, pinned first then newest, with the number of rows matching. */
export function listPublications<Row>(db: Db, kind: PublicationKind, filter: PublicationFilter, page: PageRequest) {
  return publications.listPage<Row>(db, kind.shelf, filter, page);
}

/** One row by id, or undefined (also when it is of another kind). */
export function findPublication<Row>(db: Db, kind: PublicationKind, id: number) {
  return publications.findById<Row>(db, kind.shelf, id);
}

/** One row for a visitor: counts the view, and shows the count including views not yet written. */
export async function readPublication<Row extends { id: number; views: number }>(
  db: Db,
  kind: PublicationKind,
  id: number,
): Promise<Row | undefined> {
  const row = await publications.findById<Row>(db, kind.shelf, id);
  if (!row) return undefined;
  countView(kind.shelf.table, row.id);
  return { ...row, views: row.views + pendingViews(kind.shelf.table, row.id) };
}

/** Pins (1) or unpins (0) every language version of group `no`. */
export async function setGroupTop(db: Db, user: AdminProfile, kind: PublicationKind, no: string, top: 0 | 1): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const changed = await publications.setTopOfGroup(trx, kind.shelf, no, top, user.userName);
    if (!changed) throw notFound(`${kind.label} ${no}`);
    await audit(trx, user, top ? 'pin' : 'unpin', kind.entity, no);
  });
}

/** Deletes every language version of group `no`. */
export async function deleteGroup(db: Db, user: AdminProfile, kind: PublicationKind, no: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const deleted = await publications.deleteGroup(trx, kind.shelf, no);
    if (!deleted) throw notFound(`${kind.label} ${no}`);
    await audit(trx, user, 'delete', kind.entity, no);
  });
}
