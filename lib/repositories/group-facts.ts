import { sql, type Kysely, type SqlBool } from 'kysely';
import type { Db } from '../db/client';
import type { WorkflowTable } from './workflow-rows';

type AnyRow = Record<string, unknown>;
// Facts are read and written on four tables chosen at run time; their columns are named below.
const anyDb = (db: Db) => db as unknown as Kysely<Record<string, AnyRow>>;

/** A version's rows naming entries of a list kept per language (a lawyer's job titles). */
interface LabelLinks {
  table: 'lawyerJob' | 'lawyerLanguage' | 'lawyerProField';
  column: 'jobId' | 'spokenLanguageId' | 'professionalFieldId';
  /** The list; its `no` names an entry in every language. */
  labels: 'job' | 'spokenLanguage' | 'professionalField';
}

/** What does not depend on language: kept the same on every version of a translation group. */
interface FactsSpec {
  columns: readonly string[];
  /** The lawyer's `office`: an office's name, written in the version's language. */
  office?: true;
  labelLinks?: readonly LabelLinks[];
  /** Ordered child rows whose words differ by language but whose `year` does not. */
  years?: readonly ('lawyerAdmission' | 'lawyerEducation')[];
}

export type FactsTable = Extract<WorkflowTable, 'lawyer' | 'article' | 'honour' | 'professionalField'>;

export const groupFacts: Record<FactsTable, FactsSpec> = {
  lawyer: {
    columns: ['photoUrl', 'phoneNumber', 'email', 'top', 'sort', 'latinName', 'latinFamilyName', 'feminineTitles'],
    office: true,
    labelLinks: [
      { table: 'lawyerJob', column: 'jobId', labels: 'job' },
      { table: 'lawyerLanguage', column: 'spokenLanguageId', labels: 'spokenLanguage' },
      { table: 'lawyerProField', column: 'professionalFieldId', labels: 'professionalField' },
    ],
    years: ['lawyerAdmission', 'lawyerEducation'],
  },
  article: { columns: ['coverUrl', 'top', 'createTime'] },
  honour: { columns: ['coverUrl', 'top', 'createTime'] },
  professionalField: { columns: ['iconUrl', 'sort'] },
};

export const hasGroupFacts = (table: WorkflowTable): table is FactsTable => table in groupFacts;

/** The columns of `table` kept once per group (none for a kind without groups). */
export const factColumns = (table: WorkflowTable): readonly string[] => (hasGroupFacts(table) ? groupFacts[table].columns : []);

/** A version's facts in terms that mean the same in every language: entries of lists by their `no`. */
export interface Facts {
  /** The language of the version they were read from. */
  lang: string;
  columns: AnyRow;
  /** The office's `no`, or its name where no office of that name exists. */
  office?: string | null;
  labels: Record<string, string[]>;
  years: Record<string, (number | null)[]>;
}

const OWNER = 'lawyerTeamId';
const officeKey = (name: string) => sql<SqlBool>`lower(name) = lower(${name})`;

async function officeOf(db: Db, lang: string, name: unknown): Promise<string | null> {
  if (typeof name !== 'string' || !name) return null;
  const row = await db.selectFrom('office').select('no').where('lang', '=', lang).where(officeKey(name)).executeTakeFirst();
  return row ? `no:${row.no}` : `name:${name}`;
}

async function officeIn(db: Db, lang: string, office: string | null | undefined): Promise<string | null> {
  if (!office) return null;
  if (office.startsWith('name:')) return office.slice(5);
  const row = await db.selectFrom('office').select('name').where('lang', '=', lang).where('no', '=', office.slice(3)).executeTakeFirst();
  if (row) return row.name;
  const any = await db.selectFrom('office').select('name').where('no', '=', office.slice(3)).executeTakeFirst();
  return any?.name ?? null;
}

/** The facts version `id` holds; undefined when there is no such row. */
export async function readFacts(db: Db, table: FactsTable, id: number): Promise<Facts | undefined> {
  const spec = groupFacts[table];
  const row = await anyDb(db)
    .selectFrom(table)
    .select(['lang', ...spec.columns, ...(spec.office ? ['office'] : [])])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  const { lang, office, ...columns } = row;
  const facts: Facts = { lang: String(lang), columns, labels: {}, years: {} };
  if (spec.office) facts.office = await officeOf(db, String(lang), office);
  for (const link of spec.labelLinks ?? []) {
    const { rows } = await sql<{ no: string }>`select label.no from ${sql.table(link.table)} link
      join ${sql.table(link.labels)} label on label.id = link.${sql.ref(link.column)}
      where link.${sql.ref(OWNER)} = ${id}`.execute(db);
    facts.labels[link.table] = rows.map((label) => label.no).sort();
  }
  for (const child of spec.years ?? []) {
    const rows = await anyDb(db).selectFrom(child).select('year').where(OWNER, '=', id).orderBy('sort').orderBy('id').execute();
    facts.years[child] = rows.map((entry) => (entry.year ?? null) as number | null);
  }
  return facts;
}

/**
 * Links version `id` (in `lang`) to this language's entries of the lists the facts name. An
 * entry the facts' language has no version of (staff made the two separately) cannot be named
 * there: the version keeps its links to such entries.
 */
async function writeLabelLinks(db: Db, link: LabelLinks, id: number, lang: string, facts: Facts): Promise<void> {
  const { rows: kept } = await sql<{ id: number }>`select link.${sql.ref(link.column)} as id from ${sql.table(link.table)} link
    join ${sql.table(link.labels)} label on label.id = link.${sql.ref(link.column)}
    where link.${sql.ref(OWNER)} = ${id} and not exists (select 1 from ${sql.table(link.labels)} there
      where there.no = label.no and there.lang = ${facts.lang})`.execute(db);
  const nos = facts.labels[link.table] ?? [];
  const named = nos.length
    ? await anyDb(db).selectFrom(link.labels).select('id').where('lang', '=', lang).where('no', 'in', nos).execute()
    : [];
  const ids = [...new Set([...kept.map((row) => Number(row.id)), ...named.map((row) => Number(row.id))])];
  await anyDb(db).deleteFrom(link.table).where(OWNER, '=', id).execute();
  if (ids.length) {
    await anyDb(db)
      .insertInto(link.table)
      .values(ids.map((labelId) => ({ [OWNER]: id, [link.column]: labelId })))
      .execute();
  }
}

/** Gives version `id` (in `lang`) the facts: list entries become this language's, where it has them. */
export async function writeFacts(db: Db, table: FactsTable, id: number, lang: string, facts: Facts): Promise<void> {
  const spec = groupFacts[table];
  const office = spec.office ? { office: await officeIn(db, lang, facts.office) } : {};
  await anyDb(db)
    .updateTable(table)
    .set({ ...facts.columns, ...office })
    .where('id', '=', id)
    .execute();
  for (const link of spec.labelLinks ?? []) await writeLabelLinks(db, link, id, lang, facts);
  for (const child of spec.years ?? []) {
    const years = facts.years[child] ?? [];
    const rows = await anyDb(db).selectFrom(child).select('id').where(OWNER, '=', id).orderBy('sort').orderBy('id').execute();
    for (const [index, entry] of rows.entries()) {
      if (index < years.length) await anyDb(db).updateTable(child).set({ year: years[index] }).where('id', '=', entry.id).execute();
    }
  }
}

/** The other versions of version `id`'s translation group, with their languages. */
async function otherVersions(db: Db, table: FactsTable, id: number): Promise<{ id: number; lang: string }[]> {
  const { rows } = await sql<{ id: number; lang: string }>`select other.id, other.lang from ${sql.table(table)} other
    join ${sql.table(table)} version on version.no = other.no where version.id = ${id} and other.id <> ${id}`.execute(db);
  return rows.map((row) => ({ id: Number(row.id), lang: row.lang }));
}

/** The first version (the source) of each translation group of `table`. */
export async function groupSources(db: Db, table: FactsTable): Promise<number[]> {
  const rows = await anyDb(db)
    .selectFrom(table)
    .select((eb) => eb.fn.min('id').as('id'))
    .groupBy('no')
    .execute();
  return rows.map((row) => Number(row.id));
}

/** One fact a version had otherwise than the version whose facts it was given. */
export interface FactDifference {
  id: number;
  lang: string;
  fact: string;
  had: unknown;
  given: unknown;
}

function differences(given: Facts, had: Facts): [string, unknown, unknown][] {
  const found: [string, unknown, unknown][] = [];
  const compare = (fact: string, before: unknown, after: unknown) => {
    if (JSON.stringify(before ?? null) !== JSON.stringify(after ?? null)) found.push([fact, before, after]);
  };
  for (const [column, value] of Object.entries(given.columns)) compare(column, had.columns[column], value);
  if ('office' in given) compare('office', had.office, given.office);
  for (const [table, nos] of Object.entries(given.labels)) compare(table, had.labels[table], nos);
  for (const [table, years] of Object.entries(given.years)) {
    const own = had.years[table] ?? [];
    const shared = Math.min(own.length, years.length);
    compare(`${table}.year`, own.slice(0, shared), years.slice(0, shared));
  }
  return found;
}

/**
 * Gives every other version of version `id`'s translation group the facts `id` holds (photo,
 * office, order, years… see `groupFacts`), each in its own language, and refreshes what shows
 * them. Answers what it changed.
 */
export async function shareFacts(
  db: Db,
  table: FactsTable,
  id: number,
  refresh?: (db: Db, id: number) => Promise<void>,
): Promise<FactDifference[]> {
  const facts = await readFacts(db, table, id);
  if (!facts) return [];
  const changed: FactDifference[] = [];
  for (const version of await otherVersions(db, table, id)) {
    const had = (await readFacts(db, table, version.id))!;
    const found = differences(facts, had);
    if (!found.length) continue;
    await writeFacts(db, table, version.id, version.lang, facts);
    await refresh?.(db, version.id);
    changed.push(...found.map(([fact, before, after]) => ({ ...version, fact, had: before, given: after })));
  }
  return changed;
}

/** The facts group `no` holds (those of its first version not among `except`); undefined for a group with no other version. */
export async function factsOfGroup(db: Db, table: FactsTable, no: string, except: number[]): Promise<Facts | undefined> {
  let query = anyDb(db).selectFrom(table).select('id').where('no', '=', no);
  if (except.length) query = query.where('id', 'not in', except);
  const first = await query.orderBy('id').executeTakeFirst();
  return first ? readFacts(db, table, Number(first.id)) : undefined;
}

/** Whether two versions hold the same facts. */
export const sameFacts = (one: Facts, other: Facts) => differences(one, other).length === 0;
