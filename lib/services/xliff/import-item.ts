import type { ContentKind } from '../../content/kinds';
import { inTransaction, type Db } from '../../db/client';
import { DomainError } from '../../errors';
import type { AdminProfile } from '../../repositories/admin-users';
import { readGroupVersions } from '../../repositories/translations';
import { workflowViewFields, type WorkflowStatus } from '../../validation/workflow';
import type { XliffDraft, XliffRefusal, XliffUnitReport } from '../../validation/xliff';
import { serverKinds } from '../kinds';
import { groupSpecOf } from '../translation-sources';
import { presentItem } from '../workflow/items';
import { editorialKinds } from '../workflow/kinds';
import { blankVersion, hashOf, setWords, storedForm, wordsOf, type Words } from './fields';
import { codeProblems, segmentText, segmentToHtml } from './inline';
import { savers } from './import-save';
import { markOutdated } from './outdated';
import type { ReadUnit } from './read';

/** The units of one item in one target language, as one file holds them. */
export interface ItemUnits {
  kind: ContentKind;
  key: string;
  srcLang: string;
  lang: string;
  units: { unit: ReadUnit; path: string }[];
}

export interface ItemOutcome {
  units: XliffUnitReport[];
  draft?: XliffDraft;
}

type Item = Record<string, unknown>;

const report = (
  id: string,
  lang: string,
  result: XliffUnitReport['result'],
  reasons: XliffRefusal[] = [],
  detail: string | null = null,
) => ({
  id,
  lang,
  result,
  reasons,
  detail,
});

/** A unit's translation as the field's words, or why it cannot be taken. */
function translationOf(unit: ReadUnit, words: Words | undefined): { text: string } | { refused: XliffRefusal[] } {
  if (!words) return { refused: ['unknown-id'] };
  if (unit.target === null) return { refused: ['untranslated'] };
  if (unit.target === undefined) return { refused: ['code-reordered'] };
  const problems = words.rich
    ? codeProblems(unit.source, unit.target, unit.codes)
    : unit.target.some((part) => typeof part !== 'string')
      ? (['code-unknown'] as const)
      : [];
  if (problems.length) return { refused: [...problems] };
  const text = words.rich ? segmentToHtml(unit.target, unit.codes) : segmentText(unit.target);
  return storedForm(words.rich, text) ? { text } : { refused: ['untranslated'] };
}

/** A unit taken: the source field it translates and the words it brings. */
interface Taken {
  unit: ReadUnit;
  path: string;
  words: Words;
  text: string;
}

/** Every unit taken, or the report refusing them all (an item is imported whole or not at all). */
function takeAll(input: ItemUnits, sourceWords: Map<string, Words>): { taken: Taken[] } | { refused: XliffUnitReport[] } {
  const read = input.units.map(({ unit, path }) => ({
    unit,
    path,
    words: sourceWords.get(path)!,
    ...translationOf(unit, sourceWords.get(path)),
  }));
  if (!read.some((each) => 'refused' in each)) return { taken: read as Taken[] };
  const refused = read.map((each) => report(each.unit.id, input.lang, 'refused', 'refused' in each ? each.refused : ['item-refused']));
  return { refused };
}

/** What a save sends of a version staff read: without its editorial state and links (absent keeps them). */
function editable(view: Item): Item {
  const item = Object.fromEntries(Object.entries(view).filter(([key]) => !(key in workflowViewFields)));
  delete item.lawyerNos;
  delete item.practiceNos;
  return item;
}

/** The version as staff read it (its waiting draft included); undefined when there is none. */
async function staffView(db: Db, kind: ContentKind, id: number | undefined): Promise<Item | undefined> {
  const workflow = editorialKinds[kind];
  return id === undefined ? undefined : ((await presentItem(db, workflow, await workflow.view(db, id))) as Item | undefined);
}

/** Saves the taken words as the version in `lang` (made from `source` when there is `before` none), through the workflow. */
async function saveWords(
  db: Db,
  user: AdminProfile,
  input: ItemUnits,
  taken: Taken[],
  source: Item,
  before: Item | undefined,
  status: WorkflowStatus,
) {
  const { kind, key, srcLang, lang } = input;
  const saver = savers[kind];
  const item = before ? editable(before) : blankVersion(kind, editable(source), lang);
  for (const { path, text } of taken) setWords(item, path, text, source);
  const outdated = new Map(
    taken.filter(({ unit, words }) => unit.hash !== hashOf(words.text)).map(({ unit, path }) => [path, unit.hash ?? '']),
  );
  const refuse = (detail: string) => ({ units: taken.map(({ unit }) => report(unit.id, lang, 'refused', ['invalid'], detail)) });
  try {
    if (!before) await saver.prepareNew?.(db, item);
    const parsed = saver.schema(!!before).safeParse([{ ...item, status, sourceLang: srcLang }]);
    if (!parsed.success) return refuse(`${parsed.error.issues[0].path.slice(1).join('.')}: ${parsed.error.issues[0].message}`);
    const id = await inTransaction(db, async (trx) => {
      const [saved] = await saver.save(!!before)(trx, user, parsed.data as never[]);
      if (outdated.size) await markOutdated(trx, kind, saved.id, outdated);
      return saved.id;
    });
    return {
      units: taken.map(({ unit, path }) => report(unit.id, lang, outdated.has(path) ? 'outdated' : 'imported')),
      draft: { kind, no: key, lang, id, title: String(item[serverKinds[kind].translation.title] ?? ''), status },
    };
  } catch (error) {
    if (error instanceof DomainError) return refuse(error.message);
    throw error;
  }
}

/**
 * Imports one item's units as a draft of its version in `lang` (created, with the group's facts,
 * when there is none): all of them or, when one is refused, none. A version whose words would not
 * change is left as it is.
 */
export async function importItem(db: Db, user: AdminProfile, input: ItemUnits, status: WorkflowStatus): Promise<ItemOutcome> {
  const { kind, key, srcLang, lang } = input;
  const group = await readGroupVersions(db, groupSpecOf(serverKinds[kind]), { key }, false);
  const source = await staffView(db, kind, group.find((version) => version.lang === srcLang)?.id);
  if (!source) return { units: input.units.map(({ unit }) => report(unit.id, lang, 'refused', ['unknown-id'])) };
  const took = takeAll(input, new Map(wordsOf(kind, source).map((words) => [words.path, words])));
  if ('refused' in took) return { units: took.refused };
  const { taken } = took;

  const before = await staffView(db, kind, group.find((version) => version.lang === lang)?.id);
  const wordsBefore = new Map(before ? wordsOf(kind, before).map((words) => [words.path, words.text]) : []);
  const same = ({ path, words, text }: Taken) => storedForm(words.rich, text) === storedForm(words.rich, wordsBefore.get(path) ?? '');
  if (before && taken.every(same)) return { units: taken.map(({ unit }) => report(unit.id, lang, 'unchanged')) };
  return saveWords(db, user, input, taken, source, before, status);
}
