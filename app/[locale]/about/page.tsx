import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { HonourCard } from '@/components/site/honour-card';
import { ItemList } from '@/components/site/item-list';
import { JsonLd } from '@/components/site/json-ld';
import { PageHero } from '@/components/site/page-hero';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteImage } from '@/components/site/site-image';
import { StaticPart } from '@/components/site/static-part/static-part';
import { sanitizeRichText } from '@/lib/content/sanitize';
import { firmInfo } from '@/lib/site/firm';
import { formatCount, formatYear } from '@/lib/site/format';
import { legalServiceJsonLd } from '@/lib/site/json-ld';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { latestHonours } from '@/lib/site/publications';
import { buildMetadata } from '@/lib/site/seo';
import { summary } from '@/lib/site/text';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, lang } = await pageLocale(params);
  const [t, tSite, firm] = await Promise.all([
    getTranslations({ locale, namespace: 'About' }),
    getTranslations({ locale, namespace: 'Site' }),
    firmInfo(lang),
  ]);
  const name = firm?.name || tSite('fallbackName');
  const cover = firm?.environment[0];
  return buildMetadata({
    locale,
    path: sitePaths.about,
    title: t('title'),
    description: summary(firm?.introduce, 160) || t('description', { name }),
    image: cover ? { url: cover.coverUrl, alt: cover.title || name } : firm?.logoUrl ? { url: firm.logoUrl, alt: name } : null,
  });
}

export default async function AboutPage({ params }: Props) {
  const { locale, lang } = await pageLocale(params);
  const [t, tSite, tCommon, firm, honours] = await Promise.all([
    getTranslations({ locale, namespace: 'About' }),
    getTranslations({ locale, namespace: 'Site' }),
    getTranslations({ locale, namespace: 'Common' }),
    firmInfo(lang),
    latestHonours(lang, 12),
  ]);
  const name = firm?.name || tSite('fallbackName');
  const counts = [
    { key: 'lawyers', label: t('lawyers'), value: firm?.counts.lawyers },
    { key: 'total-people', label: t('totalPeople'), value: firm?.counts.totalPeople },
    { key: 'offices', label: t('offices'), value: firm?.counts.offices },
  ].filter((count): count is { key: string; label: string; value: number } => typeof count.value === 'number');
  const overview = sanitizeRichText(firm?.introduce);
  const advantages = firm?.advantages ?? [];
  const environment = firm?.environment ?? [];
  const empty = <p className="mt-8 text-muted">{tCommon('empty')}</p>;

  return (
    <>
      {firm ? <JsonLd data={legalServiceJsonLd({ ...firm, description: summary(firm.introduce, 300) }, locale)} /> : null}
      <StaticPart>
        <PageHero eyebrow={name} title={t('title')} lead={t('lead')} />
      </StaticPart>

      <StaticPart
        as="section"
        aria-labelledby="about-overview"
        className="site-container grid gap-12 py-20 lg:grid-cols-[1.5fr_1fr] lg:gap-20 lg:py-24"
      >
        <div>
          <SectionHeading id="about-overview" title={t('overview')} />
          {overview ? <div className="prose-site mt-8" dangerouslySetInnerHTML={{ __html: overview }} /> : empty}
        </div>
        {counts.length ? (
          <div className="self-start border-t-2 border-accent bg-paper p-8" data-testid="about-counts">
            <p className="eyebrow">{t('atAGlance')}</p>
            <dl className="mt-6 grid gap-8">
              {counts.map((count) => (
                <div key={count.key} data-testid={`count-${count.key}`}>
                  <dt className="text-sm font-semibold text-muted">{count.label}</dt>
                  <dd className="mt-1 font-serif text-5xl font-semibold text-ink">{formatCount(locale, count.value)}</dd>
                </div>
              ))}
            </dl>
          </div>
        ) : null}
      </StaticPart>

      <StaticPart
        as="section"
        id="accolades"
        aria-labelledby="about-accolades"
        className="bg-paper py-20 lg:py-24"
        data-testid="about-accolades"
      >
        <div className="site-container">
          <SectionHeading
            id="about-accolades"
            title={t('accolades')}
            action={{ href: getPathname({ locale, href: sitePaths.honours }), label: tCommon('viewAll'), context: t('accolades') }}
          />
          <ItemList items={honours} empty={empty} className="mt-12 grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-8 lg:grid-cols-4">
            {(honour) => (
              <HonourCard
                honour={honour}
                href={getPathname({ locale: locale, href: sitePaths.honour(honour.id) })}
                year={formatYear(locale, honour.createTime)}
              />
            )}
          </ItemList>
        </div>
      </StaticPart>

      <StaticPart as="section" aria-labelledby="about-edge" className="site-container py-20 lg:py-24" data-testid="about-edge">
        <SectionHeading id="about-edge" title={t('ourEdge')} />
        {advantages.length ? (
          <ol className="mt-12 grid gap-x-16 gap-y-12 md:grid-cols-2">
            {advantages.map((advantage, index) => (
              <li key={`${index}-${advantage.title}`} className="border-t border-line pt-6">
                <span aria-hidden="true" className="font-serif text-3xl text-accent-strong">
                  {String(index + 1).padStart(2, '0')}
                </span>
                <h3 className="mt-3 text-xl">{advantage.title}</h3>
                {advantage.content ? (
                  <div
                    className="prose-site mt-3 text-base whitespace-pre-line text-muted"
                    dangerouslySetInnerHTML={{ __html: sanitizeRichText(advantage.content) }}
                  />
                ) : null}
              </li>
            ))}
          </ol>
        ) : (
          empty
        )}
      </StaticPart>

      <StaticPart
        as="section"
        aria-labelledby="about-environment"
        className="border-t border-line py-20 lg:py-24"
        data-testid="about-environment"
      >
        <div className="site-container">
          <SectionHeading id="about-environment" title={t('officeEnvironment')} />
          {environment.length ? (
            <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {environment.map((place, index) => (
                <li key={`${index}-${place.coverUrl}`} className={index === 0 ? 'sm:col-span-2 lg:col-span-3' : ''}>
                  <figure>
                    <div className={`picture-frame ${index === 0 ? 'aspect-[4/3] sm:aspect-[21/9]' : 'aspect-[4/3]'}`}>
                      <SiteImage
                        src={place.coverUrl}
                        alt={place.title ? '' : t('officeEnvironment')}
                        fill
                        sizes={
                          index === 0
                            ? '(min-width: 1280px) 1200px, 100vw'
                            : '(min-width: 1280px) 400px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw'
                        }
                        className="object-cover"
                      />
                    </div>
                    {place.title ? <figcaption className="mt-3 text-sm text-muted">{place.title}</figcaption> : null}
                  </figure>
                </li>
              ))}
            </ul>
          ) : (
            empty
          )}
        </div>
      </StaticPart>
    </>
  );
}
