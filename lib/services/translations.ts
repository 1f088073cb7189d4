import { createHash } from 'node:crypto';
import { defaultLangCode, siteLangCodes } from '@/i18n/locales';
import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { findRevision, revisionsById } from '../repositories/revisions';
import {
  deleteTranslationSource,
  findTranslationSources,
  latestRevisionId,
  readGroupVersions,
  saveTranslationSource,
  type CredentialWords,
  type GroupSpec,
  type GroupVersion,
  type SectionText,
  type TranslationSourceRow,
} from '../repositories/translations';
import { nowIso } from '../time';
import type { TranslationChanges, TranslationCount, TranslationKind, TranslationRow, TranslationStatus } from '../validation/translations';
import type { WorkflowEntity } from '../validation/workflow';
import { audit } from './audit';
import type { PageRequest } from './page-request';
import type { RevisionData } from './workflow/versions';

interface KindSpec {
  entity: WorkflowEntity;
  label: string;
  group: GroupSpec;
}

/** Per kind: where its groups are and which of its fields staff translate (pictures, pins, catalogs are not). */
const kinds: Record<TranslationKind, KindSpec> = {
  news: {
    entity: 'latest-news',
    label: 'News article',
    group: { table: 'article', type: 0, key: 'no', title: 'title', text: ['title', 'note', 'content'] },
  },
  deal: {
    entity: 'case-analysis',
    label: 'Case analysis',
    group: { table: 'article', type: 1, key: 'no', title: 'title', text: ['title', 'note', 'content'] },
  },
  honour: { entity: 'lawfirm-honour', label: 'Honour', group: { table: 'honour', key: 'no', title: 'title', text: ['title', 'content'] } },
  lawyer: {
    entity: 'lawyerTeam',
    label: 'Lawyer',
    group: { table: 'lawyer', key: 'no', title: 'name', text: ['name', 'office', 'intro', 'customContent'], sections: true },
  },
  practice: {
    entity: 'professionalField',
    label: 'Practice area',
    group: { table: 'professionalField', key: 'no', title: 'name', text: ['name', 'introduce'] },
  },
  banner: { entity: 'banner', label: 'Banner', group: { table: 'banner', key: 'imgPath', title: 'title', text: ['title', 'subTitle'] } },
  legal: {
    entity: 'legal-document',
    label: 'Document',
    group: { table: 'legalDocument', key: 'name', title: 'title', text: ['title', 'content'] },
  },
};

const kindOfEntity = new Map(Object.entries(kinds).map(([kind, spec]) => [spec.entity, kind as TranslationKind]));

const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

const noCredentials: CredentialWords = { admissions: [], education: [] };

/** A fingerprint of the words of a version: equal exactly when every translated field is. */
function fingerprint(spec: GroupSpec, text: Record<string, unknown>, sections: SectionText[], credentials: CredentialWords): string {
  const words: unknown[] = [
    spec.text.map((column) => plain(text[column])),
    [...sections].sort((a, b) => a.sort - b.sort).map((section) => [plain(section.title), plain(section.content)]),
  ];
  // Admissions and education came later: a lawyer without them keeps the fingerprint recorded before.
  const { admissions, education } = credentials;
  if (admissions.length || education.length) {
    words.push(admissions.map((entry) => plain(entry.jurisdiction)));
    words.push(education.map((entry) => [plain(entry.institution), plain(entry.qualification)]));
  }
  return createHash('sha256').update(JSON.stringify(words)).digest('base64url');
}

const liveFingerprint = (spec: GroupSpec, version: GroupVersion) => fingerprint(spec, version.text, version.sections, version.credentials);

const inOrder = (rows: Record<string, unknown>[] = []) => [...rows].sort((a, b) => Number(a.sort) - Number(b.sort));

/** The source's text as staff see it in the editor: a waiting draft's, else the row's. */
async function workingFingerprint(db: Db, spec: GroupSpec, version: GroupVersion): Promise<string> {
  if (version.draftRevisionId === null) return liveFingerprint(spec, version);
  const revision = (await revisionsById(db, [version.draftRevisionId])).get(version.draftRevisionId);
  if (!revision) return liveFingerprint(spec, version);
  const { rows } = JSON.parse(revision.data) as RevisionData;
  if (!spec.sections) return fingerprint(spec, { ...version.text, ...rows.row }, [], noCredentials);
  const { lawyerCustomContent, lawyerAdmission, lawyerEducation } = rows.children;
  const credentials = {
    admissions: inOrder(lawyerAdmission) as unknown as CredentialWords['admissions'],
    education: inOrder(lawyerEducation) as unknown as CredentialWords['education'],
  };
  return fingerprint(spec, { ...version.text, ...rows.row }, (lawyerCustomContent ?? []) as unknown as SectionText[], credentials);
}

/**
 * The version a translation into `target`'s language is made from when none is named: the
 * group's version in the site's default language, else its most recently published other
 * version. A version translated from `target` is never its source (no two versions are each
 * other's translation). A stored version in the default language is the original its group is
 * translated from, unless it was recorded as translated from another language still there.
 */
function defaultSource(
  group: GroupVersion[],
  target: { id: number | null; lang: string },
  sources: Map<number, TranslationSourceRow>,
): GroupVersion | undefined {
  if (target.id !== null && target.lang === defaultLangCode()) {
    const recorded = sources.get(target.id);
    return group.find((version) => version.id === recorded?.sourceId && version.id !== target.id);
  }
  const others = group.filter(
    (version) => version.id !== target.id && (target.id === null || sources.get(version.id)?.sourceId !== target.id),
  );
  const inDefault = others.find((version) => version.lang === defaultLangCode());
  if (inDefault) return inDefault;
  return others.filter((version) => version.published).sort((a, b) => b.updateTime.localeCompare(a.updateTime) || b.id - a.id)[0];
}

async function recordSource(db: Db, spec: KindSpec, target: GroupVersion, source: GroupVersion): Promise<void> {
  await saveTranslationSource(db, {
    entity: spec.entity,
    itemId: target.id,
    sourceLang: source.lang,
    sourceId: source.id,
    sourceRevisionId: source.draftRevisionId ?? (await latestRevisionId(db, spec.entity, source.id)),
    textHash: await workingFingerprint(db, spec.group, source),
    liveTextHash: source.published ? liveFingerprint(spec.group, source) : null,
    updateTime: nowIso(),
  });
}

async function groupOf(db: Db, spec: KindSpec, id: number) {
  const [version] = await readGroupVersions(db, spec.group, { ids: [id] }, false);
  if (!version) return undefined;
  const group = await readGroupVersions(db, spec.group, { key: version.key });
  const sources = await findTranslationSources(
    db,
    spec.entity,
    group.map((member) => member.id),
  );
  return { target: group.find((member) => member.id === id)!, group, sources };
}

/**
 * Records what the saved versions `saved` (with the `sourceLang` each was sent with) were
 * translated from, beside the source's text as it is now: saving a translation makes it
 * current. Versions in other languages than the site's default are recorded first, so in a save
 * of several versions of a group the default language's is their source, not their translation.
 */
export async function recordTranslationSources(
  db: Db,
  entity: WorkflowEntity,
  saved: { id: number; lang: string; sourceLang?: string; field: string }[],
): Promise<void> {
  const kind = kindOfEntity.get(entity);
  if (!kind) return;
  const spec = kinds[kind];
  const defaultFirst = (version: { lang: string }) => (version.lang === defaultLangCode() ? 1 : 0);
  for (const version of [...saved].sort((a, b) => defaultFirst(a) - defaultFirst(b))) {
    const opened = await groupOf(db, spec, version.id);
    if (!opened) continue;
    const { target, group, sources } = opened;
    let source: GroupVersion | undefined;
    if (version.sourceLang !== undefined) {
      if (version.sourceLang === target.lang)
        throw new InvalidInputError(version.field, '{field}: a version is not translated from its own language ({lang})', {
          lang: target.lang,
        });
      source = group.find((member) => member.lang === version.sourceLang);
      if (!source)
        throw new InvalidInputError(version.field, '{field}: this item has no {lang} version to translate from', {
          lang: version.sourceLang,
        });
    } else {
      source = defaultSource(group, target, sources);
    }
    if (source) await recordSource(db, spec, target, source);
    else await deleteTranslationSource(db, spec.entity, target.id);
  }
}

/** The status of each group's version in each served language (or `lang`), as the desk lists them. */
async function statusRows(
  db: Db,
  kind: TranslationKind,
  filter: { lang?: string; no?: string; nos?: string[] },
): Promise<TranslationRow[]> {
  const spec = kinds[kind];
  const versions = await readGroupVersions(db, spec.group, { key: filter.no, keys: filter.nos }, false);
  const sources = await findTranslationSources(db, spec.entity);
  const byId = new Map(versions.map((version) => [version.id, version]));
  const sourceIds = new Set(versions.flatMap((version) => sources.get(version.id)?.sourceId ?? []));
  const texts = new Map(
    (await readGroupVersions(db, spec.group, { ids: [...sourceIds].filter((id) => byId.has(id)) })).map((version) => [version.id, version]),
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
      const live = liveFingerprint(spec.group, texts.get(source.id)!);
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
  const chosen = filter.kind ? [filter.kind] : (Object.keys(kinds) as TranslationKind[]);
  const rows: TranslationRow[] = [];
  for (const kind of chosen) rows.push(...(await statusRows(db, kind, filter)));
  return rows.filter((row) => filter.status === undefined || row.status === filter.status);
}

const kindOrder = Object.keys(kinds);

/** One page of the translation desk's rows, newest source change first, and how many there are. */
export async function listTranslations(db: Db, filter: TranslationFilter, page: PageRequest) {
  const rows = (await allRows(db, filter)).sort(
    (a, b) =>
      b.sourceUpdatedAt.localeCompare(a.sourceUpdatedAt) ||
      kindOrder.indexOf(a.kind) - kindOrder.indexOf(b.kind) ||
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
  const spec = kinds[kind];
  const opened = await groupOf(db, spec, id);
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
  const spec = kinds[kind];
  const opened = await groupOf(db, spec, id);
  if (!opened) throw new NotFoundError(spec.label, id);
  const { target } = opened;
  const [row] = await statusRows(db, kind, { no: target.key, lang: target.lang });
  const recorded = opened.sources.get(id);
  const source = opened.group.find((member) => member.id === recorded?.sourceId);
  if (!recorded || !source) return { kind, id, status: row.status, sourceLang: null, sourceId: null, changes: [] };
  const revision = recorded.sourceRevisionId === null ? undefined : await findRevision(db, recorded.sourceRevisionId);
  const then = revision && (JSON.parse(revision.data) as RevisionData).item;
  const fields = spec.group.text.map((field) => ({
    field,
    then: then ? plain(then[field]) : null,
    now: plain(source.text[field]),
  }));
  if (spec.group.sections) {
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
