import { cellText, readCsv } from '../csv';
import { glossaryLimits } from './glossary';

/** The columns of a glossary CSV besides the languages'. */
export const glossaryFlagColumn = 'doNotTranslate';
export const glossaryNoteColumn = 'note';

/** Why a file, or a cell of it, is refused. */
export type GlossaryCsvReason =
  | 'unclosedQuote'
  | 'noTermColumn'
  | 'unknownColumn'
  | 'repeatedColumn'
  | 'extraCells'
  | 'emptyTerm'
  | 'tooLong'
  | 'notUtf8'
  | 'badFlag'
  | 'renderedButKept'
  | 'repeatedTerm'
  | 'tooManyRows';

/** A refusal: the row as a spreadsheet numbers it (the header is row 1), its column, and what is wrong. */
export interface GlossaryCsvProblem {
  reason: GlossaryCsvReason;
  row: number;
  column: string;
  /** `max` for tooLong, `first` (the row) for repeatedTerm. */
  value?: number;
}

/** One term as the file gives it; what has no column in the file is absent, and stays as stored. */
export interface GlossaryCsvTerm {
  row: number;
  term: string;
  renderings: Record<string, string>;
  doNotTranslate?: 0 | 1;
  note?: string;
}

/** A file read: its columns (as named in the header), and its terms, or every refusal. */
export interface GlossaryCsv {
  columns: string[];
  terms: GlossaryCsvTerm[];
  problems: GlossaryCsvProblem[];
}

const flags: Record<string, 0 | 1> = { '': 0, '0': 0, no: 0, false: 0, '1': 1, yes: 1, true: 1, x: 1 };

/** The key two spellings of one term share: lower case, single spaces. */
export const termKeyOf = (term: string): string => term.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();

/** The file's columns: each header cell as a language code, one of the two named columns, or unknown. */
function readHeader(header: string[], langs: readonly string[]) {
  const problems: GlossaryCsvProblem[] = [];
  const known = [...langs, glossaryFlagColumn, glossaryNoteColumn];
  const columns = header.map((cell) => known.find((name) => name.toLowerCase() === cell.trim().toLowerCase()) ?? cell.trim());
  columns.forEach((column, index) => {
    if (columns.indexOf(column) !== index) problems.push({ reason: 'repeatedColumn', row: 1, column });
    else if (column !== '' && !known.includes(column)) problems.push({ reason: 'unknownColumn', row: 1, column });
  });
  return { columns, problems };
}

/**
 * A glossary CSV checked against the served languages `langs` (the terms' language first): the
 * terms it holds, or every refusal, row and column named. Nothing is written from a file with a
 * refusal, so the server and the screen read a file the same way, the screen before sending it.
 */
export function readGlossaryCsv(text: string, langs: readonly string[]): GlossaryCsv {
  const read = readCsv(text);
  if (read.unclosed !== undefined)
    return { columns: [], terms: [], problems: [{ reason: 'unclosedQuote', row: read.unclosed, column: '' }] };
  const [header = [], ...records] = read.records;
  const termLang = langs[0];
  const { columns, problems } = readHeader(header, langs);
  if (!columns.includes(termLang)) problems.push({ reason: 'noTermColumn', row: 1, column: termLang });
  if (records.length > glossaryLimits.importRows)
    problems.push({ reason: 'tooManyRows', row: glossaryLimits.importRows + 2, column: '', value: glossaryLimits.importRows });
  if (problems.length) return { columns, terms: [], problems };

  const terms: GlossaryCsvTerm[] = [];
  const firstRow = new Map<string, number>();
  records.forEach((record, index) => {
    const row = index + 2;
    const refuse = (reason: GlossaryCsvReason, column: string, value?: number) => problems.push({ reason, row, column, value });
    if (record.length > columns.length && record.slice(columns.length).some((cell) => cell.trim() !== ''))
      return refuse('extraCells', '', columns.length);
    const term: GlossaryCsvTerm = { row, term: '', renderings: {} };
    columns.forEach((column, at) => {
      const value = cellText((record[at] ?? '').trim());
      if (column === '') return;
      if (value.includes('\uFFFD')) return refuse('notUtf8', column);
      const max =
        column === glossaryNoteColumn ? glossaryLimits.note : column === termLang ? glossaryLimits.term : glossaryLimits.rendering;
      if (value.length > max) return refuse('tooLong', column, max);
      if (column === termLang) term.term = value;
      else if (column === glossaryNoteColumn) term.note = value;
      else if (column === glossaryFlagColumn) {
        const flag = flags[value.toLowerCase()];
        if (flag === undefined) return refuse('badFlag', column);
        term.doNotTranslate = flag;
      } else if (value) term.renderings[column] = value;
    });
    if (!term.term) return refuse('emptyTerm', termLang);
    const rendered = Object.keys(term.renderings)[0];
    if (term.doNotTranslate && rendered) return refuse('renderedButKept', rendered);
    const key = termKeyOf(term.term);
    const first = firstRow.get(key);
    if (first !== undefined) return refuse('repeatedTerm', termLang, first);
    firstRow.set(key, row);
    terms.push(term);
  });
  return { columns, terms: problems.length ? [] : terms, problems };
}
