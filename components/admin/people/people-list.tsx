'use client';

import { UserRound } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useMemo } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import type { Column } from '@/components/admin/data-table';
import { PagedTableCard } from '@/components/admin/list/paged-table-card';
import { useLanguageFilter } from '@/components/admin/list/language';
import { useLanguageColumn } from '@/components/admin/list/translation-gaps';
import { PinnedTag, PinToggle } from '@/components/admin/list/pin';
import { ApprovalNotice, useListRights } from '@/components/admin/list/rights';
import { RowActions } from '@/components/admin/list/row-actions';
import { SearchBar } from '@/components/admin/search-bar';
import { AddButton } from '@/components/admin/ui/add-button';
import { PageHeader, Tag } from '@/components/admin/ui/card';
import { useStatusColumn, useStatusFilter } from '@/components/admin/workflow/status-list';
import { commonText } from '@/lib/admin/i18n/common';
import { adminLangCode, useAdminLocale } from '@/lib/admin/i18n/locale';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useServedLanguageList } from '@/lib/admin/i18n/language-names';
import { peopleText } from '@/lib/admin/i18n/people';
import { assetUrl } from '@/lib/admin/paths';
import { useApi } from '@/lib/admin/use-api';
import { useListState } from '@/components/admin/use-list-state';
import { usePinAndRemoveRow } from '@/lib/admin/row-actions';
import type { AdminLawyer } from '@/lib/validation/lawyer';

/** Lawyers of every language, filtered by name and office, paged, with pin and delete. */
export function PeopleListScreen() {
  const t = useT(peopleText);
  const servedLanguages = useServedLanguageList();
  const c = useT(commonText);
  const locale = useAdminLocale();
  const router = useRouter();
  const list = useListState(['name', 'office', 'lang', 'status'] as const);
  const statusColumn = useStatusColumn<AdminLawyer>();
  const statusFilter = useStatusFilter();
  const languageFilter = useLanguageFilter();
  const rights = useListRights();
  const lawyers = useApi('/admin/lawyerTeam', { query: list.query });
  const offices = useApi('/admin/office');
  // Offices in the language the list is filtered by, else in the back office's own (else the site's first).
  const officeLang = list.filters.lang || adminLangCode(locale);
  const officeNames = useMemo(() => {
    const all = offices.data ?? [];
    const inLang = all.filter((office) => office.lang === officeLang);
    const shown = inLang.length ? inLang : all.filter((office) => office.lang === all[0]?.lang);
    return [...new Set(shown.map((office) => office.name))];
  }, [offices.data, officeLang]);
  const { setTop, remove } = usePinAndRemoveRow('/admin/lawyerTeam', lawyers.mutate, t);
  const languageColumn = useLanguageColumn('lawyer', lawyers.data, (row) => row.no);
  const jobSeparator = c.listSeparator;

  const columns: Column<AdminLawyer>[] = [
    {
      key: 'name',
      title: t.name,
      phone: 'head',
      render: (row) => (
        <div className="flex min-w-36 items-center gap-3">
          {row.photoUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of an uploaded photo
            <img src={assetUrl(row.photoUrl)} alt="" className="size-12 shrink-0 rounded object-cover" />
          ) : (
            <span className="flex size-12 shrink-0 items-center justify-center rounded bg-black/[0.04] text-ink-3">
              <UserRound aria-hidden className="size-6" />
            </span>
          )}
          <span className="font-medium">
            <Link href={`/admin/people/edit/${row.id}`} className="hover:text-primary">
              {row.name}
            </Link>
            <PinnedTag pinned={row.top === 1} label={t.pinned} />
          </span>
        </div>
      ),
    },
    languageColumn,
    statusColumn,
    {
      key: 'jobs',
      title: t.jobs,
      render: (row) => (row.jobs ?? []).map((job) => job.name).join(jobSeparator) || <span className="text-ink-3">—</span>,
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
        <div className="leading-5 break-all text-ink-2">
          {row.phoneNumber && <div className="whitespace-nowrap">{row.phoneNumber}</div>}
          {row.email && <div>{row.email}</div>}
        </div>
      ),
    },
    {
      key: 'actions',
      title: c.actions,
      width: 'w-36',
      render: (row) => (
        <RowActions>
          <Link
            href={`/admin/people/edit/${row.id}`}
            className="text-primary hover:text-primary-hover"
            aria-label={`${c.edit} ${row.name}`}
          >
            {c.edit}
          </Link>
          {rights.mayChangeSiteAtOnce && <PinToggle pinned={row.top === 1} onToggle={(top) => void setTop(row, top)} text={t} />}
          {rights.mayDelete(row) && (
            <ConfirmButton description={t.deleteText} onConfirm={() => remove(row)} aria-label={`${c.delete} ${row.name}`} />
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={format(t.subtitle, { languages: servedLanguages })}
        extra={<AddButton onClick={() => router.push('/admin/people/add')}>{t.add}</AddButton>}
      />
      <ApprovalNotice />
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
          languageFilter,
          statusFilter,
        ]}
      />
      <PagedTableCard label={t.title} columns={columns} read={lawyers} list={list} empty={t.emptyText} />
    </>
  );
}
