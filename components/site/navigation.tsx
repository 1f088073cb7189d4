'use client';

import { usePathname } from 'next/navigation';
import { useRef, type ReactNode } from 'react';
import { SiteLink } from './site-link';

export interface NavItem {
  href: string;
  label: string;
}

/** Whether the page on screen belongs to a navigation item (its list or one of its details). */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The main navigation links; the section on screen is marked for assistive technology (and by `data-current` for the eye). */
export function NavLinks({ items, className, linkClassName }: { items: NavItem[]; className?: string; linkClassName: string }) {
  const pathname = usePathname() ?? '';
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        return (
          <li key={item.href}>
            <SiteLink
              href={item.href}
              aria-current={current ? 'page' : undefined}
              data-current={current ? 'true' : undefined}
              className={linkClassName}
            >
              {item.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}

/** The small-screen menu: a disclosure that works before JavaScript loads; Escape closes it. */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const details = useRef<HTMLDetailsElement>(null);
  return (
    <details
      ref={details}
      className="group lg:hidden"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && details.current?.open) {
          details.current.open = false;
          details.current.querySelector('summary')?.focus();
        }
      }}
    >
      <summary className="menu-toggle" data-testid="menu-toggle">
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8">
          <path className="group-open:hidden" d="M3 6h18M3 12h18M3 18h18" />
          <path className="hidden group-open:block" d="M5 5l14 14M19 5L5 19" />
        </svg>
        <span className="sr-only sm:not-sr-only">{label}</span>
      </summary>
      <div className="absolute inset-x-0 top-full z-40 border-t border-line bg-white shadow-lg">{children}</div>
    </details>
  );
}
