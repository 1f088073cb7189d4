'use client';

import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { Card, Tag } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { formatDateTime } from '@/lib/admin/format';
import { accountText } from '@/lib/admin/i18n/account';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import type { SessionView } from '@/lib/validation/session';

/** The devices signed in to the account (GET /api/admin/sessions); end one, or all but this one. */
export function SessionsCard() {
  const t = useT(accountText);
  const c = useT(commonText);
  const sessions = useApi('/admin/sessions');

  const end = async (action: Promise<unknown>) => {
    await action;
    notifySuccess(t.sessionEnded);
    await sessions.mutate();
  };

  const columns: Column<SessionView>[] = [
    {
      key: 'device',
      title: t.device,
      render: (row) => (
        <span className="flex items-center gap-2">
          {row.device ?? t.unknownDevice}
          {row.current === 1 && <Tag tone="blue">{t.thisDevice}</Tag>}
        </span>
      ),
    },
    { key: 'address', title: t.address, render: (row) => row.address ?? '—' },
    { key: 'createTime', title: t.signedInAt, render: (row) => formatDateTime(row.createTime) },
    { key: 'lastUsedAt', title: t.lastUsed, render: (row) => formatDateTime(row.lastUsedAt) },
    {
      key: 'actions',
      title: c.actions,
      width: 'w-24',
      render: (row) =>
        row.current === 0 && (
          <ConfirmButton
            title={t.endSessionTitle}
            description={t.endSessionText}
            confirmText={t.endSession}
            onConfirm={() => end(api.delete('/admin/sessions/:id', { param: { id: row.id } }))}
          >
            {t.endSession}
          </ConfirmButton>
        ),
    },
  ];

  return (
    <Card
      title={t.sessions}
      extra={
        <ConfirmButton
          variant="default"
          size="md"
          title={t.endOthersTitle}
          description={t.endOthersText}
          confirmText={t.endOthers}
          disabled={(sessions.data?.length ?? 0) < 2}
          onConfirm={() => end(api.post('/admin/sessions/end-others'))}
        >
          {t.endOthers}
        </ConfirmButton>
      }
    >
      <p className="mb-4 text-ink-2">{t.sessionsIntro}</p>
      <DataTable label={t.sessions} columns={columns} rows={sessions.data} rowKey={(row) => row.id} loading={sessions.isLoading} />
    </Card>
  );
}
