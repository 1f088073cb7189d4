import { onCLS, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { LangCode } from '@/i18n/locales';
import { basePath } from '@/lib/base-path';
import { deviceClassOf, vitalMaximums, type VitalMetric } from '@/lib/validation/web-vitals-terms';
import { pageTypeOf } from './page-type';

let started = false;

/**
 * Measures the visit and sends what it has each time the page is hidden: one beacon of the
 * kind of page, its language, a device class and the latest value of each metric. No cookie,
 * address, URL or identifier is sent.
 */
export function reportVitals(lang: LangCode, landingPath: string): void {
  if (started) return;
  started = true;
  const pageType = pageTypeOf(landingPath.slice(basePath.length));
  const latest = new Map<VitalMetric, number>();
  const keep = ({ name, value }: Metric) => {
    const metric = name as VitalMetric;
    // A page slower than the histogram's top still counts, in its last bucket.
    latest.set(metric, Math.min(value, vitalMaximums[metric]));
  };
  onTTFB(keep);
  onLCP(keep);
  onCLS(keep);
  onINP(keep);
  // Added after web-vitals' own listeners (capture phase), so the values they report on hiding are in.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState !== 'hidden' || latest.size === 0) return;
    const metrics = [...latest].map(([name, value]) => ({ name, value }));
    latest.clear();
    const report = { pageType, lang, device: deviceClassOf(window.innerWidth), metrics };
    navigator.sendBeacon?.(`${basePath}/api/user/vitals`, new Blob([JSON.stringify(report)], { type: 'application/json' }));
  });
}
