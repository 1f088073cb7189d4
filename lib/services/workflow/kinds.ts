import type { ContentKind } from '../../content/kinds';
import type { Db } from '../../db/client';
import { CatalogType } from '../../db/schema';
import { kindOfEntity, type WorkflowEntity } from '../../validation/workflow';
import { getArticle } from '../articles';
import { getBanner } from '../banners';
import { getHonour } from '../honours';
import { serverKinds, type ServerKind } from '../kinds';
import { getLawyer, refreshLawyerSearch } from '../lawyers';
import { getLegalDocumentById } from '../legal-documents';
import { getPracticeArea, refreshPracticeAreaSearch } from '../practice-areas';
import { refreshSearch, type SearchSource } from '../search-index';

/** An item as the back office reads it, before its editorial state is added. */
export type ItemView = { id: number; lang: string } & Record<string, unknown>;

/**
 * How the workflow reads, stores and names one kind of content: the server's registry
 * (lib/services/kinds.ts), with how staff read an item and how its search entries follow a change.
 */
export interface WorkflowKind extends ServerKind {
  /** Brings the search index in line with version `id` (none for kinds not searched). */
  refreshSearch?(db: Db, id: number): Promise<void>;
  /** The item as staff edit it; undefined when there is none (or of another type). */
  view(db: Db, id: number): Promise<ItemView | undefined>;
  /** The words a revision or queue row is listed by. */
  titleOf(view: ItemView): string;
}

const searchOf = (source: SearchSource) => (db: Db, id: number) => refreshSearch(db, source, [id]);

/** Lists an item by the column naming its translation group's versions. */
const titled = (kind: ServerKind) => ({ ...kind, titleOf: (view: ItemView) => String(view[kind.translation.title] ?? '') });

/** Every kind, as the editorial workflow handles it. */
export const editorialKinds: Record<ContentKind, WorkflowKind> = {
  news: { ...titled(serverKinds.news), refreshSearch: searchOf('article'), view: (db, id) => getArticle(db, CatalogType.NEWS, id) },
  deal: { ...titled(serverKinds.deal), refreshSearch: searchOf('article'), view: (db, id) => getArticle(db, CatalogType.DEALS, id) },
  honour: { ...titled(serverKinds.honour), refreshSearch: searchOf('honour'), view: getHonour },
  lawyer: { ...titled(serverKinds.lawyer), refreshSearch: refreshLawyerSearch, view: getLawyer },
  practice: { ...titled(serverKinds.practice), refreshSearch: refreshPracticeAreaSearch, view: getPracticeArea },
  banner: { ...serverKinds.banner, view: getBanner, titleOf: (view) => String(view.title || view.imgPath || '') },
  legal: { ...titled(serverKinds.legal), view: getLegalDocumentById },
};

/** The kind an entity (a revision's, a preview link's, a review queue row's) names. */
export const editorialKindOf = (entity: WorkflowEntity): WorkflowKind => editorialKinds[kindOfEntity[entity]];
