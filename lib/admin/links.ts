'use client';

import { adminLangCode, useAdminLocale } from './i18n/locale';
import { useSiteLangCodes } from './site-languages';
import { useApi } from './use-api';

/** What a news article, deal or honour may name: lawyers and practice areas, by their groups' keys. */
export type LinkTargetKind = 'lawyer' | 'practice';

/** One lawyer or practice area as a picker shows it: its group's key, its name and its title (a lawyer's job titles). */
export interface LinkChoice {
  no: string;
  name: string;
  title: string;
}

interface Version {
  no: string;
  lang: string;
  name: string;
  jobs?: { name: string }[];
}

/**
 * One choice per group, named in the back office's language where the group has a version in it,
 * else in the first served language that has one (the default first).
 */
function choicesOf(rows: readonly Version[] | undefined, langCodes: readonly string[]): LinkChoice[] | undefined {
  if (!rows) return undefined;
  const rank = (lang: string) => (langCodes.includes(lang) ? langCodes.indexOf(lang) : langCodes.length);
  const best = new Map<string, Version>();
  for (const row of rows) {
    const kept = best.get(row.no);
    if (!kept || rank(row.lang) < rank(kept.lang)) best.set(row.no, row);
  }
  return [...best.values()].map((row) => ({
    no: row.no,
    name: row.name,
    title: (row.jobs ?? []).map((job) => job.name).join(' · '),
  }));
}

/** The languages a choice is named in, best first: the back office's own, then the site's order. */
function useNamingOrder(): string[] {
  const own = adminLangCode(useAdminLocale());
  const served = useSiteLangCodes();
  return served.includes(own) ? [own, ...served.filter((lang) => lang !== own)] : [...served];
}

const LAWYERS_SHOWN = 100;

/**
 * The lawyers or practice areas whose name holds `search` (lawyers asked of the API page by
 * page, practice areas all at once and filtered here); undefined while they load.
 */
export function useLinkChoices(kind: LinkTargetKind, search: string): LinkChoice[] | undefined {
  const langCodes = useNamingOrder();
  const name = search.trim();
  const lawyers = useApi(kind === 'lawyer' ? '/admin/lawyerTeam' : null, {
    query: { pageSize: LAWYERS_SHOWN, ...(name ? { name } : {}) },
  });
  const areas = useApi(kind === 'practice' ? '/admin/professionalField/lang/list' : null);
  if (kind === 'lawyer') return choicesOf(lawyers.data, langCodes);
  const all = choicesOf(areas.data, langCodes);
  const wanted = name.toLowerCase();
  return all && (wanted ? all.filter((choice) => choice.name.toLowerCase().includes(wanted)) : all);
}

/** The lawyer or practice area of group `no`, named as the pickers name it; undefined while it loads or when it is gone. */
export function useLinkChoice(kind: LinkTargetKind, no: string): LinkChoice | undefined {
  const langCodes = useNamingOrder();
  const lawyer = useApi(kind === 'lawyer' ? '/admin/lawyerTeam' : null, { query: { no, pageSize: LAWYERS_SHOWN } });
  const areas = useApi(kind === 'practice' ? '/admin/professionalField/lang/list' : null);
  const rows = kind === 'lawyer' ? lawyer.data : areas.data;
  return choicesOf(
    rows?.filter((row) => row.no === no),
    langCodes,
  )?.[0];
}
