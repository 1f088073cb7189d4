import { contentChanged } from '../cache/invalidation';
import type { CacheTag } from '../cache/tags';
import { inTransaction, type Db } from '../db/client';
import { ConflictError, InvalidInputError } from '../errors';
import { newNo } from '../ids';

/**
 * Runs an admin write in one transaction (all or nothing; audit rows included), then marks
 * the public data it changed stale.
 */
export async function writeContent<T>(db: Db, tags: CacheTag[], work: (trx: Db) => Promise<T>): Promise<T> {
  const result = await inTransaction(db, work);
  contentChanged(...tags);
  return result;
}

/** Saves each item in order, all in one write (see writeContent); returns what each save gave. */
export function writeEach<I, R>(db: Db, tags: CacheTag[], items: I[], save: (trx: Db, item: I, index: number) => Promise<R>): Promise<R[]> {
  return writeContent(db, tags, async (trx) => {
    const saved: R[] = [];
    for (const [index, item] of items.entries()) saved.push(await save(trx, item, index));
    return saved;
  });
}

interface Version {
  id?: number;
  no?: string;
  lang: string;
}

/** The `no` shared by the versions a create call gives: theirs (one at most), else a new one. */
export function groupNoOf(items: Version[]): string {
  const nos = [...new Set(items.map((item) => item.no).filter((no): no is string => !!no))];
  if (nos.length > 1) throw new InvalidInputError('no', '{field}: the versions of one item must share one no');
  assertDistinctLanguages(items);
  return nos[0] ?? newNo();
}

/** One version per language in a call's array. */
export function assertDistinctLanguages(items: { lang: string }[]): void {
  const langs = items.map((item) => item.lang);
  const repeated = langs.find((lang, index) => langs.indexOf(lang) !== index);
  if (repeated)
    throw new InvalidInputError('lang', '{field}: {lang} appears twice; an item has one version per language', { lang: repeated });
}

/** Refuses a second version in one language within a translation group. */
export function assertLanguageFree(group: { id: number; lang: string }[], lang: string, exceptId?: number): void {
  if (group.some((member) => member.lang === lang && member.id !== exceptId)) {
    throw new ConflictError('This item already has a {lang} version', { lang });
  }
}
