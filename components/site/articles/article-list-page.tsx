import { getPathname } from '@/i18n/navigation';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import type { ArticleKind } from '@/lib/content/publication-kind';
import type { CatalogNode } from '@/lib/validation/catalog';
import { articleList, ARTICLE_PAGE_SIZE, catalogsOf, MAX_ARTICLE_PAGES } from '@/lib/site/article-lists';
import { firmName } from '@/lib/site/firm';
import { formatDate } from '@/lib/site/format';
import { pageLocale } from '@/lib/site/locale';
import { sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';
import { ArticleCard } from './article-card';
import { CatalogFilter } from './catalog-filter';
import { listItemId, LoadMore } from './load-more';

type SearchParams = Record<string, string | string[] | undefined>;

/** What Next.js gives the page of a list route. */
export interface ListRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

const listPath = (kind: ArticleKind) => (kind === 'news' ? sitePaths.news : sitePaths.deals);
const detailPath = (kind: ArticleKind) => (kind === 'news' ? sitePaths.newsArticle : sitePaths.deal);
const titleKey = (kind: ArticleKind) => (kind === 'news' ? 'newsTitle' : 'dealsTitle');

function positiveInt(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text) || undefined;
}

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
 * Latest News or Deals: the catalog filter (`?cataId=`, sub-catalogs included), pinned
 * articles first, and Load More (`?page=N` renders pages 1 to N).
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
  const page = Math.min(positiveInt(searchParams.page) ?? 1, MAX_ARTICLE_PAGES);
  const { articles, total } = await articleList(kind, lang, cataId ?? null, page * ARTICLE_PAGE_SIZE);
  const path = listPath(kind);

  return (
    <>
      <PageHero title={t(titleKey(kind))} lead={t(kind === 'news' ? 'newsIntro' : 'dealsIntro')}>
        {tree.length ? (
          <div className="mt-10">
            <CatalogFilter locale={locale} tree={tree} activeId={cataId} pathname={path} label={t('categories')} allLabel={t('all')} />
          </div>
        ) : null}
      </PageHero>
      <section aria-labelledby="article-results" className="site-container py-12 sm:py-16">
        <h2 id="article-results" className="sr-only">
          {t(titleKey(kind))}
        </h2>
        {articles.length ? (
          <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-results">
            {articles.map((article, index) => (
              <li key={article.id} id={listItemId('articles', index)} tabIndex={-1} className="outline-offset-4">
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
              </li>
            ))}
          </ul>
        ) : (
          <p className="max-w-xl border-l-2 border-accent py-2 pl-5 text-lg text-muted" data-testid="articles-empty">
            {tCommon('empty')}
          </p>
        )}
        {total > 0 ? (
          <LoadMore
            locale={locale}
            pathname={path}
            query={{ cataId: cataId ? String(cataId) : undefined }}
            page={page}
            list="articles"
            shown={articles.length}
            more={articles.length < total && page < MAX_ARTICLE_PAGES}
            label={tCommon('loadMore')}
            status={t('shown', { shown: articles.length, total })}
          />
        ) : null}
      </section>
    </>
  );
}
