import { latinNameBeside } from '../content/latin-name';
import { readableText } from '../content/sanitize';
import { inChunks } from '../db/chunks';
import type { Db } from '../db/client';
import { CatalogType } from '../db/schema';
import * as index from '../repositories/search-index';
import * as sources from '../repositories/search-sources';
import type { SourceFilter } from '../repositories/search-sources';
import * as settings from '../repositories/site-settings';
import type { SearchKind } from '../search/kinds';
import { indexTerms, TERM_RULES } from '../search/terms';

/** The tables the index is built from. */
export type SearchSource = 'article' | 'honour' | 'lawyer' | 'practice';

interface Indexed {
  kind: SearchKind;
  itemId: number;
  no: string;
  lang: string;
  /** Visitors find it: live, and a page of this site. */
  visible: boolean;
  title: string;
  body: string;
}

const text = (...parts: (string | null | undefined)[]) => parts.map(readableText).filter(Boolean).join(' ');

const readers: Record<SearchSource, { kinds: SearchKind[]; read(db: Db, filter: SourceFilter): Promise<Indexed[]> }> = {
  article: {
    kinds: ['news', 'deal'],
    read: async (db, filter) =>
      (await sources.articleSources(db, filter)).map((row) => ({
        kind: row.type === CatalogType.NEWS ? 'news' : 'deal',
        itemId: row.id,
        no: row.no,
        lang: row.lang,
        // An external article's page sends visitors elsewhere: staff find it, visitors do not.
        visible: row.published === 1 && row.isLink !== 1,
        title: row.title,
        body: text(row.note, row.content, row.lawyerNames.join(', ')),
      })),
  },
  honour: {
    kinds: ['honour'],
    read: async (db, filter) =>
      (await sources.honourSources(db, filter)).map((row) => ({
        kind: 'honour',
        itemId: row.id,
        no: row.no,
        lang: row.lang,
        visible: row.published === 1,
        title: row.title,
        body: text(row.content, row.lawyerNames.join(', ')),
      })),
  },
  practice: {
    kinds: ['practice'],
    read: async (db, filter) =>
      (await sources.practiceSources(db, filter)).map((row) => ({
        kind: 'practice',
        itemId: row.id,
        no: row.no,
        lang: row.lang,
        visible: row.published === 1,
        title: row.name,
        body: text(row.introduce),
      })),
  },
  lawyer: {
    kinds: ['lawyer'],
    read: async (db, filter) =>
      (await sources.lawyerSources(db, filter)).map((row) => ({
        kind: 'lawyer',
        itemId: row.id,
        no: row.no,
        lang: row.lang,
        visible: row.published === 1,
        // The Latin name beside the name written otherwise finds the lawyer by either, in every language.
        title: [row.name, latinNameBeside(row.name, row.latinName)].filter(Boolean).join(' '),
        body: text(row.labels.join(', '), row.office, row.intro, row.customContent, ...row.sections.flatMap((s) => [s.title, s.content])),
      })),
  },
};

function entryOf(item: Indexed): index.SearchEntryValues {
  return {
    ...item,
    no: item.no.toLowerCase(),
    visible: item.visible ? 1 : 0,
    titleTerms: indexTerms(item.title, item.lang),
    bodyTerms: indexTerms(item.body, item.lang),
  };
}

/**
 * Brings the index entries of rows `ids` of `source` in line with the rows: call it in the
 * transaction of every save and delete, after the write (a row no longer there loses its entry).
 */
export async function refreshSearch(db: Db, source: SearchSource, ids: number[]): Promise<void> {
  const reader = readers[source];
  // In slices: the items naming a lawyer can be more than one statement's IN list takes.
  await inChunks(ids, async (chunk) => {
    const items = await reader.read(db, { ids: chunk });
    await index.replaceEntries(db, reader.kinds, chunk, items.map(entryOf));
    return [];
  });
}

/** Brings in line the entries of the news, deals and honours naming lawyer group `lawyerNo`, whose names they are found by. */
export async function refreshItemsNaming(db: Db, lawyerNo: string): Promise<void> {
  const items = await sources.itemsNaming(db, lawyerNo);
  await refreshSearch(db, 'article', items.article);
  await refreshSearch(db, 'honour', items.honour);
}

const batch = 500;

// The term rules (TERM_RULES) the server that last started built the index with. A server
// started with other rules rebuilds it (lib/bootstrap.ts).
const BUILT_WITH = 'searchTermRules';

/** Whether the index was built with this code's term rules. */
export async function searchIndexIsCurrent(db: Db): Promise<boolean> {
  return (await settings.readSetting(db, BUILT_WITH)) === TERM_RULES;
}

/** Records that the index was built with this code's term rules. */
export async function markSearchIndexCurrent(db: Db): Promise<void> {
  await settings.writeSetting(db, BUILT_WITH, TERM_RULES);
}

/** Builds the whole index afresh from the content, in one transaction; returns how many entries it holds. */
export function rebuildSearchIndex(db: Db): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await index.clearEntries(trx);
    let count = 0;
    for (const reader of Object.values(readers)) {
      for (let afterId = 0; ;) {
        const items = await reader.read(trx, { afterId, limit: batch });
        if (!items.length) break;
        await index.replaceEntries(trx, reader.kinds, [], items.map(entryOf));
        count += items.length;
        afterId = items.at(-1)!.itemId;
      }
    }
    await index.settleEntries(trx);
    return count;
  });
}
