import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { HonourCard } from '@/components/site/honour-card';
import { LinkFilterNote } from '@/components/site/lists/link-filter-note';
import { PagedList } from '@/components/site/lists/paged-list';
import { StaticPart } from '@/components/site/static-part/static-part';
import { PageHero } from '@/components/site/page-hero';
import { firmName } from '@/lib/site/firm';
import { formatYear } from '@/lib/site/format';
import { linkFilterOf, linkFilterQuery } from '@/lib/site/link-filter';
import { pageLocale } from '@/lib/site/locale';
import { isPastTheEnd, listPage } from '@/lib/site/paging';
import { sitePaths } from '@/lib/site/paths';
import { HONOUR_PAGE_SIZE, honourList } from '@/lib/site/publications';
import { buildMetadata } from '@/lib/site/seo';

interface Props {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const [t, firm] = await Promise.all([getTranslations({ locale, namespace: 'Honours' }), firmName(locale)]);
  return buildMetadata({ locale, path: sitePaths.honours, title: t('title'), description: t('description', { firm }) });
}

/** Every honour of the firm (or those naming `?lawyerId=` or `?practiceAreaId=`), pinned first then newest, one page per `?page=N`. */
export default async function HonoursPage({ params, searchParams }: Props) {
  const { locale, lang } = await pageLocale(params);
  const query = await searchParams;
  const page = listPage(query.page, HONOUR_PAGE_SIZE);
  const links = await linkFilterOf(query, lang);
  const [t, tCommon, { honours, total }] = await Promise.all([
    getTranslations({ locale, namespace: 'Honours' }),
    getTranslations({ locale, namespace: 'Common' }),
    honourList(lang, links.filter, page),
  ]);
  if (isPastTheEnd(page, total)) notFound();

  return (
    <>
      <StaticPart>
        <PageHero title={t('title')} lead={t('intro')} />
      </StaticPart>
      <section aria-labelledby="honour-results" className="site-container py-12 sm:py-16">
        <h2 id="honour-results" className="sr-only">
          {t('title')}
        </h2>
        <LinkFilterNote locale={locale} pathname={sitePaths.honours} query={{}} named={links.named} />
        {honours.length ? (
          <PagedList
            locale={locale}
            pathname={sitePaths.honours}
            query={linkFilterQuery(links.filter)}
            page={page}
            total={total}
            list="honours"
            className="grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-8 lg:grid-cols-4"
            testId="honour-results"
            status={t('shown', { from: '{from}', to: '{to}', total })}
            items={honours}
            staticItems
          >
            {(honour) => (
              <HonourCard
                honour={honour}
                href={getPathname({ locale, href: sitePaths.honour(honour.id) })}
                year={formatYear(locale, honour.createTime)}
              />
            )}
          </PagedList>
        ) : (
          <p className="max-w-xl border-s-2 border-accent py-2 ps-5 text-lg text-muted">{tCommon('empty')}</p>
        )}
      </section>
    </>
  );
}
