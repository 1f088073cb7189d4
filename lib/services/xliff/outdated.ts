import type { ContentKind } from '../../content/kinds';
import type { Db } from '../../db/client';
import { listRevisions, revisionsById } from '../../repositories/revisions';
import { updateTranslationSource } from '../../repositories/translation-outdated';
import { findTranslationSources } from '../../repositories/translations';
import { nowIso } from '../../time';
import { serverKinds } from '../kinds';
import type { RevisionData } from '../workflow/versions';
import { hashOf, wordsOf } from './fields';

/** How far back the import looks for the source text a file was exported from. */
const REVISIONS_SEARCHED = 50;

/** The newest revision of version `sourceId` whose words hash as the file's units say (`hashes`: path → hash). */
async function exportedRevision(db: Db, kind: ContentKind, sourceId: number, hashes: Map<string, string>): Promise<number | null> {
  const recent = (await listRevisions(db, serverKinds[kind].entity, sourceId)).slice(0, REVISIONS_SEARCHED);
  const data = await revisionsById(
    db,
    recent.map((revision) => revision.id),
  );
  for (const { id } of recent) {
    const item = (JSON.parse(data.get(id)!.data) as RevisionData).item;
    const words = new Map(wordsOf(kind, item).map((field) => [field.path, hashOf(field.text)]));
    if ([...hashes].every(([path, hash]) => words.get(path) === hash)) return id;
  }
  return null;
}

/**
 * Records version `id` as translated from an older text of its source than the one it was just
 * saved beside (its file's units carry other source hashes): the desk lists it as out of date,
 * and shows the source's changes since that text when a revision of it is found.
 */
export async function markOutdated(db: Db, kind: ContentKind, id: number, hashes: Map<string, string>): Promise<void> {
  const { entity } = serverKinds[kind];
  const recorded = (await findTranslationSources(db, entity, [id])).get(id);
  if (!recorded) return;
  const revision = await exportedRevision(db, kind, recorded.sourceId, hashes);
  await updateTranslationSource(db, entity, id, {
    sourceRevisionId: revision ?? recorded.sourceRevisionId,
    // No fingerprint of a text equals this one: the source's live text differs from what was translated.
    textHash: `xliff:${hashOf(JSON.stringify([...hashes]))}`,
    liveTextHash: null,
    updateTime: nowIso(),
  });
}
