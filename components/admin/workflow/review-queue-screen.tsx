'use client';

import Link from 'next/link';
import { formatDateTime } from '@/lib/admin/format';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { workflowText } from '@/lib/admin/i18n/workflow';
import { useReviewQueue } from '@/lib/admin/workflow/calls';
import { useKindLabel, versionHref } from '@/lib/admin/kinds';
import { kindOfEntity, type ReviewQueueItem } from '@/lib/validation/workflow';
import { DataTable, type Column } from '../data-table';
import { LanguageTag } from '../list/language';
import { Card, PageHeader } from '../ui/card';

/** Every language version waiting for review, oldest first, each opening its editor on its language's tab. */
export function ReviewQueueScreen() {
  const t = useT(workflowText);
  const c = useT(commonText);
  const kindLabel = useKindLabel();
  const queue = useReviewQueue();
  const editHref = (row: ReviewQueueItem) => versionHref(kindOfEntity[row.entity], row);

  const columns: Column<ReviewQueueItem>[] = [
    {
      key: 'title',
      title: t.title,
      phone: 'head',
      render: (row) => (
        <Link href={editHref(row)} className="text-ink hover:text-primary">
          {row.title}
        </Link>
      ),
    },
    { key: 'kind', title: t.kind, render: (row) => <span className="whitespace-nowrap">{kindLabel(kindOfEntity[row.entity])}</span> },
    { key: 'lang', title: t.lang, render: (row) => <LanguageTag lang={row.lang} /> },
    { key: 'user', title: t.submittedBy, render: (row) => row.userName ?? '—' },
    { key: 'time', title: t.submittedAt, render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.updateTime)}</span> },
    {
      key: 'actions',
      title: c.actions,
      render: (row) => (
        <Link href={editHref(row)} className="text-primary hover:text-primary-hover" aria-label={`${t.open} ${row.title}`}>
          {t.open}
        </Link>
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t.reviewQueue} subtitle={t.reviewQueueSubtitle} />
      <Card>
        <DataTable
          label={t.reviewQueue}
          columns={columns}
          rows={queue.data}
          rowKey={(row) => `${row.entity}-${row.id}`}
          loading={queue.isLoading}
          empty={t.queueEmpty}
        />
      </Card>
    </>
  );
}
