import { createHash } from 'node:crypto';
import type { ContentKind } from '../../content/kinds';
import { sanitizeRichText } from '../../content/sanitize';
import { serverKinds } from '../kinds';

/** One field's words in a version: where they are (`title`, `customContents.0.content`) and whether they are rich text. */
export interface Words {
  path: string;
  text: string;
  rich: boolean;
}

type Item = Record<string, unknown>;

/** Columns holding rich text (HTML); the others hold plain words. */
const richColumns = new Set(['content', 'intro', 'customContent', 'introduce']);

/** A lawyer's office is a fact: its name in each language comes from the firm's list of offices. */
const factColumns = new Set(['office']);

/** The entries of a lawyer's lists that carry words, and which of their parts are rich. */
const entryLists = [
  { list: 'customContents', parts: ['title', 'content'], rich: ['content'] },
  { list: 'admissions', parts: ['jurisdiction'], rich: [] },
  { list: 'education', parts: ['institution', 'qualification'], rich: [] },
] as const;

const textOf = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The words of version `item` (as staff read it) that travel to translators, in order; empty fields are left out. */
export function wordsOf(kind: ContentKind, item: Item): Words[] {
  const { translation } = serverKinds[kind];
  const words: Words[] = translation.text
    .filter((column) => !factColumns.has(column))
    .map((column) => ({ path: column, text: textOf(item[column]), rich: richColumns.has(column) }));
  if ('sections' in translation && translation.sections) {
    for (const { list, parts, rich } of entryLists) {
      const entries = (item[list] as Item[] | undefined) ?? [];
      entries.forEach((entry, index) =>
        parts.forEach((part) =>
          words.push({ path: `${list}.${index}.${part}`, text: textOf(entry[part]), rich: (rich as readonly string[]).includes(part) }),
        ),
      );
    }
  }
  return words.filter((field) => field.text.trim() !== '');
}

/** The hash a unit carries of its source words: SHA-256, base64url. */
export const hashOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64url');

/** Words as the kind's save stores them: rich text sanitised, plain words trimmed. */
export const storedForm = (rich: boolean, text: string) => (rich ? sanitizeRichText(text) : text.trim());

/** An entry of a list with its facts (a year) and none of its words. */
function withoutWords(list: string, entry: Item | undefined): Item {
  const parts: readonly string[] = entryLists.find((each) => each.list === list)?.parts ?? [];
  return Object.fromEntries(Object.entries(entry ?? {}).map(([key, value]) => [key, parts.includes(key) ? null : value]));
}

/**
 * A version new to its group, made from its source (as staff read it): the source's facts, none
 * of its words; the import then puts the translator's words in.
 */
export function blankVersion(kind: ContentKind, source: Item, lang: string): Item {
  const { translation } = serverKinds[kind];
  const { id: _id, ...version } = source;
  for (const column of translation.text) if (!factColumns.has(column)) version[column] = null;
  for (const { list } of entryLists) if (list in version) version[list] = [];
  return { ...version, lang };
}

/**
 * Puts `text` at `path` of an item about to be saved. An entry of a list that the version does
 * not have yet starts with the facts of the source's entry (`from`).
 */
export function setWords(item: Item, path: string, text: string, from: Item): void {
  const [list, index, part] = path.split('.');
  if (part === undefined) {
    item[path] = text;
    return;
  }
  const entries = [...((item[list] as Item[] | undefined) ?? [])];
  while (entries.length <= Number(index)) entries.push(withoutWords(list, ((from[list] as Item[] | undefined) ?? [])[entries.length]));
  entries[Number(index)] = { ...entries[Number(index)], [part]: text };
  item[list] = entries;
}
