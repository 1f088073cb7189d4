import { sql, type SelectQueryBuilder } from 'kysely';
import type { Db } from '../db/client';
import { CatalogType, type Database } from '../db/schema';
import { latinNameBeside } from '../content/latin-name';
import type { LinkSource } from './content-links';
import { customContentsOf, jobsOf, proFieldsOf } from './lawyers';

/** Which rows to read: these ids, or the next `limit` after `afterId` (for a rebuild). */
export type SourceFilter = { ids: number[] } | { afterId: number; limit: number };

/** The rows the filter names, by id. */
function bounded<T extends keyof Database, O>(query: SelectQueryBuilder<Database, T, O>, filter: SourceFilter) {
  const id = sql.ref<number>('id');
  const limited = query.orderBy(id).limit('ids' in filter ? filter.ids.length : filter.limit);
  return 'ids' in filter ? limited.where(id, 'in', filter.ids) : limited.where(id, '>', filter.afterId);
}

/** The names, in each row's language (with the Latin one where it differs), of the lawyers each row's group names. */
async function withLawyerNames<Row extends { no: string; lang: string }>(db: Db, source: (row: Row) => LinkSource, rows: Row[]) {
  const links = rows.length
    ? await db
        .selectFrom('contentLink')
        .innerJoin('lawyer', 'lawyer.no', 'contentLink.targetNo')
        .select(['contentLink.source', 'contentLink.no', 'lawyer.lang', 'lawyer.name', 'lawyer.latinName'])
        .where('contentLink.target', '=', 'lawyer')
        .where('contentLink.no', 'in', [...new Set(rows.map((row) => row.no))])
        // In the order staff gave them: the same text however often it is indexed again.
        .orderBy('contentLink.sort')
        .execute()
    : [];
  return rows.map((row) => ({
    ...row,
    lawyerNames: links
      .filter((link) => link.source === source(row) && link.no === row.no && link.lang === row.lang)
      .map((link) => [link.name, latinNameBeside(link.name, link.latinName)].filter(Boolean).join(' ')),
  }));
}

export async function articleSources(db: Db, filter: SourceFilter) {
  const rows = await bounded(
    db.selectFrom('article').select(['id', 'no', 'type', 'lang', 'title', 'note', 'content', 'isLink', 'published']),
    filter,
  ).execute();
  return withLawyerNames(db, (row) => (row.type === CatalogType.NEWS ? 'news' : 'deal'), rows);
}

export async function honourSources(db: Db, filter: SourceFilter) {
  const rows = await bounded(db.selectFrom('honour').select(['id', 'no', 'lang', 'title', 'content', 'published']), filter).execute();
  return withLawyerNames(db, () => 'honour', rows);
}

/** The news articles, deals and honours (by table) whose groups name lawyer group `lawyerNo`. */
export async function itemsNaming(db: Db, lawyerNo: string): Promise<{ article: number[]; honour: number[] }> {
  const named = (table: 'article' | 'honour', sources: LinkSource[]) =>
    db
      .selectFrom(table)
      .select(`${table}.id as id`)
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('contentLink')
            .select('contentLink.no')
            .whereRef('contentLink.no', '=', `${table}.no`)
            .where('contentLink.source', 'in', sources)
            .where('contentLink.target', '=', 'lawyer')
            .where('contentLink.targetNo', '=', lawyerNo),
        ),
      )
      .execute();
  const [articles, honours] = await Promise.all([named('article', ['news', 'deal']), named('honour', ['honour'])]);
  return { article: articles.map((row) => row.id), honour: honours.map((row) => row.id) };
}

export function practiceSources(db: Db, filter: SourceFilter) {
  return bounded(db.selectFrom('professionalField').select(['id', 'no', 'lang', 'name', 'introduce', 'published']), filter).execute();
}

/** Lawyers with the names of their job titles and live practice areas, and their custom sections. */
export async function lawyerSources(db: Db, filter: SourceFilter) {
  const rows = await bounded(
    db.selectFrom('lawyer').select(['id', 'no', 'lang', 'name', 'latinName', 'office', 'intro', 'customContent', 'published']),
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
