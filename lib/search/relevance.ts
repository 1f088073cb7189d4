import type { QueryTerm } from './terms';

export interface RankedEntry {
  id: number;
  /** The title's index terms, space-separated (lib/search/terms.ts). */
  titleTerms: string;
}

const holds = (words: string[], { term, prefix }: QueryTerm) => words.some((word) => (prefix ? word.startsWith(term) : word === term));

/**
 * `entries` (each holding every term somewhere) best first: more of the terms in the title,
 * then the shorter such title (the item more about them), then the newest.
 */
export function byRelevance<Entry extends RankedEntry>(entries: Entry[], terms: QueryTerm[]): Entry[] {
  const scored = entries.map((entry) => {
    const words = entry.titleTerms ? entry.titleTerms.split(' ') : [];
    const inTitle = terms.filter((term) => holds(words, term)).length;
    return { entry, inTitle, length: inTitle ? words.length : 0 };
  });
  scored.sort((a, b) => b.inTitle - a.inTitle || a.length - b.length || b.entry.id - a.entry.id);
  return scored.map(({ entry }) => entry);
}
