import type { CoverKey } from '../images';
import type { Bilingual, Block } from './html';

export interface CatalogDef {
  key: string;
  name: Bilingual<string>;
  children?: CatalogDef[];
}

/** A news article or a deal write-up. An external link has `link` and no body. */
export interface ArticleDef {
  catalog: string;
  daysAgo: number;
  views: number;
  top?: boolean;
  cover: CoverKey;
  link?: string;
  title: Bilingual<string>;
  note: Bilingual<string>;
  body?: Bilingual<Block[]>;
}

export const newsCatalogs: CatalogDef[] = [
  {
    key: 'firm-news',
    name: { en_US: 'Firm News', zh_CN: '律所动态' },
    children: [
      { key: 'awards', name: { en_US: 'Awards & Rankings', zh_CN: '荣誉与排名' } },
      { key: 'announcements', name: { en_US: 'Announcements', zh_CN: '律所公告' } },
    ],
  },
  {
    key: 'insights',
    name: { en_US: 'Insights', zh_CN: '专业洞见' },
    children: [
      { key: 'legal-updates', name: { en_US: 'Legal Updates', zh_CN: '法律快讯' } },
      { key: 'commentary', name: { en_US: 'Commentary', zh_CN: '评论文章' } },
    ],
  },
  { key: 'events', name: { en_US: 'Events', zh_CN: '活动' } },
];

export const dealCatalogs: CatalogDef[] = [
  {
    key: 'corporate',
    name: { en_US: 'Corporate & M&A', zh_CN: '公司并购' },
    children: [{ key: 'private-equity', name: { en_US: 'Private Equity', zh_CN: '私募股权' } }],
  },
  {
    key: 'disputes',
    name: { en_US: 'Disputes', zh_CN: '争议解决' },
    children: [
      { key: 'arbitration', name: { en_US: 'International Arbitration', zh_CN: '国际仲裁' } },
      { key: 'litigation', name: { en_US: 'Litigation', zh_CN: '诉讼' } },
    ],
  },
  { key: 'capital-markets', name: { en_US: 'Capital Markets', zh_CN: '资本市场' } },
  { key: 'restructuring', name: { en_US: 'Restructuring & Insolvency', zh_CN: '重组与破产' } },
];
