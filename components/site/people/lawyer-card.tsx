import { getPathname } from '@/i18n/navigation';
import { CardPicture, NameInitial } from '@/components/site/card-picture';
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
      <CardPicture
        src={lawyer.photoUrl}
        frameClass="aspect-[4/5]"
        portrait
        priority={priority}
        sizes="(min-width: 1280px) 280px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw"
        fallback={<NameInitial name={lawyer.name} className="text-5xl text-ink/30" />}
      />
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
