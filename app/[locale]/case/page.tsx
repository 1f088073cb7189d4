import { ArticleListPage, articleListMetadata, type ListRouteProps } from '@/components/site/articles/article-list-page';
import { CatalogType } from '@/lib/db/schema';

export function generateMetadata({ params }: ListRouteProps) {
  return articleListMetadata(CatalogType.CASES, params);
}

export default function DealsPage(props: ListRouteProps) {
  return <ArticleListPage type={CatalogType.CASES} {...props} />;
}
