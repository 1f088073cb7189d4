/**
 * What a Web Vitals report may say, without zod: the public pages' reporter imports this, and
 * it must stay a few hundred bytes.
 */
import type { ContentKind, kindNames } from '../content/kinds';

export const vitalMetrics = ['LCP', 'INP', 'CLS', 'TTFB'] as const;
export type VitalMetric = (typeof vitalMetrics)[number];

/** The kinds of public page: every kind's own (lib/content/kinds.ts) and the pages of no kind. */
export type VitalPageType = 'home' | 'about' | (typeof kindNames)[ContentKind]['pages'][number] | 'search' | 'other';

export const deviceClasses = ['mobile', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];

/** The device class of a viewport width in CSS pixels (the breakpoints of the site's layout). */
export function deviceClassOf(viewportWidth: number): DeviceClass {
  if (viewportWidth < 768) return 'mobile';
  return viewportWidth < 1024 ? 'tablet' : 'desktop';
}

/**
 * Google's thresholds: at most `good` is good, above `poor` is poor (web.dev/articles/vitals).
 * Times in milliseconds; CLS has no unit.
 */
export const vitalThresholds: Record<VitalMetric, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  TTFB: { good: 800, poor: 1800 },
};

export const vitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export type VitalRating = (typeof vitalRatings)[number];

export function rateVital(metric: VitalMetric, value: number): VitalRating {
  const { good, poor } = vitalThresholds[metric];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/** The largest value a report may carry: a minute for a time, 10 for CLS. Anything above is not a real visit. */
export const vitalMaximums: Record<VitalMetric, number> = { LCP: 60_000, INP: 60_000, CLS: 10, TTFB: 60_000 };

/** The largest report body: a real one is under 200 bytes. */
export const MAX_VITALS_BYTES = 1024;
