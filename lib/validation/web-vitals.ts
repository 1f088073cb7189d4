import { z } from 'zod';
import { contentKindList, kindNames } from '../content/kinds';
import { langField } from './translation-group';
import { deviceClasses, vitalMaximums, vitalMetrics, vitalRatings, type VitalMetric, type VitalPageType } from './web-vitals-terms';

/** Every page type, in the Site speed screen's order: every kind's pages (lib/content/kinds.ts) between the pages of no kind. */
export const vitalPageTypes: readonly VitalPageType[] = [
  'home',
  'about',
  ...contentKindList.flatMap((kind) => kindNames[kind].pages),
  'search',
  'other',
];

const metricName = z.enum(vitalMetrics);

/** One measurement: its value in milliseconds (CLS: no unit), from 0 to the metric's maximum. */
const vitalSample = z.strictObject({ name: metricName, value: z.number().min(0) }).superRefine((sample, context) => {
  const maximum = vitalMaximums[sample.name as VitalMetric];
  if (sample.value > maximum) {
    context.addIssue({ code: 'too_big', origin: 'number', maximum, inclusive: true, path: ['value'], input: sample.value });
  }
});

/**
 * What a public page sends when it is hidden: the measurements of the visit so far, each metric
 * once, with nothing about the visitor but the kind of page, its language and a device class.
 */
export const vitalsReportSchema = z.strictObject({
  pageType: z.enum(vitalPageTypes, 'Unknown page type'),
  lang: langField,
  device: z.enum(deviceClasses, 'Unknown device class'),
  metrics: z
    .array(vitalSample)
    .min(1)
    .max(vitalMetrics.length)
    .refine((samples) => new Set(samples.map((sample) => sample.name)).size === samples.length, 'Each metric may appear only once'),
});

export type VitalsReport = z.infer<typeof vitalsReportSchema>;

export const vitalsPeriods = [7, 28] as const;

/** Which figures the Site speed screen asks for: the last 7 or 28 days, of every device or one class. */
export const vitalsQuerySchema = z.object({
  days: z.enum(['7', '28']).transform(Number),
  device: z.enum(['all', ...deviceClasses]).default('all'),
});

const figure = z.object({
  metric: metricName,
  /** The 75th percentile (the top of its histogram bucket), or null without samples. */
  p75: z.number().nullable(),
  samples: z.number(),
  rating: z.enum(vitalRatings).nullable(),
});

/** The 75th percentiles of the period: over all pages, per page type, and per day. */
export const vitalsSummaryView = z.object({
  days: z.number(),
  from: z.string(),
  to: z.string(),
  overall: z.array(figure),
  pages: z.array(z.object({ pageType: z.enum(vitalPageTypes), metrics: z.array(figure) })),
  daily: z.array(
    z.object({ metric: metricName, points: z.array(z.object({ day: z.string(), p75: z.number().nullable(), samples: z.number() })) }),
  ),
});

export type VitalsSummary = z.infer<typeof vitalsSummaryView>;
export type VitalFigure = z.infer<typeof figure>;
