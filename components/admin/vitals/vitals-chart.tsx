'use client';

import { CartesianGrid, Line, LineChart, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { vitalsText } from '@/lib/admin/i18n/vitals';
import type { VitalsSummary } from '@/lib/validation/web-vitals';
import { vitalThresholds } from '@/lib/validation/web-vitals-terms';
import { formatVital } from './vital-value';

type Series = VitalsSummary['daily'][number];

const good = '#389e0d';
const poor = '#cf1322';

/** One metric's daily 75th percentile, with Google's two thresholds as dashed lines. */
export function VitalsChart({ series }: { series: Series }) {
  const t = useT(vitalsText);
  const { metric, points } = series;
  const thresholds = vitalThresholds[metric];
  const show = (value: number) => formatVital(metric, value);
  return (
    <figure className="min-w-0">
      <figcaption className="mb-1 font-medium">{t[`metric_${metric}`]}</figcaption>
      <p className="mb-2 text-xs text-ink-3">{format(t.thresholds, { good: show(thresholds.good), poor: show(thresholds.poor) })}</p>
      <div className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
            <CartesianGrid stroke="#f0f0f0" vertical={false} />
            <XAxis dataKey="day" tickFormatter={(day: string) => day.slice(5)} fontSize={11} minTickGap={16} />
            <YAxis
              width={56}
              fontSize={11}
              tickFormatter={show}
              domain={[0, (highest: number) => Math.max(highest, thresholds.poor * 1.1)]}
            />
            <ReferenceLine y={thresholds.good} stroke={good} strokeDasharray="4 4" />
            <ReferenceLine y={thresholds.poor} stroke={poor} strokeDasharray="4 4" />
            <Tooltip formatter={(value) => (typeof value === 'number' ? show(value) : String(value))} labelClassName="text-ink" />
            <Line type="monotone" dataKey="p75" name="p75" stroke="#1677ff" strokeWidth={2} dot={{ r: 2 }} isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
