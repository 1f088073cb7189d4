'use client';

import { UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import type { Column } from '@/components/admin/data-table';
import { PagedTableCard } from '@/components/admin/list/paged-table-card';
import { PinnedTag, PinToggle } from '@/components/admin/list/pin';
import { RowActions } from '@/components/admin/list/row-actions';
import { SearchBar } from '@/components/admin/search-bar';
import { AddButton } from '@/components/admin/ui/add-button';
import { PageHeader, Tag } from '@/components/admin/ui/card';
import { useStatusColumn, useStatusFilter } from '@/components/admin/workflow/status-list';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import { assetUrl } from '@/lib/admin/paths';
import { useApi } from '@/lib/admin/use-api';
import { useListState } from '@/components/admin/use-list-state';
import { usePinAndRemoveRow } from '@/lib/admin/row-actions';
import type { AdminLawyer } from '@/lib/validation/lawyer';

/** Lawyers of every language, filtered by name and office, paged, with pin and delete. */
export function PeopleListScreen() {
  const t = useT(peopleText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const router = useRouter();
  const list = useListState(['name', 'office', 'status'] as const);
  const statusColumn = useStatusColumn<AdminLawyer>();
  const statusFilter = useStatusFilter();
  const lawyers = useApi('/admin/lawyerTeam', { query: list.query });
  const offices = useApi('/admin/office');
  const officeNames = useMemo(() => [...new Set((offices.data ?? []).map((office) => office.name))], [offices.data]);
  const { setTop, remove } = usePinAndRemoveRow('/admin/lawyerTeam', lawyers.mutate, t);

  const columns: Column<AdminLawyer>[] = [
    {
      key: 'photo',
      title: t.photo,
      width: 'w-20',
      render: (row) =>
        row.photoUrl ? (
          // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of an uploaded photo
          <img src={assetUrl(row.photoUrl)} alt="" className="size-12 rounded object-cover" />
        ) : (
          <span className="flex size-12 items-center justify-center rounded bg-black/[0.04] text-ink-3">
            <UserRound aria-hidden className="size-6" />
          </span>
        ),
    },
    {
      key: 'name',
      title: t.name,
      width: 'min-w-36',
      render: (row) => (
        <span className="font-medium">
          <Link href={`/admin/people/edit/${row.id}`} className="hover:text-primary">
            {row.name}
          </Link>
          <PinnedTag pinned={row.top === 1} label={t.pinned} />
        </span>
      ),
    },
    {
      key: 'lang',
      title: t.lang,
      render: (row) => <Tag tone="blue">{languageName(row.lang)}</Tag>,
    },
    statusColumn,
    {
      key: 'jobs',
      title: t.jobs,
      render: (row) => (row.jobs ?? []).map((job) => job.name).join('、') || <span className="text-ink-3">—</span>,
    },
    {
      key: 'proFields',
      title: t.proFields,
      render: (row) => (
        <div className="flex max-w-xs flex-wrap gap-1">
          {(row.proFields ?? []).map((field) => (
            <Tag key={field.professionalFieldId}>{field.name}</Tag>
          ))}
        </div>
      ),
    },
    { key: 'office', title: t.office, render: (row) => row.office || <span className="text-ink-3">—</span> },
    {
      key: 'contact',
      title: t.contact,
      render: (row) => (
        <div className="leading-5 text-ink-2">
          {row.phoneNumber && <div>{row.phoneNumber}</div>}
          {row.email && <div>{row.email}</div>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: c.actions,
      width: 'w-48',
      render: (row) => (
        <RowActions>
          <Link
            href={`/admin/people/edit/${row.id}`}
            className="text-primary hover:text-primary-hover"
            aria-label={`${c.edit} ${row.name}`}
          >
            {c.edit}
          </Link>
          <PinToggle pinned={row.top === 1} onToggle={(top) => void setTop(row, top)} text={t} />
          <ConfirmButton description={t.deleteText} onConfirm={() => remove(row)} aria-label={`${c.delete} ${row.name}`} />
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={t.subtitle}
        extra={<AddButton onClick={() => router.push('/admin/people/add')}>{t.add}</AddButton>}
      />
      <SearchBar
        values={list.filters}
        onSearch={list.search}
        fields={[
          { name: 'name', label: t.name, placeholder: t.namePlaceholder },
          {
            name: 'office',
            label: t.office,
            width: 'w-48',
            placeholder: t.allOffices,
            options: officeNames.map((name) => ({ value: name, label: name })),
          },
          statusFilter,
        ]}
      />
      <PagedTableCard label={t.title} columns={columns} read={lawyers} list={list} empty={t.emptyText} />
    </>
  );
}
