'use client';

import { useState } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { SelectInput } from '@/components/admin/form/field';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader, Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import { useT } from '@/lib/admin/i18n/dictionary';
import { vitalsText } from '@/lib/admin/i18n/vitals';
import { useApi } from '@/lib/admin/use-api';
import { vitalsPeriods, type VitalsSummary } from '@/lib/validation/web-vitals';
import { deviceClasses, vitalMetrics } from '@/lib/validation/web-vitals-terms';
import { VitalValue } from './vital-value';
import { VitalsChart } from './vitals-chart';

type PageRow = VitalsSummary['pages'][number];

const deviceChoices = ['all', ...deviceClasses] as const;
type DeviceChoice = (typeof deviceChoices)[number];

/** Site speed: the 75th percentile of each Web Vital of real visits, per page type and day by day. */
export function SiteSpeedScreen() {
  const t = useT(vitalsText);
  const [days, setDays] = useState<(typeof vitalsPeriods)[number]>(7);
  const [device, setDevice] = useState<DeviceChoice>('all');
  const summary = useApi('/admin/vitals', { query: { days: `${days}`, device } });
  const data = summary.data;

  const columns: Column<PageRow>[] = [
    { key: 'pageType', title: t.pageType, render: (row) => <span className="whitespace-nowrap">{t[`page_${row.pageType}`]}</span> },
    ...vitalMetrics.map((metric, index) => ({
      key: metric,
      title: metric,
      render: (row: PageRow) => <VitalValue figure={row.metrics[index]} />,
    })),
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <div className="mb-4 flex flex-wrap items-center gap-x-6 gap-y-3 rounded-lg bg-white px-4 py-4 sm:px-6">
        <div role="group" aria-label={t.period} className="flex gap-2">
          {vitalsPeriods.map((period) => (
            <Button
              key={period}
              variant={days === period ? 'primary' : 'default'}
              aria-pressed={days === period}
              onClick={() => setDays(period)}
            >
              {t[`days${period}`]}
            </Button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor="vitals-device" className="whitespace-nowrap">
            {t.device}
          </label>
          <SelectInput
            id="vitals-device"
            className="w-36"
            value={device}
            onChange={(event) => setDevice(event.target.value as DeviceChoice)}
            options={deviceChoices.map((value) => ({ value, label: t[`device_${value}`] }))}
          />
        </div>
      </div>
      {!data ? (
        <Loading />
      ) : data.overall.every((figure) => figure.samples === 0) ? (
        <Card>
          <Placeholder>{t.noData}</Placeholder>
        </Card>
      ) : (
        <div className="flex flex-col gap-4">
          <Card title={t.overall}>
            <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
              {data.overall.map((figure) => (
                <div key={figure.metric}>
                  <dt className="mb-1 text-ink-3">{t[`metric_${figure.metric}`]}</dt>
                  <dd>
                    <VitalValue figure={figure} />
                  </dd>
                </div>
              ))}
            </dl>
          </Card>
          <Card title={t.byPage}>
            <DataTable label={t.byPage} columns={columns} rows={data.pages} rowKey={(row) => row.pageType} loading={summary.isValidating} />
          </Card>
          <Card title={t.overTime}>
            <div className="grid gap-6 md:grid-cols-2">
              {data.daily.map((series) => (
                <VitalsChart key={series.metric} series={series} />
              ))}
            </div>
          </Card>
        </div>
      )}
    </>
  );
}
