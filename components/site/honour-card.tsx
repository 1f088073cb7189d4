import { SiteLink } from '@/components/site/site-link';
import type { HonourSummary } from '@/lib/site/publications';
import { CardPicture } from './card-picture';
import { OriginalLanguageTag, ownLanguage } from './original-language-tag';

/** A recognition the firm received: cover, year and title, linking to its page. */
export function HonourCard({
  honour,
  href,
  year,
  headingLevel = 3,
}: {
  honour: HonourSummary;
  href: string;
  year: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group card" data-testid="honour-card">
      <CardPicture src={honour.coverUrl} frameClass="aspect-[4/3]" sizes="(min-width: 1024px) 300px, (min-width: 640px) 45vw, 90vw" />
      <p className="mt-4 text-sm font-semibold text-accent-strong">
        <time dateTime={honour.createTime}>{year}</time>
        {honour.shownIn ? (
          <>
            {' '}
            <OriginalLanguageTag htmlLang={honour.shownIn} />
          </>
        ) : null}
      </p>
      <Heading className="mt-1 text-lg leading-snug" {...ownLanguage(honour.shownIn)}>
        <SiteLink href={href} className="card-heading-hover after:absolute after:inset-0">
          {honour.title}
        </SiteLink>
      </Heading>
    </article>
  );
}
