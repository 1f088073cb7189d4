'use client';

import { Pin, PinOff, Plus, UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { SelectInput } from '@/components/admin/form/field';
import { SearchBar } from '@/components/admin/search-bar';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader, Tag } from '@/components/admin/ui/card';
import { commonText } from '@/lib/admin/i18n/common';
import { useT } from '@/lib/admin/i18n/dictionary';
import { peopleText } from '@/lib/admin/i18n/people';
import { assetUrl } from '@/lib/admin/paths';
import { useApi } from '@/lib/admin/use-api';
import { useListState } from '@/components/admin/use-list-state';
import { usePinRow, useRemoveRow } from '@/lib/admin/row-actions';
import type { LangCode } from '@/i18n/locales';
import type { JobOrOffice } from '@/lib/validation/job-office';
import type { Lawyer } from '@/lib/validation/lawyer';

/** Lawyers of every language, filtered by name and office, paged, with pin and delete. */
export function PeopleListScreen() {
  const t = useT(peopleText);
  const c = useT(commonText);
  const router = useRouter();
  const list = useListState(['name', 'office'] as const);
  const lawyers = useApi<Lawyer[]>('/admin/lawyerTeam', list.query);
  const offices = useApi<JobOrOffice[]>('/admin/office');
  const officeNames = useMemo(() => [...new Set((offices.data ?? []).map((office) => office.name))], [offices.data]);

  const setTop = usePinRow('/admin/lawyerTeam', lawyers.mutate, t);
  const remove = useRemoveRow('/admin/lawyerTeam', lawyers.mutate);

  const columns: Column<Lawyer>[] = [
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
          {row.top === 1 && (
            <span className="ml-2">
              <Tag tone="orange">{t.pinned}</Tag>
            </span>
          )}
        </span>
      ),
    },
    {
      key: 'lang',
      title: t.lang,
      render: (row) => <Tag tone={row.lang === 'zh_CN' ? 'blue' : 'default'}>{c[row.lang as LangCode] ?? row.lang}</Tag>,
    },
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
        <div className="flex items-center gap-3">
          <Link
            href={`/admin/people/edit/${row.id}`}
            className="text-primary hover:text-primary-hover"
            aria-label={`${c.edit} ${row.name}`}
          >
            {c.edit}
          </Link>
          {row.top === 1 ? (
            <Button variant="link" size="sm" icon={<PinOff aria-hidden className="size-3.5" />} onClick={() => void setTop(row, 0)}>
              {t.unpin}
            </Button>
          ) : (
            <Button variant="link" size="sm" icon={<Pin aria-hidden className="size-3.5" />} onClick={() => void setTop(row, 1)}>
              {t.pin}
            </Button>
          )}
          <ConfirmButton description={t.deleteText} onConfirm={() => remove(row)} aria-label={`${c.delete} ${row.name}`} />
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
          <Button variant="primary" icon={<Plus aria-hidden className="size-4" />} onClick={() => router.push('/admin/people/add')}>
            {t.add}
          </Button>
        }
      />
      <SearchBar
        values={list.filters}
        onSearch={list.search}
        fields={[
          { name: 'name', label: t.name, placeholder: t.namePlaceholder },
          {
            name: 'office',
            label: t.office,
            render: (value, set, id) => (
              <SelectInput
                id={id}
                className="w-48"
                value={value}
                onChange={(event) => set(event.target.value)}
                placeholder={t.allOffices}
                options={officeNames.map((name) => ({ value: name, label: name }))}
              />
            ),
          },
        ]}
      />
      <Card>
        <DataTable
          label={t.title}
          columns={columns}
          rows={lawyers.data}
          rowKey={(row) => row.id}
          loading={lawyers.isLoading}
          empty={t.emptyText}
          pagination={list.pagination(lawyers.pageable)}
        />
      </Card>
    </>
  );
}
