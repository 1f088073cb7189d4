import { getPathname } from '@/i18n/navigation';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { countStopped } from '@/lib/search/counted';
import { searchKinds } from '@/lib/search/kinds';
import { sitePaths } from '@/lib/site/paths';
import type { SearchQuery, SearchResult } from '@/lib/site/search';
import { OriginalLanguageTag, ownLanguage } from '../original-language-tag';

/** The results page's address for `query` (first page unless given). */
function searchHref(locale: UrlLocale, query: SearchQuery): string {
  const params = new URLSearchParams({ q: query.q });
  if (query.type) params.set('type', query.type);
  if (query.page > 1) params.set('page', String(query.page));
  return `${getPathname({ locale, href: sitePaths.search })}?${params}`;
}

const pill =
  'inline-flex min-h-11 items-center border border-ink/25 px-4 text-sm font-semibold text-ink hover:border-ink ' +
  'aria-[current=page]:border-ink aria-[current=page]:bg-ink aria-[current=page]:text-white';

/** One page of search results: the kind filter, the count, the results with their snippets, and paging. */
export async function SearchResults({
  locale,
  query,
  results,
  total,
  pageSize,
}: {
  locale: UrlLocale;
  query: SearchQuery;
  results: SearchResult[];
  total: number;
  pageSize: number;
}) {
  const t = await getTranslations({ locale, namespace: 'Search' });
  const pages = Math.ceil(total / pageSize);
  const kinds = [undefined, ...searchKinds];
  return (
    <>
      <nav aria-label={t('kindsLabel')}>
        <ul className="flex flex-wrap gap-2">
          {kinds.map((type) => (
            <li key={type ?? 'all'}>
              <SiteLink
                className={pill}
                href={searchHref(locale, { q: query.q, type, page: 1 })}
                aria-current={type === query.type ? 'page' : undefined}
              >
                {t(type ?? 'all')}
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="search-results" className="mt-10 text-2xl">
        {t(countStopped(total) ? 'manyResultsFor' : 'resultsFor', { total, q: query.q })}
      </h2>
      <ol className="mt-6 divide-y divide-line border-y border-line" data-testid="search-results">
        {results.map((result) => (
          <li key={`${result.type}:${result.id}`} className="py-6">
            <p className="eyebrow">
              {t(result.type)}
              {result.shownIn ? (
                <>
                  {' '}
                  <OriginalLanguageTag htmlLang={result.shownIn} />
                </>
              ) : null}
            </p>
            <div {...ownLanguage(result.shownIn)}>
              <h3 className="mt-2 text-xl">
                <SiteLink className="hover:text-accent-strong" href={getPathname({ locale, href: result.path })}>
                  {result.title}
                </SiteLink>
              </h3>
              {/* The snippet is escaped text with <mark> around the matches (lib/search/snippet.ts). */}
              <p className="mt-2 text-muted [&_mark]:bg-accent/20 [&_mark]:text-ink" dangerouslySetInnerHTML={{ __html: result.snippet }} />
            </div>
          </li>
        ))}
      </ol>
      {pages > 1 ? (
        <nav aria-label={t('pages')} className="mt-8 flex items-center justify-between gap-4">
          {query.page > 1 ? (
            <SiteLink className="link-arrow" rel="prev" href={searchHref(locale, { ...query, page: query.page - 1 })}>
              {t('previous')}
            </SiteLink>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t('pageOf', { page: query.page, pages })}</span>
          {query.page < pages ? (
            <SiteLink className="link-arrow" rel="next" href={searchHref(locale, { ...query, page: query.page + 1 })}>
              {t('next')}
            </SiteLink>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </>
  );
}
