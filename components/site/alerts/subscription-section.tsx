import type { ReactNode } from 'react';

/** A subscription link's page: its heading and lead, what to tell the reader, then the page's own part (a form). */
export function SubscriptionSection({
  title,
  lead,
  note,
  children,
}: {
  title: string;
  lead?: ReactNode;
  note: string | null;
  children?: ReactNode;
}) {
  return (
    <section className="site-container max-w-3xl py-16 lg:py-24" data-testid="subscription-page">
      <h1 className="page-title">{title}</h1>
      {lead ? <p className="page-lead">{lead}</p> : null}
      {note ? (
        <p className="mt-8 border-s-4 border-accent bg-paper px-5 py-4 text-ink" data-testid="subscription-note">
          {note}
        </p>
      ) : null}
      {children ? <div className="mt-10">{children}</div> : null}
    </section>
  );
}
