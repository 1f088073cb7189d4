import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import * as links from '../repositories/content-links';
import type { LinkSource, LinkTarget } from '../repositories/content-links';
import { fallbackLanguage } from './language-config';

export type { LinkSource };

/** The lawyers and practice areas a group names, by their groups' keys, in staff's order. */
export type LinkKeys = {
  lawyerNos: string[];
  practiceNos: string[];
};

/** What a save may send: either list absent keeps the stored links. */
export type LinkInput = Partial<LinkKeys>;

/** A linked lawyer as visitors read it, in the reader's language (or the fallback's). */
interface LinkedLawyer {
  id: number;
  name: string;
  latinName: string | null;
  jobs: string[];
  photoUrl: string | null;
  lang: string;
}

interface LinkedPracticeArea {
  id: number;
  name: string;
  lang: string;
}

/** A row with its links: the keys staff edit, and the lawyers and areas visitors see in its language. */
export type WithLinks<Row> = Row & LinkKeys & { lawyers: LinkedLawyer[]; practiceAreas: LinkedPracticeArea[] };

const targetOf = { lawyerNos: 'lawyer', practiceNos: 'practiceArea' } as const satisfies Record<keyof LinkKeys, LinkTarget>;

/** The links of each of groups `nos`, by group key. */
export async function linkKeysOf(db: Db, source: LinkSource, nos: string[]): Promise<Map<string, LinkKeys>> {
  const rows = await links.linksOfGroups(db, source, [...new Set(nos)]);
  return new Map(
    nos.map((no) => {
      const own = rows.filter((row) => row.no === no);
      const keysOf = (target: LinkTarget) => own.filter((row) => row.target === target).map((row) => row.targetNo);
      return [no, { lawyerNos: keysOf('lawyer'), practiceNos: keysOf('practiceArea') }];
    }),
  );
}

/** Every key sent must name a lawyer (or practice area) in some language; else a 400 naming `field`. */
export async function assertLinkKeysExist(db: Db, input: LinkInput, field: (key: keyof LinkKeys) => string): Promise<void> {
  for (const key of Object.keys(targetOf) as (keyof LinkKeys)[]) {
    const nos = input[key];
    if (!nos?.length) continue;
    const known = new Set(await links.existingGroups(db, targetOf[key], nos));
    const unknown = nos.filter((no) => !known.has(no));
    if (unknown.length) throw new InvalidInputError(field(key), '{field}: {keys} do not exist', { keys: unknown.join(', ') });
  }
}

/** What the lists `input` sends name: the links a save replaces. */
export function targetsSent(input: LinkInput): LinkTarget[] {
  return (Object.keys(targetOf) as (keyof LinkKeys)[]).filter((key) => input[key]).map((key) => targetOf[key]);
}

/** Replaces the links of group `no` that `input` sends (each list absent keeps its links). */
export async function saveLinks(db: Db, source: LinkSource, no: string, input: LinkInput): Promise<void> {
  for (const key of Object.keys(targetOf) as (keyof LinkKeys)[]) {
    const nos = input[key];
    if (nos) await links.replaceLinks(db, source, no, targetOf[key], [...new Set(nos)]);
  }
}

/**
 * Rows with their links: the keys, and the published lawyers and practice areas in each row's
 * language; one with no version there shows in the fallback language, if one is set.
 */
export async function withLinks<Row extends { no: string; lang: string }>(
  db: Db,
  source: LinkSource,
  rows: Row[],
): Promise<WithLinks<Row>[]> {
  if (!rows.length) return [];
  const keys = await linkKeysOf(
    db,
    source,
    rows.map((row) => row.no),
  );
  const fallback = await fallbackLanguage(db);
  const langs = [...new Set([...rows.map((row) => row.lang), ...(fallback ? [fallback] : [])])];
  const all = [...keys.values()];
  const [lawyers, areas] = await Promise.all([
    links.publishedLawyers(db, [...new Set(all.flatMap((key) => key.lawyerNos))], langs),
    links.publishedPracticeAreas(db, [...new Set(all.flatMap((key) => key.practiceNos))], langs),
  ]);
  const inLang = <Version extends { no: string; lang: string }>(versions: Version[], nos: string[], lang: string) =>
    nos.flatMap((no) => {
      const version =
        versions.find((one) => one.no === no && one.lang === lang) ?? versions.find((one) => one.no === no && one.lang === fallback);
      return version ? [version] : [];
    });
  return rows.map((row) => {
    const own = keys.get(row.no)!;
    return {
      ...row,
      ...own,
      lawyers: inLang(lawyers, own.lawyerNos, row.lang).map(({ id, name, latinName, jobs, photoUrl, lang }) => ({
        id,
        name,
        latinName,
        jobs,
        photoUrl,
        lang,
      })),
      practiceAreas: inLang(areas, own.practiceNos, row.lang).map(({ id, name, lang }) => ({ id, name, lang })),
    };
  });
}

/** A filter by a lawyer or practice area named by its id in language `lang`. */
export interface LinkFilterInput {
  lawyerId?: number;
  practiceAreaId?: number;
}

/** The groups the filter names; `undefined` when it names a version not in `lang` (nothing matches). */
export async function linkFilterOf(db: Db, lang: string | undefined, input: LinkFilterInput): Promise<LinkFilter | undefined> {
  const filter: LinkFilter = {};
  if (input.lawyerId !== undefined) {
    filter.lawyerNo = await links.groupOfVersion(db, 'lawyer', input.lawyerId, lang);
    if (filter.lawyerNo === undefined) return undefined;
  }
  if (input.practiceAreaId !== undefined) {
    filter.practiceNo = await links.groupOfVersion(db, 'practiceArea', input.practiceAreaId, lang);
    if (filter.practiceNo === undefined) return undefined;
  }
  return filter;
}

/** Rows linked to lawyer group `lawyerNo` and practice-area group `practiceNo` (each when given). */
export interface LinkFilter {
  lawyerNo?: string;
  practiceNo?: string;
}

/** Drops the links to lawyer or practice area `no` once no version of it is left. */
export function forgetLinksTo(db: Db, target: LinkTarget, no: string): Promise<void> {
  return links.deleteLinksToGone(db, target, no);
}

/** Drops the links of group `no`, deleted. */
export function forgetLinksOf(db: Db, source: LinkSource, no: string): Promise<void> {
  return links.deleteLinksOf(db, source, no);
}
