'use client';

import type { ReactNode } from 'react';
import { FormDialog } from '@/components/admin/form-dialog';
import { languageOf } from '@/i18n/locales';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { useApi } from '@/lib/admin/use-api';
import { formatSingaporeTime } from '@/lib/admin/workflow/singapore-time';

/**
 * One subscriber's consent record, oldest first, as a person reads it: what was done and when (in
 * Singapore time), what the reader chose, the consent sentence they agreed to, from which page
 * and browser.
 */
export function ConsentHistory({ subscriber, onClose }: { subscriber: { id: number; email: string }; onClose: () => void }) {
  const t = useT(subscribersText);
  const languageName = useLanguageName();
  const history = useApi('/admin/subscribers/:id/consents', { param: { id: subscriber.id } });
  const words = t as Record<string, string>;
  const label = (action: string) => words[`action_${action}`] ?? action;
  return (
    <FormDialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={format(t.historyTitle, { email: subscriber.email })}
      width="w-[min(720px,calc(100vw-32px))]"
      action={null}
    >
      <ol className="grid gap-3" data-testid="consent-history">
        {(history.data ?? []).map((record) => (
          <li key={record.id} className="rounded border border-line-soft px-3 py-2">
            <p className="flex flex-wrap justify-between gap-2">
              <span className="font-semibold">{label(record.action)}</span>
              <time dateTime={record.createTime} className="text-ink-3 tabular-nums">
                {format(t.singaporeTime, { time: formatSingaporeTime(record.createTime) })}
              </time>
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-ink-2">
              {record.choices && (
                <>
                  <Fact term={t.areas}>{record.choices.practiceAreas?.join(t.listSeparator) ?? t.allAreas}</Fact>
                  <Fact term={t.frequency}>{t[record.choices.frequency]}</Fact>
                  <Fact term={t.lang}>{languageName(record.choices.lang)}</Fact>
                  {record.choices.name && <Fact term={t.name}>{record.choices.name}</Fact>}
                </>
              )}
              {record.consentVersion && (
                <Fact term={t.consentVersion}>
                  {record.consentText && (
                    <q className="block" lang={languageOf(record.choices?.lang ?? '')?.htmlLang}>
                      {record.consentText}
                    </q>
                  )}
                  <span className="text-ink-3">{format(t.consentVersionOf, { version: record.consentVersion })}</span>
                </Fact>
              )}
              {record.sourcePage && <Fact term={t.sourcePage}>{record.sourcePage}</Fact>}
              {record.detail && <Fact term={t.detail}>{words[`how_${record.detail}`] ?? record.detail}</Fact>}
              {record.userAgent && <Fact term={t.userAgent}>{record.userAgent}</Fact>}
            </dl>
          </li>
        ))}
      </ol>
    </FormDialog>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd className="break-words">{children}</dd>
    </>
  );
}
