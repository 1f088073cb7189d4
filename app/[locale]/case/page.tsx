import { ArticleListPage, articleListMetadata, type ListRouteProps } from '@/components/site/articles/article-list-page';

export function generateMetadata({ params }: ListRouteProps) {
  return articleListMetadata('deal', params);
}

export default function DealsPage(props: ListRouteProps) {
  return <ArticleListPage kind="deal" {...props} />;
}
