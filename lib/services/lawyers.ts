import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { existingLabelIds } from '../repositories/jobs';
import { shareFacts } from '../repositories/group-facts';
import * as lawyers from '../repositories/lawyers';
import { officeName } from '../repositories/offices';
import { existingFieldIds } from '../repositories/practice-areas';
import { queryTerms } from '../search/terms';
import type { Reader } from '../repositories/shown-versions';
import { siteLangCodes } from '../../i18n/locales';
import type { LawyerInput } from '../validation/lawyer';
import type { WorkflowStatus } from '../validation/workflow';
import { audit } from './audit';
import { serverKinds } from './kinds';
import { refreshItemsNaming, refreshSearch } from './search-index';
import { forgetLinksTo } from './content-links';
import { assertLanguageFree, groupNoOf, writeContent, writeEach } from './content-writes';
import type { PageRequest } from './page-request';

const { tags, label, audit: entity } = serverKinds.lawyer;

/**
 * Profiles with their job titles, practice areas and custom sections: three queries for any
 * number. Visitors' profiles (`publishedOnly`) name only the practice areas live for them.
 */
async function withRelations(db: Db, rows: lawyers.LawyerRow[], visibility: { publishedOnly?: boolean } = {}) {
  const ids = rows.map((row) => row.id);
  const [jobs, proFields, customContents, languages, admissions, education] = await Promise.all([
    lawyers.jobsOf(db, ids),
    lawyers.proFieldsOf(db, ids, visibility),
    lawyers.customContentsOf(db, ids),
    lawyers.languagesOf(db, ids),
    lawyers.admissionsOf(db, ids),
    lawyers.educationOf(db, ids),
  ]);
  const own = <T extends { lawyerTeamId: number }>(list: T[], id: number) =>
    list.filter((entry) => entry.lawyerTeamId === id).map(({ lawyerTeamId: _owner, ...entry }) => entry);
  return rows.map((row) => {
    const ownJobs = jobs.filter((job) => job.lawyerTeamId === row.id);
    const ownFields = proFields.filter((field) => field.lawyerTeamId === row.id);
    const ownLanguages = own(languages, row.id);
    return {
      ...row,
      jobs: ownJobs,
      jobIds: ownJobs.map((job) => job.jobId),
      proFields: ownFields,
      proFieldIds: ownFields.map((field) => field.professionalFieldId),
      customContents: customContents.filter((section) => section.lawyerTeamId === row.id).map(({ title, content }) => ({ title, content })),
      admissions: own(admissions, row.id),
      education: own(education, row.id),
      languageIds: ownLanguages.map((language) => language.id),
      languages: ownLanguages,
    };
  });
}

async function page(db: Db, filter: lawyers.LawyerFilter, paging: PageRequest) {
  const [rows, total] = await Promise.all([
    lawyers.pageLawyers(db, filter, paging.offset, paging.pageSize),
    lawyers.countLawyers(db, filter),
  ]);
  return { rows: await withRelations(db, rows, { publishedOnly: filter.publishedOnly }), total };
}

export interface LawyerSearch {
  /** Whose list: a version per translation group (lib/repositories/shown-versions.ts). */
  reader: Reader;
  /** A practice area, job or language spoken by its id in any language. */
  practiceAreaId?: number;
  jobId?: number;
  languageId?: number;
  /** An office's name (in any language), or its id. */
  office?: string;
  keyword?: string;
  paging: PageRequest;
}

/**
 * Visitors' page of the published lawyers a reader is shown, pinned first, with their jobs and
 * practice areas. Filters combine; `keyword` matches the words of name, job titles, practice
 * areas, office, biography and sections the way the site search does (any case and accents,
 * simple plurals, the start of a word, Chinese words), through the lawyer's entry in the index.
 */
export async function searchPublishedLawyers(db: Db, search: LawyerSearch) {
  let office = search.office;
  if (office && /^\d{1,9}$/.test(office)) office = (await officeName(db, Number(office))) ?? office;
  const { reader, practiceAreaId, jobId, languageId, keyword, paging } = search;
  const keywordLangs = reader.fallback ? siteLangCodes() : [reader.lang];
  return page(
    db,
    {
      reader,
      practiceAreaId,
      jobId,
      languageId,
      office,
      keyword: keyword ? { langs: keywordLangs, terms: queryTerms(keyword, reader.lang) } : undefined,
      publishedOnly: true,
    },
    paging,
  );
}

/** A page of every lawyer for the admin: by name and office substring, the start of `no`, language and editorial status. */
export function pageLawyersForAdmin(
  db: Db,
  query: { name?: string; office?: string; lang?: string; no?: string; status?: WorkflowStatus; paging: PageRequest },
) {
  return page(
    db,
    { name: query.name, officeContains: query.office, lang: query.lang, noPrefix: query.no, status: query.status },
    query.paging,
  );
}

async function findLawyer(db: Db, id: number, visibility: { publishedOnly?: boolean }) {
  const row = await lawyers.findLawyer(db, id, visibility);
  if (!row) return undefined;
  const [lawyer] = await withRelations(db, [row], visibility);
  return lawyer;
}

/** One lawyer as staff edit it, with jobs, practice areas, sections, admissions, education and languages; undefined when there is none. */
export function getLawyer(db: Db, id: number) {
  return findLawyer(db, id, {});
}

/** One published lawyer for a visitor (the same shape as getLawyer); undefined when unknown or not published. */
export function getPublishedLawyer(db: Db, id: number) {
  return findLawyer(db, id, { publishedOnly: true });
}

/** The published language versions ({id, no, lang, name}) of lawyer `no`, for the language switcher. */
export function publishedLawyerVersions(db: Db, no: string) {
  return lawyers.findPublishedGroup(db, no);
}

async function assertLinksExist(db: Db, item: LawyerInput, index: number) {
  for (const [key, find] of [
    ['jobIds', (ids: number[]) => existingLabelIds(db, 'job', ids, item.lang)],
    ['proFieldIds', (ids: number[]) => existingFieldIds(db, ids, item.lang)],
    ['languageIds', (ids: number[]) => existingLabelIds(db, 'spokenLanguage', ids, item.lang)],
  ] as const) {
    const ids = item[key];
    const found = await find(ids);
    const missing = ids.filter((id) => !found.includes(id));
    if (missing.length)
      throw new InvalidInputError(`[${index}].${key}`, '{field}: {ids} do not exist in {lang}', {
        ids: missing.join(', '),
        lang: item.lang,
      });
  }
}

function valuesOf(item: LawyerInput) {
  return {
    lang: item.lang,
    name: item.name,
    latinName: item.latinName,
    latinFamilyName: item.latinFamilyName,
    feminineTitles: item.feminineTitles,
    photoUrl: item.photoUrl || null,
    phoneNumber: item.phoneNumber || null,
    email: item.email,
    office: item.office || null,
    intro: sanitizeRichText(item.intro) || null,
    customContent: sanitizeRichText(item.customContent) || null,
  };
}

function linksOf(item: LawyerInput): lawyers.LawyerLinks {
  return {
    jobIds: item.jobIds,
    proFieldIds: item.proFieldIds,
    customContents: (item.customContents ?? []).map((section) => ({
      title: section.title,
      content: sanitizeRichText(section.content) || null,
    })),
    languageIds: item.languageIds,
    admissions: item.admissions ?? [],
    education: item.education ?? [],
  };
}

/** Brings in line the index entries of lawyer `id` and of the news, deals and honours naming it (found by its name). */
export async function refreshLawyerSearch(db: Db, id: number) {
  await refreshSearch(db, 'lawyer', [id]);
  const lawyer = await lawyers.findLawyer(db, id);
  if (lawyer) await refreshItemsNaming(db, lawyer.no);
}

/** Creates the language versions of one lawyer; they share the given `no`, or a new one. */
export function createLawyers(db: Db, user: AdminProfile, items: LawyerInput[]) {
  const no = groupNoOf(items);
  return writeEach(db, tags, items, async (trx, item, index) => {
    assertLanguageFree(await lawyers.findGroup(trx, no), item.lang);
    await assertLinksExist(trx, item, index);
    const id = await lawyers.insertLawyer(trx, { ...valuesOf(item), no, top: item.top ?? 0, sort: 0 });
    await lawyers.replaceLinks(trx, id, linksOf(item));
    await refreshLawyerSearch(trx, id);
    await audit(trx, user, 'create', entity, id);
    return (await getLawyer(trx, id))!;
  });
}

/** Updates versions by id; `no` stays as it is, `top` only when given. */
export function updateLawyers(db: Db, user: AdminProfile, items: (LawyerInput & { id: number })[]) {
  return writeEach(db, tags, items, async (trx, item, index) => {
    const before = await lawyers.findLawyer(trx, item.id);
    if (!before) throw new NotFoundError(label, item.id);
    assertLanguageFree(await lawyers.findGroup(trx, before.no), item.lang, item.id);
    await assertLinksExist(trx, item, index);
    await lawyers.updateLawyer(trx, item.id, { ...valuesOf(item), ...(item.top !== undefined && { top: item.top }) });
    await lawyers.replaceLinks(trx, item.id, linksOf(item));
    await refreshLawyerSearch(trx, item.id);
    await audit(trx, user, 'update', entity, item.id);
    return (await getLawyer(trx, item.id))!;
  });
}

export function deleteLawyer(db: Db, user: AdminProfile, id: number) {
  return writeContent(db, tags, async (trx) => {
    const before = await lawyers.findLawyer(trx, id);
    if (!before || !(await lawyers.deleteLawyer(trx, id))) throw new NotFoundError(label);
    await forgetLinksTo(trx, 'lawyer', before.no);
    await refreshSearch(trx, 'lawyer', [id]);
    await refreshItemsNaming(trx, before.no);
    await audit(trx, user, 'delete', entity, id);
  });
}

/** Pins or unpins the lawyer in every language: the pin is kept once per group. */
export function pinLawyer(db: Db, user: AdminProfile, id: number, top: 0 | 1) {
  return writeContent(db, tags, async (trx) => {
    if (!(await lawyers.updateLawyer(trx, id, { top }))) throw new NotFoundError(label);
    await shareFacts(trx, 'lawyer', id);
    await audit(trx, user, top ? 'pin' : 'unpin', entity, id);
  });
}
