import { sanitizeRichText } from '../content/sanitize';
import type { Db } from '../db/client';
import { InvalidInputError, NotFoundError } from '../errors';
import type { AdminProfile } from '../repositories/admin-users';
import { shareFacts } from '../repositories/group-facts';
import * as fields from '../repositories/practice-areas';
import type { PracticeAreaInput } from '../validation/practice-area';
import type { WorkflowStatus } from '../validation/workflow';
import { lawyersLinkedTo } from '../repositories/search-sources';
import { audit } from './audit';
import { serverKinds } from './kinds';
import { forgetLinksTo } from './content-links';
import { refreshSearch } from './search-index';
import { assertLanguageFree, groupNoOf, writeContent, writeEach } from './content-writes';
import type { PageRequest } from './page-request';
import type { Reader } from '../repositories/shown-versions';

const { tags, label, audit: entity } = serverKinds.practice;

/** Visitors' list: the published practice areas a reader is shown, in display order. */
export function listPublishedPracticeAreas(db: Db, reader: Reader) {
  return fields.listFields(db, { reader });
}

/** One practice area by id, as staff edit it; undefined when there is none. */
export function getPracticeArea(db: Db, id: number) {
  return fields.findField(db, id);
}

/** One published practice area for a visitor; undefined when unknown or not published. */
export function getPublishedPracticeArea(db: Db, id: number) {
  return fields.findField(db, id, { publishedOnly: true });
}

/**
 * The published areas before and after area `no` in language `lang`'s display order ({id,
 * name} or null at either end); undefined when the area has no published version in that language.
 */
export async function publishedPracticeAreaNeighbours(db: Db, no: string, lang: string) {
  const visible = { lang, publishedOnly: true };
  const field = await fields.findFieldByNo(db, no, visible);
  if (!field) return undefined;
  return fields.neighboursOf(db, field, visible);
}

/** The published language versions ({id, no, lang, name}) of area `no`, for the language switcher. */
export function publishedPracticeAreaVersions(db: Db, no: string) {
  return fields.findGroup(db, no, { publishedOnly: true });
}

/** A page of every area (of one language, or all; of one editorial status, or all) for the admin. */
export async function pagePracticeAreas(db: Db, paging: PageRequest, lang?: string, status?: WorkflowStatus) {
  const filter = { lang, status };
  const [rows, total] = await Promise.all([fields.pageFields(db, filter, paging.offset, paging.pageSize), fields.countFields(db, filter)]);
  return { rows, total };
}

/** Every area of `lang` (or of every language) in display order, for pickers. */
export function listAllPracticeAreas(db: Db, lang?: string) {
  return fields.listFields(db, { lang });
}

function valuesOf(item: PracticeAreaInput) {
  return {
    name: item.name,
    introduce: sanitizeRichText(item.introduce) || null,
    iconUrl: item.iconUrl || null,
    lang: item.lang,
  };
}

/** The area's index entry, and those of the lawyers that name it. */
async function refreshSearchOf(db: Db, id: number, lawyers: number[]) {
  await refreshSearch(db, 'practice', [id]);
  await refreshSearch(db, 'lawyer', lawyers);
}

/** Brings the index entries of area `id` and of its lawyers (whose entries name the live areas) in line. */
export async function refreshPracticeAreaSearch(db: Db, id: number) {
  await refreshSearchOf(db, id, await lawyersLinkedTo(db, { professionalFieldId: id }));
}

/** Creates the language versions of one area; they share the given `no`, or a new one. */
export function createPracticeAreas(db: Db, user: AdminProfile, items: PracticeAreaInput[]) {
  const no = groupNoOf(items);
  return writeEach(db, tags, items, async (trx, item) => {
    assertLanguageFree(await fields.findGroup(trx, no), item.lang);
    const sort = item.sort ?? (await fields.nextSort(trx, item.lang));
    const id = await fields.insertField(trx, { ...valuesOf(item), no, sort });
    await refreshSearch(trx, 'practice', [id]);
    await audit(trx, user, 'create', entity, id);
    return (await getPracticeArea(trx, id))!;
  });
}

/** Updates versions by id; `no` stays as it is. */
export function updatePracticeAreas(db: Db, user: AdminProfile, items: (PracticeAreaInput & { id: number })[]) {
  return writeEach(db, tags, items, async (trx, item) => {
    const before = await fields.findField(trx, item.id);
    if (!before) throw new NotFoundError(label, item.id);
    assertLanguageFree(await fields.findGroup(trx, before.no), item.lang, item.id);
    const moved = item.lang !== before.lang;
    const sort = item.sort ?? (moved ? await fields.nextSort(trx, item.lang) : before.sort);
    await fields.updateField(trx, item.id, { ...valuesOf(item), sort });
    await refreshSearchOf(trx, item.id, await lawyersLinkedTo(trx, { professionalFieldId: item.id }));
    await audit(trx, user, 'update', entity, item.id);
    return (await getPracticeArea(trx, item.id))!;
  });
}

/** Deletes one version; lawyers lose the link to it, and news, deals and honours once its last version goes. */
export function deletePracticeArea(db: Db, user: AdminProfile, id: number) {
  return writeContent(db, tags, async (trx) => {
    const lawyers = await lawyersLinkedTo(trx, { professionalFieldId: id });
    const before = await fields.findField(trx, id);
    if (!before || !(await fields.deleteField(trx, id))) throw new NotFoundError(label);
    await forgetLinksTo(trx, 'practiceArea', before.no);
    await refreshSearchOf(trx, id, lawyers);
    await audit(trx, user, 'delete', entity, id);
  });
}

/** The source takes the target's position in their language's order; positions become 1..n. */
export function movePracticeArea(db: Db, user: AdminProfile, sourceId: number, targetId: number) {
  return writeContent(db, tags, async (trx) => {
    const source = await fields.findField(trx, sourceId);
    if (!source) throw new NotFoundError(label, sourceId);
    const target = await fields.findField(trx, targetId);
    if (!target) throw new NotFoundError(label, targetId);
    if (source.lang !== target.lang)
      throw new InvalidInputError('targetId', '{field}: must be a practice area of the same language as sourceId');

    const positions = await fields.positionsInLang(trx, source.lang);
    const order = positions.filter((row) => row.id !== sourceId);
    order.splice(
      positions.findIndex((row) => row.id === targetId),
      0,
      { id: sourceId, sort: source.sort },
    );
    // The order is kept once per group: each area's versions in other languages move with it.
    for (const [index, row] of order.entries()) {
      if (row.sort === index + 1) continue;
      await fields.setSort(trx, row.id, index + 1);
      await shareFacts(trx, 'professionalField', row.id);
    }
    await audit(trx, user, 'sort', entity, sourceId);
    return fields.listFields(trx, { lang: source.lang });
  });
}
