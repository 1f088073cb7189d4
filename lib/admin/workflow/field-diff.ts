import { wordSegmenter } from '@/i18n/locales';
import { diffWords, type Change } from 'diff';

/** Fields that say which item and state a version is, not what it says: never compared. */
const stateFields = new Set([
  'id',
  'no',
  'lang',
  'version',
  'status',
  'published',
  'publishAt',
  'unpublishAt',
  'reviewNote',
  'comment',
  'createTime',
  'updateTime',
  'views',
  'operatorName',
  'userId',
  'userName',
  'top',
  'sort',
]);

const entities: Record<string, string> = { '&nbsp;': ' ', '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/** A stored value as the text a person compares: rich text without its tags, lists one per line. */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(plainText).join('\n');
  if (typeof value === 'object') return Object.values(value).map(plainText).filter(Boolean).join(' · ');
  return String(value)
    .replace(/<(br|\/p|\/h\d|\/li|\/blockquote)\b[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
    .replace(/\n{2,}/g, '\n')
    .trim();
}

export interface FieldDifference {
  field: string;
  /** The words of both sides in order: `removed` ones are only before, `added` ones only after. */
  changes: Change[];
}

/** The content fields of two versions of an item, word by word: those that differ, and the names of those that do not. */
export function compareFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { changed: FieldDifference[]; unchanged: string[] } {
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])].filter((field) => !stateFields.has(field));
  const changed: FieldDifference[] = [];
  const unchanged: string[] = [];
  for (const field of fields) {
    const old = plainText(before[field]);
    const next = plainText(after[field]);
    if (old === next) unchanged.push(field);
    else changed.push({ field, changes: wordChanges(old, next) });
  }
  return { changed, unchanged };
}

/** Two texts word by word (Chinese by words, not characters): `removed` words are only in `before`, `added` only in `after`. */
export function wordChanges(before: string, after: string): Change[] {
  return diffWords(before, after, { intlSegmenter: wordSegmenter });
}
