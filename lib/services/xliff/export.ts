import { languageOf, siteLangCodes } from '@/i18n/locales';
import type { Db } from '../../db/client';
import { InvalidInputError } from '../../errors';
import type { TranslationKind, TranslationRow, TranslationStatus } from '../../validation/translations';
import { loadGlossary } from '../glossary';
import { listTranslations } from '../translations';
import { presentItem } from '../workflow/items';
import { editorialKinds } from '../workflow/kinds';
import { zipTexts } from './archive';
import type { ExportDocument, ExportItem, ExportUnit } from './document';
import { hashOf, wordsOf } from './fields';
import { glossaryNotes } from './glossary-notes';
import { itemId, unitId } from './ids';
import { htmlToSegment } from './inline';
import { MAX_EXPORT_ROWS } from './limits';
import { writeXliff12 } from './write-12';
import { writeXliff21 } from './write-21';

export type XliffVersion = '2.1' | '1.2';

export interface XliffExportFilter {
  kind?: TranslationKind;
  /** Target languages; none: every served language. */
  langs: string[];
  /** Absent: every row of the groups named in `nos`, else everything missing or out of date. */
  status?: TranslationStatus;
  nos?: string[];
  /** The languages the caller's desk shows (a translator's); absent: every served language. */
  deskLangs?: readonly string[];
}

export interface ExportedFile {
  fileName: string;
  contentType: string;
  bytes: Uint8Array;
}

/** The desk's rows to translate: each target version with the source it is made from. */
async function rowsToExport(db: Db, filter: XliffExportFilter): Promise<TranslationRow[]> {
  const statuses = filter.status ? [filter.status] : filter.nos ? [undefined] : (['missing', 'outdated'] as const);
  const rows: TranslationRow[] = [];
  const targets = filter.langs.length ? filter.langs : (filter.deskLangs ?? siteLangCodes());
  for (const lang of targets.filter((code) => !filter.deskLangs || filter.deskLangs.includes(code))) {
    for (const status of statuses) {
      const page = { offset: 0, pageSize: MAX_EXPORT_ROWS + 1 };
      const listed = await listTranslations(db, { kind: filter.kind, lang, status, nos: filter.nos }, page);
      if (rows.length + listed.total > MAX_EXPORT_ROWS)
        throw new InvalidInputError('lang', '{field}: more than {count} items to export at once; choose a language or a kind', {
          count: MAX_EXPORT_ROWS,
        });
      rows.push(...listed.rows.filter((row) => row.sourceId !== null));
    }
  }
  return rows;
}

/** A unit and the words of its source, which the glossary's notes are found in. */
type SourceUnit = ExportUnit & { text: string };

/** Each source version's units, read once however many languages it is translated into. */
class SourceUnits {
  private readonly read = new Map<string, Promise<SourceUnit[]>>();

  constructor(private readonly db: Db) {}

  of(row: TranslationRow): Promise<SourceUnit[]> {
    const key = `${row.kind}:${row.sourceId}`;
    if (!this.read.has(key)) this.read.set(key, this.units(row));
    return this.read.get(key)!;
  }

  private async units(row: TranslationRow): Promise<SourceUnit[]> {
    const kind = editorialKinds[row.kind];
    const source = await presentItem(this.db, kind, await kind.view(this.db, row.sourceId!));
    if (!source) return [];
    return wordsOf(row.kind, source).map((words) => {
      const segment = words.rich ? htmlToSegment(words.text) : { content: [words.text], codes: new Map() };
      return { id: unitId({ kind: row.kind, key: row.no, path: words.path }), hash: hashOf(words.text), text: words.text, ...segment };
    });
  }
}

const bcp47 = (lang: string) => languageOf(lang)?.htmlLang ?? lang;

/**
 * XLIFF documents of the versions to translate: one per pair of languages (source, target), in a
 * zip when there are several. Only words travel; facts stay with the group.
 */
export async function exportXliff(db: Db, filter: XliffExportFilter, version: XliffVersion): Promise<ExportedFile> {
  const rows = await rowsToExport(db, filter);
  const sources = new SourceUnits(db);
  const glossary = await loadGlossary(db);
  const pairs = new Map<string, { sourceLang: string; lang: string; items: ExportItem[] }>();
  for (const row of rows) {
    const units = await sources.of(row);
    if (!units.length) continue;
    const pair = `${row.sourceLang}-${row.lang}`;
    if (!pairs.has(pair)) pairs.set(pair, { sourceLang: row.sourceLang!, lang: row.lang, items: [] });
    pairs.get(pair)!.items.push({
      id: itemId(row.kind, row.no),
      units: units.map(({ text, ...unit }) => ({ ...unit, notes: glossaryNotes(glossary, text, row.lang, row.sourceLang!) })),
    });
  }
  if (!pairs.size) throw new InvalidInputError('status', '{field}: nothing to translate in this choice');
  const write = version === '1.2' ? writeXliff12 : writeXliff21;
  const files = [...pairs.values()].map(({ sourceLang, lang, items }) => {
    const document: ExportDocument = { srcLang: bcp47(sourceLang), trgLang: bcp47(lang), items };
    return { name: `${sourceLang}-${lang}.xlf`, text: write(document) };
  });
  if (files.length === 1)
    return { fileName: `translations-${files[0].name}`, contentType: 'application/xliff+xml', bytes: Buffer.from(files[0].text, 'utf8') };
  return { fileName: 'translations.zip', contentType: 'application/zip', bytes: zipTexts(files) };
}
