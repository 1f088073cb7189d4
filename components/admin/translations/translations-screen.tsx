'use client';

import Link from 'next/link';
import { Suspense, useState } from 'react';
import { DataTable, type Column } from '@/components/admin/data-table';
import { FormDialog } from '@/components/admin/form-dialog';
import { FieldDifferences } from '@/components/admin/workflow/field-differences';
import { SearchBar } from '@/components/admin/search-bar';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader, Tag } from '@/components/admin/ui/card';
import { useListState } from '@/components/admin/use-list-state';
import { api } from '@/lib/admin/fetcher';
import { formatDateTime } from '@/lib/admin/format';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { translationsText } from '@/lib/admin/i18n/translations';
import { notifySuccess } from '@/lib/admin/notify';
import { sideBySideHref } from '@/lib/admin/side-by-side';
import { refreshTranslations } from '@/lib/admin/translations';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { adminKinds, useKindLabel, type AdminKind } from '@/lib/admin/kinds';
import { useApi } from '@/lib/admin/use-api';
import { translationKinds, translationStatuses, type TranslationRow, type TranslationStatus } from '@/lib/validation/translations';

const statusTone: Record<TranslationStatus, 'red' | 'orange' | 'green'> = { missing: 'red', outdated: 'orange', current: 'green' };

export function TranslationsScreen() {
  return (
    <Suspense>
      <Translations />
    </Suspense>
  );
}

/** Each group's version in each served language: missing, out of date or current, with the way to fix it. */
function Translations() {
  const t = useT(translationsText);
  const kindLabel = useKindLabel();
  const languageName = useLanguageName();
  const langs = useSiteLangCodes();
  const list = useListState(['kind', 'lang', 'status'] as const);
  const rows = useApi('/admin/translations', { query: list.query });
  const counts = useApi('/admin/translations/counts', { query: list.filters.kind ? { kind: list.filters.kind } : {} });
  const [busy, setBusy] = useState<string | null>(null);
  const [shown, setShown] = useState<TranslationRow | null>(null);

  const keyOf = (row: TranslationRow) => `${row.kind}-${row.no}-${row.lang}`;
  const markCurrent = async (row: TranslationRow) => {
    setBusy(keyOf(row));
    try {
      await api.post('/admin/translations/confirm', { json: { kind: row.kind, id: row.id! } });
      notifySuccess(t.markedCurrent);
      setShown(null);
      await refreshTranslations();
    } catch {
      // The fetcher has shown the server's message.
    } finally {
      setBusy(null);
    }
  };

  const columns: Column<TranslationRow>[] = [
    { key: 'title', title: t.itemTitle, render: (row) => <span className="break-words">{row.title || row.no}</span> },
    { key: 'kind', title: t.kind, render: (row) => <span className="whitespace-nowrap">{kindLabel(row.kind)}</span> },
    { key: 'lang', title: t.lang, render: (row) => <Tag tone="blue">{languageName(row.lang)}</Tag> },
    { key: 'status', title: t.status, render: (row) => <Tag tone={statusTone[row.status]}>{t[row.status]}</Tag> },
    {
      key: 'source',
      title: t.source,
      render: (row) => <span className="whitespace-nowrap">{row.sourceLang ? languageName(row.sourceLang) : t.original}</span>,
    },
    {
      key: 'sourceUpdatedAt',
      title: t.sourceUpdatedAt,
      render: (row) => <span className="whitespace-nowrap">{formatDateTime(row.sourceUpdatedAt)}</span>,
    },
    {
      key: 'actions',
      title: t.actions,
      render: (row) => {
        const names = { title: row.title || row.no, lang: languageName(row.lang) };
        const kind: AdminKind = adminKinds[row.kind];
        const edit = kind.editHref(row.id ?? row.sourceId ?? 0);
        // Banners and legal documents are edited on their list's screen, which the group's key opens side by side.
        const translated = kind.translateHref?.(row.no) ?? edit;
        const editor = row.status !== 'current' ? sideBySideHref(translated, row.lang, row.sourceLang) : edit;
        return (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={editor}
              className="whitespace-nowrap text-primary hover:text-primary-hover"
              aria-label={format(row.status === 'current' ? t.editLabel : t.translateLabel, names)}
            >
              {row.status === 'current' ? t.edit : t.translate}
            </Link>
            {row.status === 'outdated' && (
              <Button variant="link" size="sm" onClick={() => setShown(row)} aria-label={format(t.showChangesLabel, names)}>
                {t.showChanges}
              </Button>
            )}
            {row.status === 'outdated' && (
              <Button
                variant="link"
                size="sm"
                loading={busy === keyOf(row)}
                onClick={() => void markCurrent(row)}
                aria-label={format(t.markCurrentLabel, names)}
              >
                {t.markCurrent}
              </Button>
            )}
          </div>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t.title} subtitle={t.subtitle} />
      <section aria-labelledby="translation-counts" className="mb-4 rounded-lg bg-white px-4 py-4 sm:px-6">
        <h2 id="translation-counts" className="mb-2 font-semibold">
          {t.counts}
        </h2>
        <ul className="flex flex-wrap gap-x-8 gap-y-2">
          {(counts.data ?? []).map((count) => {
            const lang = languageName(count.lang);
            return (
              <li key={count.lang} className="flex flex-wrap items-center gap-2">
                <span className="font-medium">{lang}</span>
                {(['missing', 'outdated'] as const).map((status) => (
                  <Button
                    key={status}
                    variant="link"
                    size="sm"
                    onClick={() => list.search({ ...list.filters, lang: count.lang, status })}
                    aria-label={format(status === 'missing' ? t.showMissing : t.showOutdated, { count: count[status], lang })}
                  >
                    {t[status]} {count[status]}
                  </Button>
                ))}
              </li>
            );
          })}
        </ul>
      </section>
      <SearchBar
        values={list.filters}
        onSearch={list.search}
        fields={[
          {
            name: 'kind',
            label: t.kind,
            width: 'w-40',
            placeholder: t.allKinds,
            options: translationKinds.map((kind) => ({ value: kind, label: kindLabel(kind) })),
          },
          {
            name: 'lang',
            label: t.lang,
            width: 'w-40',
            placeholder: t.allLangs,
            options: langs.map((lang) => ({ value: lang, label: languageName(lang) })),
          },
          {
            name: 'status',
            label: t.status,
            width: 'w-36',
            placeholder: t.allStatuses,
            options: translationStatuses.map((status) => ({ value: status, label: t[status] })),
          },
        ]}
      />
      <Card>
        <DataTable
          label={t.title}
          columns={columns}
          rows={rows.data}
          rowKey={keyOf}
          loading={rows.isLoading}
          empty={t.empty}
          pagination={list.pagination(rows.pageable)}
        />
      </Card>
      {shown && (
        <FormDialog
          open
          onOpenChange={(open) => !open && setShown(null)}
          title={format(t.changesTitle, { title: shown.title || shown.no })}
          width="w-[min(880px,calc(100vw-32px))]"
          action={
            <Button variant="primary" loading={busy === keyOf(shown)} onClick={() => void markCurrent(shown)}>
              {t.markCurrent}
            </Button>
          }
        >
          <SourceChanges row={shown} />
        </FormDialog>
      )}
    </>
  );
}

/** The source's fields whose words changed since the version was translated: then beside now. */
function SourceChanges({ row }: { row: TranslationRow }) {
  const t = useT(translationsText);
  const changes = useApi('/admin/translations/changes', { query: { kind: row.kind, id: String(row.id) } });
  if (!changes.data) return <p className="text-ink-3">…</p>;
  const side = (which: 'then' | 'now') => Object.fromEntries(changes.data!.changes.map((change) => [change.field, change[which] ?? '']));
  return <FieldDifferences before={side('then')} after={side('now')} beforeLabel={t.then} afterLabel={t.now} />;
}
