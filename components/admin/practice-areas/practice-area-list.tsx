'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { ConfirmButton } from '@/components/admin/confirm-dialog';
import { LangTabs } from '@/components/admin/lang-tabs';
import { SortableTree } from '@/components/admin/sortable-tree';
import { AddButton } from '@/components/admin/ui/add-button';
import { Card, PageHeader, Placeholder } from '@/components/admin/ui/card';
import { Loading } from '@/components/admin/ui/loading';
import { SearchBar } from '@/components/admin/search-bar';
import { useListState } from '@/components/admin/use-list-state';
import { ApprovalNotice, useListRights } from '@/components/admin/list/rights';
import { TranslationGaps } from '@/components/admin/list/translation-gaps';
import { ListedStatus, statusOf, useStatusFilter } from '@/components/admin/workflow/status-list';
import type { LangCode } from '@/i18n/locales';
import { api } from '@/lib/admin/fetcher';
import { formatDateTime } from '@/lib/admin/format';
import { commonText } from '@/lib/admin/i18n/common';
import { useLanguageName, useServedLanguageList } from '@/lib/admin/i18n/language-names';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { practiceAreaText } from '@/lib/admin/i18n/practice-areas';
import { notifySuccess } from '@/lib/admin/notify';
import { assetUrl } from '@/lib/admin/paths';
import { useApi } from '@/lib/admin/use-api';
import { useRemoveRow } from '@/lib/admin/row-actions';
import { useTranslationGaps } from '@/lib/admin/translations';

/** Practice areas per language, reordered by dragging (PUT /api/admin/professionalField/sort). */
export function PracticeAreaListScreen() {
  const t = useT(practiceAreaText);
  const servedLanguages = useServedLanguageList();
  const router = useRouter();
  const list = useListState(['status'] as const);
  const statusFilter = useStatusFilter();
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={format(t.subtitle, { languages: servedLanguages })}
        extra={<AddButton onClick={() => router.push('/admin/expertise/add')}>{t.add}</AddButton>}
      />
      <ApprovalNotice />
      <SearchBar fields={[statusFilter]} values={list.filters} onSearch={list.search} />
      <Card>
        <LangTabs>{(lang) => <AreaList lang={lang} status={list.filters.status} />}</LangTabs>
      </Card>
    </>
  );
}

function AreaList({ lang, status }: { lang: LangCode; status: string }) {
  const t = useT(practiceAreaText);
  const c = useT(commonText);
  const languageName = useLanguageName();
  const rights = useListRights();
  const areas = useApi('/admin/professionalField/lang/list', { query: { lang, status: statusOf(status) } });

  const move = async (sourceId: number, targetId: number) => {
    await api.put('/admin/professionalField/sort', { json: { sourceId, targetId } });
    notifySuccess(t.sorted);
    await areas.mutate();
  };

  const remove = useRemoveRow('/admin/professionalField', areas.mutate);
  const gaps = useTranslationGaps(
    'practice',
    areas.data?.map((area) => area.no),
  );

  if (areas.isLoading) return <Loading />;
  if (!areas.data?.length) return <Placeholder>{t.emptyText}</Placeholder>;

  return (
    <SortableTree
      label={`${t.title} ${languageName(lang)}`}
      items={areas.data}
      onMove={move}
      movable={rights.mayChangeSiteAtOnce}
      renderItem={(area, { handle }) => (
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-line-soft px-2 py-2">
          {handle}
          <span className="flex size-9 shrink-0 items-center justify-center rounded bg-black/[0.03]">
            {area.iconUrl && (
              // eslint-disable-next-line @next/next/no-img-element -- an admin thumbnail of an uploaded icon
              <img src={assetUrl(area.iconUrl)} alt="" className="size-7 object-contain" />
            )}
          </span>
          <span className="min-w-0 flex-1">
            <span className="font-medium break-words">{area.name}</span>
            <TranslationGaps rows={gaps.get(area.no)} className="mt-1" />
          </span>
          <ListedStatus state={area} />
          <span className="hidden w-36 text-ink-3 md:inline">{formatDateTime(area.updateTime)}</span>
          <span className="flex w-full items-center justify-end gap-3 sm:w-28 [&_button]:min-h-[44px] [&_button]:min-w-[44px] md:[&_button]:min-h-0 md:[&_button]:min-w-0">
            <Link
              href={`/admin/expertise/edit/${area.id}`}
              className="inline-flex min-h-[44px] min-w-[44px] items-center justify-center text-primary hover:text-primary-hover md:min-h-0 md:min-w-0"
              aria-label={`${c.edit} ${area.name}`}
            >
              {c.edit}
            </Link>
            {rights.mayDelete(area) && (
              <ConfirmButton description={t.deleteText} onConfirm={() => remove(area)} aria-label={`${c.delete} ${area.name}`} />
            )}
          </span>
        </div>
      )}
    />
  );
}
