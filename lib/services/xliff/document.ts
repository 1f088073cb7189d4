import type { CodeData, Inline } from './inline';

/** The product's XML namespace: the source hash of each unit, and in XLIFF 1.2 the markup of each code. */
export const productNamespace = 'urn:lawfirm-site:xliff';
export const productPrefix = 'lfs';

export const xliff2Namespace = 'urn:oasis:names:tc:xliff:document:2.0';
export const xliff12Namespace = 'urn:oasis:names:tc:xliff:document:1.2';

/** One translatable field of an item, as it leaves for a translator. */
export interface ExportUnit {
  id: string;
  /** A hash of the source words (lib/services/xliff/hash.ts): the import compares it with the source then. */
  hash: string;
  content: Inline[];
  codes: Map<string, CodeData>;
  /** Notes the translator's tool shows beside the unit (such as the glossary's terms in it). */
  notes?: string[];
}

/** One item's units: an XLIFF `<file>`. */
export interface ExportItem {
  id: string;
  units: ExportUnit[];
}

/** A document for one pair of languages (BCP 47 tags: `en`, `zh-CN`). */
export interface ExportDocument {
  srcLang: string;
  trgLang: string;
  items: ExportItem[];
}
