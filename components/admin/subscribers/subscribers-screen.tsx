'use client';

import { Download } from 'lucide-react';
import { Suspense, useState } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import type { Column } from '@/components/admin/data-table';
import { LanguageTag } from '@/components/admin/list/language';
import { PagedTableCard } from '@/components/admin/list/paged-table-card';
import { SearchBar } from '@/components/admin/search-bar';
import { Button } from '@/components/admin/ui/button';
import { PageHeader, Tag } from '@/components/admin/ui/card';
import { useListState } from '@/components/admin/use-list-state';
import { downloadFile } from '@/lib/admin/download';
import { api } from '@/lib/admin/fetcher';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { subscribersText } from '@/lib/admin/i18n/subscribers';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import { formatSingaporeTime } from '@/lib/admin/workflow/singapore-time';
import { ConsentHistory } from './consent-history';
import { EraseAddress } from './erase-address';
import { MailLog } from './mail-log';
import { SubscriberCounts } from './subscriber-counts';
import { TestSend } from './test-send';
import { useAreaNames } from './use-area-names';

type Subscriber = NonNullable<ReturnType<typeof useApi<'/admin/subscribers'>>['data']>[number];

const stateTone = { active: 'green', unsubscribed: 'default', stopped: 'red' } as const;

export function SubscribersScreen() {
  return (
    <Suspense>
      <Subscribers />
    </Suspense>
  );
}

/** Readers of the insight alerts: counts, search by address, consent record, export, erase (any address), and the e-mails sent. */
function Subscribers() {
  const t = useT(subscribersText);
  const areaName = useAreaNames();
  const list = useListState(['email'] as const);
  const rows = useApi('/admin/subscribers', { query: list.query });
  const summary = useApi('/admin/subscribers/summary');
  const mails = useApi('/admin/subscribers/mails', { query: { pageNo: 1, pageSize: 10 } });
  const [shown, setShown] = useState<Subscriber | null>(null);
  const [exporting, setExporting] = useState(false);

  const erase = async (row: Subscriber) => {
    await api.delete('/admin/subscribers/:id', { param: { id: row.id } });
    notifySuccess(t.erased);
    await Promise.all([rows.mutate(), summary.mutate()]);
  };
  const exportCsv = async () => {
    setExporting(true);
    await downloadFile('/admin/subscribers/export', 'subscribers.csv').finally(() => setExporting(false));
  };

  const columns: Column<Subscriber>[] = [
    { key: 'email', title: t.email, phone: 'head', render: (row) => <span className="font-medium break-all">{row.email}</span> },
    { key: 'name', title: t.name, render: (row) => row.name ?? '' },
    { key: 'lang', title: t.lang, render: (row) => <LanguageTag lang={row.lang} /> },
    { key: 'frequency', title: t.frequency, render: (row) => <span className="whitespace-nowrap">{t[row.frequency]}</span> },
    {
      key: 'areas',
      title: t.areas,
      render: (row) => (row.practiceAreas === null ? t.allAreas : row.practiceAreas.map(areaName).join(', ')),
    },
    { key: 'state', title: t.state, render: (row) => <Tag tone={stateTone[row.state]}>{t[`state_${row.state}`]}</Tag> },
    { key: 'since', title: t.since, render: (row) => <span className="whitespace-nowrap">{formatSingaporeTime(row.createTime)}</span> },
    {
      key: 'actions',
      title: t.actions,
      render: (row) => (
        <div className="flex flex-wrap items-center gap-x-3">
          <Button variant="link" size="sm" onClick={() => setShown(row)} aria-label={format(t.historyLabel, { email: row.email })}>
            {t.history}
          </Button>
          <ConfirmButton
            onConfirm={() => erase(row)}
            title={format(t.eraseTitle, { email: row.email })}
            description={t.eraseText}
            confirmText={t.erase}
            aria-label={format(t.eraseLabel, { email: row.email })}
          >
            {t.erase}
          </ConfirmButton>
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        extra={
          <Button icon={<Download aria-hidden className="size-4" />} loading={exporting} onClick={() => void exportCsv()}>
            {t.export}
          </Button>
        }
      />
      <SubscriberCounts />
      <SearchBar values={list.filters} onSearch={list.search} fields={[{ name: 'email', label: t.email, width: 'w-64' }]} />
      <PagedTableCard label={t.title} columns={columns} read={rows} list={list} empty={t.emptyText} />
      {shown && <ConsentHistory subscriber={shown} onClose={() => setShown(null)} />}
      <EraseAddress onErased={() => void Promise.all([rows.mutate(), summary.mutate(), mails.mutate()])} />
      <TestSend onSent={() => void Promise.all([mails.mutate(), summary.mutate()])} />
      <MailLog />
    </>
  );
}
