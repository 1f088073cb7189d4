import { getPathname } from '@/i18n/navigation';
import { Portrait } from '@/components/site/card-picture';
import Link from 'next/link';
import { useLocale } from 'next-intl';
import type { UrlLocale } from '@/i18n/locales';
import { sitePaths } from '@/lib/site/paths';

export interface LawyerCardData {
  id: number;
  name: string;
  photoUrl: string | null;
  jobTitles: string[];
  office: string | null;
}

/** One lawyer in a list: portrait, name, titles, office and the way to the profile. */
export function LawyerCard({
  lawyer,
  detailsLabel,
  headingLevel = 2,
  priority = false,
}: {
  lawyer: LawyerCardData;
  detailsLabel: string;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const href = getPathname({ locale: useLocale() as UrlLocale, href: sitePaths.lawyer(lawyer.id) });
  return (
    <article className="group relative flex h-full flex-col" data-testid="lawyer-card">
      <Portrait person={lawyer} size="card" priority={priority} />
      <div className="flex flex-1 flex-col pt-4">
        <Heading className="font-serif text-lg leading-snug text-ink group-hover:underline group-hover:decoration-accent group-hover:underline-offset-4 sm:text-xl">
          {lawyer.name}
        </Heading>
        {lawyer.jobTitles.length > 0 ? <p className="mt-1 text-sm leading-relaxed text-ink/75">{lawyer.jobTitles.join(' · ')}</p> : null}
        {lawyer.office ? <p className="mt-1 text-sm text-ink/75">{lawyer.office}</p> : null}
        <p className="mt-auto pt-3">
          {/* The whole card is the link's target area; its name says whose details they are. */}
          <Link
            href={href}
            className="text-xs font-semibold uppercase tracking-[0.16em] text-accent-strong after:absolute after:inset-0 hover:underline focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-accent"
          >
            {detailsLabel}
            <span className="sr-only">: {lawyer.name}</span>
          </Link>
        </p>
      </div>
    </article>
  );
}
