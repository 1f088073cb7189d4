'use client';

import { CircleDashed, History } from 'lucide-react';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { listsText } from '@/lib/admin/i18n/lists';
import { useTranslationGaps } from '@/lib/admin/translations';
import type { TranslationKind, TranslationRow } from '@/lib/validation/translations';
import type { Column } from '../data-table';
import { cx } from '../ui/cx';
import { LanguageTag } from './language';

/**
 * A list's language column: the row's language and, under it, the languages its item is missing
 * in or has out of date (`keyOf`: the row's group key).
 */
export function useLanguageColumn<Row extends { lang: string }>(
  kind: TranslationKind,
  rows: readonly Row[] | undefined,
  keyOf: (row: Row) => string,
): Column<Row> {
  const t = useT(listsText);
  const gaps = useTranslationGaps(kind, rows?.map(keyOf));
  return {
    key: 'lang',
    title: t.language,
    render: (row) => (
      <div className="flex flex-col items-start gap-1">
        <LanguageTag lang={row.lang} />
        <TranslationGaps rows={gaps.get(keyOf(row))} />
      </div>
    ),
  };
}

const marks = {
  missing: { icon: CircleDashed, text: 'missingIn', tone: 'border-[#ffa39e] bg-danger-soft text-[#cf1322]' },
  outdated: { icon: History, text: 'outdatedIn', tone: 'border-[#ffd591] bg-[#fff7e6] text-[#ad4e00]' },
} as const;

/**
 * One small mark per language an item is missing in (a dashed circle) or has out of date (a
 * clock), showing the language's code and named in full for screen readers and on hover.
 */
export function TranslationGaps({ rows, className }: { rows: TranslationRow[] | undefined; className?: string }) {
  const t = useT(listsText);
  const languageName = useLanguageName();
  if (!rows?.length) return null;
  return (
    <ul aria-label={t.translationGaps} className={cx('flex flex-wrap gap-1', className)}>
      {rows.map((row) => {
        const mark = marks[row.status as keyof typeof marks];
        const text = format(t[mark.text], { lang: languageName(row.lang) });
        return (
          <li
            key={row.lang}
            title={text}
            className={cx('inline-flex items-center gap-0.5 rounded border px-1 text-xs leading-5 whitespace-nowrap', mark.tone)}
          >
            <mark.icon aria-hidden className="size-3" />
            <span aria-hidden>{row.lang}</span>
            <span className="sr-only">{text}</span>
          </li>
        );
      })}
    </ul>
  );
}
