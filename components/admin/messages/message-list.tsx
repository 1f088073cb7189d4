'use client';

import { Suspense, useState } from 'react';
import type { Column } from '@/components/admin/data-table';
import { LanguageTag } from '@/components/admin/list/language';
import { PagedTableCard } from '@/components/admin/list/paged-table-card';
import { SearchBar } from '@/components/admin/search-bar';
import { Button } from '@/components/admin/ui/button';
import { PageHeader, Tag } from '@/components/admin/ui/card';
import { api } from '@/lib/admin/fetcher';
import { formatDateTime } from '@/lib/admin/format';
import { useT } from '@/lib/admin/i18n/dictionary';
import { messagesText } from '@/lib/admin/i18n/messages';
import { notifySuccess } from '@/lib/admin/notify';
import { useApi } from '@/lib/admin/use-api';
import { useListState } from '@/components/admin/use-list-state';
import type { ContactMessage } from '@/lib/validation/message';

const deliveryTone = { pending: 'orange', sent: 'green', failed: 'red', 'not-configured': 'default' } as const;

export function MessageListScreen() {
  return (
    <Suspense>
      <Messages />
    </Suspense>
  );
}

/** Contact messages, newest first, with their mail delivery and whether staff have handled them. */
function Messages() {
  const t = useT(messagesText);
  const list = useListState(['handled'] as const);
  const messages = useApi('/admin/messages', { query: list.query });
  const [busy, setBusy] = useState<number | null>(null);

  const setHandled = async (message: ContactMessage, handled: 0 | 1) => {
    setBusy(message.id);
    try {
      await api.put('/admin/messages/:id/handled', { param: { id: message.id }, json: { handled } });
      notifySuccess(handled ? t.markedHandled : t.markedUnhandled);
      await messages.mutate();
    } catch {
      // The fetcher has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<ContactMessage>[] = [
    {
      key: 'createTime',
      title: t.receivedAt,
      width: 'w-36',
      render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.createTime)}</span>,
    },
    {
      key: 'from',
      title: t.from,
      width: 'w-56',
      phone: 'head',
      render: (row) => (
        <div className="leading-5">
          <div className="font-medium">{row.name}</div>
          <a className="text-primary hover:underline" href={`mailto:${row.email}`}>
            {row.email}
          </a>
          {row.phone && <div className="text-ink-3">{row.phone}</div>}
        </div>
      ),
    },
    { key: 'content', title: t.content, render: (row) => <p className="max-w-xl break-words whitespace-pre-wrap">{row.content}</p> },
    { key: 'lang', title: t.lang, render: (row) => <LanguageTag lang={row.lang} /> },
    {
      key: 'delivery',
      title: t.delivery,
      width: 'w-28',
      render: (row) => (
        <span title={row.deliveryError ?? undefined}>
          <Tag tone={deliveryTone[row.deliveryState] ?? 'default'}>{t[`state_${row.deliveryState}`] ?? row.deliveryState}</Tag>
        </span>
      ),
    },
    {
      // The one action of a message: in the column that stays in view, and at the foot of a phone's card.
      key: 'actions',
      title: t.handled,
      width: 'w-40',
      render: (row) => (
        <HandledState handled={!!row.handled} busy={busy === row.id} onToggle={() => void setHandled(row, row.handled ? 0 : 1)} />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <SearchBar
        values={list.filters}
        onSearch={list.search}
        fields={[
          {
            name: 'handled',
            label: t.filter,
            width: 'w-40',
            placeholder: t.all,
            options: [
              { value: '0', label: t.unhandled },
              { value: '1', label: t.handledFilter },
            ],
          },
        ]}
      />
      <PagedTableCard label={t.title} columns={columns} read={messages} list={list} empty={t.emptyText} />
    </>
  );
}

/** Whether staff have handled a message, and the button that marks it the other way. */
function HandledState({ handled, busy, onToggle }: { handled: boolean; busy: boolean; onToggle: () => void }) {
  const t = useT(messagesText);
  return (
    <div className="flex flex-col items-start gap-1">
      {handled ? <Tag tone="green">{t.isHandled}</Tag> : <Tag tone="orange">{t.isUnhandled}</Tag>}
      <Button variant="link" size="sm" loading={busy} onClick={onToggle}>
        {handled ? t.markUnhandled : t.markHandled}
      </Button>
    </div>
  );
}
