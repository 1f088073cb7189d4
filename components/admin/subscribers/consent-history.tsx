'use client';

import { FormDialog } from '@/components/admin/form-dialog';
import { formatDateTime } from '@/lib/admin/format';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { useApi } from '@/lib/admin/use-api';

/** One subscriber's consent record, oldest first: what was done, when, from which page and browser, under which wording. */
export function ConsentHistory({ subscriber, onClose }: { subscriber: { id: number; email: string }; onClose: () => void }) {
  const t = useT(subscribersText);
  const history = useApi('/admin/subscribers/:id/consents', { param: { id: subscriber.id } });
  const label = (action: string) => (t as Record<string, string>)[`action_${action}`] ?? action;
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
              <time className="text-ink-3 tabular-nums">{formatDateTime(record.createTime)}</time>
            </p>
            <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 text-ink-2">
              {record.consentVersion && (
                <>
                  <dt>{t.consentVersion}</dt>
                  <dd>{record.consentVersion}</dd>
                </>
              )}
              {record.sourcePage && (
                <>
                  <dt>{t.sourcePage}</dt>
                  <dd className="break-all">{record.sourcePage}</dd>
                </>
              )}
              {record.detail && (
                <>
                  <dt>{t.detail}</dt>
                  <dd className="break-all">{record.detail}</dd>
                </>
              )}
              {record.userAgent && (
                <>
                  <dt>{t.userAgent}</dt>
                  <dd className="break-all">{record.userAgent}</dd>
                </>
              )}
            </dl>
          </li>
        ))}
      </ol>
    </FormDialog>
  );
}
