import { pageTypeOf } from '@/components/site/web-vitals/page-type';

test.each([
  ['/', 'home'],
  ['/zh', 'home'],
  ['/home', 'home'],
  ['/zh/home', 'home'],
  ['/about', 'about'],
  ['/expertises', 'expertise-list'],
  ['/zh/expertises/detail/12', 'expertise'],
  ['/people', 'people'],
  ['/people/detail/7', 'lawyer'],
  ['/news', 'news-list'],
  ['/zh/news/detail/3', 'news'],
  ['/case', 'deal-list'],
  ['/case/detail/51', 'deal'],
  ['/honor', 'honour-list'],
  ['/honor/detail/2/', 'honour'],
  ['/docs/privacy', 'legal-document'],
  ['/zh/search', 'search'],
  ['/news/detail', 'other'],
  ['/news/detail/3/more', 'other'],
  ['/no-such-page', 'other'],
  ['/en/about', 'about'],
])('%s is a page of type %s', (path, pageType) => {
  expect(pageTypeOf(path)).toBe(pageType);
});
