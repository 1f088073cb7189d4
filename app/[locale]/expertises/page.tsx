import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ItemList } from '@/components/site/item-list';
import { PageHero } from '@/components/site/page-hero';
import { PracticeAreaCard } from '@/components/site/practice-area-card';
import { StaticPart } from '@/components/site/static-part/static-part';
import { firmName } from '@/lib/site/firm';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { practiceAreaList } from '@/lib/site/practice-areas';
import { buildMetadata } from '@/lib/site/seo';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const [t, name] = await Promise.all([getTranslations({ locale, namespace: 'PracticeAreas' }), firmName(locale)]);
  return buildMetadata({ locale, path: sitePaths.practiceAreas, title: t('title'), description: t('description', { name }) });
}

export default async function PracticeAreaListPage({ params }: Props) {
  const { locale, lang } = await pageLocale(params);
  const [t, tCommon, areas] = await Promise.all([
    getTranslations({ locale, namespace: 'PracticeAreas' }),
    getTranslations({ locale, namespace: 'Common' }),
    practiceAreaList(lang),
  ]);
  return (
    <>
      <StaticPart>
        <PageHero title={t('title')} lead={t('lead')} />
      </StaticPart>
      <StaticPart as="div" className="site-container py-16 lg:py-20">
        <ItemList
          items={areas}
          empty={<p className="text-muted">{tCommon('empty')}</p>}
          className="grid gap-x-10 sm:grid-cols-2 lg:grid-cols-3"
        >
          {(area) => (
            <PracticeAreaCard
              area={area}
              href={getPathname({ locale: locale, href: sitePaths.practiceArea(area.id) })}
              detailsLabel={tCommon('details')}
            />
          )}
        </ItemList>
      </StaticPart>
    </>
  );
}
