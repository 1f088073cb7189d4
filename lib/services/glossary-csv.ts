import { defaultLangCode, siteLangCodes } from '@/i18n/locales';
import { writeCsv } from '../csv';
import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import * as terms from '../repositories/glossary';
import { nowIso } from '../time';
import type { GlossaryImportReport, GlossaryTermInput } from '../validation/glossary';
import {
  glossaryFlagColumn,
  glossaryNoteColumn,
  readGlossaryCsv,
  termKeyOf,
  type GlossaryCsvProblem,
  type GlossaryCsvReason,
  type GlossaryCsvTerm,
} from '../validation/glossary-csv';
import { audit } from './audit';
import { GLOSSARY_ENTITY, listGlossary, renderedLangs, requireGlossaryWriter, valuesOf } from './glossary';

/** The glossary as CSV: the terms' language, a column per other served language, then doNotTranslate and note. */
export async function glossaryCsv(db: Db): Promise<string> {
  const langs = renderedLangs();
  const rows = (await listGlossary(db)).map((term) => [
    term.term,
    ...langs.map((lang) => term.renderings[lang] ?? ''),
    term.doNotTranslate ? '1' : '0',
    term.note,
  ]);
  return writeCsv([[defaultLangCode(), ...langs, glossaryFlagColumn, glossaryNoteColumn], ...rows]);
}

/** What each refusal says, naming the file (`csv`), its row and its column. */
const templates: Record<GlossaryCsvReason, string> = {
  unclosedQuote: '{field}: row {row} opens a quote that is never closed',
  noTermColumn: '{field}: the header has no {lang} column, which holds the terms',
  unknownColumn: '{field}: column {column} is neither a served language nor doNotTranslate or note',
  repeatedColumn: '{field}: column {column} appears twice',
  extraCells: '{field}: row {row} has more cells than the header has columns ({value})',
  emptyTerm: '{field}: row {row} has no term in column {column}',
  tooLong: '{field}: row {row}, column {column} is longer than {value} characters',
  notUtf8: '{field}: row {row}, column {column} holds characters that are not UTF-8; save the file as CSV UTF-8',
  badFlag: '{field}: row {row}, column {column} must be 1, 0 or empty',
  renderedButKept: '{field}: row {row} is marked doNotTranslate but has a rendering in column {column}',
  repeatedTerm: '{field}: row {row} repeats the term of row {value}',
  tooManyRows: '{field}: the file holds more than {value} terms',
};

const refusal = (problem: GlossaryCsvProblem) =>
  new InvalidInputError('csv', templates[problem.reason], {
    row: problem.row,
    column: problem.column,
    lang: problem.column,
    value: problem.value ?? '',
  });

/**
 * What a row of the file asks of its term: the columns the file has, over what is stored
 * (`before`); an empty cell of a language's column takes that language's rendering away.
 */
function inputOf(row: GlossaryCsvTerm, columns: readonly string[], before?: terms.GlossaryTermRow): Partial<GlossaryTermInput> {
  const input: Partial<GlossaryTermInput> = { term: row.term, doNotTranslate: row.doNotTranslate, note: row.note };
  const inFile = renderedLangs().filter((lang) => columns.includes(lang));
  const doNotTranslate = row.doNotTranslate ?? before?.doNotTranslate;
  if (!doNotTranslate && inFile.length) {
    const stored = before ? (JSON.parse(before.renderings) as Record<string, string>) : {};
    const served = Object.fromEntries(renderedLangs().flatMap((lang) => (stored[lang] ? [[lang, stored[lang]]] : [])));
    input.renderings = { ...served, ...Object.fromEntries(inFile.map((lang) => [lang, row.renderings[lang] ?? ''])) };
  }
  return input;
}

const sameValues = (a: ReturnType<typeof valuesOf>, b: terms.GlossaryTermRow) =>
  a.term === b.term && a.doNotTranslate === b.doNotTranslate && a.renderings === b.renderings && a.note === b.note;

/**
 * Imports a glossary CSV: a term already there (in any case) takes the file's columns, a new one
 * is added, a term the file lacks stays. A file with any refusal changes nothing: the 400 names
 * the first refused row and column (the screen lists them all before sending).
 */
export async function importGlossaryCsv(db: Db, actor: AdminProfile, csv: string): Promise<GlossaryImportReport> {
  requireGlossaryWriter(actor);
  const file = readGlossaryCsv(csv, siteLangCodes());
  if (file.problems.length) throw refusal(file.problems[0]);
  return db.transaction().execute(async (trx) => {
    const report: GlossaryImportReport = { created: 0, updated: 0, unchanged: 0 };
    const byKey = new Map((await terms.allTerms(trx)).map((row) => [row.termKey, row]));
    const now = nowIso();
    for (const row of file.terms) {
      const before = byKey.get(termKeyOf(row.term));
      const values = valuesOf(inputOf(row, file.columns, before), before);
      if (!before) {
        await audit(trx, actor, 'create', GLOSSARY_ENTITY, await terms.insertTerm(trx, { ...values, createTime: now, updateTime: now }));
        report.created++;
      } else if (sameValues(values, before)) {
        report.unchanged++;
      } else {
        await terms.updateTerm(trx, before.id, { ...values, updateTime: now });
        await audit(trx, actor, 'update', GLOSSARY_ENTITY, before.id);
        report.updated++;
      }
    }
    return report;
  });
}
