import { getPathname } from '@/i18n/navigation';
import { getTranslations } from 'next-intl/server';
import type { UrlLocale } from '@/i18n/locales';
import { SectionHeading } from '@/components/site/section-heading';
import { SiteLink } from '@/components/site/site-link';
import { formatDate } from '@/lib/site/format';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { sitePaths } from '@/lib/site/paths';
import type { HonourSummary } from '@/lib/site/publications';
import { OriginalLanguageTag, ownLanguage } from './original-language-tag';

/** How many a lawyer's or practice area's page lists of each kind before View All. */
export const RELATED_SHOWN = 3;

const linkClass = 'underline-offset-4 hover:text-accent-strong hover:underline';

const pathsOf: Record<PublicationKind, { detail: (id: number) => string; list: string }> = {
  news: { detail: sitePaths.newsArticle, list: sitePaths.news },
  deal: { detail: sitePaths.deal, list: sitePaths.deals },
  honour: { detail: sitePaths.honour, list: sitePaths.honours },
};

/** One list beside a lawyer or practice area: its kind, heading and newest items. */
export interface RelatedList {
  kind: PublicationKind;
  title: string;
  items: (HonourSummary & { externalUrl?: string | null })[];
}

/**
 * A few news articles, deals or honours beside a lawyer or practice area, newest first, each
 * kind with View All to its whole list filtered the same way (`filter`: `lawyerId=3`). A kind
 * with none is left out.
 */
export async function RelatedPublications({
  locale,
  owner,
  filter,
  lists,
}: {
  locale: UrlLocale;
  /** What the lists belong to, in their ids: `lawyer`. */
  owner: string;
  filter: string;
  lists: RelatedList[];
}) {
  const tCommon = await getTranslations({ locale, namespace: 'Common' });
  return lists
    .filter((list) => list.items.length)
    .map(({ kind, title, items }) => {
      const id = `${owner}-${kind}`;
      const paths = pathsOf[kind];
      return (
        <section key={kind} aria-labelledby={id} data-testid={id} className="border-t border-line pt-10 print:hidden">
          <SectionHeading
            id={id}
            title={title}
            action={{ href: `${getPathname({ locale, href: paths.list })}?${filter}`, label: tCommon('viewAll'), context: title }}
          />
          <ul className="mt-6 divide-y divide-line border-y border-line">
            {items.map((item) => (
              <li key={item.id} className="py-4">
                <p className="text-sm text-muted">
                  <time dateTime={item.createTime}>{formatDate(locale, item.createTime)}</time>
                  {item.shownIn ? (
                    <>
                      {' '}
                      <OriginalLanguageTag htmlLang={item.shownIn} />
                    </>
                  ) : null}
                </p>
                <h3 className="mt-1 text-lg leading-snug" {...ownLanguage(item.shownIn)}>
                  {item.externalUrl ? (
                    <a href={item.externalUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                      {item.title}
                      <span className="sr-only"> ({tCommon('opensInNewTab')})</span>
                    </a>
                  ) : (
                    <SiteLink href={getPathname({ locale, href: paths.detail(item.id) })} className={linkClass}>
                      {item.title}
                    </SiteLink>
                  )}
                </h3>
              </li>
            ))}
          </ul>
        </section>
      );
    });
}
