import { sql, type Insertable, type SqlBool, type Updateable } from 'kysely';
import { jobTitle } from './job-title';
import type { Db } from '../db/client';
import type { LawyerTable } from '../db/tables/content';
import { nowIso } from '../time';
import type { EditorialFilter } from './editorial-filter';
import { insertRow, updateRow } from './rows';
import type { QueryTerm } from '../search/terms';
import { hasWords, noStartsWith, titleContains } from './search-filters';
import { containsText } from './title-search';
import { shownTo, type Reader } from './shown-versions';

/** The tables linking a lawyer to a practice area, a job or a language spoken, the column naming it, and its list. */
const links = {
  practiceArea: { table: 'lawyerProField', column: 'professionalFieldId', labels: 'professionalField' },
  job: { table: 'lawyerJob', column: 'jobId', labels: 'job' },
  language: { table: 'lawyerLanguage', column: 'spokenLanguageId', labels: 'spokenLanguage' },
} as const;

/**
 * Lawyers linked to practice area, job or language spoken `id`, or to its version in another
 * language (the same `no`): a lawyer shown in another language than the list's is found too.
 */
function linkedTo(link: keyof typeof links, id: number) {
  const { table, column, labels } = links[link];
  return sql<SqlBool>`exists (select 1 from ${sql.table(table)} link
    join ${sql.table(labels)} label on label.id = link.${sql.ref(column)}
    join ${sql.table(labels)} chosen on chosen.no = label.no
    where link.${sql.ref('lawyerTeamId')} = ${sql.ref('lawyer.id')} and chosen.id = ${id})`;
}

/** Lawyers of office `name` (any case), as written in any language. */
const inOffice = (name: string) =>
  sql<SqlBool>`(lower(${sql.ref('lawyer.office')}) = lower(${name}) or lower(${sql.ref('lawyer.office')}) in (
    select lower(other.name) from office named join office other on other.no = named.no where lower(named.name) = lower(${name})))`;

const columns = [
  'lawyer.id',
  'lawyer.no',
  'lawyer.lang',
  'lawyer.top',
  'lawyer.photoUrl',
  'lawyer.name',
  'lawyer.latinName',
  'lawyer.latinFamilyName',
  'lawyer.feminineTitles',
  'lawyer.phoneNumber',
  'lawyer.email',
  'lawyer.office',
  'lawyer.intro',
  'lawyer.customContent',
  'lawyer.sort',
  'lawyer.createTime',
  'lawyer.updateTime',
] as const;

export type LawyerValues = Omit<Insertable<LawyerTable>, 'id' | 'createTime' | 'updateTime'>;

export interface LawyerFilter extends EditorialFilter {
  lang?: string;
  /** The start of the translation group's key, any case (through the search index). */
  noPrefix?: string;
  /** Substring of the name. */
  name?: string;
  /** The office's name, whole (case-insensitive). */
  office?: string;
  /** Substring of the office's name. */
  officeContains?: string;
  practiceAreaId?: number;
  jobId?: number;
  /** A language spoken (an id of `spokenLanguage`). */
  languageId?: number;
  /**
   * Words (lib/search/terms.ts) every one of which is in the lawyer's entry of the search index
   * (in one of `langs`): name, job titles, practice areas, office, biography and profile sections.
   */
  keyword?: { langs: readonly string[]; terms: QueryTerm[] };
  /** The versions a visitor reading this list is shown (instead of `lang` and `publishedOnly`). */
  reader?: Reader;
}

function filtered(db: Db, filter: LawyerFilter) {
  let query = db.selectFrom('lawyer');
  if (filter.lang) query = query.where('lawyer.lang', '=', filter.lang);
  if (filter.noPrefix) query = query.where(noStartsWith(db, 'lawyer', 'lawyer.id', filter.noPrefix));
  if (filter.status) query = query.where('lawyer.status', '=', filter.status);
  if (filter.publishedOnly) query = query.where('lawyer.published', '=', 1);
  if (filter.name) query = query.where(titleContains(db, 'lawyer', 'lawyer.id', filter.name, 'lawyer.name'));
  if (filter.office) query = query.where(inOffice(filter.office));
  if (filter.officeContains) query = query.where(containsText('lawyer.office', filter.officeContains));
  if (filter.practiceAreaId) query = query.where(linkedTo('practiceArea', filter.practiceAreaId));
  if (filter.jobId) query = query.where(linkedTo('job', filter.jobId));
  if (filter.languageId) query = query.where(linkedTo('language', filter.languageId));
  if (filter.keyword) query = query.where(hasWords(db, 'lawyer', filter.keyword.langs, 'lawyer.id', filter.keyword.terms));
  if (filter.reader) query = query.where(shownTo('lawyer', filter.reader));
  return query;
}

/** Pinned first, then the staff order, then newest. */
export function pageLawyers(db: Db, filter: LawyerFilter, offset: number, limit: number) {
  return filtered(db, filter)
    .select(columns)
    .orderBy('lawyer.top', 'desc')
    .orderBy('lawyer.sort')
    .orderBy('lawyer.createTime', 'desc')
    .orderBy('lawyer.id', 'desc')
    .limit(limit)
    .offset(offset)
    .execute();
}

export type LawyerRow = Awaited<ReturnType<typeof pageLawyers>>[number];

export async function countLawyers(db: Db, filter: LawyerFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** One lawyer by id; with `publishedOnly`, only when the profile is live for visitors. */
export function findLawyer(db: Db, id: number, { publishedOnly = false } = {}) {
  let query = db.selectFrom('lawyer').select(columns).where('lawyer.id', '=', id);
  if (publishedOnly) query = query.where('lawyer.published', '=', 1);
  return query.executeTakeFirst();
}

function group(db: Db, no: string) {
  return db.selectFrom('lawyer').select(['id', 'no', 'lang', 'name']).where('no', '=', no).orderBy('lang');
}

/** Every language version of lawyer `no`. */
export function findGroup(db: Db, no: string) {
  return group(db, no).execute();
}

/** The language versions of lawyer `no` that are live for visitors. */
export function findPublishedGroup(db: Db, no: string) {
  return group(db, no).where('published', '=', 1).execute();
}

/** The job titles of each of `ids`, in the jobs' order, in the lawyer's form (`lawyer` and `job` joined). */
export function jobsOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('lawyerJob')
    .innerJoin('job', 'job.id', 'lawyerJob.jobId')
    .innerJoin('lawyer', 'lawyer.id', 'lawyerJob.lawyerTeamId')
    .select(['lawyerJob.jobId', 'lawyerJob.lawyerTeamId', jobTitle.as('name'), 'job.lang'])
    .where('lawyerJob.lawyerTeamId', 'in', ids)
    .orderBy('job.sort')
    .orderBy('job.id')
    .execute();
}

/** The practice areas of each of `ids`, in the areas' display order; with `publishedOnly`, those live for visitors. */
export function proFieldsOf(db: Db, ids: number[], { publishedOnly = false } = {}) {
  if (!ids.length) return Promise.resolve([]);
  let query = db
    .selectFrom('lawyerProField')
    .innerJoin('professionalField', 'professionalField.id', 'lawyerProField.professionalFieldId')
    .select(['lawyerProField.professionalFieldId', 'lawyerProField.lawyerTeamId', 'professionalField.name', 'professionalField.lang'])
    .where('lawyerProField.lawyerTeamId', 'in', ids);
  if (publishedOnly) query = query.where('professionalField.published', '=', 1);
  return query.orderBy('professionalField.sort').orderBy('professionalField.id').execute();
}

/** The languages spoken of each of `ids`, in the list's order. */
export function languagesOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('lawyerLanguage')
    .innerJoin('spokenLanguage', 'spokenLanguage.id', 'lawyerLanguage.spokenLanguageId')
    .select(['lawyerLanguage.lawyerTeamId', 'spokenLanguage.id', 'spokenLanguage.name'])
    .where('lawyerLanguage.lawyerTeamId', 'in', ids)
    .orderBy('spokenLanguage.sort')
    .orderBy('spokenLanguage.id')
    .execute();
}

/** The admissions of each of `ids`, in their order. */
export function admissionsOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('lawyerAdmission')
    .select(['lawyerTeamId', 'jurisdiction', 'year'])
    .where('lawyerTeamId', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

/** The education of each of `ids`, in its order. */
export function educationOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('lawyerEducation')
    .select(['lawyerTeamId', 'institution', 'qualification', 'year'])
    .where('lawyerTeamId', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function customContentsOf(db: Db, ids: number[]) {
  if (!ids.length) return Promise.resolve([]);
  return db
    .selectFrom('lawyerCustomContent')
    .select(['lawyerTeamId', 'title', 'content'])
    .where('lawyerTeamId', 'in', ids)
    .orderBy('sort')
    .orderBy('id')
    .execute();
}

export function insertLawyer(db: Db, values: LawyerValues): Promise<number> {
  const now = nowIso();
  return insertRow(db, 'lawyer', { ...values, createTime: now, updateTime: now });
}

/** True when the lawyer exists. */
export function updateLawyer(db: Db, id: number, changes: Updateable<LawyerTable>): Promise<boolean> {
  return updateRow(db, 'lawyer', id, { ...changes, updateTime: nowIso() });
}

export interface LawyerLinks {
  jobIds: number[];
  proFieldIds: number[];
  customContents: { title: string; content: string | null }[];
  languageIds: number[];
  admissions: { jurisdiction: string; year: number | null }[];
  education: { institution: string; qualification: string | null; year: number | null }[];
}

/** The tables of a version's own rows, cleared and written again as one. */
const childTables = ['lawyerJob', 'lawyerProField', 'lawyerCustomContent', 'lawyerLanguage', 'lawyerAdmission', 'lawyerEducation'] as const;

async function clearLinks(db: Db, id: number): Promise<void> {
  for (const table of childTables) await db.deleteFrom(table).where('lawyerTeamId', '=', id).execute();
}

/** Replaces the lawyer's jobs, practice areas, custom sections, languages spoken, admissions and education. */
export async function replaceLinks(db: Db, id: number, links: LawyerLinks): Promise<void> {
  await clearLinks(db, id);
  if (links.jobIds.length) {
    await db
      .insertInto('lawyerJob')
      .values(links.jobIds.map((jobId) => ({ lawyerTeamId: id, jobId })))
      .execute();
  }
  if (links.proFieldIds.length) {
    await db
      .insertInto('lawyerProField')
      .values(links.proFieldIds.map((professionalFieldId) => ({ lawyerTeamId: id, professionalFieldId })))
      .execute();
  }
  if (links.customContents.length) {
    await db
      .insertInto('lawyerCustomContent')
      .values(links.customContents.map((section, sort) => ({ lawyerTeamId: id, title: section.title, content: section.content, sort })))
      .execute();
  }
  if (links.languageIds.length) {
    await db
      .insertInto('lawyerLanguage')
      .values(links.languageIds.map((spokenLanguageId) => ({ lawyerTeamId: id, spokenLanguageId })))
      .execute();
  }
  if (links.admissions.length) {
    await db
      .insertInto('lawyerAdmission')
      .values(links.admissions.map((admission, sort) => ({ lawyerTeamId: id, ...admission, sort })))
      .execute();
  }
  if (links.education.length) {
    await db
      .insertInto('lawyerEducation')
      .values(links.education.map((entry, sort) => ({ lawyerTeamId: id, ...entry, sort })))
      .execute();
  }
}

export async function deleteLawyer(db: Db, id: number): Promise<boolean> {
  // The link tables cascade; cleared explicitly too so nothing depends on the foreign-key setting.
  await clearLinks(db, id);
  const result = await db.deleteFrom('lawyer').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
