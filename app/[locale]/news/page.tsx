import { ArticleListPage, articleListMetadata, type ListRouteProps } from '@/components/site/articles/article-list-page';

export function generateMetadata({ params }: ListRouteProps) {
  return articleListMetadata('news', params);
}

export default function NewsPage(props: ListRouteProps) {
  return <ArticleListPage kind="news" {...props} />;
}
