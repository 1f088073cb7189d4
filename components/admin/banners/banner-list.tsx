'use client';

import { useState } from 'react';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { DataTable, type Column } from '@/components/admin/data-table';
import { LangTabs } from '@/components/admin/lang-tabs';
import { PinnedTag, PinToggle } from '@/components/admin/list/pin';
import { ApprovalNotice, useListRights } from '@/components/admin/list/rights';
import { RowActions } from '@/components/admin/list/row-actions';
import { AddButton } from '@/components/admin/ui/add-button';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader } from '@/components/admin/ui/card';
import { SearchBar } from '@/components/admin/search-bar';
import { useListState } from '@/components/admin/use-list-state';
import { statusOf, useStatusColumn, useStatusFilter } from '@/components/admin/workflow/status-list';
import { isOneOf, type LangCode } from '@/i18n/locales';
import { bannerText } from '@/lib/admin/i18n/banner';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { useT } from '@/lib/admin/i18n/dictionary';
import { revalidateApi } from '@/lib/admin/revalidate';
import { assetUrl } from '@/lib/admin/paths';
import { useApi } from '@/lib/admin/use-api';
import { usePinAndRemoveRow, useRemoveRow } from '@/lib/admin/row-actions';
import { listsText } from '@/lib/admin/i18n/lists';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { LanguageTag } from '@/components/admin/list/language';
import { TranslationGaps } from '@/components/admin/list/translation-gaps';
import { useTranslationGaps } from '@/lib/admin/translations';
import { useStartLang } from '@/lib/admin/translation-group';
import { BannerDialog, type BannerTarget } from './banner-dialog';
import { useBannerTranslation } from './use-banner-translation';
import type { AdminBanner } from '@/lib/validation/banner';

/** Banners per language: create and edit in a dialog, pin, delete. */
export function BannerListScreen() {
  const t = useT(bannerText);
  const [target, setTarget] = useState<BannerTarget | null>(null);
  const list = useListState(['status'] as const);
  const start = useStartLang();
  const statusFilter = useStatusFilter();
  // Translating side by side (from the address), that banner is the one in the dialog.
  const { translation, close } = useBannerTranslation();
  const done = () => {
    setTarget(null);
    if (translation) close();
  };

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <ApprovalNotice />
      <SearchBar fields={[statusFilter]} values={list.filters} onSearch={list.search} />
      <Card>
        <LangTabs initial={start}>{(lang) => <BannerTable lang={lang} status={list.filters.status} onEdit={setTarget} />}</LangTabs>
      </Card>
      <UnservedBanners status={list.filters.status} />
      <BannerDialog
        target={translation?.target ?? target}
        source={translation?.source}
        onClose={done}
        onSaved={() => {
          done();
          void revalidateApi('/admin/banner');
        }}
      />
    </>
  );
}

type Row = AdminBanner;

/**
 * Banners in a language the site no longer serves: kept, not shown to visitors, listed here with
 * their mark so they can be found and deleted (nothing when there are none).
 */
function UnservedBanners({ status }: { status: string }) {
  const t = useT(listsText);
  const b = useT(bannerText);
  const c = useT(commonText);
  const served = useSiteLangCodes();
  const rights = useListRights();
  const banners = useApi('/admin/banner', { query: { status: statusOf(status) } });
  const remove = useRemoveRow('/admin/banner', banners.mutate);
  const statusColumn = useStatusColumn<Row>();
  const rows = banners.data?.filter((banner) => !isOneOf(served, banner.lang));
  if (!rows?.length) return null;
  const columns: Column<Row>[] = [
    {
      key: 'title',
      title: b.bannerTitle,
      phone: 'head',
      render: (row) => row.title || <span className="text-ink-3">{b.noTitle}</span>,
    },
    { key: 'lang', title: t.language, render: (row) => <LanguageTag lang={row.lang} /> },
    statusColumn,
    { key: 'actions', title: c.actions, render: (row) => rights.mayDelete(row) && <ConfirmButton onConfirm={() => remove(row)} /> },
  ];
  return (
    <Card title={t.notServed} className="mt-4">
      <DataTable label={`${b.title} · ${t.notServed}`} columns={columns} rows={rows} rowKey={(row) => row.id} />
    </Card>
  );
}

function BannerTable({ lang, status, onEdit }: { lang: LangCode; status: string; onEdit: (target: BannerTarget) => void }) {
  const t = useT(bannerText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const statusColumn = useStatusColumn<Row>();
  const rights = useListRights();
  const banners = useApi('/admin/banner', { query: { lang, status: statusOf(status) } });
  const { setTop, remove } = usePinAndRemoveRow('/admin/banner', banners.mutate, t);
  const rows = banners.data?.filter((banner) => banner.lang === lang);
  const gaps = useTranslationGaps(
    'banner',
    rows?.map((row) => row.imgPath),
  );

  const columns: Column<Row>[] = [
    {
      key: 'image',
      title: t.image,
      width: 'w-40',
      phone: 'head',
      // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of an uploaded image
      render: (row) => <img src={assetUrl(row.imgPath)} alt="" className="h-16 w-32 rounded border border-line-soft object-cover" />,
    },
    {
      key: 'title',
      title: `${t.bannerTitle} / ${t.subTitle}`,
      phone: 'head',
      render: (row) => (
        <div className="leading-5">
          <div className="font-medium">
            {row.title || <span className="text-ink-3">{t.noTitle}</span>}
            <PinnedTag pinned={row.top === 1} label={t.pinned} />
          </div>
          {row.subTitle && <div className="text-ink-2">{row.subTitle}</div>}
          <TranslationGaps rows={gaps.get(row.imgPath)} className="mt-1" />
        </div>
      ),
    },
    statusColumn,
    {
      key: 'link',
      title: t.linkUrl,
      render: (row) =>
        row.linkUrl ? (
          <a href={row.linkUrl} target="_blank" rel="noreferrer" className="break-all text-primary hover:underline">
            {row.linkUrl}
          </a>
        ) : (
          <span className="text-ink-3">—</span>
        ),
    },
    {
      key: 'actions',
      title: c.actions,
      width: 'w-36',
      render: (row) => (
        <RowActions>
          <Button variant="link" size="sm" onClick={() => onEdit({ banner: row })}>
            {c.edit}
          </Button>
          {rights.mayChangeSiteAtOnce && <PinToggle pinned={row.top === 1} onToggle={(top) => void setTop(row, top)} text={t} />}
          {rights.mayDelete(row) && <ConfirmButton onConfirm={() => remove(row)} />}
        </RowActions>
      ),
    },
  ];

  return (
    <div>
      <div className="mb-4 flex justify-end">
        <AddButton onClick={() => onEdit({ lang })}>{t.create}</AddButton>
      </div>
      <DataTable
        label={`${t.title} ${languageName(lang)}`}
        columns={columns}
        rows={rows}
        rowKey={(row) => row.id}
        loading={banners.isLoading}
        empty={t.emptyText}
      />
    </div>
  );
}
