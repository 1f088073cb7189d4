import { SiteLink } from '@/components/site/site-link';
import { htmlLangOf, listIn, type UrlLocale } from '@/i18n/locales';
import type { LawyerSummary } from '@/lib/site/lawyers';
import { Portrait } from './card-picture';
import { LawyerName } from './people/lawyer-name';

/** A lawyer in a short list beside other content: small portrait, name, titles and office. */
export function LawyerRow({
  lawyer,
  locale,
  href,
  headingLevel = 3,
}: {
  lawyer: LawyerSummary;
  locale: UrlLocale;
  href: string;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className="group row-card" data-testid="lawyer-row">
      <Portrait person={lawyer} size="row" />
      <div className="min-w-0">
        <Heading className="text-lg leading-snug">
          <SiteLink href={href} className="row-card-link">
            <LawyerName name={lawyer.name} latinName={lawyer.latinName} />
          </SiteLink>
        </Heading>
        {lawyer.jobTitles.length ? (
          <p className="mt-0.5 text-sm text-muted">{listIn(lawyer.shownIn ?? htmlLangOf(locale), lawyer.jobTitles)}</p>
        ) : null}
        {lawyer.office ? <p className="text-sm text-muted">{lawyer.office}</p> : null}
      </div>
    </article>
  );
}
