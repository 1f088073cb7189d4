import type { ReactNode } from 'react';

/** The top of an inner page: its one h1, with an eyebrow and a lead, on the paper background. */
export function PageHero({ title, eyebrow, lead, children }: { title: string; eyebrow?: ReactNode; lead?: string; children?: ReactNode }) {
  return (
    <div className="page-hero">
      <div className="site-container page-hero-inner">
        {eyebrow ? <div className="eyebrow">{eyebrow}</div> : null}
        <h1 className={eyebrow ? 'page-title mt-4' : 'page-title'}>{title}</h1>
        {lead ? <p className="page-lead">{lead}</p> : null}
        {children}
      </div>
    </div>
  );
}
