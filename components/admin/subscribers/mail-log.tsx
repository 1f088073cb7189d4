'use client';

import { useState } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { LanguageTag } from '@/components/admin/list/language';
import { Card, Tag } from '@/components/admin/ui/card';
import { formatDateTime } from '@/lib/admin/format';
import { useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { useApi } from '@/lib/admin/use-api';
import type { OutboundMailView } from '@/lib/validation/subscription';

const stateTone = { queued: 'orange', sending: 'blue', sent: 'green', failed: 'red', cancelled: 'default' } as const;
const PAGE_SIZE = 10;

/** The alerts, digests and test-sends, newest first, with their delivery state and last error. */
export function MailLog() {
  const t = useT(subscribersText);
  const [pageNo, setPageNo] = useState(1);
  const mails = useApi('/admin/subscribers/mails', { query: { pageNo, pageSize: PAGE_SIZE } });
  const columns: Column<OutboundMailView>[] = [
    { key: 'createTime', title: t.createdAt, render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createTime)}</span> },
    { key: 'kind', title: t.kind, phone: 'head', render: (row) => t[`kind_${row.kind}`] },
    { key: 'email', title: t.recipient, render: (row) => <span className="break-all">{row.email || t.erasedAddress}</span> },
    { key: 'articleId', title: t.article, render: (row) => row.articleId ?? '' },
    { key: 'lang', title: t.lang, render: (row) => <LanguageTag lang={row.lang} /> },
    {
      key: 'state',
      title: t.mailState,
      render: (row) => (
        <span title={row.lastError ?? undefined}>
          <Tag tone={stateTone[row.state]}>{t[`mail_${row.state}`]}</Tag>
          {row.lastError && <span className="mt-1 block text-xs break-words text-red-700">{row.lastError}</span>}
        </span>
      ),
    },
    { key: 'attempts', title: t.attempts, render: (row) => row.attempts },
  ];
  return (
    <Card title={t.mails} className="mt-4">
      <DataTable
        label={t.mails}
        columns={columns}
        rows={mails.data}
        rowKey={(row) => row.id}
        loading={mails.isLoading}
        empty={t.noMails}
        pagination={
          mails.pageable && { pageNo, pageSize: PAGE_SIZE, totalCount: mails.pageable.totalCount, onChange: (page) => setPageNo(page) }
        }
      />
    </Card>
  );
}
