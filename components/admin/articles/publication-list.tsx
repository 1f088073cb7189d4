'use client';

import { Plus } from 'lucide-react';
import Link from 'next/link';
import { useState } from 'react';
import { useCatalogNames } from '@/lib/admin/articles/catalogs';
import { publications } from '@/lib/admin/articles/kinds';
import { editorHref } from '@/lib/admin/articles/mapping';
import type { PublicationKind } from '@/lib/content/publication-kind';
import { api } from '@/lib/admin/fetcher';
import { formatDateTime } from '@/lib/admin/format';
import { articlesText } from '@/lib/admin/i18n/articles';
import { commonText } from '@/lib/admin/i18n/common';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { notifySuccess } from '@/lib/admin/notify';
import { refreshTranslations } from '@/lib/admin/translations';
import { assetUrl } from '@/lib/admin/paths';
import { publicHref } from '@/lib/admin/public-links';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { useApi } from '@/lib/admin/use-api';
import { useListState } from '@/components/admin/use-list-state';
import { countStopped } from '@/lib/search/counted';
import type { AdminArticle } from '@/lib/validation/article';
import type { AdminHonour } from '@/lib/validation/honour';
import { ConfirmButton } from '../confirm-dialog';
import { DataTable, type Column } from '../data-table';
import { SearchBar } from '../search-bar';
import { Button } from '../ui/button';
import { useLanguageFilter } from '../list/language';
import { useLanguageColumn } from '../list/translation-gaps';
import { PinnedTag } from '../list/pin';
import { useMine } from '@/lib/admin/session';
import { ApprovalNotice, useListRights } from '../list/rights';
import { Card, PageHeader, Tag } from '../ui/card';
import { useStatusColumn, useStatusFilter } from '../workflow/status-list';
import { ViewLink } from '../workflow/view-link';
import { useLinkFilters } from './publication-links';

/** A news article or deal, or an honour (which has no catalog and no link). */
type Row = AdminHonour & Partial<Pick<AdminArticle, 'cataId' | 'isLink'>>;

const titles = { news: 'newsTitle', deal: 'dealsTitle', honour: 'honoursTitle' } as const;

/** News, deals or honours: every language version as a row, searchable, pin and delete by `no`. */
export function PublicationListScreen({ kind }: { kind: PublicationKind }) {
  const config = publications[kind];
  const t = useT(articlesText);
  const common = useT(commonText);
  const defaultLang = useSiteLangCodes()[0];
  const list = useListState(['title', 'no', 'lang', 'status', 'lawyerNo', 'practiceNo'] as const);
  const linkFilters = useLinkFilters(list.filters);
  const statusColumn = useStatusColumn<Row>();
  const statusFilter = useStatusFilter();
  const languageFilter = useLanguageFilter();
  const rights = useListRights();
  const { isTranslator } = useMine();
  const { data, pageable, isLoading, mutate } = useApi(config.apiPath, { query: list.query });
  const pagination = list.pagination(pageable);
  const languageColumn = useLanguageColumn(kind, data, (row) => row.no);
  const searched = Boolean(list.query.title || list.query.no);
  const catalogNames = useCatalogNames(config.catalogType);
  const [busyNo, setBusyNo] = useState<string | null>(null);

  // Each row opens its group's editor on the row's language.
  const editHref = (row: Row) => `${editorHref(config.base, !!row.isLink, row.no)}&lang=${row.lang}`;

  const setTop = async (row: Row, top: boolean) => {
    setBusyNo(row.no);
    try {
      await api.put(`${config.apiPath}/${top ? 'pin' : 'unpin'}`, { query: { no: row.no } });
      notifySuccess(top ? t.pinnedDone : t.unpinnedDone);
      await mutate();
    } catch {
      // Reported by the fetcher.
    } finally {
      setBusyNo(null);
    }
  };

  const remove = async (row: Row) => {
    await api.delete(config.apiPath, { query: { no: row.no } });
    notifySuccess(common.deleted);
    await Promise.all([mutate(), refreshTranslations()]);
  };

  const columns: Column<Row>[] = [
    {
      key: 'title',
      title: t.title,
      phone: 'head',
      render: (row) => (
        <div className="flex min-w-48 items-center gap-3">
          {row.coverUrl ? (
            // eslint-disable-next-line @next/next/no-img-element -- a small admin thumbnail
            <img src={assetUrl(row.coverUrl)} alt="" className="h-10 w-14 shrink-0 rounded object-cover" />
          ) : (
            <span className="h-10 w-14 shrink-0 rounded bg-black/[0.04]" />
          )}
          <div className="min-w-0">
            <Link href={editHref(row)} className="line-clamp-2 text-ink hover:text-primary">
              {row.title}
            </Link>
            {(row.isLink === 1 || row.top === 1) && (
              <div className="mt-0.5">
                {row.isLink === 1 && <Tag tone="blue">{t.external}</Tag>}
                <PinnedTag pinned={row.top === 1} label={t.pinned} />
              </div>
            )}
          </div>
        </div>
      ),
    },
    languageColumn,
    statusColumn,
    ...(config.catalogType !== undefined
      ? [
          {
            key: 'catalog',
            title: t.catalog,
            render: (row: Row) => <span>{row.cataId ? (catalogNames.get(row.cataId) ?? `#${row.cataId}`) : '—'}</span>,
          },
        ]
      : []),
    { key: 'no', title: t.no, render: (row) => <code className="text-xs break-all text-ink-2">{row.no}</code> },
    { key: 'views', title: t.views, align: 'right', render: (row) => row.views },
    {
      key: 'updateTime',
      title: t.updateTime,
      render: (row) => (
        <div className="whitespace-nowrap">
          {formatDateTime(row.updateTime)}
          {row.operatorName && (
            <div className="text-xs text-ink-3" title={t.operator}>
              {row.operatorName}
            </div>
          )}
        </div>
      ),
    },
    {
      key: 'actions',
      title: common.actions,
      width: 'w-40',
      render: (row) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 whitespace-nowrap">
          <Link href={editHref(row)} className="text-primary hover:text-primary-hover">
            {common.edit}
          </Link>
          {rights.mayChangeSiteAtOnce && (
            <Button variant="link" size="sm" loading={busyNo === row.no} onClick={() => void setTop(row, row.top !== 1)}>
              {row.top === 1 ? t.unpin : t.pin}
            </Button>
          )}
          <ViewLink
            entity={config.entity}
            version={row}
            href={publicHref(config.publicPath(row.id), row.lang, defaultLang)}
            label={t.view}
          />
          {rights.mayDelete(
            row,
            (data ?? []).filter((other) => other.no === row.no),
          ) && <ConfirmButton description={format(t.deleteGroupText, { no: row.no })} onConfirm={() => remove(row)} />}
        </div>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title={t[titles[kind]]}
        extra={
          !isTranslator && (
            <>
              {config.catalogType !== undefined && (
                <Link
                  href={`${config.base}/edit-external`}
                  className="inline-flex h-[44px] items-center rounded-md border border-line bg-white px-3.5 md:h-8 shadow-sm hover:border-primary-hover hover:text-primary"
                >
                  {t.createExternal}
                </Link>
              )}
              <Link
                href={`${config.base}/edit`}
                className="inline-flex h-[44px] items-center gap-1.5 rounded-md bg-primary px-3.5 md:h-8 text-white shadow-sm hover:bg-primary-hover"
              >
                <Plus aria-hidden className="size-4" />
                {t.create}
              </Link>
            </>
          )
        }
      />
      <ApprovalNotice />
      <SearchBar
        fields={[
          { name: 'title', label: t.title, placeholder: t.titlePlaceholder },
          { name: 'no', label: t.no, placeholder: t.noPlaceholder },
          languageFilter,
          statusFilter,
          ...linkFilters,
        ]}
        values={list.filters}
        onSearch={list.search}
      />
      <Card>
        <DataTable
          label={t[titles[kind]]}
          columns={columns}
          rows={data}
          rowKey={(row) => row.id}
          loading={isLoading}
          pagination={pagination && { ...pagination, capped: searched && countStopped(pagination.totalCount) }}
        />
      </Card>
    </>
  );
}
