'use client';

import { useEffect, useSyncExternalStore } from 'react';

/** Where each language's version of the page on screen is, by URL prefix, as the page declares it. */
export type LanguageAlternates = Record<string, { href: string; shownIn?: string }>;

let alternates: LanguageAlternates | null = null;
const listeners = new Set<() => void>();

function setAlternates(hrefs: LanguageAlternates | null) {
  alternates = hrefs;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The addresses a page declared for its versions in other languages, or null when it declared none. */
export function useLanguageAlternates(): LanguageAlternates | null {
  return useSyncExternalStore(
    subscribe,
    () => alternates,
    () => null,
  );
}

/**
 * Rendered by a detail page: tells the language menu in the header where this item's
 * translations live (same `no`, another id), or each language's list where it has none.
 */
export function LanguageAlternate({ hrefs }: { hrefs: LanguageAlternates }) {
  const key = JSON.stringify(hrefs);
  useEffect(() => {
    setAlternates(JSON.parse(key) as LanguageAlternates);
    return () => setAlternates(null);
  }, [key]);
  return null;
}
