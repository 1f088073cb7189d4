'use client';

import { format, useT } from '@/lib/admin/i18n/dictionary';
import { vitalsText } from '@/lib/admin/i18n/vitals';
import type { VitalFigure } from '@/lib/validation/web-vitals';
import type { VitalMetric, VitalRating } from '@/lib/validation/web-vitals-terms';
import { Tag } from '../ui/card';

/** A metric's value as people read it: `180 ms`, `2.6 s`, `0.05`. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'CLS') return value.toFixed(2);
  return value < 1000 ? `${value} ms` : `${Number((value / 1000).toFixed(2))} s`;
}

const ratingTone = { good: 'green', 'needs-improvement': 'orange', poor: 'red' } as const;

function RatingTag({ rating }: { rating: VitalRating }) {
  const t = useT(vitalsText);
  return <Tag tone={ratingTone[rating]}>{t[`rating_${rating}`]}</Tag>;
}

/** A 75th percentile with its rating and how many samples it rests on. */
export function VitalValue({ figure }: { figure: VitalFigure }) {
  const t = useT(vitalsText);
  if (figure.p75 === null || figure.rating === null) return <span className="text-ink-3">{t.noSamples}</span>;
  return (
    <div className="flex flex-col items-start gap-1 leading-5">
      <span className="font-semibold whitespace-nowrap">{formatVital(figure.metric, figure.p75)}</span>
      <RatingTag rating={figure.rating} />
      <span className="text-xs whitespace-nowrap text-ink-3">{format(t.samples, { count: figure.samples })}</span>
    </div>
  );
}
