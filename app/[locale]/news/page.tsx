import { ArticleListPage, articleListMetadata, type ListRouteProps } from '@/components/site/articles/article-list-page';
import { CatalogType } from '@/lib/db/schema';

export function generateMetadata({ params }: ListRouteProps) {
  return articleListMetadata(CatalogType.NEWS, params);
}

export default function NewsPage(props: ListRouteProps) {
  return <ArticleListPage type={CatalogType.NEWS} {...props} />;
}
