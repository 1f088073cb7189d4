import { PEOPLE_PAGE_SIZE, type PeopleFilter } from '@/lib/site/lawyers';
import { listPage, type ListPage } from '@/lib/site/paging';

type SearchParams = Record<string, string | string[] | undefined>;

// NUL characters are dropped: SQLite would end a LIKE pattern there and PostgreSQL refuses them.
const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value)?.replaceAll('\u0000', '').trim() ?? '';

function positiveInt(value: string): number | undefined {
  if (!/^\d{1,9}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= 1 ? number : undefined;
}

export interface PeopleQuery {
  filter: PeopleFilter;
  page: ListPage;
  /** The filter as it goes back into links (Load More keeps it). */
  params: { jobId?: string; practiceAreaId?: string; languageId?: string; office?: string; keyword?: string };
}

/** The people list's state from its URL; anything malformed is treated as absent. */
export function parsePeopleQuery(searchParams: SearchParams): PeopleQuery {
  const jobId = positiveInt(first(searchParams.jobId));
  const practiceAreaId = positiveInt(first(searchParams.practiceAreaId));
  const languageId = positiveInt(first(searchParams.languageId));
  const office = first(searchParams.office).slice(0, 100) || undefined;
  const keyword = first(searchParams.keyword).slice(0, 100) || undefined;
  return {
    filter: { jobId, practiceAreaId, languageId, office, keyword },
    page: listPage(searchParams.page, PEOPLE_PAGE_SIZE),
    params: {
      jobId: jobId ? String(jobId) : undefined,
      practiceAreaId: practiceAreaId ? String(practiceAreaId) : undefined,
      languageId: languageId ? String(languageId) : undefined,
      office,
      keyword,
    },
  };
}
