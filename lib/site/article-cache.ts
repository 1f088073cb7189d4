import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import type { ArticleKind } from '@/lib/content/publication-kind';

/**
 * A cached read of articles of one kind: news and deals are kept apart, so that a save of
 * one forgets nothing of the other (a catalog change forgets both).
 */
export function cachedArticleRead<Args extends unknown[], Result>(
  name: string,
  read: (kind: ArticleKind, ...args: Args) => Promise<Result>,
): (kind: ArticleKind, ...args: Args) => Promise<Result> {
  const reads = {
    news: cachedRead(`news-${name}`, [cacheTags.news, cacheTags.catalogs], read),
    deal: cachedRead(`deal-${name}`, [cacheTags.deals, cacheTags.catalogs], read),
  };
  return (kind, ...args) => reads[kind](kind, ...args);
}
