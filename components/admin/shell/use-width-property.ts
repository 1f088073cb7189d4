'use client';

import { useEffect, useRef } from 'react';

/**
 * Keeps the element's width in a CSS custom property of the document (`--shell-actions-width`),
 * for what must keep clear of it: the notifications beside the header's buttons.
 */
export function useWidthProperty<Element extends HTMLElement>(property: string) {
  const ref = useRef<Element>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(property, `${element.offsetWidth}px`));
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.removeProperty(property);
    };
  }, [property]);
  return ref;
}
