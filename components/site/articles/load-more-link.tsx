'use client';

import Link from 'next/link';
import { useEffect, type ReactNode } from 'react';

// The list item to focus once the next page has arrived (set by the click, used once).
let pendingFocus: string | null = null;

/** The Load More link: remembers which item is the first new one, so focus can move there. */
export function LoadMoreLink({
  href,
  firstNewItem,
  className,
  children,
}: {
  href: string;
  firstNewItem: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      scroll={false}
      rel="nofollow"
      data-testid="load-more"
      className={className}
      onClick={() => (pendingFocus = firstNewItem)}
    >
      {children}
    </Link>
  );
}

/**
 * Moves focus to the first new item after Load More, so keyboard and screen-reader users
 * continue from there (and are not left on a link that may have gone).
 */
export function FocusFirstNewItem({ shown }: { shown: number }) {
  useEffect(() => {
    const target = pendingFocus ? document.getElementById(pendingFocus) : null;
    if (!target) return;
    pendingFocus = null;
    target.focus();
  }, [shown]);
  return null;
}
