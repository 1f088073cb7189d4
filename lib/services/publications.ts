import { contentChanged } from '../cache/invalidation';
import { sanitizeRichText } from '../content/sanitize';
import { inTransaction, type Db } from '../db/client';
import { NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as publications from '../repositories/publications';
import { findGroup } from '../repositories/translation-groups';
import type { PublicationFilter, PublicationShelf } from '../repositories/publications';
import { audit } from './audit';
import type { ServerKind } from './kinds';
import {
  assertLinkKeysExist,
  forgetLinksOf,
  linkFilterOf,
  saveLinks,
  withLinks,
  type LinkFilterInput,
  type LinkInput,
  type LinkSource,
  type WithLinks,
} from './content-links';
import { refreshSearch } from './search-index';
import type { PageRequest } from './page-request';
import type { Reader } from '../repositories/shown-versions';
import { saveVersions, type PlannedVersion, type SaveVersionsOptions, type VersionInput } from './translation-groups';
import { countView, pendingViews } from './view-counter';

/**
 * Articles of one type, or honours: where they are stored, and from the registry
 * (lib/services/kinds.ts) how messages and the audit log name them and the public data a change
 * makes stale.
 */
export interface PublicationCollection extends Pick<ServerKind, 'label' | 'audit' | 'tags'> {
  shelf: PublicationShelf;
  /** How the links of its groups name it. */
  links: LinkSource;
}

/** A publication kind's collection: `shelf`, with the kind's names and tags from the registry. */
export function collectionOf(kind: ServerKind & { links: LinkSource }, shelf: PublicationShelf): PublicationCollection {
  const { label, audit, tags, links } = kind;
  return { shelf, links, label, audit, tags };
}

/**
 * The back office's list filters: the language, part of the title, the start of the group key,
 * the lawyer or practice area named (their groups' keys).
 */
export type StaffListFilter = Pick<PublicationFilter, 'lang' | 'title' | 'noPrefix' | 'status' | 'lawyerNo' | 'practiceNo'>;

/** What every publication row has: its group and language. */
type GroupRow = { no: string; lang: string };

/** A page of rows with their links, pinned first then newest, with the number of rows matching. */
export async function listPublications<Row extends GroupRow>(
  db: Db,
  collection: PublicationCollection,
  filter: PublicationFilter,
  page: PageRequest,
): Promise<{ rows: WithLinks<Row>[]; totalCount: number }> {
  const { rows, totalCount } = await publications.listPage<Row>(db, collection.shelf, filter, page);
  return { rows: await withLinks(db, collection.links, rows), totalCount };
}

/**
 * What a visitor's list is narrowed to, and whose it is: the published versions in `lang`, and
 * with a `fallback` language, of every other group its version there, else its source
 * (lib/repositories/shown-versions.ts).
 */
export type VisitorFilter = Omit<PublicationFilter, 'lawyerNo' | 'practiceNo' | 'lang' | 'reader'> & LinkFilterInput & Reader;

/**
 * Visitors' page: `lawyerId` and `practiceAreaId` keep the rows their group names; they are
 * versions in the list's language (nothing, for an id of another language), or in any language
 * when other languages' items are shown.
 */
export async function listPublishedPublications<Row extends GroupRow>(
  db: Db,
  collection: PublicationCollection,
  filter: VisitorFilter,
  page: PageRequest,
): Promise<{ rows: WithLinks<Row>[]; totalCount: number }> {
  const { lawyerId, practiceAreaId, lang, fallback, ...rest } = filter;
  const links = await linkFilterOf(db, fallback ? undefined : lang, { lawyerId, practiceAreaId });
  if (!links) return { rows: [], totalCount: 0 };
  return listPublications<Row>(db, collection, { ...rest, ...links, reader: { lang, fallback } }, page);
}

async function findWithLinks<Row extends GroupRow>(db: Db, collection: PublicationCollection, id: number, publishedOnly: boolean) {
  const row = await publications.findById<Row>(db, collection.shelf, id, { publishedOnly });
  return row ? (await withLinks(db, collection.links, [row]))[0] : undefined;
}

/** One row by id with its links, or undefined (also when it is of another type). */
export function findPublication<Row extends GroupRow>(db: Db, collection: PublicationCollection, id: number) {
  return findWithLinks<Row>(db, collection, id, false);
}

/** One row whose text is live for visitors, with its links, or undefined. */
export function findPublishedPublication<Row extends GroupRow>(db: Db, collection: PublicationCollection, id: number) {
  return findWithLinks<Row>(db, collection, id, true);
}

/**
 * One row for a visitor (undefined unless its text is live): counts the view, and shows the
 * count including views not yet written.
 */
export async function readPublication<Row extends GroupRow & { id: number; views: number }>(
  db: Db,
  collection: PublicationCollection,
  id: number,
): Promise<WithLinks<Row> | undefined> {
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
    await audit(trx, user, top ? 'pin' : 'unpin', collection.audit, no);
  });
  contentChanged(...collection.tags);
}

/** Deletes every language version of group `no`. */
export async function deleteGroup(db: Db, user: AdminProfile, collection: PublicationCollection, no: string): Promise<void> {
  await inTransaction(db, async (trx) => {
    const versions = await findGroup(trx, collection.shelf, no);
    const deleted = await publications.deleteGroup(trx, collection.shelf, no);
    if (!deleted) throw new NotFoundError(collection.label, no);
    await forgetLinksOf(trx, collection.links, no);
    await refreshSearch(
      trx,
      collection.shelf.table,
      versions.map((version) => version.id),
    );
    await audit(trx, user, 'delete', collection.audit, no);
  });
  contentChanged(...collection.tags);
}

/**
 * Creates or updates the language versions in `items`, all in one transaction (see
 * saveVersions for how groups are formed); returns them as saved.
 */
export async function savePublications<I extends VersionInput & LinkInput, Row extends GroupRow>(
  db: Db,
  collection: PublicationCollection,
  options: Pick<SaveVersionsOptions<I>, 'user' | 'mode' | 'items' | 'check' | 'write'>,
): Promise<WithLinks<Row>[]> {
  const ids = await saveVersions(db, {
    shelf: collection.shelf,
    label: collection.label,
    entity: collection.audit,
    ...options,
    check: async (trx, version) => {
      await assertLinkKeysExist(trx, version.item, (key) => `[${version.index}].${key}`);
      await options.check?.(trx, version);
    },
    write: async (trx, version, now) => {
      const id = await options.write(trx, version, now);
      await saveLinks(trx, collection.links, version.no, version.item);
      await refreshSearch(trx, collection.shelf.table, [id]);
      return id;
    },
  });
  contentChanged(...collection.tags);
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
