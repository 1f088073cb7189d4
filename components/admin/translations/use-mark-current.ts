'use client';

import { useState } from 'react';
import { useConfirm } from '@/components/admin/confirm-dialog';
import { api } from '@/lib/admin/fetcher';
import { warnAfterConfirm } from '@/lib/admin/glossary';
import { format, useT } from '@/lib/admin/i18n/dictionary';
import { useLanguageName } from '@/lib/admin/i18n/language-names';
import { translationsText } from '@/lib/admin/i18n/translations';
import { notifySuccess } from '@/lib/admin/notify';
import { refreshTranslations } from '@/lib/admin/translations';
import type { TranslationRow } from '@/lib/validation/translations';

export const rowKey = (row: TranslationRow) => `${row.kind}-${row.no}-${row.lang}`;

/**
 * "Still current": after staff confirm that the source's changes need no change in the
 * translation, the outdated mark is cleared (its words stay). `busy`: the row being marked.
 */
export function useMarkCurrent(onDone: () => void) {
  const t = useT(translationsText);
  const languageName = useLanguageName();
  const confirm = useConfirm();
  const [busy, setBusy] = useState<string | null>(null);

  const markCurrent = async (row: TranslationRow) => {
    const names = { title: row.title || row.no, lang: languageName(row.lang) };
    const sure = await confirm({
      title: t.confirmCurrentTitle,
      description: format(t.confirmCurrentText, names),
      confirmText: t.markCurrent,
    });
    if (!sure) return;
    setBusy(rowKey(row));
    try {
      await api.post('/admin/translations/confirm', { json: { kind: row.kind, id: row.id! } });
      notifySuccess(t.markedCurrent);
      void warnAfterConfirm(row.kind, row.id!);
      onDone();
      await refreshTranslations();
    } catch {
      // The fetcher has shown the server's message.
    } finally {
      setBusy(null);
    }
  };
  return { busy, markCurrent };
}
