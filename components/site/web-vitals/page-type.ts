import { languageAt } from '@/i18n/locales';
import { sitePaths } from '@/lib/site/paths';
import type { VitalPageType } from '@/lib/validation/web-vitals-terms';

const anyId = '*';

const pathsByType: [path: string, pageType: VitalPageType][] = [
  [sitePaths.home, 'home'],
  [sitePaths.about, 'about'],
  [sitePaths.practiceAreas, 'expertise-list'],
  [sitePaths.practiceArea(anyId), 'expertise'],
  [sitePaths.people, 'people'],
  [sitePaths.lawyer(anyId), 'lawyer'],
  [sitePaths.news, 'news-list'],
  [sitePaths.newsArticle(anyId), 'news'],
  [sitePaths.deals, 'deal-list'],
  [sitePaths.deal(anyId), 'deal'],
  [sitePaths.honours, 'honour-list'],
  [sitePaths.honour(anyId), 'honour'],
  [sitePaths.doc(anyId), 'legal-document'],
  [sitePaths.search, 'search'],
];
const matchers = pathsByType.map(([path, pageType]) => ({ pattern: new RegExp(`^${path.replace(anyId, '[^/]+')}/?$`), pageType }));

/** The kind of public page a path (without the base path) shows: `/zh/news/detail/3` is a news article. */
export function pageTypeOf(pathname: string): VitalPageType {
  const [first, ...rest] = pathname.split('/').filter(Boolean);
  const path = `/${(first && languageAt(first) ? rest : [first, ...rest]).filter(Boolean).join('/')}`;
  if (path === '/') return 'home';
  return matchers.find(({ pattern }) => pattern.test(path))?.pageType ?? 'other';
}
