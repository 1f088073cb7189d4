import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import { findEntries } from '../repositories/search-results';
import { parseKinds, searchKinds, type SearchKind } from '../search/kinds';
import { highlight } from '../search/snippet';
import { queryTerms } from '../search/terms';
import type { PageRequest } from './page-request';

export const MAX_QUERY_LENGTH = 100;

export interface SiteSearch {
  q: string;
  /** Comma-separated kinds (`news,deal`); empty or absent: every kind. */
  type?: string;
  lang: string;
  paging: PageRequest;
}

export interface SearchHit {
  type: SearchKind;
  id: number;
  title: string;
  /** Plain text, HTML-escaped, with the matches in `<mark>`. */
  snippet: string;
}

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
  if (!terms.length) return { rows: [], total: 0 };
  const { rows, totalCount } = await findEntries(db, {
    terms,
    lang: search.lang,
    kinds,
    offset: search.paging.offset,
    limit: search.paging.pageSize,
  });
  return {
    rows: rows.map((row) => ({
      type: row.kind,
      id: row.itemId,
      title: row.title,
      snippet: highlight(row.body || row.title, terms, search.lang),
    })),
    total: totalCount,
  };
}
