'use client';

import { useRouter } from 'next/navigation';
import { Suspense, useState } from 'react';
import { DataTable } from '@/components/admin/data-table';
import { FormDialog } from '@/components/admin/form-dialog';
import { FieldDifferences } from '@/components/admin/workflow/field-differences';
import { SearchBar } from '@/components/admin/search-bar';
import { Button } from '@/components/admin/ui/button';
import { Card, PageHeader } from '@/components/admin/ui/card';
import { useListState } from '@/components/admin/use-list-state';
import { XliffPanel } from './xliff-panel';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { translationsText } from '@/lib/admin/i18n/translations';
import { useSiteLangCodes } from '@/lib/admin/site-languages';
import { useKindLabel } from '@/lib/admin/kinds';
import { useApi } from '@/lib/admin/use-api';
import { translationKinds, translationStatuses, type TranslationRow, type TranslationStatusFilter } from '@/lib/validation/translations';
import { editorHref, useTranslationColumns } from './translation-columns';
import { rowKey, useMarkCurrent } from './use-mark-current';

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
  const router = useRouter();
  const list = useListState(['kind', 'lang', 'status'] as const);
  // The screen opens on what is left to do; "all" lists every status.
  const status = (list.filters.status || 'todo') as TranslationStatusFilter | 'all';
  const rows = useApi('/admin/translations', { query: { ...list.query, status: status === 'all' ? undefined : status } });
  const counts = useApi('/admin/translations/counts', { query: list.filters.kind ? { kind: list.filters.kind } : {} });
  const [shown, setShown] = useState<TranslationRow | null>(null);
  const { busy, markCurrent } = useMarkCurrent(() => setShown(null));
  const columns = useTranslationColumns({ busy, markCurrent: (row) => void markCurrent(row), showChanges: setShown });

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
      <XliffPanel rows={rows.data} filters={{ ...list.filters, status: translationStatuses.find((each) => each === status) }} />
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
            width: 'w-44',
            placeholder: t.toDo,
            options: [...translationStatuses.map((each) => ({ value: each, label: t[each] })), { value: 'all', label: t.allStatuses }],
          },
        ]}
      />
      <Card>
        <DataTable
          label={t.title}
          columns={columns}
          rows={rows.data}
          rowKey={rowKey}
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
            <>
              <Button loading={busy === rowKey(shown)} onClick={() => void markCurrent(shown)}>
                {t.markCurrent}
              </Button>
              <Button variant="primary" onClick={() => router.push(editorHref(shown))}>
                {t.translate}
              </Button>
            </>
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
  const { sourceRecorded } = changes.data;
  // Without any record of the source, its words now are shown unmarked rather than all as new.
  const side = (which: 'then' | 'now') =>
    Object.fromEntries(changes.data!.changes.map((change) => [change.field, change[which] ?? change.now]));
  return (
    <>
      {!sourceRecorded && (
        <p role="note" className="mb-3 text-ink-2">
          {t.noRecordOfSource}
        </p>
      )}
      <FieldDifferences
        before={side('then')}
        after={side('now')}
        beforeLabel={sourceRecorded ? t.then : t.earliestRecord}
        afterLabel={t.now}
      />
    </>
  );
}
