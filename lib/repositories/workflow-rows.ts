import type { Kysely, Selectable } from 'kysely';
import type { Db } from '../db/client';
import type { WorkflowColumns } from '../db/tables/content';
import { linksOfGroups, restoreLinks, type GroupLink, type LinkSource } from './content-links';

/** The tables whose rows go through the editorial workflow. */
export type WorkflowTable = 'article' | 'honour' | 'banner' | 'professionalField' | 'lawyer' | 'legalDocument';

/** Rows of another table that belong to a version and change with it (a lawyer's job titles). */
interface ChildTable {
  table: 'lawyerJob' | 'lawyerProField' | 'lawyerCustomContent' | 'lawyerLanguage' | 'lawyerAdmission' | 'lawyerEducation';
  /** The column naming the version. */
  owner: 'lawyerTeamId';
  /** A column referring to a row that may since have been deleted: such rows are not restored. */
  refersTo?: { column: string; table: 'job' | 'professionalField' | 'spokenLanguage' };
}

export interface RowsSpec {
  table: WorkflowTable;
  children: readonly ChildTable[];
  /** The lawyers and practice areas the version's group names (contentLink): saved and published with the version. */
  links?: LinkSource;
}

export interface WorkflowStateRow extends Selectable<WorkflowColumns> {
  id: number;
  lang: string;
  /** The translation group; null for kinds without one (banners, legal documents). */
  no: string | null;
}

/** A version's own columns and child rows: enough to put it back exactly. */
export interface VersionRows {
  row: Record<string, unknown>;
  children: Record<string, Record<string, unknown>[]>;
}

type AnyRow = Record<string, unknown>;
// The workflow works on six tables chosen at run time; rows are typed by the signatures above.
const anyDb = (db: Db) => db as unknown as Kysely<Record<string, AnyRow>>;

const stateColumns = ['status', 'publishAt', 'unpublishAt', 'version', 'published', 'draftRevisionId', 'reviewNote'] as const;

/**
 * A version's language and its place in lists: saved with its text, but also set on the live
 * item directly (pins and order), so a draft holds only those it changes.
 */
export const placementColumns = ['lang', 'top', 'sort'] as const;

/** Columns a version's rows do not include: its identity, its counters and its editorial state. */
const notContent = new Set<string>(['id', 'no', 'type', 'views', 'createTime', ...stateColumns]);

const hasNo = (table: WorkflowTable) => table !== 'banner' && table !== 'legalDocument';

export async function readStates(db: Db, table: WorkflowTable, ids: number[]): Promise<WorkflowStateRow[]> {
  if (!ids.length) return [];
  const rows = await anyDb(db)
    .selectFrom(table)
    .select(['id', 'lang', ...(hasNo(table) ? ['no'] : []), ...stateColumns])
    .where('id', 'in', ids)
    .execute();
  return rows.map((row) => ({ no: null, ...row }) as unknown as WorkflowStateRow);
}

export async function writeState(db: Db, table: WorkflowTable, id: number, state: Partial<WorkflowStateRow>): Promise<void> {
  await anyDb(db).updateTable(table).set(state).where('id', '=', id).execute();
}

/** The row's current text and child rows. */
export async function captureRows(db: Db, spec: RowsSpec, id: number): Promise<VersionRows> {
  const row = await anyDb(db).selectFrom(spec.table).selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const content = Object.fromEntries(Object.entries(row).filter(([column]) => !notContent.has(column)));
  const children: VersionRows['children'] = {};
  for (const child of spec.children) {
    const rows = await anyDb(db).selectFrom(child.table).selectAll().where(child.owner, '=', id).execute();
    children[child.table] = rows.map(({ id: _id, ...rest }) => rest);
  }
  if (spec.links) children.contentLink = (await linksOfGroups(db, spec.links, [row.no as string])).map(({ no: _no, ...link }) => link);
  return { row: content, children };
}

/** Puts captured text and child rows back on row `id` (children whose reference is gone are left out). */
export async function restoreRows(db: Db, spec: RowsSpec, id: number, saved: VersionRows): Promise<void> {
  const content = Object.fromEntries(Object.entries(saved.row).filter(([column]) => !notContent.has(column)));
  await anyDb(db).updateTable(spec.table).set(content).where('id', '=', id).execute();
  for (const child of spec.children) {
    await anyDb(db).deleteFrom(child.table).where(child.owner, '=', id).execute();
    let rows: AnyRow[] = (saved.children[child.table] ?? []).map((row) => ({ ...row, [child.owner]: id }));
    if (child.refersTo && rows.length) {
      const { column, table } = child.refersTo;
      const targets = rows.map((row) => row[column] as number);
      const existing = await anyDb(db).selectFrom(table).select('id').where('id', 'in', targets).execute();
      const kept = new Set(existing.map((row) => row.id));
      rows = rows.filter((row) => kept.has(row[column]));
    }
    if (rows.length) await anyDb(db).insertInto(child.table).values(rows).execute();
  }
  if (spec.links) {
    const { no } = await anyDb(db).selectFrom(spec.table).select('no').where('id', '=', id).executeTakeFirstOrThrow();
    await restoreLinks(db, spec.links, no as string, (saved.children.contentLink ?? []) as unknown as GroupLink[]);
  }
}

/** Versions due a timed change at `now`: scheduled ones to publish, live ones to take down. */
export async function dueVersions(
  db: Db,
  table: WorkflowTable,
  now: string,
  type?: number,
): Promise<{ id: number; change: 'publish' | 'unpublish'; dueAt: string }[]> {
  const ofType = <Q extends { where: (column: 'type', op: '=', value: number) => Q }>(query: Q) =>
    type === undefined ? query : query.where('type', '=', type);
  const [toPublish, toUnpublish] = await Promise.all([
    ofType(
      anyDb(db).selectFrom(table).select(['id', 'publishAt as dueAt']).where('status', '=', 'scheduled').where('publishAt', '<=', now),
    ).execute(),
    ofType(
      anyDb(db).selectFrom(table).select(['id', 'unpublishAt as dueAt']).where('unpublishAt', '<=', now).where('published', '=', 1),
    ).execute(),
  ]);
  return [
    ...toPublish.map((row) => ({ id: row.id as number, change: 'publish' as const, dueAt: row.dueAt as string })),
    ...toUnpublish.map((row) => ({ id: row.id as number, change: 'unpublish' as const, dueAt: row.dueAt as string })),
  ];
}

/**
 * Moves row `id` from one state to another only if it is still in the first: true for the one
 * caller (of however many instances) whose update found it so.
 */
export async function claimTransition(
  db: Db,
  table: WorkflowTable,
  id: number,
  from: { status?: string; unpublishBy?: string },
  to: Partial<WorkflowStateRow>,
): Promise<boolean> {
  let query = anyDb(db).updateTable(table).set(to).where('id', '=', id);
  if (from.status) query = query.where('status', '=', from.status);
  if (from.unpublishBy) query = query.where('unpublishAt', '<=', from.unpublishBy).where('published', '=', 1);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Versions of `table` in `status`, oldest change first. */
export async function versionsInStatus(db: Db, table: WorkflowTable, status: string, type?: number) {
  let query = anyDb(db).selectFrom(table).select(['id']).where('status', '=', status).orderBy('updateTime').orderBy('id');
  if (type !== undefined) query = query.where('type', '=', type);
  return (await query.execute()).map((row) => row.id as number);
}

/** The ids of the versions of group `no` (of article type `type`, if given). */
export async function versionsOfGroup(db: Db, table: WorkflowTable, no: string, type?: number): Promise<number[]> {
  let query = anyDb(db).selectFrom(table).select('id').where('no', '=', no);
  if (type !== undefined) query = query.where('type', '=', type);
  return (await query.execute()).map((row) => row.id as number);
}

/** Whether any of the versions named is live or on its way there (published or scheduled). */
export async function anyPublished(db: Db, table: WorkflowTable, which: { id: number } | { no: string; type?: number }): Promise<boolean> {
  let query = anyDb(db)
    .selectFrom(table)
    .select('id')
    .where((eb) => eb.or([eb('published', '=', 1), eb('status', 'in', ['published', 'scheduled'])]));
  if ('id' in which) query = query.where('id', '=', which.id);
  else {
    query = query.where('no', '=', which.no);
    if (which.type !== undefined) query = query.where('type', '=', which.type);
  }
  return !!(await query.limit(1).executeTakeFirst());
}
