import { ArticleListPage, articleListMetadata, type ListRouteProps } from '@/components/site/articles/article-list-page';
import { CatalogType } from '@/lib/db/schema';

// The filters and Load More live in the query string, so the list is rendered per request
// (from cached data: no database query when the cache is warm).
export const dynamic = 'force-dynamic';

export function generateMetadata({ params }: ListRouteProps) {
  return articleListMetadata(CatalogType.NEWS, params);
}

export default function NewsPage(props: ListRouteProps) {
  return <ArticleListPage type={CatalogType.NEWS} {...props} />;
}
