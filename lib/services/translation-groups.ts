import { inTransaction, type Db } from '../db/client';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import { newNo } from '../ids';
import type { AdminProfile } from '../repositories/admin-users';
import { findGroup, findMember, type GroupMember, type Shelf } from '../repositories/translation-groups';
import { nowIso } from '../time';
import { audit } from './audit';

/** An item of a create or update array: one language version. */
export interface VersionInput {
  id?: number;
  no?: string;
  lang: string;
}

/** A version about to be written: the group it belongs to and, on update, the row it replaces. */
export interface PlannedVersion<I> {
  item: I;
  /** Position in the request array, for messages such as `[1].lang`. */
  index: number;
  no: string;
  existing?: GroupMember;
}

/** Create: items without `no` join the `no` another item gives, or one new `no` for the array. */
function planCreate<I extends VersionInput>(items: I[]): PlannedVersion<I>[] {
  const shared = items.find((item) => item.no)?.no ?? newNo();
  return items.map((item, index) => ({ item, index, no: item.no ?? shared }));
}

/**
 * Update: an item with `id` replaces that row and stays in its group (a `no` it carries is
 * ignored). An item without `id` but with the `no` of an existing group is created as a new
 * version of that group, so an editor can add the missing language while editing the others.
 */
async function planUpdate<I extends VersionInput>(db: Db, shelf: Shelf, label: string, items: I[]): Promise<PlannedVersion<I>[]> {
  const planned: PlannedVersion<I>[] = [];
  for (const [index, item] of items.entries()) {
    if (item.id === undefined) continue;
    const existing = await findMember(db, shelf, item.id);
    if (!existing) throw new NotFoundError(label, item.id);
    planned.push({ item, index, no: existing.no, existing });
  }
  for (const [index, item] of items.entries()) {
    if (item.id !== undefined) continue;
    if (!item.no) throw new InvalidInputError(`[${index}].id`, '{field} is required');
    const known = planned.some((version) => version.no === item.no) || (await findGroup(db, shelf, item.no)).length > 0;
    if (!known)
      throw new InvalidInputError(`[${index}].no`, '{field}: no {what} has no {no}; create it with POST', {
        what: label.toLowerCase(),
        no: item.no,
      });
    planned.push({ item, index, no: item.no });
  }
  return planned.sort((a, b) => a.index - b.index);
}

/** Each group keeps at most one version per language, counting the rows already stored. */
async function assertOneVersionPerLang<I extends VersionInput>(db: Db, shelf: Shelf, planned: PlannedVersion<I>[]): Promise<void> {
  for (const no of new Set(planned.map((version) => version.no))) {
    const versions = planned.filter((version) => version.no === no);
    const replaced = new Set(versions.map((version) => version.existing?.id));
    const stored = (await findGroup(db, shelf, no)).filter((row) => !replaced.has(row.id));
    const seen = new Set<string>();
    for (const { item, index } of versions) {
      if (seen.has(item.lang))
        throw new InvalidInputError(`[${index}].lang`, '{field}: the request has two {lang} versions of one item', { lang: item.lang });
      if (stored.some((row) => row.lang === item.lang)) {
        throw new ConflictError('{field}: this item already has a {lang} version (id {id})', {
          field: `[${index}].lang`,
          lang: item.lang,
          id: stored.find((row) => row.lang === item.lang)!.id,
        });
      }
      seen.add(item.lang);
    }
  }
}

export interface SaveVersionsOptions<I extends VersionInput> {
  shelf: Shelf;
  /** How messages name the entity: `News article`. */
  label: string;
  /** How the audit log names it. */
  entity: string;
  user: AdminProfile;
  mode: 'create' | 'update';
  items: I[];
  /** Checks one version against stored data before it is written; throws to refuse. */
  check?: (db: Db, version: PlannedVersion<I>) => Promise<void>;
  /** Inserts or updates one version; returns its id. */
  write: (db: Db, version: PlannedVersion<I>, now: string) => Promise<number>;
}

/** Writes an array of language versions in one transaction, all or nothing, with an audit row each. */
export function saveVersions<I extends VersionInput>(db: Db, options: SaveVersionsOptions<I>): Promise<number[]> {
  return inTransaction(db, async (trx) => {
    const planned =
      options.mode === 'create' ? planCreate(options.items) : await planUpdate(trx, options.shelf, options.label, options.items);
    await assertOneVersionPerLang(trx, options.shelf, planned);
    const now = nowIso();
    const ids: number[] = [];
    for (const version of planned) {
      await options.check?.(trx, version);
      const id = await options.write(trx, version, now);
      await audit(trx, options.user, version.existing ? 'update' : 'create', options.entity, id);
      ids.push(id);
    }
    return ids;
  });
}
