'use client';

import { Card } from '@/components/admin/ui/card';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { useApi } from '@/lib/admin/use-api';
import { useAreaNames } from './use-area-names';

/** Active subscribers by language and practice area, and why nothing is sent when no mail server is set. */
export function SubscriberCounts() {
  const t = useT(subscribersText);
  const languageName = useLanguageName();
  const areaName = useAreaNames();
  const summary = useApi('/admin/subscribers/summary').data;
  if (!summary) return null;
  const list = (counts: { key: string; count: number }[], name: (key: string) => string) =>
    counts.length ? (
      <ul className="flex flex-wrap gap-x-6 gap-y-1">
        {counts.map((count) => (
          <li key={count.key}>
            <span className="text-ink-2">{name(count.key)}</span> <span className="font-semibold tabular-nums">{count.count}</span>
          </li>
        ))}
      </ul>
    ) : (
      <p className="text-ink-3">{t.none}</p>
    );
  return (
    <>
      {summary.notSentBecause && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-orange-300 bg-orange-50 px-4 py-3 text-orange-900"
          data-testid="not-sending"
        >
          {t.notSending} {format(t.waiting, { count: summary.waitingMails })}
        </p>
      )}
      <Card title={t.counts} extra={<span className="font-semibold">{format(t.active, { count: summary.active })}</span>} className="mb-4">
        <div className="grid gap-4 md:grid-cols-2" data-testid="subscriber-counts">
          <div>
            <h3 className="mb-1 font-medium">{t.byLang}</h3>
            {list(summary.byLang, languageName)}
          </div>
          <div>
            <h3 className="mb-1 font-medium">{t.byArea}</h3>
            {list(summary.byPracticeArea, (key) => (key === '*' ? t.allAreas : areaName(key)))}
          </div>
        </div>
      </Card>
    </>
  );
}
