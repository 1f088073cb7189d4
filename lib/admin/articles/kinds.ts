import type { PublicationKind } from '@/lib/content/publication-kind';
import { CatalogType, type CatalogTypeValue } from '@/lib/db/schema';
import type { WorkflowEntity } from '@/lib/validation/workflow';

/** The admin API collections of news, deals and honours. */
export type PublicationPath = '/admin/latest-news' | '/admin/case-analysis' | '/admin/lawfirm-honour';

export interface PublicationConfig {
  kind: PublicationKind;
  /** The kind's name in the workflow calls (revisions, preview). */
  entity: WorkflowEntity;
  apiPath: PublicationPath;
  /** The admin screens' folder. */
  base: string;
  /** The public detail page, without locale prefix or id. */
  publicDetail: string;
  /** Catalog tree type; honours have none. */
  catalogType?: CatalogTypeValue;
}

export const publications: Record<PublicationKind, PublicationConfig> = {
  news: {
    kind: 'news',
    entity: 'latest-news',
    apiPath: '/admin/latest-news',
    base: '/admin/articles/news',
    publicDetail: '/news/detail',
    catalogType: CatalogType.NEWS,
  },
  deal: {
    kind: 'deal',
    entity: 'case-analysis',
    apiPath: '/admin/case-analysis',
    base: '/admin/articles/cases',
    publicDetail: '/case/detail',
    catalogType: CatalogType.DEALS,
  },
  honour: {
    kind: 'honour',
    entity: 'lawfirm-honour',
    apiPath: '/admin/lawfirm-honour',
    base: '/admin/articles/honors',
    publicDetail: '/honor/detail',
  },
};
