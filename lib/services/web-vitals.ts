import type { Db } from '../db/client';
import { TooManyRequestsError } from '../errors';
import * as buckets from '../repositories/web-vitals';
import { utcDay } from '../time';
import { vitalPageTypes, type VitalsReport, type VitalsSummary, type VitalFigure } from '../validation/web-vitals';
import { rateVital, vitalMetrics, type VitalMetric } from '../validation/web-vitals-terms';
import { batchedCounts } from './batched-counts';
import { bucketOf, percentile } from './vitals-histogram';
import { windowLimit } from './window-limit';

/**
 * Web Vitals of real visits. A report is counted in memory (no write, no wait) and written with
 * the others as increments of histogram buckets about every two seconds; days older than
 * `KEEP_DAYS` are deleted as it writes (a range of the primary key). Storage is bounded by the days kept, never by the traffic.
 */

export const KEEP_DAYS = 90;

/** A visit sends one report when its page is hidden, perhaps another if it is shown and hidden again. */
export const vitalsLimit = { scope: 'vitals', limit: 60, windowSeconds: 60, maxClients: 100_000 };
const overLimit = windowLimit(vitalsLimit);

const bucketCounts = batchedCounts('Web Vitals', async (db, batch) => {
  await buckets.addBucketCounts(
    db,
    batch.map(([key, count]) => {
      const [day, pageType, lang, metric, device, bucket] = key.split('|');
      return { day, pageType, lang, metric, device, bucket: Number(bucket), count };
    }),
  );
  await buckets.deleteDaysBefore(db, utcDay(KEEP_DAYS - 1));
});

/** Counts the measurements of one report; refused when the client has sent too many this minute. */
export async function recordVitals(report: VitalsReport, client: string): Promise<void> {
  if (await overLimit(client)) throw new TooManyRequestsError('Too many Web Vitals reports from this client; please try again in a minute');
  const day = utcDay();
  for (const { name, value } of report.metrics) {
    bucketCounts.add([day, report.pageType, report.lang, name, report.device, bucketOf(name, value)].join('|'));
  }
}

/** Writes every report counted so far. */
export function flushVitals(db?: Db): Promise<void> {
  return bucketCounts.flush(db);
}

type Histogram = Map<number, number>;

function addTo(histograms: Map<string, Histogram>, key: string, bucket: number, count: number) {
  const histogram = histograms.get(key) ?? new Map<number, number>();
  histogram.set(bucket, (histogram.get(bucket) ?? 0) + count);
  histograms.set(key, histogram);
}

function figureOf(metric: VitalMetric, histogram: Histogram | undefined): VitalFigure {
  const p75 = histogram ? percentile(metric, histogram, 0.75) : null;
  const samples = histogram ? [...histogram.values()].reduce((sum, count) => sum + count, 0) : 0;
  return { metric, p75, samples, rating: p75 === null ? null : rateVital(metric, p75) };
}

/** The 75th percentile of each metric over the last `days` days (today included): overall, per page type and per day. */
export async function vitalsSummary(db: Db, days: number, device: string): Promise<VitalsSummary> {
  const from = utcDay(days - 1);
  const rows = await buckets.bucketCountsSince(db, from, device === 'all' ? undefined : device);
  const overall = new Map<string, Histogram>();
  const byPage = new Map<string, Histogram>();
  const byDay = new Map<string, Histogram>();
  for (const row of rows) {
    addTo(overall, row.metric, row.bucket, row.count);
    addTo(byPage, `${row.pageType}|${row.metric}`, row.bucket, row.count);
    addTo(byDay, `${row.day}|${row.metric}`, row.bucket, row.count);
  }
  const periodDays = Array.from({ length: days }, (_, index) => utcDay(days - 1 - index));
  return {
    days,
    from,
    to: periodDays.at(-1)!,
    overall: vitalMetrics.map((metric) => figureOf(metric, overall.get(metric))),
    pages: vitalPageTypes
      .filter((pageType) => vitalMetrics.some((metric) => byPage.has(`${pageType}|${metric}`)))
      .map((pageType) => ({ pageType, metrics: vitalMetrics.map((metric) => figureOf(metric, byPage.get(`${pageType}|${metric}`))) })),
    daily: vitalMetrics.map((metric) => ({
      metric,
      points: periodDays.map((day) => {
        const { p75, samples } = figureOf(metric, byDay.get(`${day}|${metric}`));
        return { day, p75, samples };
      }),
    })),
  };
}
