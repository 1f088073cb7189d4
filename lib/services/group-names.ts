import { defaultLangCode } from '../../i18n/locales';
import type { Db } from '../db/client';
import { groupNames, type NamedByGroup } from '../repositories/display-names';

/**
 * The names of lawyers or practice areas by their group's key, each in `lang` where it has a
 * version there, else in the site's default language, else in any (of any state: staff read them).
 */
export async function groupNamesIn(db: Db, kind: NamedByGroup, nos: string[], lang: string): Promise<Map<string, string>> {
  const rank = (row: { lang: string }) => (row.lang === lang ? 0 : row.lang === defaultLangCode() ? 1 : 2);
  const names = new Map<string, { name: string; rank: number }>();
  for (const row of await groupNames(db, kind, [...new Set(nos)])) {
    const kept = names.get(row.no);
    if (!kept || rank(row) < kept.rank) names.set(row.no, { name: row.name, rank: rank(row) });
  }
  return new Map([...names].map(([no, { name }]) => [no, name]));
}
