import { SiteLink } from '@/components/site/site-link';
import type { ReactNode } from 'react';

/**
 * A section's heading row: an optional eyebrow, the heading (h2 unless told), a lead and a
 * "View All" style link to the full list.
 */
export function SectionHeading({
  id,
  title,
  eyebrow,
  lead,
  action,
  level = 2,
  tone = 'light',
}: {
  id: string;
  title: ReactNode;
  eyebrow?: string;
  lead?: string;
  action?: { href: string; label: string; context?: string };
  level?: 2 | 3;
  tone?: 'light' | 'dark';
}) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const dark = tone === 'dark';
  return (
    <div className="section-heading">
      <div className="max-w-2xl">
        {eyebrow ? <p className={`eyebrow ${dark ? 'text-brass-light!' : ''}`}>{eyebrow}</p> : null}
        <Heading id={id} className={['section-title', eyebrow && 'mt-3', dark && 'text-white'].filter(Boolean).join(' ')}>
          {title}
        </Heading>
        {lead ? <p className={`mt-4 text-lg ${dark ? 'text-mist' : 'text-muted'}`}>{lead}</p> : null}
      </div>
      {action ? (
        <SiteLink href={action.href} className={`link-arrow shrink-0 ${dark ? 'text-white! hover:text-brass-light!' : ''}`}>
          {action.label}
          {action.context ? <span className="sr-only">: {action.context}</span> : null}
          <span aria-hidden="true">→</span>
        </SiteLink>
      ) : null}
    </div>
  );
}
