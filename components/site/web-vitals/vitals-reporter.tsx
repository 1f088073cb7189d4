'use client';

import { useEffect } from 'react';
import type { LangCode } from '@/i18n/locales';

/**
 * Starts measuring the visit's Web Vitals once the page has loaded and the browser is idle: the
 * measuring code (web-vitals) is a chunk of its own, fetched then, so no page waits for it. The
 * browser keeps the entries it needs (LCP, layout shifts, navigation timing) until it is read.
 */
export function VitalsReporter({ lang }: { lang: LangCode }) {
  useEffect(() => {
    const landingPath = window.location.pathname;
    const start = () => {
      const whenIdle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
      whenIdle(() => void import('./report-vitals').then(({ reportVitals }) => reportVitals(lang, landingPath)), { timeout: 5000 });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, [lang]);
  return null;
}
