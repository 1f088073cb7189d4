import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { langOf, languageOf, type UrlLocale } from '@/i18n/locales';
import { JsonLd } from '@/components/site/json-ld';
import { LanguageAlternate } from '@/components/site/language-alternate';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { plainText } from '@/lib/content/sanitize';
import { firmInfo } from '@/lib/site/firm';
import { newsArticleJsonLd } from '@/lib/site/json-ld';
import { idOf, pageLocale } from '@/lib/site/locale';
import { buildMetadata } from '@/lib/site/seo';
import { currentViews, publicationDetail, type PublicationDetail } from '@/lib/site/publication-details';
import { otherLanguageItem, type ShownInFallback } from '@/lib/site/language-fallback';
import { alternateHrefs, detailVersions } from '@/lib/site/translations';
import { FallbackNotice } from '@/components/site/fallback-notice';
import { PublicationBody, pathsOf } from './publication-body';
import { ViewBeacon } from './view-beacon';

export type DetailParams = Promise<{ locale: string; id: string }>;

/**
 * The item of a detail page in the page's language. Unknown ids, and ids of another kind,
 * are not found; an item of another language goes to its translation, else is shown in the
 * fallback language (`shownIn`), else goes to the list (lib/site/language-fallback.ts).
 */
async function loadPublication(
  kind: PublicationKind,
  params: DetailParams,
): Promise<{ locale: UrlLocale; item: PublicationDetail; shownIn?: ShownInFallback }> {
  const { locale, lang } = await pageLocale(params);
  const id = idOf((await params).id);
  const item = id ? await publicationDetail(kind, id) : null;
  if (!item) notFound();
  if (item.lang === lang) return { locale, item };
  return { locale, item, shownIn: await otherLanguageItem(locale, item, pathsOf(kind).detail, pathsOf(kind).list) };
}

function describe(item: PublicationDetail): string {
  const length = languageOf(item.lang)!.descriptionLength;
  return plainText(item.note, length) || plainText(item.content, length) || item.title;
}

export async function publicationMetadata(kind: PublicationKind, params: DetailParams): Promise<Metadata> {
  const { locale, item, shownIn } = await loadPublication(kind, params);
  const paths = pathsOf(kind);
  return buildMetadata({
    // Shown in the fallback language, the page is the original's: its canonical address, not indexed.
    locale: shownIn?.locale ?? locale,
    noIndex: !!shownIn,
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
  const { locale, item, shownIn } = await loadPublication(kind, params);
  const paths = pathsOf(kind);
  const lang = langOf(locale);
  const [tSite, firm, views] = await Promise.all([
    getTranslations({ locale, namespace: 'Site' }),
    firmInfo(lang),
    item.externalUrl ? Promise.resolve(null) : currentViews(kind, item.id),
  ]);
  const versions = detailVersions([item, ...item.versions], paths.detail);
  const detailPath = paths.detail(item.id);

  return (
    <>
      <article data-testid="publication">
        <LanguageAlternate hrefs={await alternateHrefs(versions, paths.list)} />
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

        {shownIn ? <FallbackNotice locale={locale} shownIn={shownIn} /> : null}
        <PublicationBody kind={kind} locale={locale} item={item} views={views} shownIn={shownIn} />
      </article>
    </>
  );
}
