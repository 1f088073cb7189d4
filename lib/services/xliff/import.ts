import { siteLanguages } from '@/i18n/locales';
import type { Db } from '../../db/client';
import type { AdminProfile } from '../../repositories/admin-users';
import type { XliffReport, XliffUnitReport } from '../../validation/xliff';
import { getWorkflowConfig } from '../workflow/approval';
import { parseUnitId } from './ids';
import { importItem, type ItemUnits } from './import-item';
import { readUpload } from './import-file';
import type { ReadFile } from './read';

/** A site language from an XLIFF language tag (`zh-CN`, or the site's own `zh_CN`), any case. */
function servedLang(tag: string | undefined): string | undefined {
  const wanted = tag?.toLowerCase().replace(/_/g, '-');
  return siteLanguages().find((language) =>
    [language.htmlLang, language.langCode].some((code) => code.toLowerCase().replace(/_/g, '-') === wanted),
  )?.langCode;
}

/** A file's units by item, and the units refused before any item is read (unknown ids, languages not served). */
function itemsOf(file: ReadFile): { items: ItemUnits[]; refused: XliffUnitReport[] } {
  const srcLang = servedLang(file.srcLang);
  const lang = servedLang(file.trgLang);
  const refused: XliffUnitReport[] = [];
  const items = new Map<string, ItemUnits>();
  for (const unit of file.units) {
    const ref = parseUnitId(unit.id);
    const refuse = (reason: 'language' | 'unknown-id') =>
      refused.push({ id: unit.id, lang: lang ?? null, result: 'refused', reasons: [reason], detail: null });
    if (!srcLang || !lang || srcLang === lang) refuse('language');
    else if (!ref) refuse('unknown-id');
    else {
      const key = `${ref.kind}\u0000${ref.key}`;
      if (!items.has(key)) items.set(key, { kind: ref.kind, key: ref.key, srcLang, lang, units: [] });
      items.get(key)!.units.push({ unit, path: ref.path });
    }
  }
  return { items: [...items.values()], refused };
}

/**
 * Imports an XLIFF file (1.2 or 2.x, or a zip of them) as drafts of the versions it translates:
 * under approval they wait in review. A file that cannot be read changes nothing (a domain error
 * says why); otherwise each unit is imported, imported as out of date, left unchanged or refused,
 * and the report says which and why.
 */
export async function importXliff(db: Db, user: AdminProfile, bytes: Uint8Array, name: string): Promise<XliffReport> {
  const files = readUpload(bytes, name);
  const status = (await getWorkflowConfig(db)).approvalRequired ? 'review' : 'draft';
  const report: XliffReport = { counts: { imported: 0, outdated: 0, unchanged: 0, refused: 0 }, units: [], drafts: [] };
  for (const file of files) {
    const { items, refused } = itemsOf(file);
    report.units.push(...refused);
    for (const item of items) {
      const outcome = await importItem(db, user, item, status);
      report.units.push(...outcome.units);
      if (outcome.draft) report.drafts.push(outcome.draft);
    }
  }
  for (const unit of report.units) report.counts[unit.result] += 1;
  return report;
}
