import type { ReactNode } from 'react';

/** The top of an inner page: its one h1, with an eyebrow and a lead, on the paper background. */
export function PageHero({ title, eyebrow, lead, children }: { title: string; eyebrow?: ReactNode; lead?: string; children?: ReactNode }) {
  return (
    <div className="border-b border-line bg-paper">
      <div className="site-container py-14 sm:py-20">
        {eyebrow ? <div className="eyebrow">{eyebrow}</div> : null}
        <h1 className={`${eyebrow ? 'mt-4' : ''} max-w-4xl text-4xl sm:text-5xl lg:text-6xl`}>{title}</h1>
        {lead ? <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
