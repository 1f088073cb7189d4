import { getPathname } from '@/i18n/navigation';
import { Portrait } from '@/components/site/card-picture';
import { SiteLink } from '@/components/site/site-link';
import { htmlLangOf, listIn, type UrlLocale } from '@/i18n/locales';
import { sitePaths } from '@/lib/site/paths';
import { OriginalLanguageTag, ownLanguage } from '../original-language-tag';
import { LawyerName } from './lawyer-name';

export interface LawyerCardData {
  id: number;
  name: string;
  /** The name in Latin script, shown beside `name` where it differs. */
  latinName?: string | null;
  photoUrl: string | null;
  jobTitles: string[];
  office: string | null;
  /** The HTML `lang` of a lawyer shown in the fallback language. */
  shownIn?: string;
}

/** One lawyer in a list: portrait, name, titles, office and the way to the profile. */
export function LawyerCard({
  lawyer,
  locale,
  detailsLabel,
  headingLevel = 2,
  priority = false,
}: {
  lawyer: LawyerCardData;
  locale: UrlLocale;
  detailsLabel: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = getPathname({ locale, href: sitePaths.lawyer(lawyer.id) });
  return (
    <article className="group card" data-testid="lawyer-card">
      <Portrait person={lawyer} size="card" priority={priority} />
      <div className="card-body">
        <div {...ownLanguage(lawyer.shownIn)}>
          <Heading className="lawyer-card-name">
            <LawyerName name={lawyer.name} latinName={lawyer.latinName} />
          </Heading>
          {lawyer.jobTitles.length > 0 ? (
            <p className="lawyer-card-detail">{listIn(lawyer.shownIn ?? htmlLangOf(locale), lawyer.jobTitles)}</p>
          ) : null}
          {lawyer.office ? <p className="lawyer-card-detail">{lawyer.office}</p> : null}
        </div>
        {lawyer.shownIn ? <OriginalLanguageTag htmlLang={lawyer.shownIn} /> : null}
        <p className="card-action">
          {/* The whole card is the link's target area; its name says whose details they are. */}
          <SiteLink href={href} className="card-link">
            {detailsLabel}
            <span className="sr-only">: {lawyer.name}</span>
          </SiteLink>
        </p>
      </div>
    </article>
  );
}
