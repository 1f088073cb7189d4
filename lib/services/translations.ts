import { contentChanged } from '../cache/invalidation';
import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { findRevision } from '../repositories/revisions';
import { revisionIdOf } from '../repositories/translations';
import type { TranslationChanges, TranslationCount, TranslationKind, TranslationRow } from '../validation/translations';
import { audit } from './audit';
import { serverKinds, type ServerKind } from './kinds';
import type { PageRequest } from './page-request';
import { defaultSource, openGroup, plain, recordSource } from './translation-sources';
import { statusCounts, statusPage, statusRow, type StatusFilter } from './translation-status';
import type { RevisionData } from './workflow/versions';
import { assertMayTranslateInto } from './translator';

export type TranslationFilter = StatusFilter;

/** One page of the translation desk's rows, newest source change first, and how many there are. */
export function listTranslations(db: Db, filter: TranslationFilter, page: PageRequest) {
  return statusPage(db, filter, page);
}

/** Per served language (those of `langs` only, when given), how many versions are missing or out of date (of `kind`, or of every kind). */
export async function countTranslations(db: Db, kind?: TranslationKind, langs?: readonly string[]): Promise<TranslationCount[]> {
  const counts = await statusCounts(db, kind);
  return langs ? counts.filter((count) => langs.includes(count.lang)) : counts;
}

/** "Still current": the version's text stays, and it is current against its source's text now. */
export async function confirmTranslation(db: Db, user: AdminProfile, kind: TranslationKind, id: number): Promise<TranslationRow> {
  const spec: ServerKind = serverKinds[kind];
  const opened = await openGroup(db, spec, id);
  if (!opened) throw new NotFoundError(spec.label, id);
  const { target, group, sources } = opened;
  assertMayTranslateInto(user, target.lang);
  const recorded = sources.get(id);
  const source = group.find((member) => member.id === recorded?.sourceId) ?? defaultSource(group, target, sources);
  if (!source) throw new InvalidInputError('id', '{field}: this version is an original, not a translation');
  await recordSource(db, spec, target, source);
  await audit(db, user, 'confirm-translation', spec.entity, id);
  // The desk's counts are kept until a change of the kind.
  contentChanged(...spec.tags);
  return statusRow(db, kind, target.key, target.lang);
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
 * with the words then (from the source's recorded revision, else its earliest) and the words
 * visitors see now.
 */
export async function translationChanges(db: Db, kind: TranslationKind, id: number): Promise<TranslationChanges> {
  const spec: ServerKind = serverKinds[kind];
  const opened = await openGroup(db, spec, id);
  if (!opened) throw new NotFoundError(spec.label, id);
  const { target } = opened;
  const row = await statusRow(db, kind, target.key, target.lang);
  const recorded = opened.sources.get(id);
  const source = opened.group.find((member) => member.id === recorded?.sourceId);
  if (!recorded || !source) return { kind, id, status: row.status, sourceLang: null, sourceId: null, sourceRecorded: true, changes: [] };
  const asTranslated = recorded.sourceRevisionId === null ? undefined : await findRevision(db, recorded.sourceRevisionId);
  // Translated before any revision of the source was kept: its earliest one (the text it had before its first save) stands in.
  const earliest = asTranslated ? null : await revisionIdOf(db, spec.entity, source.id, 'oldest');
  const revision = asTranslated ?? (earliest === null ? undefined : await findRevision(db, earliest));
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
    sourceRecorded: !!asTranslated,
    changes: fields.filter((field) => field.then !== field.now),
  };
}
