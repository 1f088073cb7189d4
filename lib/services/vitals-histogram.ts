import { vitalMaximums, type VitalMetric } from '../validation/web-vitals-terms';

/**
 * A fixed histogram per metric: whatever the traffic, a day of one page type, language and
 * device holds at most one counter per bucket. Bucket `i` counts the values in
 * (edges[i-1], edges[i]] (the first from 0), and every one of Google's thresholds is an edge, so
 * a percentile read from the buckets is rated exactly as the values themselves would be.
 * Values are kept in whole units: milliseconds, and thousandths of CLS.
 */
type Segments = [upTo: number, step: number][];

const timeSegments: Segments = [
  [1_000, 50],
  [3_000, 100],
  [6_000, 250],
  [10_000, 1_000],
  [20_000, 2_500],
  [60_000, 10_000],
];
const clsSegments: Segments = [
  [300, 10],
  [1_000, 50],
  [3_000, 250],
  [10_000, 1_000],
];

function edgesOf(segments: Segments): number[] {
  const edges: number[] = [];
  let edge = 0;
  for (const [upTo, step] of segments) {
    while (edge < upTo) edges.push((edge += step));
  }
  return edges;
}

const scale: Record<VitalMetric, number> = { LCP: 1, INP: 1, TTFB: 1, CLS: 1000 };
const timeEdges = edgesOf(timeSegments);
const edges: Record<VitalMetric, number[]> = { LCP: timeEdges, INP: timeEdges, TTFB: timeEdges, CLS: edgesOf(clsSegments) };

for (const metric of Object.keys(edges) as VitalMetric[]) {
  if (edges[metric].at(-1) !== vitalMaximums[metric] * scale[metric]) throw new Error(`The ${metric} histogram must end at its maximum`);
}

/** The bucket of a value (0 to the metric's maximum). */
export function bucketOf(metric: VitalMetric, value: number): number {
  const units = Math.round(value * scale[metric]);
  const index = edges[metric].findIndex((edge) => units <= edge);
  return index === -1 ? edges[metric].length - 1 : index;
}

/** The largest value a bucket holds, in the metric's unit. */
function bucketTop(metric: VitalMetric, bucket: number): number {
  return edges[metric][bucket] / scale[metric];
}

/**
 * The `share` percentile of counted buckets (nearest rank: the value at least `share` of the
 * samples are at or below), as the top of its bucket; null without samples.
 */
export function percentile(metric: VitalMetric, counts: Map<number, number>, share: number): number | null {
  const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return null;
  const rank = Math.ceil(share * total);
  let seen = 0;
  for (const bucket of [...counts.keys()].sort((a, b) => a - b)) {
    seen += counts.get(bucket)!;
    if (seen >= rank) return bucketTop(metric, bucket);
  }
  return null;
}
