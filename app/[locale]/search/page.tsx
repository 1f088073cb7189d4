import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { SearchBox } from '@/components/site/search/search-box';
import { SearchResults } from '@/components/site/search/search-results';
import { firmName } from '@/lib/site/firm';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { practiceAreaList } from '@/lib/site/practice-areas';
import { parseSearchQuery, SEARCH_PAGE_SIZE, siteSearch } from '@/lib/site/search';
import { buildMetadata } from '@/lib/site/seo';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const [t, firm] = await Promise.all([getTranslations({ locale, namespace: 'Search' }), firmName(locale)]);
  return buildMetadata({ locale, path: sitePaths.search, title: t('title'), description: t('metaDescription', { firm }), noIndex: true });
}

export default async function SearchPage({ params, searchParams }: Props) {
  const { locale, lang } = await pageLocale(params);
  const query = parseSearchQuery(await searchParams);
  const [t, found] = await Promise.all([
    getTranslations({ locale, namespace: 'Search' }),
    query.q ? siteSearch(lang, query) : Promise.resolve({ results: [], total: 0 }),
  ]);
  const areas = found.total ? [] : await practiceAreaList(lang);

  return (
    <>
      <PageHero title={t('title')}>
        <SearchBox
          locale={locale}
          id="page-search"
          defaultValue={query.q}
          labels={{ label: t('label'), placeholder: t('placeholder'), submit: t('submit') }}
          className="mt-8 max-w-2xl"
        />
      </PageHero>
      <section aria-labelledby="search-results" className="site-container py-12 sm:py-16">
        {found.total ? (
          <SearchResults locale={locale} query={query} results={found.results} total={found.total} pageSize={SEARCH_PAGE_SIZE} />
        ) : (
          <div data-testid="search-empty">
            <h2 id="search-results" className="max-w-2xl text-2xl">
              {query.q ? t('noResults', { q: query.q }) : t('prompt')}
            </h2>
            <h3 className="mt-10 text-xl">{t('browseAreas')}</h3>
            <ul className="mt-4 grid gap-x-8 gap-y-2 sm:grid-cols-2 lg:grid-cols-3">
              {areas.map((area) => (
                <li key={area.id}>
                  <SiteLink
                    className="text-ink underline decoration-accent decoration-1 hover:text-accent-strong"
                    href={getPathname({ locale, href: sitePaths.practiceArea(area.id) })}
                  >
                    {area.name}
                  </SiteLink>
                </li>
              ))}
            </ul>
            <SiteLink className="link-arrow mt-10" href={getPathname({ locale, href: sitePaths.people })}>
              {t('allPeople')}
            </SiteLink>
          </div>
        )}
      </section>
    </>
  );
}
