import { siteLangCodes } from '@/i18n/locales';
import { contentKindList } from '../content/kinds';
import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { findRevision } from '../repositories/revisions';
import { findTranslationSources, readGroupVersions, type GroupVersion } from '../repositories/translations';
import type { TranslationChanges, TranslationCount, TranslationKind, TranslationRow, TranslationStatus } from '../validation/translations';
import { audit } from './audit';
import { serverKinds, type ServerKind } from './kinds';
import type { PageRequest } from './page-request';
import { defaultSource, groupSpecOf, liveFingerprint, openGroup, plain, recordSource } from './translation-sources';
import type { RevisionData } from './workflow/versions';

/** The status of each group's version in each served language (or `lang`), as the desk lists them. */
async function statusRows(
  db: Db,
  kind: TranslationKind,
  filter: { lang?: string; no?: string; nos?: string[] },
): Promise<TranslationRow[]> {
  const spec = groupSpecOf(serverKinds[kind]);
  const versions = await readGroupVersions(db, spec, { key: filter.no, keys: filter.nos }, false);
  const sources = await findTranslationSources(db, serverKinds[kind].entity);
  const byId = new Map(versions.map((version) => [version.id, version]));
  const sourceIds = new Set(versions.flatMap((version) => sources.get(version.id)?.sourceId ?? []));
  const texts = new Map(
    (await readGroupVersions(db, spec, { ids: [...sourceIds].filter((id) => byId.has(id)) })).map((version) => [version.id, version]),
  );
  const groups = new Map<string, GroupVersion[]>();
  for (const version of versions) groups.set(version.key, [...(groups.get(version.key) ?? []), version]);
  const langs = siteLangCodes().filter((lang) => filter.lang === undefined || lang === filter.lang);
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
        rows.push({
          ...row,
          status: 'current',
          sourceLang: null,
          sourceId: null,
          title: target.title ?? '',
          sourceUpdatedAt: target.updateTime,
        });
        continue;
      }
      const live = liveFingerprint(spec, texts.get(source.id)!);
      const changed = source.published === 1 && live !== recorded.textHash && live !== recorded.liveTextHash;
      rows.push({ ...row, status: changed ? 'outdated' : 'current', ...sourceFields(source) });
    }
  }
  return rows;
}

const sourceFields = (source: GroupVersion) => ({
  sourceLang: source.lang,
  sourceId: source.id,
  title: source.title ?? '',
  sourceUpdatedAt: source.updateTime,
});

export interface TranslationFilter {
  kind?: TranslationKind;
  lang?: string;
  status?: TranslationStatus;
  no?: string;
  /** Several groups (a list screen's page). */
  nos?: string[];
}

async function allRows(db: Db, filter: TranslationFilter): Promise<TranslationRow[]> {
  const chosen = filter.kind ? [filter.kind] : contentKindList;
  const rows: TranslationRow[] = [];
  for (const kind of chosen) rows.push(...(await statusRows(db, kind, filter)));
  return rows.filter((row) => filter.status === undefined || row.status === filter.status);
}

/** One page of the translation desk's rows, newest source change first, and how many there are. */
export async function listTranslations(db: Db, filter: TranslationFilter, page: PageRequest) {
  const rows = (await allRows(db, filter)).sort(
    (a, b) =>
      b.sourceUpdatedAt.localeCompare(a.sourceUpdatedAt) ||
      contentKindList.indexOf(a.kind) - contentKindList.indexOf(b.kind) ||
      a.no.localeCompare(b.no) ||
      siteLangCodes().indexOf(a.lang as never) - siteLangCodes().indexOf(b.lang as never),
  );
  return { rows: rows.slice(page.offset, page.offset + page.pageSize), total: rows.length };
}

/** Per served language, how many versions are missing or out of date (of `kind`, or of every kind). */
export async function countTranslations(db: Db, kind?: TranslationKind): Promise<TranslationCount[]> {
  const rows = await allRows(db, { kind });
  return siteLangCodes().map((lang) => ({
    lang,
    missing: rows.filter((row) => row.lang === lang && row.status === 'missing').length,
    outdated: rows.filter((row) => row.lang === lang && row.status === 'outdated').length,
  }));
}

/** "Still current": the version's text stays, and it is current against its source's text now. */
export async function confirmTranslation(db: Db, user: AdminProfile, kind: TranslationKind, id: number): Promise<TranslationRow> {
  const spec: ServerKind = serverKinds[kind];
  const opened = await openGroup(db, spec, id);
  if (!opened) throw new NotFoundError(spec.label, id);
  const { target, group, sources } = opened;
  const recorded = sources.get(id);
  const source = group.find((member) => member.id === recorded?.sourceId) ?? defaultSource(group, target, sources);
  if (!source) throw new InvalidInputError('id', '{field}: this version is an original, not a translation');
  await recordSource(db, spec, target, source);
  await audit(db, user, 'confirm-translation', spec.entity, id);
  const [row] = await statusRows(db, kind, { no: target.key, lang: target.lang });
  return row;
}

type Entry = object;
const partOf = (entry: Entry | undefined, part: string) => plain((entry as Record<string, unknown> | undefined)?.[part]);

/**
 * Each entry of a list (a lawyer's sections, admissions, education) by part, as a field of its
 * own named as the editor names it (`customContents.0.title`).
 */
function entryFields(list: string, parts: readonly string[], then: Entry[] | null, now: Entry[]) {
  const count = Math.max(then?.length ?? 0, now.length);
  return Array.from({ length: count }, (_, index) =>
    parts.map((part) => ({
      field: `${list}.${index}.${part}`,
      then: then ? partOf(then[index], part) : null,
      now: partOf(now[index], part),
    })),
  ).flat();
}

/**
 * Which of the source's translated fields changed since version `id` was saved beside it: each
 * with the words then (from the source's recorded revision) and the words visitors see now.
 */
export async function translationChanges(db: Db, kind: TranslationKind, id: number): Promise<TranslationChanges> {
  const spec: ServerKind = serverKinds[kind];
  const opened = await openGroup(db, spec, id);
  if (!opened) throw new NotFoundError(spec.label, id);
  const { target } = opened;
  const [row] = await statusRows(db, kind, { no: target.key, lang: target.lang });
  const recorded = opened.sources.get(id);
  const source = opened.group.find((member) => member.id === recorded?.sourceId);
  if (!recorded || !source) return { kind, id, status: row.status, sourceLang: null, sourceId: null, changes: [] };
  const revision = recorded.sourceRevisionId === null ? undefined : await findRevision(db, recorded.sourceRevisionId);
  const then = revision && (JSON.parse(revision.data) as RevisionData).item;
  const fields = spec.translation.text.map((field) => ({
    field,
    then: then ? plain(then[field]) : null,
    now: plain(source.text[field]),
  }));
  if (spec.translation.sections) {
    const sorted = [...source.sections].sort((a, b) => a.sort - b.sort);
    const before = (list: string) => (then ? ((then[list] as Entry[] | undefined) ?? []) : null);
    fields.push(
      ...entryFields('customContents', ['title', 'content'], before('customContents'), sorted),
      ...entryFields('admissions', ['jurisdiction'], before('admissions'), source.credentials.admissions),
      ...entryFields('education', ['institution', 'qualification'], before('education'), source.credentials.education),
    );
  }
  return {
    kind,
    id,
    status: row.status,
    sourceLang: source.lang,
    sourceId: source.id,
    changes: fields.filter((field) => field.then !== field.now),
  };
}
