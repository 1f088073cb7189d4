import { CardPicture } from '@/components/site/card-picture';
import { SiteLink } from '@/components/site/site-link';
import { OriginalLanguageTag, ownLanguage } from '../original-language-tag';

export interface ArticleCardData {
  id: number;
  title: string;
  coverUrl: string | null;
  /** ISO time. */
  createTime: string;
  excerpt: string;
  catalogName?: string | null;
  pinned: boolean;
  /** Set for an external article: the card links there instead of to a detail page. */
  externalUrl?: string | null;
  /** The HTML `lang` of an article shown in another language than the list's. */
  shownIn?: string;
}

export interface ArticleCardLabels {
  readMore: string;
  opensInNewTab: string;
  pinned: string;
  external: string;
}

/** One article in a list; an external one links out to its source in a new tab. */
export function ArticleCard({
  article,
  href,
  labels,
  date,
  headingLevel = 2,
  priority = false,
}: {
  article: ArticleCardData;
  /** The detail page (with locale prefix); unused for an external article. */
  href: string;
  labels: ArticleCardLabels;
  /** The date as the page formats it. */
  date: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const linkText = (
    <>
      {labels.readMore}
      <span className="sr-only">: {article.title}</span>
    </>
  );
  return (
    <article className="group article-card" data-testid="article-card" data-pinned={article.pinned || undefined}>
      <CardPicture
        src={article.coverUrl}
        frameClass="article-card-frame"
        priority={priority}
        sizes="(min-width: 1024px) 380px, (min-width: 640px) 50vw, 104px"
      />
      <div className="article-card-body">
        <p className="article-card-meta">
          <time dateTime={article.createTime}>{date}</time>
          {article.catalogName ? <span className="article-card-category">{article.catalogName}</span> : null}
          {article.pinned ? <span className="bg-accent/15 px-2 py-0.5 text-accent-strong">{labels.pinned}</span> : null}
          {article.externalUrl ? <span className="border border-ink/25 px-2 py-0.5">{labels.external}</span> : null}
          {article.shownIn ? <OriginalLanguageTag htmlLang={article.shownIn} /> : null}
        </p>
        <div {...ownLanguage(article.shownIn)}>
          <Heading className="article-card-title">{article.title}</Heading>
          {article.excerpt ? <p className="article-card-excerpt">{article.excerpt}</p> : null}
        </div>
        <p className="card-action">
          {article.externalUrl ? (
            <a href={article.externalUrl} target="_blank" rel="noopener noreferrer" className="card-link" data-testid="external-link">
              {linkText}
              <span className="sr-only"> ({labels.opensInNewTab})</span>
              <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12" className="shrink-0">
                <path d="M4 2h6v6M10 2 2 10" fill="none" stroke="currentColor" strokeWidth="1.5" />
              </svg>
            </a>
          ) : (
            <SiteLink href={href} className="card-link">
              {linkText}
              <span aria-hidden="true" className="rtl:-scale-x-100">
                →
              </span>
            </SiteLink>
          )}
        </p>
      </div>
    </article>
  );
}
