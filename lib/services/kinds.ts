import { cacheTags, type CacheTag } from '../cache/tags';
import { kindNames, type ContentKind, type EntityOf } from '../content/kinds';
import { CatalogType, type CatalogTypeValue } from '../db/schema';
import type { GroupSpec } from '../repositories/translations';
import type { RowsSpec } from '../repositories/workflow-rows';
import { kindOfEntity, type WorkflowEntity } from '../validation/workflow';

/**
 * What the server knows of one kind of content: where it is stored, what messages and the audit
 * log call it, the public data a change of it makes stale, what staff translate. Data only: the
 * services of each kind read it (no service is imported here); the editorial workflow adds how
 * each kind is read and indexed (workflow/kinds.ts).
 */
export interface ServerKind<K extends ContentKind = ContentKind> extends RowsSpec {
  kind: K;
  /** The API's path segment (lib/content/kinds.ts). */
  entity: EntityOf<K>;
  /** Its admin collection in the API. */
  apiPath: `/admin/${EntityOf<K>}`;
  /** Article type: news and deals share a table. */
  type?: CatalogTypeValue;
  /** What messages call one item (lib/api/messages/zh-terms.ts has its Chinese). */
  label: string;
  /** `auditLog.entity` of its saves (the workflow's state changes log the entity). */
  audit: string;
  /** What a change makes stale. */
  tags: CacheTag[];
  /** Its translation groups: the column its versions share, the one naming them, the columns staff translate. */
  translation: Omit<GroupSpec, 'table' | 'type'>;
  /** Visitors search it (lib/services/search-index.ts keeps its entries). */
  searched: boolean;
}

/** The names a kind takes from lib/content/kinds.ts. */
const named = <K extends ContentKind>(kind: K) => {
  const entity: EntityOf<K> = kindNames[kind].entity;
  return { kind, entity, apiPath: `/admin/${entity}` as `/admin/${EntityOf<K>}`, searched: 'search' in kindNames[kind] };
};

const article = { table: 'article', children: [], translation: { key: 'no', title: 'title', text: ['title', 'note', 'content'] } } as const;

/** Every kind, as the server knows it. */
export const serverKinds = {
  news: {
    ...named('news'),
    ...article,
    type: CatalogType.NEWS,
    links: 'news',
    label: 'News article',
    audit: 'news',
    tags: [cacheTags.news],
  },
  deal: {
    ...named('deal'),
    ...article,
    type: CatalogType.DEALS,
    links: 'deal',
    label: 'Case analysis',
    audit: 'case-analysis',
    tags: [cacheTags.deals],
  },
  honour: {
    ...named('honour'),
    table: 'honour',
    children: [],
    links: 'honour',
    label: 'Honour',
    audit: 'honour',
    tags: [cacheTags.honours],
    translation: { key: 'no', title: 'title', text: ['title', 'content'] },
  },
  lawyer: {
    ...named('lawyer'),
    table: 'lawyer',
    children: [
      { table: 'lawyerJob', owner: 'lawyerTeamId', refersTo: { column: 'jobId', table: 'job' } },
      { table: 'lawyerProField', owner: 'lawyerTeamId', refersTo: { column: 'professionalFieldId', table: 'professionalField' } },
      { table: 'lawyerCustomContent', owner: 'lawyerTeamId' },
      { table: 'lawyerLanguage', owner: 'lawyerTeamId', refersTo: { column: 'spokenLanguageId', table: 'spokenLanguage' } },
      { table: 'lawyerAdmission', owner: 'lawyerTeamId' },
      { table: 'lawyerEducation', owner: 'lawyerTeamId' },
    ],
    label: 'Lawyer',
    audit: 'lawyer',
    tags: [cacheTags.lawyers],
    translation: { key: 'no', title: 'name', text: ['name', 'office', 'intro', 'customContent'], sections: true },
  },
  practice: {
    ...named('practice'),
    table: 'professionalField',
    children: [],
    label: 'Practice area',
    audit: 'professionalField',
    // Practice areas appear on lawyers' profiles too.
    tags: [cacheTags.practiceAreas, cacheTags.lawyers],
    translation: { key: 'no', title: 'name', text: ['name', 'introduce'] },
  },
  banner: {
    ...named('banner'),
    table: 'banner',
    children: [],
    label: 'Banner',
    audit: 'banner',
    tags: [cacheTags.banners],
    // A slide's versions show one picture.
    translation: { key: 'imgPath', title: 'title', text: ['title', 'subTitle'] },
  },
  legal: {
    ...named('legal'),
    table: 'legalDocument',
    children: [],
    label: 'Document',
    audit: 'legalDocument',
    tags: [cacheTags.legalDocuments],
    translation: { key: 'name', title: 'title', text: ['title', 'content'] },
  },
} satisfies { [K in ContentKind]: ServerKind<K> };

/** The kind of an entity, as the server knows it. */
export const serverKindOf = (entity: WorkflowEntity): ServerKind => serverKinds[kindOfEntity[entity]];
