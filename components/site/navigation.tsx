'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { useEffect, useRef, type ReactNode } from 'react';

export interface NavItem {
  href: string;
  label: string;
}

/** Whether the page on screen belongs to a navigation item (its list or one of its details). */
function isCurrent(pathname: string, href: string): boolean {
  return pathname === href || pathname.startsWith(`${href}/`);
}

/** The main navigation links; the section on screen is marked for assistive technology. */
export function NavLinks({ items, className, linkClassName }: { items: NavItem[]; className?: string; linkClassName?: string }) {
  const pathname = usePathname() ?? '';
  return (
    <ul className={className}>
      {items.map((item) => {
        const current = isCurrent(pathname, item.href);
        return (
          <li key={item.href}>
            <Link
              href={item.href}
              aria-current={current ? 'page' : undefined}
              data-current={current ? 'true' : undefined}
              className={linkClassName}
            >
              {item.label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The small-screen menu: a disclosure that works before JavaScript loads, and closes itself
 * once a link has taken the visitor to another page.
 */
export function MobileMenu({ label, children }: { label: string; children: ReactNode }) {
  const pathname = usePathname();
  const details = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    if (details.current) details.current.open = false;
  }, [pathname]);
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
      <summary
        className="flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-2 border border-ink/20 px-3 text-sm font-semibold text-ink [&::-webkit-details-marker]:hidden"
        data-testid="menu-toggle"
      >
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
