import { foldWord, stemmerOf, wordTerms, type QueryTerm } from './terms';

const han = /\p{Script=Han}/u;

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char]);

type Range = [start: number, end: number];

// Words of other scripts than Chinese, as foldWord reads them. A regular expression rather than
// Intl.Segmenter: segmenting a long article for each result would cost more than the query.
const scanLimit = 4000;
// Built at run time: TypeScript's target (ES2022) does not know the v flag; Node does.
const word = new RegExp(String.raw`[[\p{L}\p{M}\p{N}]--\p{Script=Han}]+(?:['’][\p{L}]+)?`, 'gv');

/**
 * Where the terms occur in `text`: words one of whose index terms (the word, its stem) starts
 * with a term, and Chinese terms wherever they stand.
 */
function matches(text: string, terms: QueryTerm[], lang: string, length: number): Range[] {
  const ranges: Range[] = [];
  const latin = terms.filter(({ term }) => !han.test(term));
  const stems = stemmerOf(lang) !== undefined;
  if (latin.length) {
    // Only the window after the first match is shown; a match far into a long text is not looked for.
    let stop = scanLimit;
    const initials = new Set(latin.map(({ term }) => term[0]));
    for (const { 0: found, index } of text.matchAll(word)) {
      if (index > stop) break;
      // A word starting with an ASCII character folds to a word starting with it in lower case
      // (its stem may start otherwise: `mengambil` → `ambil`).
      const initial = found[0]!.toLowerCase();
      if (!stems && initial < '\u0080' && !initials.has(initial)) continue;
      const forms = wordTerms(foldWord(found, lang), lang);
      if (!latin.some(({ term }) => forms.some((form) => form.startsWith(term)))) continue;
      if (!ranges.length) stop = index + length;
      ranges.push([index, index + found.length]);
    }
  }
  for (const { term } of terms.filter(({ term }) => han.test(term))) {
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) ranges.push([at, at + term.length]);
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: Range[] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/** The window of about `length` characters around the first match, cut at spaces where there are any near. */
function window(text: string, first: Range | undefined, length: number): Range {
  if (text.length <= length) return [0, text.length];
  let start = Math.max(0, Math.min((first?.[0] ?? 0) - Math.floor(length / 3), text.length - length));
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space - start < 15 && space < (first?.[0] ?? Infinity)) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > start + length / 2) end = space;
  }
  return [start, end];
}

/**
 * A short passage of plain `text` (in `lang`) around the first match, HTML-escaped, with every
 * match wrapped in `<mark>`; `…` where it was cut.
 */
export function highlight(text: string, terms: QueryTerm[], lang: string, length = 200): string {
  const found = matches(text, terms, lang, length);
  const [start, end] = window(text, found[0], length);
  let html = start > 0 ? '…' : '';
  let at = start;
  for (const [from, to] of found) {
    if (to <= start || from >= end) continue;
    html += `${escapeHtml(text.slice(at, Math.max(at, from)))}<mark>${escapeHtml(text.slice(Math.max(from, at), Math.min(to, end)))}</mark>`;
    at = Math.min(to, end);
  }
  html += escapeHtml(text.slice(at, end));
  return end < text.length ? `${html}…` : html;
}
