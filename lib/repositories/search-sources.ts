import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';
import { customContentsOf, jobsOf, proFieldsOf } from './lawyers';

/** Which rows to read: these ids, or the next `limit` after `afterId` (for a rebuild). */
export type SourceFilter = { ids: number[] } | { afterId: number; limit: number };

/** The rows the filter names, by id. */
function bounded<T extends keyof Database, O>(query: SelectQueryBuilder<Database, T, O>, filter: SourceFilter) {
  const id = sql.ref<number>('id');
  const limited = query.orderBy(id).limit('ids' in filter ? filter.ids.length : filter.limit);
  return 'ids' in filter ? limited.where(id, 'in', filter.ids) : limited.where(id, '>', filter.afterId);
}

export function articleSources(db: Db, filter: SourceFilter) {
  return bounded(
    db.selectFrom('article').select(['id', 'no', 'type', 'lang', 'title', 'note', 'content', 'isLink', 'published']),
    filter,
  ).execute();
}

export function honourSources(db: Db, filter: SourceFilter) {
  return bounded(db.selectFrom('honour').select(['id', 'no', 'lang', 'title', 'content', 'published']), filter).execute();
}

export function practiceSources(db: Db, filter: SourceFilter) {
  return bounded(db.selectFrom('professionalField').select(['id', 'no', 'lang', 'name', 'introduce', 'published']), filter).execute();
}

/** Lawyers with the names of their job titles and live practice areas, and their custom sections. */
export async function lawyerSources(db: Db, filter: SourceFilter) {
  const rows = await bounded(
    db.selectFrom('lawyer').select(['id', 'no', 'lang', 'name', 'office', 'intro', 'customContent', 'published']),
    filter,
  ).execute();
  const ids = rows.map((row) => row.id);
  const [jobs, fields, sections] = await Promise.all([
    jobsOf(db, ids),
    proFieldsOf(db, ids, { publishedOnly: true }),
    customContentsOf(db, ids),
  ]);
  return rows.map((row) => ({
    ...row,
    labels: [...jobs, ...fields].filter((link) => link.lawyerTeamId === row.id).map((link) => link.name),
    sections: sections.filter((section) => section.lawyerTeamId === row.id),
  }));
}

/** The lawyers whose indexed text names job `jobId`, practice area `professionalFieldId` or office `office`. */
export async function lawyersLinkedTo(
  db: Db,
  link: { jobId: number } | { professionalFieldId: number } | { lang: string; office: string },
): Promise<number[]> {
  let rows: { id: number }[];
  if ('jobId' in link) {
    rows = await db.selectFrom('lawyerJob').select('lawyerTeamId as id').where('jobId', '=', link.jobId).execute();
  } else if ('professionalFieldId' in link) {
    rows = await db
      .selectFrom('lawyerProField')
      .select('lawyerTeamId as id')
      .where('professionalFieldId', '=', link.professionalFieldId)
      .execute();
  } else {
    rows = await db.selectFrom('lawyer').select('id').where('lang', '=', link.lang).where('office', '=', link.office).execute();
  }
  return rows.map((row) => row.id);
}
