import { getPathname } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { CoverFigure } from '@/components/site/cover-figure';
import { SiteLink } from '@/components/site/site-link';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { formatDate } from '@/lib/site/format';
import { sitePaths } from '@/lib/site/paths';
import type { ShownInFallback } from '@/lib/site/language-fallback';
import type { PublicationDetail } from '@/lib/site/publication-details';
import { PublicationContacts } from './publication-contacts';
import { RichText } from './rich-text';

/** Where a kind's detail pages and list live, and what the navigation calls the list. */
export function pathsOf(kind: PublicationKind) {
  if (kind === 'honour') return { detail: sitePaths.honour, list: sitePaths.about, navKey: 'about' as const };
  return kind === 'news'
    ? { detail: sitePaths.newsArticle, list: sitePaths.news, navKey: 'news' as const }
    : { detail: sitePaths.deal, list: sitePaths.deals, navKey: 'deals' as const };
}

/**
 * What a news article, deal or honour page shows: breadcrumbs, title, date, views (when
 * counted), cover and content. Its page and its preview both use it.
 */
export async function PublicationBody({
  kind,
  locale,
  item,
  views,
  shownIn,
}: {
  kind: PublicationKind;
  locale: UrlLocale;
  item: PublicationDetail;
  views: number | null;
  /** Set when the item is another language's original, shown under this language's address. */
  shownIn?: ShownInFallback;
}) {
  const original = shownIn ? { lang: shownIn.htmlLang, dir: shownIn.dir } : {};
  const paths = pathsOf(kind);
  const [t, tCommon, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
  ]);
  const listLabel = tNav(paths.navKey);
  return (
    <>
      <header className="site-container pt-8 sm:pt-12">
        <div className="print:hidden">
          <Breadcrumbs
            label={tCommon('breadcrumb')}
            items={[
              { href: getPathname({ locale: locale, href: sitePaths.home }), label: tNav('home') },
              { href: getPathname({ locale: locale, href: paths.list }), label: listLabel },
              { label: item.title },
            ]}
          />
        </div>
        <div className="mx-auto mt-10 max-w-3xl sm:mt-14">
          {item.catalogName || kind === 'honour' ? (
            <p className="eyebrow" {...original}>
              {item.catalogName ?? t('honourTitle')}
            </p>
          ) : null}
          <h1 className="mt-4 text-[2rem] leading-tight [overflow-wrap:anywhere] sm:text-5xl" {...original}>
            {item.title}
          </h1>
          <p className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2 text-sm text-muted" data-testid="publication-meta">
            <span>
              <span className="sr-only">{t('published')} </span>
              <time dateTime={item.createTime}>{formatDate(locale, item.createTime)}</time>
            </span>
            {views !== null ? (
              <>
                <span aria-hidden="true" className="h-3.5 w-px bg-line" />
                <span data-testid="publication-views">{t('views', { count: views })}</span>
              </>
            ) : null}
          </p>
        </div>
      </header>

      {item.coverUrl ? <CoverFigure src={item.coverUrl} fit="cover" /> : null}

      <div className="site-container py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          <div {...original}>
            {item.externalUrl ? (
              <div className="border-s-2 border-accent ps-6">
                {item.note ? <p className="text-lg text-body">{item.note}</p> : null}
                <p className="mt-4 text-muted">{t('externalNote')}</p>
                <p className="mt-6">
                  <a href={item.externalUrl} target="_blank" rel="noopener noreferrer" className="link-arrow">
                    {t('readOriginal')}
                    <span className="sr-only"> ({tCommon('opensInNewTab')})</span>
                    <span aria-hidden="true">↗</span>
                  </a>
                </p>
              </div>
            ) : (
              <RichText html={item.content} />
            )}
          </div>
          <PublicationContacts locale={locale} item={item} />
          <p className="mt-16 border-t border-line pt-8 print:hidden">
            <SiteLink href={getPathname({ locale: locale, href: paths.list })} className="link-arrow">
              <span aria-hidden="true">←</span>
              {t('back', { list: listLabel })}
            </SiteLink>
          </p>
        </div>
      </div>
    </>
  );
}
