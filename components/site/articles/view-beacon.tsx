'use client';

import { useEffect } from 'react';
import { basePath } from '@/lib/base-path';

/** Counts one view of the page on screen (the page itself is cached, so it cannot count). */
export function ViewBeacon({ path }: { path: string }) {
  useEffect(() => {
    const url = `${basePath}${path}`;
    if (!navigator.sendBeacon?.(url)) void fetch(url, { method: 'POST', keepalive: true }).catch(() => {});
  }, [path]);
  return null;
}
