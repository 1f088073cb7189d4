import { sql, type SqlBool } from 'kysely';
import { jobTitle } from './job-title';
import type { Db } from '../db/client';
import type { Database } from '../db/schema';

type ContentLinkRow = Database['contentLink'];

/** What names links: news articles, deals or honours. */
export type LinkSource = ContentLinkRow['source'];

/** What a link names: a lawyer or a practice area. */
export type LinkTarget = ContentLinkRow['target'];

/** The table of each target's versions. */
const targetTables = { lawyer: 'lawyer', practiceArea: 'professionalField' } as const;

/** One group's links in their order, without the source and group they belong to. */
export type GroupLink = Pick<ContentLinkRow, 'target' | 'targetNo' | 'sort'>;

/** The links of groups `nos` of `source`, in their order. */
export function linksOfGroups(db: Db, source: LinkSource, nos: string[]) {
  if (!nos.length) return Promise.resolve([]);
  return db
    .selectFrom('contentLink')
    .select(['no', 'target', 'targetNo', 'sort'])
    .where('source', '=', source)
    .where('no', 'in', nos)
    .orderBy('sort')
    .execute();
}

/** Replaces the links of group `no` to `target` with `targetNos`, in that order. */
export async function replaceLinks(db: Db, source: LinkSource, no: string, target: LinkTarget, targetNos: string[]): Promise<void> {
  await db.deleteFrom('contentLink').where('source', '=', source).where('no', '=', no).where('target', '=', target).execute();
  if (!targetNos.length) return;
  await db
    .insertInto('contentLink')
    .values(targetNos.map((targetNo, sort) => ({ source, no, target, targetNo, sort })))
    .execute();
}

/** Puts back a group's links as captured, leaving out those whose target no longer exists. */
export async function restoreLinks(db: Db, source: LinkSource, no: string, links: GroupLink[]): Promise<void> {
  await db.deleteFrom('contentLink').where('source', '=', source).where('no', '=', no).execute();
  const kept = [];
  for (const target of Object.keys(targetTables) as LinkTarget[]) {
    const ofTarget = links.filter((link) => link.target === target);
    const existing = new Set(
      await existingGroups(
        db,
        target,
        ofTarget.map((link) => link.targetNo),
      ),
    );
    kept.push(...ofTarget.filter((link) => existing.has(link.targetNo)));
  }
  if (kept.length)
    await db
      .insertInto('contentLink')
      .values(kept.map((link) => ({ ...link, source, no })))
      .execute();
}

/** Drops the links of a group that no longer exists. */
export async function deleteLinksOf(db: Db, source: LinkSource, no: string): Promise<void> {
  await db.deleteFrom('contentLink').where('source', '=', source).where('no', '=', no).execute();
}

/** Drops every link to lawyer or practice area `targetNo`, unless a version of it remains. */
export async function deleteLinksToGone(db: Db, target: LinkTarget, targetNo: string): Promise<void> {
  if ((await existingGroups(db, target, [targetNo])).length) return;
  await db.deleteFrom('contentLink').where('target', '=', target).where('targetNo', '=', targetNo).execute();
}

/** Those of `nos` that are the key of a lawyer or practice area (in any language). */
export async function existingGroups(db: Db, target: LinkTarget, nos: string[]): Promise<string[]> {
  if (!nos.length) return [];
  const rows = await db.selectFrom(targetTables[target]).select('no').distinct().where('no', 'in', nos).execute();
  return rows.map((row) => row.no);
}

/** The group key of version `id` of a lawyer or practice area (in language `lang`, when given), if there is one. */
export async function groupOfVersion(db: Db, target: LinkTarget, id: number, lang?: string): Promise<string | undefined> {
  let query = db.selectFrom(targetTables[target]).select('no').where('id', '=', id);
  if (lang) query = query.where('lang', '=', lang);
  return (await query.executeTakeFirst())?.no;
}

/** Rows of `source` (whose group key is column `noColumn`) linked to `target` group `targetNo`. */
export function linkedTo(source: LinkSource, noColumn: string, target: LinkTarget, targetNo: string) {
  return sql<SqlBool>`exists (select 1 from ${sql.table('contentLink')} link
    where link.${sql.ref('source')} = ${source} and link.${sql.ref('no')} = ${sql.ref(noColumn)}
    and link.${sql.ref('target')} = ${target} and link.${sql.ref('targetNo')} = ${targetNo})`;
}

/** The published versions of lawyers `nos` in the languages `langs`, with their job titles. */
export async function publishedLawyers(db: Db, nos: string[], langs: string[]) {
  if (!nos.length) return [];
  const lawyers = await db
    .selectFrom('lawyer')
    .select(['id', 'no', 'lang', 'name', 'latinName', 'photoUrl'])
    .where('no', 'in', nos)
    .where('lang', 'in', langs)
    .where('published', '=', 1)
    .execute();
  const jobs = lawyers.length
    ? await db
        .selectFrom('lawyerJob')
        .innerJoin('job', 'job.id', 'lawyerJob.jobId')
        .innerJoin('lawyer', 'lawyer.id', 'lawyerJob.lawyerTeamId')
        .select(['lawyerJob.lawyerTeamId', jobTitle.as('name')])
        .where(
          'lawyerJob.lawyerTeamId',
          'in',
          lawyers.map((lawyer) => lawyer.id),
        )
        .orderBy('job.sort')
        .orderBy('job.id')
        .execute()
    : [];
  return lawyers.map((lawyer) => ({
    ...lawyer,
    jobs: jobs.filter((job) => job.lawyerTeamId === lawyer.id).map((job) => job.name),
  }));
}

/** The published versions of practice areas `nos` in the languages `langs`. */
export function publishedPracticeAreas(db: Db, nos: string[], langs: string[]) {
  if (!nos.length) return Promise.resolve([]);
  return db
    .selectFrom('professionalField')
    .select(['id', 'no', 'lang', 'name'])
    .where('no', 'in', nos)
    .where('lang', 'in', langs)
    .where('published', '=', 1)
    .execute();
}
