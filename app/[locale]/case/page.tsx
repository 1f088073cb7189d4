import type { Metadata } from 'next';
import { ArticleListPage, articleListMetadata } from '@/components/site/articles/article-list-page';
import { CatalogType } from '@/lib/db/schema';
import { pageLocale } from '@/lib/site/locale';

// The filters and Load More live in the query string, so the list is rendered per request
// (from cached data: no database query when the cache is warm).
export const dynamic = 'force-dynamic';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  return articleListMetadata(CatalogType.CASES, locale);
}

export default async function DealsPage({ params, searchParams }: Props) {
  const { locale } = await pageLocale(params);
  return <ArticleListPage type={CatalogType.CASES} locale={locale} searchParams={await searchParams} />;
}
