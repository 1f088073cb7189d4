// Shared by server and client components: nothing here may read the server's settings.
// A path in a locale comes from getPathname (i18n/navigation.ts).
import type { SearchKind } from '@/lib/search/kinds';

/** The paths of the public pages, so links and the sitemap agree. */
export const sitePaths = {
  home: '/home',
  about: '/about',
  practiceAreas: '/expertises',
  practiceArea: (id: number | string) => `/expertises/detail/${id}`,
  people: '/people',
  lawyer: (id: number | string) => `/people/detail/${id}`,
  news: '/news',
  newsArticle: (id: number | string) => `/news/detail/${id}`,
  deals: '/case',
  deal: (id: number | string) => `/case/detail/${id}`,
  honours: '/honor',
  honour: (id: number | string) => `/honor/detail/${id}`,
  doc: (name: string) => `/docs/${name}`,
  search: '/search',
  subscribe: '/subscribe',
  subscription: (token: string) => `/subscription/${token}`,
} as const;

/** The page a search result opens. */
export const searchResultPaths: Record<SearchKind, (id: number) => string> = {
  lawyer: sitePaths.lawyer,
  practice: sitePaths.practiceArea,
  news: sitePaths.newsArticle,
  deal: sitePaths.deal,
  honour: sitePaths.honour,
};

export const legalDocumentNames = ['privacy', 'term-condition'] as const;
export type LegalDocumentName = (typeof legalDocumentNames)[number];

export function isLegalDocumentName(value: string): value is LegalDocumentName {
  return (legalDocumentNames as readonly string[]).includes(value);
}
