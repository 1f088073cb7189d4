import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { SiteLink } from '@/components/site/site-link';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { LanguageAlternate } from '@/components/site/language-alternate';
import { LawyerRow } from '@/components/site/lawyer-row';
import { SiteImage } from '@/components/site/site-image';
import type { UrlLocale } from '@/i18n/locales';
import { firmName } from '@/lib/site/firm';
import { lawyersInPracticeArea } from '@/lib/site/lawyers';
import { idOf, pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { practiceAreaDetail, type PracticeAreaDetail } from '@/lib/site/practice-areas';
import { buildMetadata } from '@/lib/site/seo';
import { otherLanguageItem, type ShownInFallback } from '@/lib/site/language-fallback';
import { alternateHrefs, detailVersions } from '@/lib/site/translations';
import { FallbackNotice } from '@/components/site/fallback-notice';
import { RELATED_SHOWN, RelatedPublications } from '@/components/site/related-publications';
import { latestArticles } from '@/lib/site/article-lists';
import { outcomeQuery } from '@/lib/site/alert-form';

type Props = { params: Promise<{ locale: string; id: string }> };

/**
 * The area of the page's language, or not found. An id of another language's version leads to
 * this language's, else is shown in the fallback language (`shownIn`), else leads to the list.
 */
async function areaFor(params: Props['params']): Promise<{ area: PracticeAreaDetail; locale: UrlLocale; shownIn?: ShownInFallback }> {
  const { locale, lang } = await pageLocale(params);
  const id = idOf((await params).id);
  const area = id === undefined ? null : await practiceAreaDetail(id);
  if (!area) notFound();
  if (area.lang === lang) return { area, locale };
  return { area, locale, shownIn: await otherLanguageItem(locale, area, sitePaths.practiceArea, sitePaths.practiceAreas) };
}

/** The subscribe form with this area chosen, noting this page as where the reader subscribed from. */
const subscribeHref = (locale: UrlLocale, area: PracticeAreaDetail) =>
  getPathname({ locale, href: sitePaths.subscribe }) +
  outcomeQuery({ errors: [], values: { scope: 'some', practiceAreas: [area.no] }, from: sitePaths.practiceArea(area.id) });

function versionsOf(area: PracticeAreaDetail) {
  return detailVersions([{ id: area.id, lang: area.lang }, ...area.versions], sitePaths.practiceArea);
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { area, locale, shownIn } = await areaFor(params);
  const [t, name] = await Promise.all([getTranslations({ locale, namespace: 'PracticeAreas' }), firmName(locale)]);
  return buildMetadata({
    locale: shownIn?.locale ?? locale,
    noIndex: !!shownIn,
    path: sitePaths.practiceArea(area.id),
    versions: versionsOf(area),
    title: area.name,
    description: area.excerpt || t('detailDescription', { practice: area.name, name }),
    type: 'article',
    modifiedTime: area.updateTime,
  });
}

export default async function PracticeAreaDetailPage({ params }: Props) {
  const { area, locale, shownIn } = await areaFor(params);
  const original = shownIn ? { lang: shownIn.htmlLang, dir: shownIn.dir } : {};
  const filter = { practiceAreaId: area.id, newestFirst: true };
  const [t, tCommon, tNav, lawyers, deals, news] = await Promise.all([
    getTranslations({ locale, namespace: 'PracticeAreas' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    lawyersInPracticeArea(area.lang, area.id),
    shownIn ? [] : latestArticles('deal', area.lang, RELATED_SHOWN, filter),
    shownIn ? [] : latestArticles('news', area.lang, RELATED_SHOWN, filter),
  ]);
  const path = (page: string) => getPathname({ locale: locale, href: page });
  const turns = [
    { key: 'previous', item: area.previous, label: t('previous'), arrow: '←' },
    { key: 'next', item: area.next, label: t('next'), arrow: '→' },
  ];

  return (
    <>
      <LanguageAlternate hrefs={await alternateHrefs(versionsOf(area), sitePaths.practiceAreas)} />
      {shownIn ? <FallbackNotice locale={locale} shownIn={shownIn} /> : null}
      <div className="border-b border-line bg-paper">
        <div className="site-container py-12 sm:py-16">
          <Breadcrumbs
            label={tCommon('breadcrumb')}
            items={[
              { href: path(sitePaths.home), label: tNav('home') },
              { href: path(sitePaths.practiceAreas), label: tNav('expertises') },
              { label: area.name },
            ]}
          />
          <div className="mt-10 flex flex-col gap-6 sm:flex-row sm:items-center">
            <span className="grid h-20 w-20 shrink-0 place-items-center bg-white" data-testid="practice-area-icon">
              {area.iconUrl ? (
                <SiteImage src={area.iconUrl} alt="" width={44} height={44} className="h-11 w-11 object-contain" />
              ) : (
                <span aria-hidden="true" className="font-serif text-3xl text-accent-strong">
                  {area.name.trim().charAt(0)}
                </span>
              )}
            </span>
            <h1 className="text-4xl sm:text-5xl" {...original}>
              {area.name}
            </h1>
          </div>
        </div>
      </div>

      <div className="site-container grid gap-16 py-16 lg:grid-cols-[minmax(0,1.6fr)_minmax(0,1fr)] lg:gap-20 lg:py-20">
        <div>
          {area.introduce ? (
            <div
              className="prose-site"
              data-testid="practice-area-introduce"
              {...original}
              dangerouslySetInnerHTML={{ __html: area.introduce }}
            />
          ) : (
            <p className="text-muted">{tCommon('empty')}</p>
          )}
          <div className="mt-14 space-y-14">
            <RelatedPublications
              locale={locale}
              owner="practice-area"
              filter={`practiceAreaId=${area.id}`}
              lists={[
                { kind: 'deal', title: t('latestDeals'), items: deals },
                { kind: 'news', title: t('latestNews'), items: news },
              ]}
            />
          </div>
        </div>
        <div className="space-y-12">
          <section aria-labelledby="practice-lawyers" data-testid="practice-area-lawyers">
            <h2 id="practice-lawyers" className="text-2xl">
              {t('lawyers')}
            </h2>
            {lawyers.length ? (
              <ul className="mt-6 border-t border-line">
                {lawyers.map((lawyer) => (
                  <li key={lawyer.id}>
                    <LawyerRow lawyer={lawyer} locale={locale} href={path(sitePaths.lawyer(lawyer.id))} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="mt-6">
                <SiteLink
                  href={`${path(sitePaths.home)}#home-contact`}
                  className="text-muted underline decoration-accent underline-offset-4 hover:text-ink"
                >
                  {t('noLawyers')}
                </SiteLink>
              </p>
            )}
          </section>
          <section aria-labelledby="practice-alerts" className="border-t border-line pt-8" data-testid="practice-area-alerts">
            <h2 id="practice-alerts" className="text-xl" {...original}>
              {t('alertsHeading', { practice: area.name })}
            </h2>
            <p className="mt-3 text-muted">{t('alertsLead', { practice: area.name })}</p>
            <p className="mt-4">
              <SiteLink href={subscribeHref(locale, area)} className="link-arrow">
                {t('subscribeToArea')}
                <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                  →
                </span>
              </SiteLink>
            </p>
          </section>
        </div>
      </div>

      <nav aria-label={t('pageTurn')} className="border-t border-line" data-testid="page-turn">
        <div className="site-container grid gap-px py-10 sm:grid-cols-2">
          {turns.map((turn) =>
            turn.item ? (
              <SiteLink
                key={turn.key}
                href={path(sitePaths.practiceArea(turn.item.id))}
                rel={turn.key === 'previous' ? 'prev' : 'next'}
                className={`group flex flex-col gap-1 py-4 ${turn.key === 'next' ? 'sm:items-end sm:text-end' : ''}`}
                data-testid={`page-turn-${turn.key}`}
              >
                <span className="text-sm font-semibold text-accent-strong">
                  {turn.key === 'previous' ? (
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      {turn.arrow}
                    </span>
                  ) : null}{' '}
                  {turn.label}{' '}
                  {turn.key === 'next' ? (
                    <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
                      {turn.arrow}
                    </span>
                  ) : null}
                </span>
                <span className="card-heading-hover font-serif text-xl text-ink">{turn.item.name}</span>
              </SiteLink>
            ) : (
              <span key={turn.key} aria-hidden="true" />
            ),
          )}
        </div>
        <p className="site-container pb-12">
          <SiteLink href={path(sitePaths.practiceAreas)} className="link-arrow">
            {t('all')}
          </SiteLink>
        </p>
      </nav>
    </>
  );
}
