import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { ApiError } from '@/lib/api/errors';
import { isLangCode, type LangCode } from '@/i18n/locales';
import { getLawyer, lawyerVersions, searchLawyers } from '@/lib/services/lawyers';
import { listJobs } from '@/lib/services/jobs';
import { listOffices } from '@/lib/services/offices';
import { cachedRead } from '@/lib/cache/data-cache';
import { summariseLawyer, type LawyerSummary } from '@/lib/site/lawyers';

const tags = [cacheTags.lawyers, cacheTags.jobs, cacheTags.offices, cacheTags.practiceAreas] as const;

/** The most lawyers one list page shows (Load More stops there). */
export const PEOPLE_PAGE_SIZE = 12;
export const MAX_PEOPLE_PAGES = 8;

export interface PeopleFilter {
  jobId?: number;
  practiceAreaId?: number;
  /** The office's name. */
  office?: string;
  keyword?: string;
}

type LawyerRecord = Awaited<ReturnType<typeof getLawyer>>;

/** The first `count` lawyers matching the filter, pinned first, and how many match in all. */
export const peopleList = cachedRead(
  'people-list',
  tags,
  async (lang: LangCode, filter: PeopleFilter, count: number): Promise<{ lawyers: LawyerSummary[]; total: number }> => {
    const { rows, total } = await searchLawyers(getDb(), { lang, ...filter, paging: { pageNo: 1, pageSize: count, offset: 0 } });
    return { lawyers: rows.map(summariseLawyer), total };
  },
);

/** The choices of the job title and office filters in a language, in staff order. */
export const peopleFilterChoices = cachedRead(
  'people-filter-choices',
  tags,
  async (lang: LangCode): Promise<{ jobs: { id: number; name: string }[]; offices: { id: number; name: string }[] }> => {
    const db = getDb();
    const [jobs, offices] = await Promise.all([listJobs(db, lang), listOffices(db, lang)]);
    const plain = (label: { id: number; name: string }) => ({ id: label.id, name: label.name });
    return { jobs: jobs.map(plain), offices: offices.map(plain) };
  },
);

export interface LawyerProfile extends LawyerSummary {
  no: string;
  lang: LangCode;
  phoneNumber: string | null;
  email: string | null;
  /** Rich text as stored (sanitised on write; sanitised again when shown). */
  intro: string | null;
  customContent: string | null;
  customContents: { title: string; content: string | null }[];
  practiceAreas: { id: number; name: string }[];
  updateTime: string;
  /** The other language versions of the profile (same `no`). */
  versions: { id: number; lang: LangCode }[];
}

/** A lawyer's profile with its translations; null when there is no such lawyer. */
export const lawyerProfile = cachedRead('lawyer-profile', tags, async (id: number): Promise<LawyerProfile | null> => {
  const db = getDb();
  let lawyer: LawyerRecord;
  try {
    lawyer = await getLawyer(db, id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  if (!isLangCode(lawyer.lang)) return null;
  const versions = await lawyerVersions(db, lawyer.no);
  return {
    ...summariseLawyer(lawyer),
    no: lawyer.no,
    lang: lawyer.lang,
    phoneNumber: lawyer.phoneNumber || null,
    email: lawyer.email || null,
    intro: lawyer.intro,
    customContent: lawyer.customContent,
    customContents: lawyer.customContents,
    practiceAreas: lawyer.proFields.map((field) => ({ id: field.professionalFieldId, name: field.name })),
    updateTime: lawyer.updateTime,
    versions: versions
      .filter((version) => version.id !== lawyer.id && isLangCode(version.lang))
      .map((version) => ({ id: version.id, lang: version.lang as LangCode })),
  };
});
