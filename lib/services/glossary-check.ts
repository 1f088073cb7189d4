import { missingRenderings } from '../content/glossary';
import type { Db } from '../db/client';
import { NotFoundError } from '../errors';
import type { GroupSpec, GroupVersion } from '../repositories/translations';
import type { GlossaryCheck } from '../validation/glossary';
import type { TranslationKind } from '../validation/translations';
import { loadGlossary } from './glossary';
import { serverKinds } from './kinds';
import { defaultSource, groupSpecOf, openGroup, plain, workingWords } from './translation-sources';

/** Every translated word of a version as staff see it, one field a line. */
async function textOf(db: Db, spec: GroupSpec, version: GroupVersion): Promise<string> {
  const { text, sections, credentials } = await workingWords(db, spec, version);
  return [
    ...spec.text.map((column) => plain(text[column])),
    ...sections.flatMap((section) => [section.title, plain(section.content)]),
    ...credentials.admissions.map((entry) => entry.jurisdiction),
    ...credentials.education.flatMap((entry) => [entry.institution, plain(entry.qualification)]),
  ].join('\n');
}

/**
 * The glossary's terms in the source of version `id` (the one recorded, else the one it would be
 * translated from) whose rendering in the version's language its saved text (a waiting draft's,
 * else the row's) lacks. A warning the editor shows after a save, a submission or "still
 * current"; nothing is refused for it.
 */
export async function checkGlossary(db: Db, kind: TranslationKind, id: number): Promise<GlossaryCheck> {
  const server = serverKinds[kind];
  const opened = await openGroup(db, server, id);
  if (!opened) throw new NotFoundError(server.label, id);
  const { target, group, sources } = opened;
  const recorded = sources.get(id);
  const source = group.find((member) => member.id === recorded?.sourceId) ?? defaultSource(group, target, sources);
  if (!source) return { kind, id, lang: target.lang, sourceLang: null, missing: [] };
  const spec = groupSpecOf(server);
  const [sourceText, translation] = await Promise.all([textOf(db, spec, source), textOf(db, spec, target)]);
  const missing = missingRenderings(await loadGlossary(db), sourceText, translation, target.lang, source.lang);
  return { kind, id, lang: target.lang, sourceLang: source.lang, missing };
}
