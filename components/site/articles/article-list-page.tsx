import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { PageHero } from '@/components/site/page-hero';
import { CatalogType } from '@/lib/db/schema';
import type { ArticleType } from '@/lib/services/articles';
import { firmInfo } from '@/lib/site/firm';
import { formatDate } from '@/lib/site/format';
import { pageLocale } from '@/lib/site/locale';
import { localePath, sitePaths } from '@/lib/site/paths';
import { buildMetadata } from '@/lib/site/seo';
import { ArticleCard } from './article-card';
import { CatalogFilter, type CatalogNode } from './catalog-filter';
import { articleList, ARTICLE_PAGE_SIZE, catalogsOf, MAX_ARTICLE_PAGES } from './data';
import { listItemId, LoadMore } from './load-more';

type SearchParams = Record<string, string | string[] | undefined>;

/** What Next.js gives the page of a list route. */
export interface ListRouteProps {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}

const listPath = (type: ArticleType) => (type === CatalogType.NEWS ? sitePaths.news : sitePaths.cases);
const detailPath = (type: ArticleType) => (type === CatalogType.NEWS ? sitePaths.newsArticle : sitePaths.deal);
const titleKey = (type: ArticleType) => (type === CatalogType.NEWS ? 'newsTitle' : 'dealsTitle');

function positiveInt(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  if (!text || !/^\d{1,9}$/.test(text)) return undefined;
  return Number(text) || undefined;
}

function containsCatalog(nodes: CatalogNode[], id: number): boolean {
  return nodes.some((node) => node.id === id || containsCatalog(node.childrenList ?? [], id));
}

/** Title, description, canonical (the unfiltered list) and alternates of a news or deals list. */
export async function articleListMetadata(type: ArticleType, params: ListRouteProps['params']): Promise<Metadata> {
  const { locale, lang } = await pageLocale(params);
  const [t, tSite, firm] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Site' }),
    firmInfo(lang),
  ]);
  const firmName = firm?.name || tSite('fallbackName');
  return buildMetadata({
    locale,
    path: listPath(type),
    title: t(titleKey(type)),
    description: t(type === CatalogType.NEWS ? 'newsDescription' : 'dealsDescription', { firm: firmName }),
  });
}

/**
 * Latest News or Deals: the catalog filter (`?cataId=`, sub-catalogs included), pinned
 * articles first, and Load More (`?page=N` renders pages 1 to N).
 */
export async function ArticleListPage({ type, params, searchParams: query }: ListRouteProps & { type: ArticleType }) {
  const { locale, lang } = await pageLocale(params);
  const searchParams = await query;
  const [t, tCommon, tree] = await Promise.all([
    getTranslations({ locale, namespace: 'Articles' }),
    getTranslations({ locale, namespace: 'Common' }),
    catalogsOf(type, lang),
  ]);
  const requested = positiveInt(searchParams.cataId);
  // A catalog of another type or language is ignored rather than showing an empty list.
  const cataId = requested && containsCatalog(tree, requested) ? requested : undefined;
  const page = Math.min(positiveInt(searchParams.page) ?? 1, MAX_ARTICLE_PAGES);
  const { articles, total } = await articleList(type, lang, cataId ?? null, page * ARTICLE_PAGE_SIZE);
  const path = listPath(type);

  return (
    <>
      <PageHero title={t(titleKey(type))} lead={t(type === CatalogType.NEWS ? 'newsIntro' : 'dealsIntro')}>
        {tree.length ? (
          <div className="mt-10">
            <CatalogFilter locale={locale} tree={tree} activeId={cataId} pathname={path} label={t('categories')} allLabel={t('all')} />
          </div>
        ) : null}
      </PageHero>
      <section aria-labelledby="article-results" className="site-container py-12 sm:py-16">
        <h2 id="article-results" className="sr-only">
          {t(titleKey(type))}
        </h2>
        {articles.length ? (
          <ul className="grid gap-x-8 gap-y-12 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-results">
            {articles.map((article, index) => (
              <li key={article.id} id={listItemId('articles', index)} tabIndex={-1} className="outline-offset-4">
                <ArticleCard
                  article={article}
                  href={localePath(locale, detailPath(type)(article.id))}
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
