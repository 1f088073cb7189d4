import type { Db } from '../../db/client';
import { CatalogType } from '../../db/schema';
import { linkKeysOf } from '../content-links';

/** The practice areas (each group's `no`) a news article or deal names; its readers are theirs. */
export async function articlePracticeAreas(db: Db, article: { type: number; no: string }): Promise<string[]> {
  const source = article.type === CatalogType.DEALS ? 'deal' : 'news';
  return (await linkKeysOf(db, source, [article.no])).get(article.no)?.practiceNos ?? [];
}
