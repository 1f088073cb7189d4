import { SiteLink } from '@/components/site/site-link';
import type { ArticleSummary } from '@/lib/site/publications';
import { OriginalLanguageTag, ownLanguage } from './original-language-tag';

/**
 * A compact news or deal entry (date, title, Read More) for the home page's lists; an
 * external article links to its source instead of its detail page.
 */
export function ArticleListItem({
  article,
  href,
  date,
  readMore,
  opensInNewTab,
}: {
  article: ArticleSummary;
  href: string;
  date: string;
  readMore: string;
  opensInNewTab: string;
}) {
  const external = article.externalUrl;
  const linkProps = external ? { href: external, target: '_blank', rel: 'noopener noreferrer' } : { href };
  const LinkTag = external ? 'a' : SiteLink;
  return (
    <article className="group relative border-t border-line py-6" data-testid="article-item">
      <p className="text-sm text-muted">
        <time dateTime={article.createTime}>{date}</time>
        {article.shownIn ? (
          <>
            {' '}
            <OriginalLanguageTag htmlLang={article.shownIn} />
          </>
        ) : null}
      </p>
      <div {...ownLanguage(article.shownIn)}>
        <h3 className="mt-2 text-xl leading-snug group-hover:text-accent-strong">{article.title}</h3>
        {article.excerpt ? <p className="mt-2 text-[0.9375rem] text-muted">{article.excerpt}</p> : null}
      </div>
      <p className="mt-4">
        <LinkTag {...linkProps} className="link-arrow after:absolute after:inset-0">
          {readMore}
          <span className="sr-only">: {article.title}</span>
          {external ? <span className="sr-only"> ({opensInNewTab})</span> : null}
          <span aria-hidden="true">{external ? '↗' : '→'}</span>
        </LinkTag>
      </p>
    </article>
  );
}
