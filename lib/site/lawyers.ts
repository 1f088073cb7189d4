import type { LangCode } from '@/i18n/locales';
import { cacheTags } from '@/lib/cache/tags';
import { getDb } from '@/lib/db/client';
import { searchLawyers } from '@/lib/services/lawyers';
import { cachedRead } from '@/lib/cache/data-cache';

/** A lawyer as a card shows it (the shape of components/site/people/lawyer-card.tsx). */
export interface LawyerSummary {
  id: number;
  name: string;
  photoUrl: string | null;
  jobTitles: string[];
  office: string | null;
}

type LawyerPage = Awaited<ReturnType<typeof searchLawyers>>;

const tags = [cacheTags.lawyers, cacheTags.jobs, cacheTags.offices, cacheTags.practiceAreas] as const;

export function summariseLawyer(lawyer: LawyerPage['rows'][number]): LawyerSummary {
  return {
    id: lawyer.id,
    name: lawyer.name,
    photoUrl: lawyer.photoUrl || null,
    jobTitles: lawyer.jobs.map((job) => job.name),
    office: lawyer.office || null,
  };
}

/** The first lawyers of a language, pinned first: the home page's featured people. */
export const featuredLawyers = cachedRead('featured-lawyers', tags, async (lang: LangCode, count: number): Promise<LawyerSummary[]> => {
  const page = await searchLawyers(getDb(), { lang, paging: { pageNo: 1, pageSize: count, offset: 0 } });
  return page.rows.map(summariseLawyer);
});

/** The lawyers of a language who work in practice area `practiceAreaId`, pinned first. */
export const lawyersInPracticeArea = cachedRead(
  'practice-area-lawyers',
  tags,
  async (lang: LangCode, practiceAreaId: number): Promise<LawyerSummary[]> => {
    const page = await searchLawyers(getDb(), { lang, practiceAreaId, paging: { pageNo: 1, pageSize: 100, offset: 0 } });
    return page.rows.map(summariseLawyer);
  },
);
