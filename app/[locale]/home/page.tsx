import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { ArticleListItem } from '@/components/site/article-list-item';
import { ContactForm } from '@/components/site/contact-form';
import { HomeBanners } from '@/components/site/home-banners';
import { HonourCard } from '@/components/site/honour-card';
import { ItemList } from '@/components/site/item-list';
import { JsonLd } from '@/components/site/json-ld';
import { LawyerCard } from '@/components/site/people/lawyer-card';
import { PracticeAreaCard } from '@/components/site/practice-area-card';
import { SectionHeading } from '@/components/site/section-heading';
import { StaticPart } from '@/components/site/static-part/static-part';
import { latestArticles } from '@/lib/site/article-lists';
import { bannerSlides, firmInfo } from '@/lib/site/firm';
import { formatDate, formatYear, telHref } from '@/lib/site/format';
import { legalServiceJsonLd, webSiteJsonLd } from '@/lib/site/json-ld';
import { featuredLawyers } from '@/lib/site/lawyers';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { practiceAreaList } from '@/lib/site/practice-areas';
import { latestHonours } from '@/lib/site/publications';
import { buildMetadata } from '@/lib/site/seo';
import { firstParagraph, summary } from '@/lib/site/text';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale, lang } = await pageLocale(params);
  const [t, tSite, firm, banners] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Site' }),
    firmInfo(lang),
    bannerSlides(lang),
  ]);
  const name = firm?.name || tSite('fallbackName');
  return buildMetadata({
    locale,
    path: sitePaths.home,
    title: `${name} | ${t('tagline')}`,
    absoluteTitle: true,
    description: summary(firm?.introduce, 160) || t('description', { name }),
    image: banners[0]
      ? { url: banners[0].imgPath, alt: banners[0].title ?? name }
      : firm?.logoUrl
        ? { url: firm.logoUrl, alt: name }
        : null,
  });
}

export default async function HomePage({ params }: Props) {
  const { locale, lang } = await pageLocale(params);
  const [t, tSite, tCommon, tNav, firm, banners, areas, lawyers, news, deals, honours] = await Promise.all([
    getTranslations({ locale, namespace: 'Home' }),
    getTranslations({ locale, namespace: 'Site' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    firmInfo(lang),
    bannerSlides(lang),
    practiceAreaList(lang),
    featuredLawyers(lang, 4),
    latestArticles('news', lang, 3),
    latestArticles('deal', lang, 3),
    latestHonours(lang, 4),
  ]);
  const name = firm?.name || tSite('fallbackName');
  const path = (page: string) => getPathname({ locale: locale, href: page });
  const empty = (margin: string) => <p className={`${margin} text-muted`}>{tCommon('empty')}</p>;
  const intro = firstParagraph(firm?.introduce);
  const headingWithViewAll = (id: string, title: string, href: string, lead?: string) => (
    <SectionHeading id={id} title={title} lead={lead} action={{ href, label: tCommon('viewAll'), context: title }} />
  );

  return (
    <>
      {firm ? <JsonLd data={legalServiceJsonLd({ ...firm, description: summary(firm.introduce, 300) }, locale)} /> : null}
      <JsonLd data={webSiteJsonLd(name, locale)} />
      <h1 className="sr-only">{t('heading', { name })}</h1>
      <HomeBanners locale={locale} banners={banners} fallbackTitle={name} fallbackText={t('tagline')} />

      {intro ? (
        <StaticPart
          as="section"
          aria-labelledby="home-intro"
          className="site-container grid gap-10 py-20 lg:grid-cols-[1fr_1.4fr] lg:gap-20 lg:py-28"
        >
          <div>
            <p className="eyebrow">{name}</p>
            <h2 id="home-intro" className="section-title mt-3">
              {t('tagline')}
            </h2>
          </div>
          <div>
            <p className="text-lg text-body sm:text-xl sm:leading-relaxed">{intro}</p>
            <p className="mt-8">
              <SiteLink href={path(sitePaths.about)} className="link-arrow">
                {tCommon('readMore')}
                <span className="sr-only">: {tNav('about')}</span>
                <span aria-hidden="true">→</span>
              </SiteLink>
            </p>
          </div>
        </StaticPart>
      ) : null}

      <StaticPart as="section" aria-labelledby="home-practice-areas" className="bg-paper py-20 lg:py-24" data-testid="home-practice-areas">
        <div className="site-container">
          {headingWithViewAll('home-practice-areas', t('practiceAreas'), path(sitePaths.practiceAreas), t('practiceAreasLead'))}
          <ItemList items={areas} empty={empty('mt-10')} className="mt-10 grid gap-x-10 border-t border-line sm:grid-cols-2 lg:grid-cols-3">
            {(area) => (
              <PracticeAreaCard
                area={area}
                href={path(sitePaths.practiceArea(area.id))}
                detailsLabel={tCommon('details')}
                headingLevel={3}
                compact
              />
            )}
          </ItemList>
        </div>
      </StaticPart>

      <StaticPart as="section" aria-labelledby="home-people" className="site-container py-20 lg:py-24" data-testid="home-people">
        {headingWithViewAll('home-people', t('featuredLawyers'), path(sitePaths.people), t('featuredLawyersLead'))}
        <ItemList items={lawyers} empty={empty('mt-10')} className="mt-12 grid grid-cols-2 gap-x-5 gap-y-10 lg:grid-cols-4 lg:gap-x-8">
          {(lawyer) => <LawyerCard lawyer={lawyer} locale={locale} detailsLabel={tCommon('details')} headingLevel={3} />}
        </ItemList>
      </StaticPart>

      <StaticPart as="div" className="border-t border-line">
        <div className="site-container grid gap-16 py-20 lg:grid-cols-2 lg:gap-20 lg:py-24">
          {[
            { id: 'home-news', title: t('latestNews'), items: news, list: sitePaths.news, detail: sitePaths.newsArticle },
            { id: 'home-deals', title: t('latestDeals'), items: deals, list: sitePaths.deals, detail: sitePaths.deal },
          ].map((block) => (
            <section key={block.id} aria-labelledby={block.id} data-testid={block.id}>
              {headingWithViewAll(block.id, block.title, path(block.list))}
              <ItemList items={block.items} empty={empty('mt-8')} className="mt-8">
                {(article) => (
                  <ArticleListItem
                    article={article}
                    href={path(block.detail(article.id))}
                    date={formatDate(locale, article.createTime)}
                    readMore={tCommon('readMore')}
                    opensInNewTab={tCommon('opensInNewTab')}
                  />
                )}
              </ItemList>
            </section>
          ))}
        </div>
      </StaticPart>

      {honours.length ? (
        <StaticPart as="section" aria-labelledby="home-honours" className="bg-paper py-20 lg:py-24" data-testid="home-honours">
          <div className="site-container">
            {headingWithViewAll('home-honours', t('honours'), `${path(sitePaths.about)}#accolades`)}
            <ItemList items={honours} empty={null} className="mt-12 grid grid-cols-2 gap-x-5 gap-y-10 sm:gap-x-8 lg:grid-cols-4">
              {(honour) => (
                <HonourCard honour={honour} href={path(sitePaths.honour(honour.id))} year={formatYear(locale, honour.createTime)} />
              )}
            </ItemList>
          </div>
        </StaticPart>
      ) : null}

      <section
        aria-labelledby="home-contact"
        className="site-container grid gap-12 py-20 lg:grid-cols-[1fr_1.5fr] lg:gap-20 lg:py-28"
        data-testid="home-contact"
      >
        <StaticPart as="div">
          <SectionHeading id="home-contact" title={t('contact')} lead={t('contactLead')} />
          {firm && (firm.address || firm.email || firm.tel) ? (
            <address className="mt-10 space-y-2 text-base not-italic text-body">
              {firm.address ? <p className="whitespace-pre-line">{firm.address}</p> : null}
              {firm.email ? (
                <p>
                  <a
                    href={`mailto:${firm.email}`}
                    dir="ltr"
                    className="underline decoration-accent underline-offset-4 hover:text-accent-strong"
                  >
                    {firm.email}
                  </a>
                </p>
              ) : null}
              {firm.tel ? (
                <p>
                  <a href={telHref(firm.tel)} dir="ltr" className="underline decoration-accent underline-offset-4 hover:text-accent-strong">
                    {firm.tel}
                  </a>
                </p>
              ) : null}
            </address>
          ) : null}
        </StaticPart>
        <div>
          <ContactForm />
        </div>
      </section>
    </>
  );
}
