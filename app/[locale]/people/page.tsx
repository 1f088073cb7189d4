import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PagedList } from '@/components/site/lists/paged-list';
import { PageHero } from '@/components/site/page-hero';
import { peopleFilterChoices, peopleList } from '@/lib/site/lawyers';
import { LawyerCard } from '@/components/site/people/lawyer-card';
import { PeopleFilters } from '@/components/site/people/people-filters';
import { parsePeopleQuery } from '@/components/site/people/people-query';
import { firmName } from '@/lib/site/firm';
import { pageLocale } from '@/lib/site/locale';
import { isPastTheEnd } from '@/lib/site/paging';
import { sitePaths } from '@/lib/site/paths';
import { practiceAreaList } from '@/lib/site/practice-areas';
import { buildMetadata } from '@/lib/site/seo';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const [t, firm] = await Promise.all([getTranslations({ locale, namespace: 'People' }), firmName(locale)]);
  // Every filtered view has the unfiltered list as its canonical page.
  return buildMetadata({ locale, path: sitePaths.people, title: t('title'), description: t('metaDescription', { firm }) });
}

export default async function PeoplePage({ params, searchParams }: Props) {
  const { locale, lang } = await pageLocale(params);
  const query = parsePeopleQuery(await searchParams);
  const [t, tCommon, choices, practiceAreas, result] = await Promise.all([
    getTranslations({ locale, namespace: 'People' }),
    getTranslations({ locale, namespace: 'Common' }),
    peopleFilterChoices(lang),
    practiceAreaList(lang),
    peopleList(lang, query.filter, query.page),
  ]);
  if (isPastTheEnd(query.page, result.total)) notFound();
  const id = (value: number | undefined) => (value ? String(value) : '');

  return (
    <>
      <PageHero title={t('title')} lead={t('intro')}>
        <div className="mt-10 sm:mt-12">
          <PeopleFilters
            action={getPathname({ locale: locale, href: sitePaths.people })}
            selects={[
              {
                name: 'jobId',
                label: t('filterJob'),
                allLabel: t('allJobs'),
                options: choices.jobs.map((job) => ({ value: String(job.id), label: job.name })),
              },
              {
                name: 'practiceAreaId',
                label: t('filterPracticeArea'),
                allLabel: t('allPracticeAreas'),
                options: practiceAreas.filter((area) => !area.shownIn).map((area) => ({ value: String(area.id), label: area.name })),
              },
              {
                name: 'office',
                label: t('filterOffice'),
                allLabel: t('allOffice'),
                options: choices.offices.map((office) => ({ value: office.name, label: office.name })),
              },
              {
                name: 'languageId',
                label: t('filterLanguage'),
                allLabel: t('allLanguages'),
                options: choices.languages.map((language) => ({ value: String(language.id), label: language.name })),
              },
            ]}
            values={{
              jobId: id(query.filter.jobId),
              practiceAreaId: id(query.filter.practiceAreaId),
              languageId: id(query.filter.languageId),
              office: query.filter.office ?? '',
              keyword: query.filter.keyword ?? '',
            }}
            labels={{ keyword: t('keyword'), keywordPlaceholder: t('keywordPlaceholder'), search: t('search'), clear: t('clear') }}
          />
        </div>
      </PageHero>

      <section aria-labelledby="people-results" className="site-container py-12 sm:py-16">
        <h2 id="people-results" className="sr-only">
          {t('results')}
        </h2>
        {result.lawyers.length ? (
          <PagedList
            locale={locale}
            pathname={sitePaths.people}
            query={query.params}
            page={query.page}
            total={result.total}
            list="people"
            className="grid grid-cols-2 gap-x-4 gap-y-10 sm:grid-cols-3 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8"
            testId="people-results"
            status={t('shown', { from: '{from}', to: '{to}', total: result.total })}
            items={result.lawyers}
          >
            {/* The first row on a phone is in view at once: its portraits are fetched first. */}
            {(lawyer, index) => (
              <LawyerCard lawyer={lawyer} locale={locale} detailsLabel={tCommon('details')} headingLevel={3} priority={index < 2} />
            )}
          </PagedList>
        ) : (
          <p className="max-w-xl border-s-2 border-accent py-2 ps-5 text-lg text-muted">{t('noResults')}</p>
        )}
      </section>
    </>
  );
}
