import { cacheTags, type CacheTag } from '../../cache/tags';
import type { Db } from '../../db/client';
import { CatalogType } from '../../db/schema';
import type { RowsSpec } from '../../repositories/workflow-rows';
import type { WorkflowEntity } from '../../validation/workflow';
import { getArticle } from '../articles';
import { getBanner } from '../banners';
import { getHonour } from '../honours';
import { getLawyer, refreshLawyerSearch } from '../lawyers';
import { getLegalDocumentById } from '../legal-documents';
import { getPracticeArea, refreshPracticeAreaSearch } from '../practice-areas';
import { refreshSearch, type SearchSource } from '../search-index';

/** An item as the back office reads it, before its editorial state is added. */
export type ItemView = { id: number; lang: string } & Record<string, unknown>;

/** How the workflow reads, stores and names one kind of content. */
export interface WorkflowKind extends RowsSpec {
  entity: WorkflowEntity;
  /** Article type: news or deals share a table. */
  type?: number;
  /** What messages call one item. */
  label: string;
  tags: CacheTag[];
  /** Brings the search index in line with version `id` (none for kinds not searched). */
  refreshSearch?(db: Db, id: number): Promise<void>;
  /** The item as staff edit it; undefined when there is none (or of another type). */
  view(db: Db, id: number): Promise<ItemView | undefined>;
  /** The words a revision or queue row is listed by. */
  titleOf(view: ItemView): string;
}

const searchOf = (source: SearchSource) => (db: Db, id: number) => refreshSearch(db, source, [id]);

const byTitle = (view: ItemView) => String(view.title ?? '');
const byName = (view: ItemView) => String(view.name ?? '');

const article = (entity: WorkflowEntity, type: 0 | 1, label: string, tag: CacheTag): WorkflowKind => ({
  entity,
  table: 'article',
  type,
  links: type === CatalogType.NEWS ? 'news' : 'deal',
  label,
  children: [],
  tags: [tag],
  refreshSearch: searchOf('article'),
  view: (db, id) => getArticle(db, type, id),
  titleOf: byTitle,
});

export const workflowKinds: Record<WorkflowEntity, WorkflowKind> = {
  'latest-news': article('latest-news', CatalogType.NEWS, 'News article', cacheTags.news),
  'case-analysis': article('case-analysis', CatalogType.DEALS, 'Case analysis', cacheTags.deals),
  'lawfirm-honour': {
    entity: 'lawfirm-honour',
    table: 'honour',
    links: 'honour',
    label: 'Honour',
    children: [],
    tags: [cacheTags.honours],
    refreshSearch: searchOf('honour'),
    view: getHonour,
    titleOf: byTitle,
  },
  lawyerTeam: {
    entity: 'lawyerTeam',
    table: 'lawyer',
    label: 'Lawyer',
    children: [
      { table: 'lawyerJob', owner: 'lawyerTeamId', refersTo: { column: 'jobId', table: 'job' } },
      { table: 'lawyerProField', owner: 'lawyerTeamId', refersTo: { column: 'professionalFieldId', table: 'professionalField' } },
      { table: 'lawyerCustomContent', owner: 'lawyerTeamId' },
      { table: 'lawyerLanguage', owner: 'lawyerTeamId', refersTo: { column: 'spokenLanguageId', table: 'spokenLanguage' } },
      { table: 'lawyerAdmission', owner: 'lawyerTeamId' },
      { table: 'lawyerEducation', owner: 'lawyerTeamId' },
    ],
    tags: [cacheTags.lawyers],
    refreshSearch: refreshLawyerSearch,
    view: getLawyer,
    titleOf: byName,
  },
  professionalField: {
    entity: 'professionalField',
    table: 'professionalField',
    label: 'Practice area',
    children: [],
    // Practice areas appear on lawyers' profiles too.
    tags: [cacheTags.practiceAreas, cacheTags.lawyers],
    refreshSearch: refreshPracticeAreaSearch,
    view: getPracticeArea,
    titleOf: byName,
  },
  banner: {
    entity: 'banner',
    table: 'banner',
    label: 'Banner',
    children: [],
    tags: [cacheTags.banners],
    view: getBanner,
    titleOf: (view) => String(view.title || view.imgPath || ''),
  },
  'legal-document': {
    entity: 'legal-document',
    table: 'legalDocument',
    label: 'Document',
    children: [],
    tags: [cacheTags.legalDocuments],
    view: getLegalDocumentById,
    titleOf: byTitle,
  },
};
