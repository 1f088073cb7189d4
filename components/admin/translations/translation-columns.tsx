'use client';

import Link from 'next/link';
import type { Column } from '@/components/admin/data-table';
import { Button } from '@/components/admin/ui/button';
import { Tag } from '@/components/admin/ui/card';
import { formatDateTime } from '@/lib/admin/format';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { translationsText } from '@/lib/admin/i18n/translations';
import { adminKinds, useKindLabel, versionHref, type AdminKind } from '@/lib/admin/kinds';
import { sideBySideHref } from '@/lib/admin/side-by-side';
import type { TranslationRow, TranslationStatus } from '@/lib/validation/translations';
import { rowKey } from './use-mark-current';

const statusTone: Record<TranslationStatus, 'red' | 'orange' | 'green'> = { missing: 'red', outdated: 'orange', current: 'green' };

/** Where a row leads: the version's editor, side by side with its source when there is something to translate. */
export function editorHref(row: TranslationRow): string {
  const kind: AdminKind = adminKinds[row.kind];
  if (row.status === 'current') return versionHref(row.kind, { id: row.id ?? 0, lang: row.lang, no: row.no });
  // Banners and legal documents are edited on their list's screen, which the group's key opens side by side.
  const translated = kind.translateHref?.(row.no) ?? kind.editHref(row.id ?? row.sourceId ?? 0);
  return sideBySideHref(translated, row.lang, row.sourceLang);
}

/** The desk's columns; an outdated row also offers what changed in its source, and "still current". */
export function useTranslationColumns({
  busy,
  markCurrent,
  showChanges,
}: {
  busy: string | null;
  markCurrent: (row: TranslationRow) => void;
  showChanges: (row: TranslationRow) => void;
}): Column<TranslationRow>[] {
  const t = useT(translationsText);
  const kindLabel = useKindLabel();
  const languageName = useLanguageName();
  return [
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
        return (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={editorHref(row)}
              className="whitespace-nowrap text-primary hover:text-primary-hover"
              aria-label={format(row.status === 'current' ? t.editLabel : t.translateLabel, names)}
            >
              {row.status === 'current' ? t.edit : t.translate}
            </Link>
            {row.status === 'outdated' && (
              <Button variant="link" size="sm" onClick={() => showChanges(row)} aria-label={format(t.showChangesLabel, names)}>
                {t.showChanges}
              </Button>
            )}
            {row.status === 'outdated' && (
              <Button
                variant="link"
                size="sm"
                loading={busy === rowKey(row)}
                onClick={() => markCurrent(row)}
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
}
