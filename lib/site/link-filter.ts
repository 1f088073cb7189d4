import type { LangCode } from '@/i18n/locales';
import type { LinkFilterInput } from '@/lib/services/content-links';
import { lawyerProfile } from './lawyers';
import { languageFallback } from './language-fallback';
import { practiceAreaDetail } from './practice-areas';

type SearchParams = Record<string, string | string[] | undefined>;

/** A list's filter by a lawyer or practice area, and what the page names it by. */
export interface LinkFilterOnPage {
  filter: LinkFilterInput;
  /** The lawyer's or practice area's name, with the parameter that filters by it. */
  named: { param: keyof LinkFilterInput; name: string }[];
}

export function positiveInt(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text) || undefined;
}

/**
 * `?lawyerId=` and `?practiceAreaId=` of a public list: each kept when it names a published
 * version in the list's language, or in any language where the lists show other languages'
 * items (another is ignored, as an unknown catalog is).
 */
export async function linkFilterOf(searchParams: SearchParams, lang: LangCode): Promise<LinkFilterOnPage> {
  const lawyerId = positiveInt(searchParams.lawyerId);
  const practiceAreaId = positiveInt(searchParams.practiceAreaId);
  const [lawyer, area, fallback] = await Promise.all([
    lawyerId ? lawyerProfile(lawyerId) : null,
    practiceAreaId ? practiceAreaDetail(practiceAreaId) : null,
    languageFallback(),
  ]);
  const listed = (version: { lang: string }) => version.lang === lang || !!fallback;
  const result: LinkFilterOnPage = { filter: {}, named: [] };
  if (lawyer && listed(lawyer)) {
    result.filter.lawyerId = lawyer.id;
    result.named.push({ param: 'lawyerId', name: lawyer.name });
  }
  if (area && listed(area)) {
    result.filter.practiceAreaId = area.id;
    result.named.push({ param: 'practiceAreaId', name: area.name });
  }
  return result;
}

/** The filter as query parameters of the list's links. */
export const linkFilterQuery = ({ lawyerId, practiceAreaId }: LinkFilterInput) => ({
  lawyerId: lawyerId ? String(lawyerId) : undefined,
  practiceAreaId: practiceAreaId ? String(practiceAreaId) : undefined,
});
