import { cachedRead } from '@/lib/cache/data-cache';
import { cacheTags } from '@/lib/cache/tags';
import type { ArticleKind } from '@/lib/content/publication-kind';

/** What news, deals and honours show beside their own text. */
export const linkedTags = [
  cacheTags.catalogs,
  cacheTags.lawyers,
  cacheTags.practiceAreas,
  cacheTags.jobs,
  cacheTags.languageConfig,
] as const;

/**
 * A cached read of articles of one kind: news and deals are kept apart, so that a save of
 * one forgets nothing of the other (a catalog change forgets both). Articles show the lawyers
 * and practice areas they name, in the fallback language where they have no version.
 */
export function cachedArticleRead<Args extends unknown[], Result>(
  name: string,
  read: (kind: ArticleKind, ...args: Args) => Promise<Result>,
): (kind: ArticleKind, ...args: Args) => Promise<Result> {
  const reads = {
    news: cachedRead(`news-${name}`, [cacheTags.news, ...linkedTags], read),
    deal: cachedRead(`deal-${name}`, [cacheTags.deals, ...linkedTags], read),
  };
  return (kind, ...args) => reads[kind](kind, ...args);
}
