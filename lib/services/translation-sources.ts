import { createHash } from 'node:crypto';
import { defaultLangCode } from '@/i18n/locales';
import type { Db } from '../db/client';
import { InvalidInputError } from '../errors';
import { revisionsById } from '../repositories/revisions';
import {
  deleteTranslationSource,
  findTranslationSources,
  readGroupVersions,
  revisionIdOf,
  saveTranslationSource,
  type CredentialWords,
  type GroupSpec,
  type GroupVersion,
  type SectionText,
  type TranslationSourceRow,
} from '../repositories/translations';
import { nowIso } from '../time';
import type { WorkflowEntity } from '../validation/workflow';
import { serverKindOf, type ServerKind } from './kinds';
import type { RevisionData } from './workflow/versions';

/** Where a kind's translation groups are and which of its fields staff translate (pictures, pins, catalogs are not). */
export const groupSpecOf = (kind: ServerKind): GroupSpec => ({ table: kind.table, type: kind.type, ...kind.translation });

export const plain = (value: unknown) => (value === null || value === undefined ? '' : String(value));

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

export const liveFingerprint = (spec: GroupSpec, version: Pick<GroupVersion, 'text' | 'sections' | 'credentials'>) =>
  fingerprint(spec, version.text, version.sections, version.credentials);

const inOrder = (rows: Record<string, unknown>[] = []) => [...rows].sort((a, b) => Number(a.sort) - Number(b.sort));

type Words = Pick<GroupVersion, 'text' | 'sections' | 'credentials'>;

/** A version's translated words as staff see them in the editor: a waiting draft's, else the row's. */
export async function workingWords(db: Db, spec: GroupSpec, version: GroupVersion): Promise<Words> {
  if (version.draftRevisionId === null) return version;
  const revision = (await revisionsById(db, [version.draftRevisionId])).get(version.draftRevisionId);
  if (!revision) return version;
  const { rows } = JSON.parse(revision.data) as RevisionData;
  if (!spec.sections) return { text: { ...version.text, ...rows.row }, sections: [], credentials: noCredentials };
  const { lawyerCustomContent, lawyerAdmission, lawyerEducation } = rows.children;
  const credentials = {
    admissions: inOrder(lawyerAdmission) as unknown as CredentialWords['admissions'],
    education: inOrder(lawyerEducation) as unknown as CredentialWords['education'],
  };
  return { text: { ...version.text, ...rows.row }, sections: (lawyerCustomContent ?? []) as unknown as SectionText[], credentials };
}

/** The source's text as staff see it in the editor. */
const workingFingerprint = async (db: Db, spec: GroupSpec, version: GroupVersion) =>
  liveFingerprint(spec, await workingWords(db, spec, version));

/**
 * The version a translation into `target`'s language is made from when none is named: the
 * group's version in the site's default language, else its most recently published other
 * version. A version translated from `target` is never its source (no two versions are each
 * other's translation). A stored version in the default language is the original its group is
 * translated from, unless it was recorded as translated from another language still there.
 */
export function defaultSource(
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

/** Records `target` as translated from `source`, beside the source's text as it is now. */
export async function recordSource(db: Db, kind: ServerKind, target: GroupVersion, source: GroupVersion): Promise<void> {
  const spec = groupSpecOf(kind);
  await saveTranslationSource(db, {
    entity: kind.entity,
    itemId: target.id,
    sourceLang: source.lang,
    sourceId: source.id,
    sourceRevisionId: source.draftRevisionId ?? (await revisionIdOf(db, kind.entity, source.id, 'newest')),
    textHash: await workingFingerprint(db, spec, source),
    liveTextHash: source.published ? liveFingerprint(spec, source) : null,
    updateTime: nowIso(),
  });
}

/** Version `id`, its group's versions and what each was recorded as translated from; undefined when it is not there. */
export async function openGroup(db: Db, kind: ServerKind, id: number) {
  const spec = groupSpecOf(kind);
  const [version] = await readGroupVersions(db, spec, { ids: [id] }, false);
  if (!version) return undefined;
  const group = await readGroupVersions(db, spec, { key: version.key });
  const sources = await findTranslationSources(
    db,
    kind.entity,
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
  const kind = serverKindOf(entity);
  const defaultFirst = (version: { lang: string }) => (version.lang === defaultLangCode() ? 1 : 0);
  for (const version of [...saved].sort((a, b) => defaultFirst(a) - defaultFirst(b))) {
    const opened = await openGroup(db, kind, version.id);
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
    if (source) await recordSource(db, kind, target, source);
    else await deleteTranslationSource(db, kind.entity, target.id);
  }
}
