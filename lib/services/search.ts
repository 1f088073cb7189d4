import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import { findEntries, groupsFoundIn, type FoundEntry } from '../repositories/search-results';
import { parseKinds, searchKinds, type SearchKind } from '../search/kinds';
import { highlight } from '../search/snippet';
import { queryTerms, type QueryTerm } from '../search/terms';
import type { PageRequest } from './page-request';

export const MAX_QUERY_LENGTH = 100;

export interface SiteSearch {
  q: string;
  /** Comma-separated kinds (`news,deal`); empty or absent: every kind. */
  type?: string;
  lang: string;
  paging: PageRequest;
  /**
   * The language whose versions stand in for items `lang` lacks (the site's fallback setting):
   * they follow the matches in `lang`. Null or absent: `lang`'s versions only.
   */
  fallback?: string | null;
}

export interface SearchHit {
  type: SearchKind;
  id: number;
  title: string;
  /** Plain text, HTML-escaped, with the matches in `<mark>`. */
  snippet: string;
  /** The language of the version found: another than the search's for an untranslated item. */
  lang: string;
}

/** How many untranslated items a search lists at most, after those in the reader's language. */
const UNTRANSLATED_MATCHES = 100;

/** The query's words in `lang`, or a 400 naming `q`. */
function termsOf(q: string, lang: string) {
  const text = q.trim();
  if (!text) throw new InvalidInputError('q', '{field}: type a word to search for');
  if (text.length > MAX_QUERY_LENGTH) throw new InvalidInputError('q', '{field}: at most {max} characters', { max: MAX_QUERY_LENGTH });
  if (text.includes('\u0000')) throw new InvalidInputError('q', '{field}: must not contain NUL characters');
  return queryTerms(text, lang);
}

/**
 * What a visitor finds in one language: items holding every word of `q` (a word also matches
 * the start of a longer one), best first, each with a snippet around its first match.
 */
export async function searchSite(db: Db, search: SiteSearch): Promise<{ rows: SearchHit[]; total: number }> {
  const terms = termsOf(search.q, search.lang);
  const kinds = parseKinds(search.type);
  if (!kinds)
    throw new InvalidInputError('type', '{field}: must be one or more of {kinds}, separated by commas', { kinds: searchKinds.join(', ') });
  const { offset, pageSize } = search.paging;
  const own = terms.length
    ? await findEntries(db, { terms, lang: search.lang, kinds, offset, limit: pageSize })
    : { rows: [], totalCount: 0 };
  const ownHits = own.rows.map((row) => hitOf(row, terms));
  if (!search.fallback || search.fallback === search.lang) return { rows: ownHits, total: own.totalCount };
  const others = await untranslatedMatches(db, { ...search, fallback: search.fallback }, kinds);
  const from = Math.max(0, offset - own.totalCount);
  const otherHits = others.rows.slice(from, from + pageSize - ownHits.length).map((row) => hitOf(row, others.terms));
  return { rows: [...ownHits, ...otherHits], total: own.totalCount + others.rows.length };
}

function hitOf(row: FoundEntry, terms: QueryTerm[]): SearchHit {
  return { type: row.kind, id: row.itemId, title: row.title, snippet: highlight(row.body || row.title, terms, row.lang), lang: row.lang };
}

/** The matches in the fallback language of items with no version found in the reader's, best first. */
async function untranslatedMatches(db: Db, search: SiteSearch & { fallback: string }, kinds: readonly SearchKind[]) {
  const terms = queryTerms(search.q.trim(), search.fallback);
  if (!terms.length) return { terms, rows: [] };
  const { rows } = await findEntries(db, { terms, lang: search.fallback, kinds, offset: 0, limit: UNTRANSLATED_MATCHES });
  const translated = await groupsFoundIn(db, search.lang, rows);
  return { terms, rows: rows.filter((row) => !translated.has(`${row.kind}:${row.no}`)) };
}
