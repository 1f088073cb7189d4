'use client';

import { useEffect, useSyncExternalStore } from 'react';

// The other-language address of the page on screen, as the page itself declares it.
let alternate: string | null = null;
const listeners = new Set<() => void>();

function setAlternate(href: string | null) {
  alternate = href;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The address a page declared for its other-language version, or null when it declared none. */
export function useLanguageAlternate(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => alternate,
    () => null,
  );
}

/**
 * Rendered by a detail page: tells the language switcher in the header where this item's
 * translation lives (same `no`, another id), or the list when it has none.
 */
export function LanguageAlternate({ href }: { href: string }) {
  useEffect(() => {
    setAlternate(href);
    return () => setAlternate(null);
  }, [href]);
  return null;
}
