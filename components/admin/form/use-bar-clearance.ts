'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps what the browser scrolls into view (a field reached with Tab) clear of a sticky bar at the
 * bottom, whose height changes as its buttons wrap: the bar's height is `--editor-bar-height`,
 * which the page's `scroll-padding-bottom` reads.
 */
export function useBarClearance<Element extends HTMLElement>() {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const bar = ref.current;
    if (!bar) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty('--editor-bar-height', `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty('--editor-bar-height');
    };
  }, []);
  return ref;
}
