'use client';

import { useMemo } from 'react';
import { toast } from 'sonner';
import type { Glossary, GlossaryMatch } from '@/lib/content/glossary';
import type { GlossaryCheck } from '@/lib/validation/glossary';
import type { TranslationKind } from '@/lib/validation/translations';
import { downloadFile } from './download';
import { api } from './fetcher';
import { format } from './i18n/dictionary';
import { glossaryText } from './i18n/glossary';
import { getAdminLocale } from './i18n/locale';
import { revalidateApi } from './revalidate';
import { useSiteLangCodes } from './site-languages';
import { useApi } from './use-api';

const GLOSSARY = '/admin/glossary';

/** Every term (any member of staff reads them), as the list shows them. */
export function useGlossaryTerms() {
  return useApi(GLOSSARY);
}

/** The glossary as matching reads it (lib/content/glossary.ts): the terms, in the site's default language. */
export function useGlossary(): Glossary | undefined {
  const langCodes = useSiteLangCodes();
  const { data } = useGlossaryTerms();
  return useMemo(() => data && { termLang: langCodes[0], terms: data }, [data, langCodes]);
}

/** After a change: the list, and every translation's highlights, read afresh. */
export function refreshGlossary(): Promise<unknown> {
  return revalidateApi(GLOSSARY);
}

export function downloadGlossary(): Promise<boolean> {
  return downloadFile(`${GLOSSARY}/export`, 'glossary.csv');
}

/** What a saved translation lacks of the glossary (`id` null: nothing saved yet); read afresh after each save and "still current". */
export function useGlossaryCheck(kind: TranslationKind, id: number | undefined) {
  return useApi(id ? '/admin/translations/glossary' : null, { query: { kind, id: String(id) } });
}

/** "Term → rendering", as a warning lists them. */
const matchText = (match: GlossaryMatch) => `${match.source} → ${match.rendering}`;

/** A warning notification listing the renderings a saved translation lacks; `title` has a `{count}`. */
export function warnOfMissingTerms(missing: readonly GlossaryMatch[], title: 'missingAfterSave' | 'missingAfterConfirm'): void {
  if (!missing.length) return;
  const t = glossaryText[getAdminLocale()];
  toast.warning(format(t[title], { count: missing.length }), { description: missing.map(matchText).join('; ') });
}

/** After "still current": warns of the renderings the version lacks (a failed check says nothing; the confirmation stands). */
export async function warnAfterConfirm(kind: TranslationKind, id: number): Promise<void> {
  const check: GlossaryCheck | undefined = await api
    .get('/admin/translations/glossary', { query: { kind, id: String(id) }, quiet: true })
    .catch(() => undefined);
  if (check) warnOfMissingTerms(check.missing, 'missingAfterConfirm');
}
