import { expect, type APIRequestContext } from '@playwright/test';
import { latinNameBeside } from '../lib/content/latin-name';

/**
 * The demo content as the public API serves it, so that specs find an item by what it is (the
 * first lawyer of an office, one who speaks a language) rather than by its demo name.
 */

/** A published lawyer of one language, as GET /api/user/lawyerTeam lists it. */
export interface PublishedLawyer {
  id: number;
  no: string;
  lang: string;
  name: string;
  latinName: string | null;
  office: string | null;
  /** 1: named by the feminine form of a job title where a language has one. */
  feminineTitles: number;
  jobs: { name: string }[];
  proFields: { professionalFieldId: number; name: string }[];
  admissions: { jurisdiction: string; year: number | null }[];
  education: { institution: string; qualification: string | null; year: number | null }[];
  languages: { id: number; name: string }[];
}

/** Every published lawyer of `lang`, in the public order (pinned first). */
export async function publishedLawyers(request: APIRequestContext, lang: string): Promise<PublishedLawyer[]> {
  const lawyers: PublishedLawyer[] = [];
  for (let pageNo = 1; ; pageNo++) {
    const response = await request.get(`/api/user/lawyerTeam?lang=${lang}&pageSize=100&pageNo=${pageNo}`);
    expect(response.ok(), await response.text()).toBe(true);
    const { result, pageable } = (await response.json()) as { result: PublishedLawyer[]; pageable: { totalCount: number } };
    lawyers.push(...result);
    if (!result.length || lawyers.length >= pageable.totalCount) return lawyers;
  }
}

/** A lawyer's name as the site shows it: in the page's script, with the Latin name beside it where that differs. */
export function shownName(lawyer: Pick<PublishedLawyer, 'name' | 'latinName'>): string {
  const latin = latinNameBeside(lawyer.name, lawyer.latinName);
  return latin ? `${lawyer.name} ${latin}` : lawyer.name;
}

/** The first of `items` that `test` accepts; a spec's precondition on the demo content, so it fails saying so. */
export function firstThat<T>(items: readonly T[], what: string, test: (item: T) => boolean): T {
  const found = items.find(test);
  if (!found) throw new Error(`the demo content has no ${what}`);
  return found;
}
