'use client';

import useSWR from 'swr';
import type { TranslationKind, TranslationRow } from '@/lib/validation/translations';
import { api } from './fetcher';
import { revalidateApi } from './revalidate';
import { useSiteLangCodes } from './site-languages';
import { useApi } from './use-api';

const TRANSLATIONS = '/admin/translations';

/** How many versions are missing or out of date in the served languages, every kind together. */
export function useTranslationsToDo(): number | undefined {
  const { data } = useApi('/admin/translations/counts', { query: {} });
  return data?.reduce((sum, count) => sum + count.missing + count.outdated, 0);
}

// The most rows one call gives (its largest page).
const ROWS_PER_CALL = 100;

/**
 * The versions missing or out of date of the groups `keys` (a list screen's rows), by group key,
 * in every served language: each call asks for as many groups as a page holds when every one of
 * them lacks every other language. Read afresh after every save (`refreshTranslations`).
 */
export function useTranslationGaps(kind: TranslationKind, keys: readonly string[] | undefined): Map<string, TranslationRow[]> {
  const unique = [...new Set(keys ?? [])].sort();
  const groupsPerCall = Math.max(1, Math.floor(ROWS_PER_CALL / useSiteLangCodes().length));
  const { data } = useSWR(unique.length ? [TRANSLATIONS, { query: { kind, nos: unique.join(',') } }, 'gaps'] : null, async () => {
    const calls = [];
    for (let start = 0; start < unique.length; start += groupsPerCall) {
      const nos = unique.slice(start, start + groupsPerCall).join(',');
      calls.push(api.get(TRANSLATIONS, { query: { kind, nos, status: 'todo', pageSize: ROWS_PER_CALL }, quiet: true }));
    }
    return (await Promise.all(calls)).flat();
  });
  const gaps = new Map<string, TranslationRow[]>();
  for (const row of data ?? []) gaps.set(row.no, [...(gaps.get(row.no) ?? []), row]);
  return gaps;
}

/** After a save: the desk, its counts and every list's marks are read afresh. */
export function refreshTranslations(): Promise<unknown> {
  return revalidateApi(TRANSLATIONS);
}
