import type { Insertable, Kysely, Selectable } from 'kysely';
import { inChunks } from '../db/chunks';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { admissionsOf, educationOf } from './lawyers';
import type { WorkflowTable } from './workflow-rows';

export type TranslationSourceRow = Selectable<Database['translationSource']>;

/** Where one kind's translation groups live: its table, the column grouping its versions, its text. */
export interface GroupSpec {
  table: WorkflowTable;
  /** Article type: news or deals share a table. */
  type?: number;
  /** The column that language versions of one item share (banners have none: a slide's versions show one picture). */
  key: 'no' | 'name' | 'imgPath';
  /** The column naming a version in lists. */
  title: 'title' | 'name';
  /** The columns staff translate. */
  text: readonly string[];
  /** A lawyer's sections: translated text in rows of their own. */
  sections?: boolean;
}

/** One language version as the translation desk reads it. */
export interface GroupVersion {
  id: number;
  key: string;
  lang: string;
  published: number;
  draftRevisionId: number | null;
  updateTime: string;
  title: string | null;
  /** The version's live text, when read: its text columns, and its sections if any. */
  text: Record<string, unknown>;
  sections: SectionText[];
  credentials: CredentialWords;
}

/** The words of a lawyer's admissions and education, entry by entry in their order. */
export interface CredentialWords {
  admissions: { jurisdiction: string }[];
  education: { institution: string; qualification: string | null }[];
}

export interface SectionText {
  title: string;
  content: string | null;
  sort: number;
}

type AnyRow = Record<string, unknown>;
// One query for six tables chosen at run time; rows are typed by GroupVersion.
const anyDb = (db: Db) => db as unknown as Kysely<Record<string, AnyRow>>;

/**
 * The versions of every group of a kind (or of group `key`, of groups `keys`, or versions `ids`), with their live
 * text unless `withText` is false (a list of every group needs the text of its sources only).
 */
export async function readGroupVersions(
  db: Db,
  spec: GroupSpec,
  only: { key?: string; keys?: string[]; ids?: number[] } = {},
  withText = true,
): Promise<GroupVersion[]> {
  if ((only.ids && !only.ids.length) || (only.keys && !only.keys.length)) return [];
  const textColumns = withText ? spec.text : [];
  let query = anyDb(db)
    .selectFrom(spec.table)
    .select(['id', spec.key, 'lang', 'published', 'draftRevisionId', 'updateTime', ...new Set([spec.title, ...textColumns])]);
  if (spec.type !== undefined) query = query.where('type', '=', spec.type);
  if (only.key !== undefined) query = query.where(spec.key, '=', only.key);
  const inList: [string, readonly (string | number)[]] | undefined = only.keys ? [spec.key, only.keys] : only.ids && ['id', only.ids];
  const rows = (
    inList
      ? await inChunks<string | number, AnyRow>(inList[1], (chunk) => query.where(inList[0], 'in', chunk).execute())
      : await query.execute()
  ).sort((a, b) => Number(a.id) - Number(b.id));
  const ids = rows.map((row) => Number(row.id));
  const sections = withText && spec.sections ? await readSections(db, ids) : new Map<number, SectionText[]>();
  const credentials = withText && spec.sections ? await readCredentials(db, ids) : new Map<number, CredentialWords>();
  return rows.map((row) => ({
    id: Number(row.id),
    key: String(row[spec.key]),
    lang: String(row.lang),
    published: Number(row.published),
    draftRevisionId: row.draftRevisionId === null ? null : Number(row.draftRevisionId),
    updateTime: String(row.updateTime),
    title: (row[spec.title] as string | null) ?? null,
    text: Object.fromEntries(textColumns.map((column) => [column, row[column]])),
    sections: sections.get(Number(row.id)) ?? [],
    credentials: credentials.get(Number(row.id)) ?? { admissions: [], education: [] },
  }));
}

async function readCredentials(db: Db, lawyerIds: number[]): Promise<Map<number, CredentialWords>> {
  const byLawyer = new Map<number, CredentialWords>();
  const of = (id: number) => byLawyer.get(id) ?? byLawyer.set(id, { admissions: [], education: [] }).get(id)!;
  for (const { lawyerTeamId, jurisdiction } of await inChunks(lawyerIds, (chunk) => admissionsOf(db, chunk)))
    of(lawyerTeamId).admissions.push({ jurisdiction });
  for (const { lawyerTeamId, institution, qualification } of await inChunks(lawyerIds, (chunk) => educationOf(db, chunk)))
    of(lawyerTeamId).education.push({ institution, qualification });
  return byLawyer;
}

async function readSections(db: Db, lawyerIds: number[]): Promise<Map<number, SectionText[]>> {
  const byLawyer = new Map<number, SectionText[]>();
  if (!lawyerIds.length) return byLawyer;
  const rows = await inChunks(lawyerIds, (chunk) =>
    db.selectFrom('lawyerCustomContent').select(['lawyerTeamId', 'title', 'content', 'sort']).where('lawyerTeamId', 'in', chunk).execute(),
  );
  for (const { lawyerTeamId, ...section } of rows) byLawyer.set(lawyerTeamId, [...(byLawyer.get(lawyerTeamId) ?? []), section]);
  return byLawyer;
}

/** The recorded sources of versions `ids` of one kind, by version id. */
export async function findTranslationSources(db: Db, entity: string, ids?: number[]): Promise<Map<number, TranslationSourceRow>> {
  if (ids && !ids.length) return new Map();
  const query = db.selectFrom('translationSource').selectAll().where('entity', '=', entity);
  const rows = ids ? await inChunks(ids, (chunk) => query.where('itemId', 'in', chunk).execute()) : await query.execute();
  return new Map(rows.map((row) => [row.itemId, row]));
}

export async function saveTranslationSource(db: Db, row: Insertable<Database['translationSource']>): Promise<void> {
  const { entity: _entity, itemId: _itemId, ...changes } = row;
  await db
    .insertInto('translationSource')
    .values(row)
    .onConflict((conflict) => conflict.columns(['entity', 'itemId']).doUpdateSet(changes))
    .execute();
}

export async function deleteTranslationSource(db: Db, entity: string, itemId: number): Promise<void> {
  await db.deleteFrom('translationSource').where('entity', '=', entity).where('itemId', '=', itemId).execute();
}

/** The newest revision of a version (`oldest`: its first), if any. */
export async function revisionIdOf(db: Db, entity: string, itemId: number, which: 'newest' | 'oldest'): Promise<number | null> {
  const row = await db
    .selectFrom('revision')
    .select('id')
    .where('entity', '=', entity)
    .where('itemId', '=', itemId)
    .orderBy('id', which === 'newest' ? 'desc' : 'asc')
    .limit(1)
    .executeTakeFirst();
  return row?.id ?? null;
}
