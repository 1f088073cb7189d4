import type { Db } from '../../db/client';

/**
 * The practice areas (each group's `no`) an article or deal is about.
 * None are linked yet: only readers who follow every practice area hear of an item.
 */
export async function articlePracticeAreas(_db: Db, _articleId: number): Promise<string[]> {
  return [];
}
