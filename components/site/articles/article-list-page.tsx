import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PageHero } from '@/components/site/page-hero';
import type { ArticleKind } from '@/lib/content/publication-kind';
import type { CatalogNode } from '@/lib/validation/catalog';
import { PagedList } from '@/components/site/lists/paged-list';
import { StaticPart } from '@/components/site/static-part/static-part';
import { articleList, ARTICLE_PAGE_SIZE, catalogsOf } from '@/lib/site/article-lists';
import { firmName } from '@/lib/site/firm';
import { formatDate } from '@/lib/site/format';
import { pageLocale } from '@/lib/site/locale';
import { linkFilterOf, linkFilterQuery, positiveInt } from '@/lib/site/link-filter';
import { isPastTheEnd, listPage } from '@/lib/site/paging';
import { sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';
import { LinkFilterNote } from '@/components/site/lists/link-filter-note';
import { ArticleCard } from './article-card';
import { CatalogFilter } from './catalog-filter';

type SearchParams = Record<string, string | string[] | undefined>;

/** What Next.js gives the page of a list route. */
export interface ListRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

const listPath = (kind: ArticleKind) => (kind === 'news' ? sitePaths.news : sitePaths.deals);
const detailPath = (kind: ArticleKind) => (kind === 'news' ? sitePaths.newsArticle : sitePaths.deal);
const titleKey = (kind: ArticleKind) => (kind === 'news' ? 'newsTitle' : 'dealsTitle');

function containsCatalog(nodes: CatalogNode[], id: number): boolean {
  return nodes.some((node) => node.id === id || containsCatalog(node.childrenList, id));
}

/** Title, description, canonical (the unfiltered list) and alternates of a news or deals list. */
export async function articleListMetadata(kind: ArticleKind, params: ListRouteProps['params']): Promise<Metadata> {
  const { locale } = await pageLocale(params);
  const [t, firm] = await Promise.all([getTranslations({ locale, namespace: 'Articles' }), firmName(locale)]);
  return buildMetadata({
    locale,
    path: listPath(kind),
    title: t(titleKey(kind)),
    description: t(kind === 'news' ? 'newsDescription' : 'dealsDescription', { firm }),
  });
}

/**
 * Latest News or Deals: the catalog filter (`?cataId=`, sub-catalogs included), the lawyer and
 * practice-area filters (`?lawyerId=`, `?practiceAreaId=`), pinned articles first, one page per
 * `?page=N` (a page past the end is not found).
 */
export async function ArticleListPage({ kind, params, searchParams: query }: ListRouteProps & { kind: ArticleKind }) {
  const { locale, lang } = await pageLocale(params);
  const searchParams = await query;
  const [t, tCommon, tree] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Common' }),
    catalogsOf(kind, lang),
  ]);
  const requested = positiveInt(searchParams.cataId);
  // A catalog of another type or language is ignored rather than showing an empty list.
  const cataId = requested && containsCatalog(tree, requested) ? requested : undefined;
  const page = listPage(searchParams.page, ARTICLE_PAGE_SIZE);
  const links = await linkFilterOf(searchParams, lang);
  const { articles, total } = await articleList(kind, lang, { cataId, ...links.filter }, page);
  if (isPastTheEnd(page, total)) notFound();
  const path = listPath(kind);

  return (
    <>
      <StaticPart>
        <PageHero title={t(titleKey(kind))} lead={t(kind === 'news' ? 'newsIntro' : 'dealsIntro')}>
          {tree.length ? (
            <div className="mt-10">
              <CatalogFilter locale={locale} tree={tree} activeId={cataId} pathname={path} label={t('categories')} allLabel={t('all')} />
            </div>
          ) : null}
        </PageHero>
      </StaticPart>
      <section aria-labelledby="article-results" className="site-container py-12 sm:py-16">
        <h2 id="article-results" className="sr-only">
          {t(titleKey(kind))}
        </h2>
        <LinkFilterNote locale={locale} pathname={path} query={{ cataId: cataId ? String(cataId) : undefined }} named={links.named} />
        {articles.length ? (
          <PagedList
            locale={locale}
            pathname={path}
            query={{ cataId: cataId ? String(cataId) : undefined, ...linkFilterQuery(links.filter) }}
            page={page}
            total={total}
            list="articles"
            className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3"
            testId="article-results"
            status={t('shown', { from: '{from}', to: '{to}', total })}
            items={articles}
            staticItems
          >
            {(article) => (
              <ArticleCard
                article={article}
                href={getPathname({ locale: locale, href: detailPath(kind)(article.id) })}
                date={formatDate(locale, article.createTime)}
                headingLevel={3}
                labels={{
                  readMore: tCommon('readMore'),
                  opensInNewTab: tCommon('opensInNewTab'),
                  pinned: t('pinned'),
                  external: t('external'),
                }}
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
