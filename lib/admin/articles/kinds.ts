import type { PublicationKind } from '@/lib/content/publication-kind';
import { CatalogType } from '@/lib/db/schema';

export interface PublicationConfig {
  kind: PublicationKind;
  /** The admin API collection. */
  apiPath: string;
  /** The admin screens' folder. */
  base: string;
  /** The public detail page, without locale prefix or id. */
  publicDetail: string;
  /** Catalog tree type; honours have none. */
  catalogType?: number;
}

export const publications: Record<PublicationKind, PublicationConfig> = {
  news: {
    kind: 'news',
    apiPath: '/admin/latest-news',
    base: '/admin/articles/news',
    publicDetail: '/news/detail',
    catalogType: CatalogType.NEWS,
  },
  deal: {
    kind: 'deal',
    apiPath: '/admin/case-analysis',
    base: '/admin/articles/cases',
    publicDetail: '/case/detail',
    catalogType: CatalogType.DEALS,
  },
  honour: { kind: 'honour', apiPath: '/admin/lawfirm-honour', base: '/admin/articles/honors', publicDetail: '/honor/detail' },
};

/** A news article or case analysis as the admin API returns it. */
export interface ArticleRow {
  id: number;
  title: string;
  content: string | null;
  cataId: number;
  contentUrl: string | null;
  coverUrl: string;
  isLink: number;
  lang: string;
  no: string;
  note: string | null;
  top: number;
  createTime: string;
  updateTime: string;
  views: number;
  operatorName: string | null;
}

export interface CatalogNode {
  id: number;
  name: string;
  no: string;
  lang: string;
  type: number;
  parentId: number | null;
  sort: number;
  childrenList: CatalogNode[];
}
