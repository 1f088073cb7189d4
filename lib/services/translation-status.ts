import { siteLangCodes } from '@/i18n/locales';
import { cachedRead } from '../cache/data-cache';
import { contentKindList } from '../content/kinds';
import { getDb, inTransaction, type Db } from '../db/client';
import { readSetting, writeSetting } from '../repositories/site-settings';
import * as kept from '../repositories/translation-status';
import { findTranslationSources, readGroupVersions, type GroupVersion, type TranslationSourceRow } from '../repositories/translations';
import type { TranslationCount, TranslationKind, TranslationRow, TranslationStatusFilter } from '../validation/translations';
import { serverKinds } from './kinds';
import type { PageRequest } from './page-request';
import { defaultSource, groupSpecOf, liveFingerprint } from './translation-sources';

/**
 * The translation desk's rows, kept in `translationStatus`: a write marks its group stale (the
 * source-fingerprint migration's triggers), and every read first works out the stale groups again
 * here, comparing each translation's recorded source fingerprints with its source's text now.
 */

/** The languages the kept rows were worked out for, the default first; other languages mean working out every group again. */
const STATUS_LANGS_SETTING = 'translationStatusLangs';

const sourceFields = (source: GroupVersion) => ({
  sourceLang: source.lang,
  sourceId: source.id,
  title: source.title ?? '',
  sourceUpdatedAt: source.updateTime,
});

/**
 * The status of each group's version in each of `langs`: missing (with the version it would be
 * translated from), outdated (its source is published with words other than those it was saved
 * beside) or current (an original, or translated from the source as it is). `versions`: every
 * version of the groups, in id order, with their live text.
 */
function deskRows(
  kind: TranslationKind,
  versions: GroupVersion[],
  sources: Map<number, TranslationSourceRow>,
  langs: readonly string[],
): TranslationRow[] {
  const spec = groupSpecOf(serverKinds[kind]);
  const byId = new Map(versions.map((version) => [version.id, version]));
  const groups = new Map<string, GroupVersion[]>();
  for (const version of versions) groups.set(version.key, [...(groups.get(version.key) ?? []), version]);
  const fingerprints = new Map<number, string>();
  const fingerprintOf = (source: GroupVersion) =>
    fingerprints.get(source.id) ?? fingerprints.set(source.id, liveFingerprint(spec, source)).get(source.id)!;
  const rows: TranslationRow[] = [];
  for (const [no, group] of groups) {
    for (const lang of langs) {
      const target = group.find((version) => version.lang === lang);
      const row = { kind, no, lang, id: target?.id ?? null };
      if (!target) {
        const source = defaultSource(group, { id: null, lang }, sources) ?? group[0];
        rows.push({ ...row, status: 'missing', ...sourceFields(source) });
        continue;
      }
      const recorded = sources.get(target.id);
      const source = recorded && byId.get(recorded.sourceId);
      if (!recorded || !source || source.key !== no) {
        const original = { sourceLang: null, sourceId: null, title: target.title ?? '', sourceUpdatedAt: target.updateTime };
        rows.push({ ...row, status: 'current', ...original });
        continue;
      }
      const live = fingerprintOf(source);
      const changed = source.published === 1 && live !== recorded.textHash && live !== recorded.liveTextHash;
      rows.push({ ...row, status: changed ? 'outdated' : 'current', ...sourceFields(source) });
    }
  }
  return rows;
}

const kindsOfTable = (table: string) => contentKindList.filter((kind) => serverKinds[kind].table === table);

/** Works out the rows of the stale groups `nos` of the content table `table` again. */
async function workOut(db: Db, table: string, nos: string[], langs: readonly string[]): Promise<void> {
  for (const kind of kindsOfTable(table)) {
    const spec = serverKinds[kind];
    const versions = await readGroupVersions(db, groupSpecOf(spec), { keys: nos });
    const sources = await findTranslationSources(
      db,
      spec.entity,
      versions.map((version) => version.id),
    );
    await kept.replaceStatusRows(db, kind, nos, deskRows(kind, versions, sources, langs));
  }
}

const GROUPS_PER_TRANSACTION = 500;

/** One transaction's share of the refresh; whether stale groups may remain. */
async function refreshSome(db: Db): Promise<boolean> {
  await kept.lockStatusRefresh(db);
  const langs = siteLangCodes();
  if ((await readSetting(db, STATUS_LANGS_SETTING)) !== langs.join(',')) {
    await kept.clearStatus(db);
    for (const table of new Set(contentKindList.map((kind) => serverKinds[kind].table)))
      await kept.markEveryGroupStale(db, table, serverKinds[kindsOfTable(table)[0]].translation.key);
    await writeSetting(db, STATUS_LANGS_SETTING, langs.join(','));
  }
  const claimed = await kept.claimStale(db, GROUPS_PER_TRANSACTION);
  for (const [table, nos] of kept.byTable(claimed)) await workOut(db, table, nos, langs);
  return claimed.length === GROUPS_PER_TRANSACTION;
}

/** Works out every stale group's rows again, a transaction per 500 groups. */
export async function refreshTranslationStatus(db: Db): Promise<void> {
  // Most reads find nothing stale: two small reads, without a transaction or a lock.
  if (!(await kept.anyStale(db)) && (await readSetting(db, STATUS_LANGS_SETTING)) === siteLangCodes().join(',')) return;
  while (await inTransaction(db, refreshSome));
}

export interface StatusFilter {
  kind?: TranslationKind;
  lang?: string;
  /** The languages a translator's desk shows (lib/services/translator.ts); absent: every language. */
  langs?: readonly string[];
  status?: TranslationStatusFilter;
  no?: string;
  /** Several groups (a list screen's page). */
  nos?: string[];
}

const asRow = (row: kept.StatusRow) => row as TranslationRow;

/** One page of the desk's rows, newest source change first, and how many there are. */
export async function statusPage(db: Db, filter: StatusFilter, page: PageRequest) {
  await refreshTranslationStatus(db);
  const { rows, total } = await kept.readStatusPage(db, filter, page, { kinds: contentKindList, langs: siteLangCodes() });
  return { rows: rows.map(asRow), total };
}

/** The row of group `no` in `lang`, worked out afresh if stale. */
export async function statusRow(db: Db, kind: TranslationKind, no: string, lang: string): Promise<TranslationRow> {
  const { rows } = await statusPage(db, { kind, no, lang }, { offset: 0, pageSize: 1 });
  return rows[0];
}

async function countFresh(db: Db, kind: TranslationKind | null, langs: readonly string[]): Promise<TranslationCount[]> {
  await refreshTranslationStatus(db);
  const counted = await kept.countToDo(db, kind ?? undefined);
  const count = (lang: string, status: string) => Number(counted.find((row) => row.lang === lang && row.status === status)?.count ?? 0);
  return langs.map((lang) => ({ lang, missing: count(lang, 'missing'), outdated: count(lang, 'outdated') }));
}

// Until a save of any kind: a save's tags are its kind's, and "still current" names its kind's too.
const statusTags = [...new Set(contentKindList.flatMap((kind) => serverKinds[kind].tags))];
const cachedCounts = cachedRead('translation-counts', statusTags, (kind: TranslationKind | null, langs: readonly string[]) =>
  countFresh(getDb(), kind, langs),
);

/**
 * Per served language, how many versions are missing or out of date (of `kind`, or of every
 * kind); kept in memory until content changes. Shared: callers must not change it.
 */
export function statusCounts(db: Db, kind?: TranslationKind): Promise<TranslationCount[]> {
  const langs = siteLangCodes();
  return db === getDb() ? cachedCounts(kind ?? null, langs) : countFresh(db, kind ?? null, langs);
}
