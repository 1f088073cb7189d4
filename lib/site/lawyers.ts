import { isSiteLangCode, type LangCode } from '@/i18n/locales';
import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { listJobs } from '@/lib/services/jobs';
import { getPublishedLawyer, publishedLawyerVersions, searchPublishedLawyers } from '@/lib/services/lawyers';
import { listOffices, officeAddress } from '@/lib/services/offices';
import { listSpokenLanguages } from '@/lib/services/spoken-languages';
import type { PageRequest } from '@/lib/services/page-request';
import { readerOf, shownIn } from './readers';
import { otherVersions } from './language-versions';

/** A lawyer as a card shows it (the shape of components/site/people/lawyer-card.tsx). */
export interface LawyerSummary {
  id: number;
  name: string;
  /** The name in Latin script, shown beside `name` where it differs (lib/content/latin-name.ts). */
  latinName?: string | null;
  photoUrl: string | null;
  jobTitles: string[];
  office: string | null;
  /** The HTML `lang` of a lawyer shown in the fallback language, having no version in the list's. */
  shownIn?: string;
}

export interface LawyerProfile extends LawyerSummary {
  no: string;
  lang: LangCode;
  /** The family-name words of `latinName` (a vCard's structured name). */
  latinFamilyName: string | null;
  /** The full postal address of the lawyer's office, in the profile's language. */
  officeAddress: string | null;
  phoneNumber: string | null;
  email: string | null;
  /** Rich text as stored (sanitised on write; sanitised again when shown). */
  intro: string | null;
  customContent: string | null;
  customContents: { title: string; content: string | null }[];
  practiceAreas: { id: number; name: string }[];
  /** Where the lawyer is admitted to practise, in their order. */
  admissions: { jurisdiction: string; year: number | null }[];
  education: { institution: string; qualification: string | null; year: number | null }[];
  /** The languages spoken, named in the profile's language. */
  languages: { id: number; name: string }[];
  updateTime: string;
  /** The other language versions of the profile (same `no`). */
  versions: { id: number; lang: LangCode }[];
}

export interface PeopleFilter {
  jobId?: number;
  practiceAreaId?: number;
  /** A language spoken, by its id in the list's language. */
  languageId?: number;
  /** The office's name. */
  office?: string;
  keyword?: string;
}

/** How many lawyers one page of the people list shows. */
export const PEOPLE_PAGE_SIZE = 12;

type LawyerRecord = Awaited<ReturnType<typeof searchPublishedLawyers>>['rows'][number];

const tags = [cacheTags.lawyers, cacheTags.jobs, cacheTags.offices, cacheTags.spokenLanguages, cacheTags.practiceAreas] as const;

function summariseLawyer(lawyer: LawyerRecord): LawyerSummary {
  return {
    id: lawyer.id,
    name: lawyer.name,
    latinName: lawyer.latinName || null,
    photoUrl: lawyer.photoUrl || null,
    jobTitles: lawyer.jobs.map((job) => job.name),
    office: lawyer.office || null,
  };
}

/**
 * A page of the lawyers a reader of `lang` is shown (lib/site/readers.ts) matching the filter,
 * pinned first, and how many match in all. A lawyer shown in another language than the list's
 * is marked `shownIn`; the filters find them too.
 */
export const peopleList = cachedRead(
  'people-list',
  [...tags, cacheTags.languageConfig],
  async (lang: LangCode, filter: PeopleFilter, paging: PageRequest): Promise<{ lawyers: LawyerSummary[]; total: number }> => {
    const { rows, total } = await searchPublishedLawyers(getDb(), { reader: await readerOf(lang), ...filter, paging });
    return { lawyers: rows.map((row) => ({ ...summariseLawyer(row), ...shownIn(row.lang, lang) })), total };
  },
);

/** The first lawyers of a language, pinned first: the home page's featured people. */
export async function featuredLawyers(lang: LangCode, count: number): Promise<LawyerSummary[]> {
  return (await peopleList(lang, {}, { offset: 0, pageSize: count })).lawyers;
}

/** The lawyers of a language who work in practice area `practiceAreaId`, pinned first. */
export async function lawyersInPracticeArea(lang: LangCode, practiceAreaId: number): Promise<LawyerSummary[]> {
  return (await peopleList(lang, { practiceAreaId }, { offset: 0, pageSize: 100 })).lawyers;
}

type Choice = { id: number; name: string };

/** The choices of the job title, office and language-spoken filters in a language, in staff order. */
export const peopleFilterChoices = cachedRead(
  'people-filter-choices',
  tags,
  async (lang: LangCode): Promise<{ jobs: Choice[]; offices: Choice[]; languages: Choice[] }> => {
    const db = getDb();
    const [jobs, offices, languages] = await Promise.all([listJobs(db, lang), listOffices(db, lang), listSpokenLanguages(db, lang)]);
    const plain = (label: Choice) => ({ id: label.id, name: label.name });
    return { jobs: jobs.map(plain), offices: offices.map(plain), languages: languages.map(plain) };
  },
);

/** A published lawyer's profile with its published translations; null when there is no such lawyer or it is not published. */
export const lawyerProfile = cachedRead('lawyer-profile', tags, async (id: number): Promise<LawyerProfile | null> => {
  const db = getDb();
  const lawyer = await getPublishedLawyer(db, id);
  if (!lawyer || !isSiteLangCode(lawyer.lang)) return null;
  return {
    ...summariseLawyer(lawyer),
    no: lawyer.no,
    lang: lawyer.lang,
    latinFamilyName: lawyer.latinFamilyName || null,
    officeAddress: lawyer.office ? await officeAddress(db, lawyer.lang, lawyer.office) : null,
    phoneNumber: lawyer.phoneNumber || null,
    email: lawyer.email || null,
    intro: lawyer.intro,
    customContent: lawyer.customContent,
    customContents: lawyer.customContents,
    practiceAreas: lawyer.proFields.map((field) => ({ id: field.professionalFieldId, name: field.name })),
    admissions: lawyer.admissions,
    education: lawyer.education,
    languages: lawyer.languages,
    updateTime: lawyer.updateTime,
    versions: otherVersions(lawyer.id, await publishedLawyerVersions(db, lawyer.no)),
  };
});
