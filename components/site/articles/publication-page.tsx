import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { langOf, localeOf, type UrlLocale } from '@/i18n/locales';
import { Breadcrumbs } from '@/components/site/breadcrumbs';
import { JsonLd } from '@/components/site/json-ld';
import { LanguageAlternate } from '@/components/site/language-alternate';
import { SiteImage } from '@/components/site/site-image';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { plainText } from '@/lib/content/sanitize';
import { firmInfo } from '@/lib/site/firm';
import { formatDate } from '@/lib/site/format';
import { newsArticleJsonLd } from '@/lib/site/json-ld';
import { idOf, pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';
import { currentViews, publicationDetail, type PublicationDetail } from '@/lib/site/publication-details';
import { alternateHref, detailVersions } from '@/lib/site/translations';
import { RichText } from './rich-text';
import { ViewBeacon } from './view-beacon';

export type DetailParams = Promise<{ locale: string; id: string }>;

function pathsOf(kind: PublicationKind) {
  if (kind === 'honour') return { detail: sitePaths.honour, list: sitePaths.about, navKey: 'about' as const };
  return kind === 'news'
    ? { detail: sitePaths.newsArticle, list: sitePaths.news, navKey: 'news' as const }
    : { detail: sitePaths.deal, list: sitePaths.deals, navKey: 'deals' as const };
}

/**
 * The item of a detail page in the page's language. Unknown ids, and ids of another kind,
 * are not found; an item of the other language goes to its translation when there is one.
 */
async function loadPublication(kind: PublicationKind, params: DetailParams): Promise<{ locale: UrlLocale; item: PublicationDetail }> {
  const { locale, lang } = await pageLocale(params);
  const id = idOf((await params).id);
  const item = id ? await publicationDetail(kind, id) : null;
  if (!item) notFound();
  if (item.lang !== lang) {
    const translation = item.versions.find((version) => localeOf(version.lang) === locale)?.id;
    if (translation) permanentRedirect(getPathname({ locale: locale, href: pathsOf(kind).detail(translation) }));
    notFound();
  }
  return { locale, item };
}

function describe(item: PublicationDetail): string {
  // Search results show about half as many Chinese characters as Latin ones.
  const length = item.lang === 'zh_CN' ? 90 : 160;
  return plainText(item.note, length) || plainText(item.content, length) || item.title;
}

export async function publicationMetadata(kind: PublicationKind, params: DetailParams): Promise<Metadata> {
  const { locale, item } = await loadPublication(kind, params);
  const paths = pathsOf(kind);
  return buildMetadata({
    locale,
    path: paths.detail(item.id),
    title: item.title,
    description: describe(item),
    versions: detailVersions([item, ...item.versions], paths.detail),
    image: item.coverUrl ? { url: item.coverUrl, alt: item.title } : null,
    type: 'article',
    publishedTime: item.createTime,
    modifiedTime: item.updateTime,
  });
}

/** The page of a news article, deal or honour: title, date, views, cover and content. */
export async function PublicationPage({ kind, params }: { kind: PublicationKind; params: DetailParams }) {
  const { locale, item } = await loadPublication(kind, params);
  const paths = pathsOf(kind);
  const lang = langOf(locale);
  const [t, tCommon, tNav, tSite, firm, views] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Common' }),
    getTranslations({ locale, namespace: 'Navigation' }),
    getTranslations({ locale, namespace: 'Site' }),
    firmInfo(lang),
    item.externalUrl ? Promise.resolve(null) : currentViews(kind, item.id),
  ]);
  const versions = detailVersions([item, ...item.versions], paths.detail);
  const listLabel = tNav(paths.navKey);
  const detailPath = paths.detail(item.id);

  return (
    <article data-testid="publication">
      <LanguageAlternate href={alternateHref(locale, versions, paths.list)} />
      {views !== null ? <ViewBeacon path={getPathname({ locale: locale, href: `${detailPath}/view` })} /> : null}
      {kind !== 'honour' ? (
        <JsonLd
          data={newsArticleJsonLd(
            {
              title: item.title,
              path: detailPath,
              description: describe(item),
              coverUrl: item.coverUrl,
              createTime: item.createTime,
              updateTime: item.updateTime,
            },
            { name: firm?.name || tSite('fallbackName'), logoUrl: firm?.logoUrl },
            locale,
          )}
        />
      ) : null}

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
          {item.catalogName || kind === 'honour' ? <p className="eyebrow">{item.catalogName ?? t('honourTitle')}</p> : null}
          <h1 className="mt-4 text-[2rem] leading-tight [overflow-wrap:anywhere] sm:text-5xl">{item.title}</h1>
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

      {item.coverUrl ? (
        <figure className="mx-auto mt-10 max-w-5xl sm:mt-14 sm:px-8 lg:px-10">
          <div className="relative aspect-[16/9] overflow-hidden bg-mist">
            <SiteImage src={item.coverUrl} alt="" fill preload sizes="(min-width: 1024px) 64rem, 100vw" className="object-cover" />
          </div>
        </figure>
      ) : null}

      <div className="site-container py-12 sm:py-16">
        <div className="mx-auto max-w-3xl">
          {item.externalUrl ? (
            <div className="border-l-2 border-accent pl-6" data-testid="external-article">
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
          <p className="mt-16 border-t border-line pt-8 print:hidden">
            <Link href={getPathname({ locale: locale, href: paths.list })} className="link-arrow" data-testid="back-to-list">
              <span aria-hidden="true" className="rtl:rotate-180">
                ←
              </span>
              {t('back', { list: listLabel })}
            </Link>
          </p>
        </div>
      </div>
    </article>
  );
}
