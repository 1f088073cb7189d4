import { SiteLink } from '@/components/site/site-link';
import type { PracticeAreaSummary } from '@/lib/site/practice-areas';
import { OriginalLanguageTag, ownLanguage } from './original-language-tag';
import { SiteImage } from './site-image';

function AreaIcon({ area, size }: { area: PracticeAreaSummary; size: 'sm' | 'md' }) {
  const box = size === 'sm' ? 'h-10 w-10' : 'h-12 w-12';
  return (
    <span className={`area-icon ${box}`}>
      {area.iconUrl ? (
        <SiteImage
          src={area.iconUrl}
          alt=""
          width={28}
          height={28}
          className={size === 'sm' ? 'h-6 w-6 object-contain' : 'h-7 w-7 object-contain'}
        />
      ) : (
        <span aria-hidden="true" className="font-serif text-xl text-accent-strong">
          {area.name.trim().charAt(0)}
        </span>
      )}
    </span>
  );
}

/**
 * A practice area: icon, name, a line of introduction and Details; the whole card is the
 * link. `compact` is a single row (icon, name, arrow) for the home page.
 */
export function PracticeAreaCard({
  area,
  href,
  detailsLabel,
  headingLevel = 2,
  compact = false,
}: {
  area: PracticeAreaSummary;
  href: string;
  detailsLabel: string;
  headingLevel?: 2 | 3;
  compact?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  if (compact) {
    return (
      <article className="group row-card" data-testid="practice-area-card">
        <AreaIcon area={area} size="sm" />
        <Heading className="row-card-title">
          <SiteLink href={href} className="row-card-link" {...ownLanguage(area.shownIn)}>
            {area.name}
          </SiteLink>
        </Heading>
        {area.shownIn ? <OriginalLanguageTag htmlLang={area.shownIn} /> : null}
        <span aria-hidden="true" className="row-card-arrow">
          →
        </span>
      </article>
    );
  }
  return (
    <article className="group area-card" data-testid="practice-area-card">
      <div className="area-card-head">
        <AreaIcon area={area} size="md" />
        <Heading className="area-card-name" {...ownLanguage(area.shownIn)}>
          {area.name}
        </Heading>
      </div>
      {area.shownIn ? (
        <p className="mt-3">
          <OriginalLanguageTag htmlLang={area.shownIn} />
        </p>
      ) : null}
      {area.excerpt ? (
        <p className="area-card-intro" {...ownLanguage(area.shownIn)}>
          {area.excerpt}
        </p>
      ) : null}
      <p className="mt-auto pt-5">
        <SiteLink href={href} className="link-arrow area-card-link">
          {detailsLabel}
          <span className="sr-only">: {area.name}</span>
          <span aria-hidden="true">→</span>
        </SiteLink>
      </p>
    </article>
  );
}
